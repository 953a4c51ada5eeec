// Issue 47 "Times and dates": every date and time a person reads or types is written one way, in the
// university's locale and time zone, through Intl. Screens and the server format with these and never call
// toLocaleString themselves (a machine's own locale would write "Dec 6, 2026, 5:01:46 AM" on one desk and
// "06/12/2026 05:01" on the next).

import { DEFAULT_LOCALE } from './locales'

let locale: string = DEFAULT_LOCALE

/**
 * The university's locale (rules/locales.ts), a Super Admin's setting: en-GB until the console hears it.
 * The renderer sets it when it reads the university's zone (components/schedule/known-zone.ts); the server
 * writes no date a person reads with these, so it keeps the default.
 */
export const universityLocale = (): string => locale

/** Writes and reads every date from now on the way `next` does. */
export const setUniversityLocale = (next: string): void => void (locale = next)

/** What `write` returns when dates are written the way `other` does (a choice's example on the locale screen). */
export function inLocale<T>(other: string, write: () => T): T {
  const kept = locale
  locale = other
  try {
    return write()
  } finally {
    locale = kept
  }
}

/** Machine parts (YYYY, MM, DD) are read in this locale, whatever the university's: its digits are 0-9. */
const PARTS_LOCALE = 'en-GB'

const formatters = new Map<string, Intl.DateTimeFormat>()

