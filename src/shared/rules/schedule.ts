import { showFull, showSoon } from './dates'
import { isRichTextEmpty } from './rich-text'

// Issue 26 "On time without anyone awake": a record's publish and unpublish at a chosen time, run by the
// server. Each scheduled area is one entry of SCHEDULED (data, read by the server's scheduler, the forms, the
// lists and the dashboard). Times cross the wire in UTC (ISO 8601); forms and lists show them in the
// university's time zone, converted by the time-zone database (Intl), never by offset arithmetic.

/** What a scheduled change does: make the record public, or take it back to Draft. */
export type ScheduleAction = 'publish' | 'unpublish'
export const SCHEDULE_ACTIONS: readonly ScheduleAction[] = ['publish', 'unpublish']

/** A job's life: waiting for its time, done (on time or late), failed with a reason, or cancelled by an editor. */
export type ScheduleState = 'pending' | 'done' | 'failed' | 'cancelled'

export interface ScheduledArea {
  /** The contract area whose add and update bodies carry `publishAt` / `unpublishAt`. */
  area: 'news' | 'event' | 'leadership' | 'partners' | 'headline' | 'slider'
  /** What a list and the dashboard call one record. */
  noun: string
  /** The record's column that says whether it is public, and its two values. */
  column: 'Status'
  on: number | string
  off: number | string
  /** The record's column that names it on the dashboard. */
  titleColumn: string
  /** The record's column that decides which screen edits it (a leadership record's Category), if any. */
  sectionColumn?: string
  /**
   * Columns that must not be empty for the record to be published: emptied since the schedule was set, the
   * publish fails with FAILED_REQUIRED_EMPTY rather than publishing a record its own form would refuse.
   */
  required: readonly string[]
  /** The two fields' labels on the form. */
  labels: Record<ScheduleAction, string>
}

const STATUS_LABELS = { publish: 'Publish at', unpublish: 'Unpublish at' } as const
/** Headlines and sliders are shown in a window rather than published. */
const WINDOW_LABELS = { publish: 'Shown from', unpublish: 'Shown until' } as const

/** By the record's table, as the audit log names a record ('news 12'). */
export const SCHEDULED = {
  news: {
    area: 'news',
    noun: 'News',
    column: 'Status',
    on: 1,
    off: 0,
    titleColumn: 'Title',
    required: ['Title', 'Description'],
    labels: STATUS_LABELS,
  },
  event: {
    area: 'event',
    noun: 'Event',
    column: 'Status',
    on: 1,
    off: 0,
    titleColumn: 'Title',
    required: ['Title', 'Description', 'Location'],
    labels: STATUS_LABELS,
  },
  leadership: {
    area: 'leadership',
    noun: 'Leadership',
    column: 'Status',
    on: 1,
    off: 0,
    titleColumn: 'FullName',
    sectionColumn: 'Category',
    required: ['FullName', 'Designation'],
    labels: { publish: 'Active from', unpublish: 'Active until' },
  },
  partner: {
    area: 'partners',
    noun: 'Partner',
    column: 'Status',
    on: '1',
    off: '0',
    titleColumn: 'PartnerName',
    required: ['PartnerName'],
    labels: STATUS_LABELS,
  },
  headline: {
    area: 'headline',
    noun: 'Headline',
    column: 'Status',
    on: 1,
    off: 0,
    titleColumn: 'LinkTitle',
    required: ['LinkTitle', 'LinkPath', 'Message'],
    labels: WINDOW_LABELS,
  },
  slider: {
    area: 'slider',
    noun: 'Slider',
    column: 'Status',
    on: 1,
    off: 0,
    titleColumn: 'Title',
    required: ['Title', 'Caption'],
    labels: WINDOW_LABELS,
  },
} as const satisfies Record<string, ScheduledArea>

export type ScheduledTable = keyof typeof SCHEDULED
export const SCHEDULED_TABLES = Object.keys(SCHEDULED) as ScheduledTable[]
export const isScheduledTable = (table: string): table is ScheduledTable => table in SCHEDULED

/** A job run this long after its time is "late" and says by how much. */
export const LATE_AFTER_MS = 60_000

/** How often each server looks for due jobs (the API server's `scheduler.everyMs`). */
export const SCHEDULER_EVERY_MS = 5_000

/** The dashboard's lists: at most this many of each. */
export const SCHEDULE_LISTED = 20

/** The name the audit log and History give the scheduler's writes. */
export const SCHEDULER_NAME = 'Scheduler'

/** The 400 of a publish or unpublish time that has passed (checked with a minute's grace for the clock). */
export const PAST_TIME = 'That time has passed: choose a time in the future.'
/** The 400 of an unpublish time before the publish time. */
export const UNPUBLISH_BEFORE_PUBLISH = 'The time to take it down must be after the time to publish it.'
/** The 400 of a time zone the time-zone database does not know. */
export const UNKNOWN_ZONE = 'not a time zone the time-zone database knows (such as Africa/Lagos)'

/** Why a job failed, as the dashboard and the record's form show it. */
export const FAILED_RECORD_GONE = 'The record was deleted before its time, so nothing was changed.'
export const failedRequiredEmpty = (column: string): string =>
  `Not published: ${column} is empty. Fill it in and schedule again.`
/** Why a job failed when the server could not make the change (logged); the editor sets it again. */
export const FAILED_ERROR =
  'The change could not be made (a server error), so nothing was changed. Schedule it again.'

/** How the audit log names a run of the scheduler ('SCHEDULER publish'), as it names a call 'PATCH news/update'. */
export const scheduledCall = (action: ScheduleAction): string => `SCHEDULER ${action}`

