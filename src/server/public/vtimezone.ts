import { zonedIso, zoneName } from '../../shared/rules/schedule'

// Issue 46 "Feeds": the VTIMEZONE block (RFC 5545 3.6.5) of the university's zone, for ical-generator's
// timezone generator, so a calendar client reads each event's TZID-local times right on both sides of a
// daylight-saving change without knowing the zone's name. Made from the time-zone database the server
// already has (Intl), for the years the calendar's events fall in: every change of offset in them, found
// day by day and then to the minute.

const DAY = 86_400_000
const MINUTE = 60_000

/** The zone's offset from UTC at `at`, in minutes (from zonedIso's `+01:00`). */
function offsetMinutes(at: number, zone: string): number {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(zonedIso(new Date(at), zone))
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** `+0100`, `-0430`. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const whole = Math.abs(minutes)
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}${String(whole % 60).padStart(2, '0')}`
}

/** A wall clock as iCalendar writes a local time: `20270328T010000`. */
const localText = (utcOfWallClock: number) =>
  new Date(utcOfWallClock).toISOString().slice(0, 19).replace(/[-:]/g, '')

interface Change {
  at: number
  from: number
  to: number
}

/** The instants the zone's offset changes between `start` and `end` (ms), to the minute. */
function changesOf(zone: string, start: number, end: number): Change[] {
  const changes: Change[] = []
  let before = offsetMinutes(start, zone)
  for (let day = start; day < end; day += DAY) {
    const after = offsetMinutes(day + DAY, zone)
    if (after === before) continue
    // The offset changed within this day: the first minute with the new one.
    let low = day
    let high = day + DAY
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE
      if (offsetMinutes(middle, zone) === before) low = middle
      else high = middle
    }
    changes.push({ at: high, from: before, to: after })
    before = after
  }
  return changes
}

/**
 * The VTIMEZONE of `zone` for the years `fromYear` to `toYear`: the offset at the first's start, then each
 * change (DAYLIGHT to the larger offset of a pair, STANDARD back), with the zone's short names.
 */
export function vtimezone(zone: string, fromYear: number, toYear: number): string {
  const start = Date.UTC(fromYear, 0, 1)
  const end = Date.UTC(toYear + 1, 0, 1)
  const first = offsetMinutes(start, zone)
  const changes = changesOf(zone, start, end)
  const larger = Math.max(first, ...changes.map((change) => change.to))
  const smaller = Math.min(first, ...changes.map((change) => change.to))
  const part = (kind: string, at: number, from: number, to: number) => [
    `BEGIN:${kind}`,
    // The wall clock the change happens at, read in the offset before it.
    `DTSTART:${localText(at + from * MINUTE)}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `TZNAME:${zoneName(zone, new Date(at))}`,
    `END:${kind}`,
  ]
  const kindOf = (from: number, to: number) =>
    to > from || (to === from && to === larger && larger !== smaller) ? 'DAYLIGHT' : 'STANDARD'
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...part(kindOf(first, first), start, first, first),
    ...changes.flatMap((change) => part(kindOf(change.from, change.to), change.at, change.from, change.to)),
    'END:VTIMEZONE',
  ].join('\r\n')
}