/** Made once per locale, zone and style: a formatter costs far more to make than to use (a history lists 1,000). */
function formatter(
  zone: string,
  options: Intl.DateTimeFormatOptions,
  writtenIn: string = locale,
): Intl.DateTimeFormat {
  const key = `${writtenIn}|${zone}|${JSON.stringify(options)}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(writtenIn, { ...options, timeZone: zone })
    formatters.set(key, made)
  }
  return made
}

/** Whether the locale reads a 12-hour clock (en-US "5:30 PM") rather than a 24-hour one ("17:30"). */
export const isTwelveHour = (writtenIn: string = locale): boolean => {
  const cycle = formatter('UTC', { hour: 'numeric' }, writtenIn).resolvedOptions().hourCycle
  return cycle === 'h12' || cycle === 'h11'
}

/** The time of day on the locale's clock: 24-hour ("17:30") or 12-hour ("05:30 PM"), never h24 or h11. */
const clockOptions = (): Intl.DateTimeFormatOptions => ({
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: isTwelveHour() ? 'h12' : 'h23',
})
const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const

const asDate = (at: Date | string): Date | null => {
  const date = typeof at === 'string' ? new Date(at) : at
  return Number.isNaN(date.getTime()) ? null : date
}

/** The calendar day in `zone` at `at`, as YYYY-MM-DD. */
export function dayIn(at: Date, zone: string): string {
  const parts = Object.fromEntries(
    formatter(zone, { year: 'numeric', month: '2-digit', day: '2-digit' }, PARTS_LOCALE)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** Days from one YYYY-MM-DD to another (negative when `to` is earlier). */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** A calendar day (YYYY-MM-DD, or a timestamp's leading day) as read: "18 Dec 2026"; '' for no day. */
export function showDay(value: string | null | undefined): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '')
  if (!day) {
    const at = value ? asDate(value) : null
    return at ? formatter('UTC', DAY).format(at) : ''
  }
  return formatter('UTC', DAY).format(new Date(Date.UTC(+day[1], +day[2] - 1, +day[3])))
}

/** When something happened, to the second: "6 Dec 2026, 05:01:46" (History, the audit log). */
export function showMoment(at: Date | string, zone: string): string {
  const date = asDate(at)
  return date ? formatter(zone, { ...DAY, ...clockOptions(), second: '2-digit' }).format(date) : String(at)
}

/** A time of day at `at`: "17:30". */
export function showClock(at: Date | string, zone: string): string {
  const date = asDate(at)
  return date ? formatter(zone, clockOptions()).format(date) : String(at)
}

/**
 * A coming time in a list, as short as it can be read without doubt: "Thu 17:30" within the next six days
 * (a weekday names one day only then), "31 Dec, 17:30" later this year, "2 Jan 2027, 17:30" after it.
 */
export function showSoon(at: Date, zone: string, now: Date = new Date()): string {
  const today = dayIn(now, zone)
  const day = dayIn(at, zone)
  const ahead = daysBetween(today, day)
  if (ahead >= 0 && ahead <= 6) return formatter(zone, { weekday: 'short', ...clockOptions() }).format(at)
  const sameYear = day.slice(0, 4) === today.slice(0, 4)
  return formatter(zone, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    ...clockOptions(),
  })
    .format(at)
    .replace(/ at /, ', ')
}

/** "Tue, 24 Nov 2026, 08:00": a time in full (the zone's name is added by the caller). */
export function showFull(at: Date, zone: string): string {
  return formatter(zone, { weekday: 'short', ...DAY, ...clockOptions() })
    .format(at)
    .replace(/ at /, ', ')
}

// Typing: dates are typed as numbers in the locale's order ("31/12/2026"), times on its clock ("17:30"). A
// text field, not the browser's date picker: Chromium draws that in the machine's format (mm/dd/yyyy with a
// 12-hour clock on an American Windows), whatever the page asks for.

type DayPart = 'day' | 'month' | 'year'

const numericForms = new Map<string, { order: DayPart[]; separator: string }>()

/** The order of day, month and year in the locale's numeric date, and what separates them. */
function numeric(): { order: DayPart[]; separator: string } {
  let form = numericForms.get(locale)
  if (!form) {
    const parts = formatter('UTC', { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
      new Date(Date.UTC(2026, 11, 31)),
    )
    const order = parts
      .map((part) => part.type)
      .filter((type): type is DayPart => type === 'day' || type === 'month' || type === 'year')
    const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/'
    form = { order, separator }
    numericForms.set(locale, form)
  }
  return form
}

const LETTERS: Record<DayPart, string> = { day: 'DD', month: 'MM', year: 'YYYY' }

/** How a date is typed: "DD/MM/YYYY" (en-GB), "MM/DD/YYYY" (en-US), "DD.MM.YYYY" (de-DE). */
export const dayTyped = (): string => {
  const { order, separator } = numeric()
  return order.map((part) => LETTERS[part]).join(separator)
}
/** How a time is typed: "HH:MM" on a 24-hour clock, "HH:MM am/pm" on a 12-hour one. */
export const clockTyped = (): string => (isTwelveHour() ? 'HH:MM am/pm' : 'HH:MM')
/** How a date and time are typed together: "DD/MM/YYYY HH:MM". */
export const momentTyped = (): string => `${dayTyped()} ${clockTyped()}`

const isRealDay = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1
}
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * A typed date as YYYY-MM-DD, or null: the locale's order with '/', '.', '-' or spaces between
 * ("31/12/2026", "31.12.2026"), or YYYY-MM-DD itself (pasted from a spreadsheet or a file).
 */
export function parseDay(text: string): string | null {
  const trimmed = text.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed)
  const numbers = iso
    ? { year: +iso[1], month: +iso[2], day: +iso[3] }
    : (() => {
        const pieces = trimmed.split(/\s*[/.\-\s]\s*/)
        if (pieces.length !== 3 || pieces.some((piece) => !/^\d{1,4}$/.test(piece))) return null
        const found = { day: 0, month: 0, year: 0 }
        const { order } = numeric()
        order.forEach((part, i) => (found[part] = +pieces[i]))
        if (order.indexOf('year') >= 0 && pieces[order.indexOf('year')].length !== 4) return null
        return found
      })()
  if (!numbers || !isRealDay(numbers.year, numbers.month, numbers.day)) return null
  return `${pad(numbers.year, 4)}-${pad(numbers.month)}-${pad(numbers.day)}`
}

/** A typed time as HH:MM (24-hour), or null: "17:30", "9:05", "17.30", and "5:30 pm" from a 12-hour habit. */
export function parseClock(text: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})\s*([ap]\.?m\.?)?$/i.exec(text.trim())
  if (!match) return null
  let hour = +match[1]
  const minute = +match[2]
  const half = match[3]?.[0].toLowerCase()
  if (half && (hour < 1 || hour > 12)) return null
  if (half === 'p' && hour < 12) hour += 12
  if (half === 'a' && hour === 12) hour = 0
  return hour <= 23 && minute <= 59 ? `${pad(hour)}:${pad(minute)}` : null
}

/** A typed date and time as a wall clock, YYYY-MM-DDTHH:MM, or null ("31/12/2026 17:30", or the wall clock). */
export function parseMoment(text: string): string | null {
  const wallClock = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(text.trim())
  if (wallClock) return parseDay(wallClock[1]) && parseClock(wallClock[2]) ? text.trim() : null
  const match = /^(.*?\S)\s*(?:,|\s)\s*(\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?)$/i.exec(text.trim())
  if (!match) return null
  const day = parseDay(match[1])
  const clock = parseClock(match[2])
  return day && clock ? `${day}T${clock}` : null
}

/** YYYY-MM-DD as typed: "31/12/2026" (anything else is returned as it is). */
export function typedDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return day
  const values: Record<DayPart, string> = { year: match[1], month: match[2], day: match[3] }
  const { order, separator } = numeric()
  return order.map((part) => values[part]).join(separator)
}

/** HH:MM (24-hour) as typed on the locale's clock: "17:30", or "05:30 PM" (anything else as it is). */
export function typedClock(clock: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(clock)
  if (!match || !isTwelveHour()) return clock
  const at = new Date(Date.UTC(2026, 0, 1, +match[1], +match[2]))
  // Intl puts a narrow no-break space before AM; a person types a plain one.
  return formatter('UTC', clockOptions()).format(at).replace(/\s/g, ' ')
}

/** A wall clock (YYYY-MM-DDTHH:MM) as typed: "31/12/2026 17:30" (anything else as it is). */
export function typedMoment(wallClock: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(wallClock)
  return match ? `${typedDay(match[1])} ${typedClock(match[2])}` : wallClock
}

/** Whether a day (YYYY-MM-DD) is before today in `zone`. */
export const isPastDay = (day: string, zone: string, now: Date = new Date()): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && day < dayIn(now, zone)