export const SCHEDULE_TEXT = {
  /**
   * Under the fields once a time is typed, when the API is the desktop app's embedded one (issue 47: said
   * where it matters, in an editor's words, not under every empty schedule field).
   */
  embeddedHint:
    'This app makes scheduled changes while it is open: a change due while it is closed is made when you next open it.',
  hint: 'Saved as Draft until then. Leave empty for no scheduled change.',
  clear: 'Clear',
  dashboardTitle: 'Scheduled changes',
  upcoming: 'Coming up',
  failed: 'Failed',
  late: 'Ran late',
  done: 'Done',
  none: 'Nothing is scheduled.',
  zoneTitle: 'University Time Zone',
  zoneIntro:
    'Publish and unpublish times are typed and shown in this time zone; daylight saving follows the time-zone database.',
  zoneSaved: 'The time zone is saved.',
} as const

/** The Super Admin screen where the university's time zone is set. */
export const ZONE_PATH = '/general/time-zone'

const ACTION_DONE: Record<ScheduleAction, string> = { publish: 'published', unpublish: 'unpublished' }

/** "published late by 14 min" (minutes rounded up, hours past two hours). */
export function lateText(action: ScheduleAction, lateMs: number): string {
  const minutes = Math.max(1, Math.ceil(lateMs / 60_000))
  const by = minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} h`
  return `${ACTION_DONE[action]} late by ${by}`
}

/** Whether the time-zone database knows `zone`. */
export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone.length > 0
  } catch {
    return false
  }
}

const parts = (at: Date, zone: string): Record<string, string> =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )

/** The wall clock in `zone` at `at`, as a datetime-local input holds it: '2027-03-28T08:00'. */
export function wallClockOf(at: Date, zone: string): string {
  const p = parts(at, zone)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

/** The zone's offset from UTC at `at`, in ms, as the time-zone database says. */
function offsetAt(at: Date, zone: string): number {
  const p = parts(at, zone)
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second)
  return asUtc - Math.floor(at.getTime() / 1000) * 1000
}

/** `at` as ISO 8601 in `zone`, with the zone's offset then: '2027-03-28T08:00:00+01:00' (whole seconds). */
export function zonedIso(at: Date, zone: string): string {
  const p = parts(at, zone)
  const minutes = Math.round(offsetAt(at, zone) / 60_000)
  const sign = minutes < 0 ? '-' : '+'
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0')
  const offset = `${sign}${pad(Math.abs(minutes) / 60)}:${pad(Math.abs(minutes) % 60)}`
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`
}

/** The first of `required` a record holds empty, when a scheduled publish of it would fail (scheduler.ts). */
export function emptyRequired(
  area: ScheduledArea,
  row: Readonly<Record<string, unknown>>,
): string | undefined {
  return area.required.find((column) => {
    const value = row[column]
    return value === null || value === undefined || isRichTextEmpty(String(value))
  })
}

/**
 * The instant a wall-clock time in `zone` names ('2027-03-28T08:00'), or null for text that is no such time.
 * A time skipped by a daylight-saving change (02:30 on the spring-forward night) is read with the offset
 * before the change, so it lands an hour later on the clock; a time that happens twice takes the first.
 */
export function instantOf(wallClock: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallClock)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number)
  const asUtc = Date.UTC(y, mo - 1, d, h, mi)
  const check = new Date(asUtc)
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null
  // The offset one day before and after brackets any change; try the earlier first (the first of two).
  const candidates = [
    offsetAt(new Date(asUtc - 86_400_000), zone),
    offsetAt(new Date(asUtc + 86_400_000), zone),
  ]
  for (const offset of candidates.sort((a, b) => b - a)) {
    const at = new Date(asUtc - offset)
    if (wallClockOf(at, zone) === wallClock.slice(0, 16)) return at
  }
  return new Date(asUtc - candidates[candidates.length - 1])
}

/** English locales tried in turn for a zone's short name, so 'Africa/Lagos' says WAT rather than GMT+1. */
const NAMING_LOCALES = [
  'en-US',
  'en-GB',
  'en-NG',
  'en-KE',
  'en-ZA',
  'en-IN',
  'en-AU',
  'en-NZ',
  'en-SG',
  'en-CA',
]

/** The zone's short name at `at` ('WAT', 'BST', 'EST'), or its offset ('GMT+3') where none is known. */
export function zoneName(zone: string, at: Date): string {
  let fallback = ''
  for (const locale of NAMING_LOCALES) {
    const name =
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
    if (name && !/^(GMT|UTC)[+−-]/.test(name)) return name
    fallback ||= name
  }
  return fallback
}

/** "Scheduled Thu 08:00", "Until 31 Dec, 17:30": the Status column's badge for a pending change (dates.ts). */
export const scheduledBadge = (action: ScheduleAction, at: Date, zone: string, now?: Date): string =>
  `${action === 'publish' ? 'Scheduled' : 'Until'} ${showSoon(at, zone, now)}`

/** "Tue, 24 Nov 2026, 08:00 WAT": a time in full on the dashboard and the form. */
export const fullWhen = (at: Date, zone: string): string => `${showFull(at, zone)} ${zoneName(zone, at)}`

/**
 * What is wrong with the times a save asks for, or null: each must be in the future (a minute's grace for a
 * clock a little behind), and an unpublish after the publish.
 */
export function scheduleProblem(
  times: { publishAt?: Date | null; unpublishAt?: Date | null },
  now: Date,
): string | null {
  const grace = now.getTime() - 60_000
  for (const at of [times.publishAt, times.unpublishAt]) if (at && at.getTime() < grace) return PAST_TIME
  if (times.publishAt && times.unpublishAt && times.unpublishAt <= times.publishAt)
    return UNPUBLISH_BEFORE_PUBLISH
  return null
}
