import { momentTyped } from './dates'
import { EVENT_PATHS } from './event'
import { HEADLINE_PATHS } from './headline'
import { updatePathOf } from './leadership'
import { NEWS_PATHS } from './news'
import { PARTNER_PATHS } from './partners'
import { updateAddress } from './record-address'
import { SLIDER_PATHS } from './sliders'
import { ALERT_TITLES, errorAlert, type AnswerAlerts } from './alerts'
import type { Check } from './forms'
import {
  type ScheduleAction,
  type ScheduledTable,
  isKnownZone,
  SCHEDULE_TEXT,
  UNKNOWN_ZONE,
} from './schedule'

// Issue 26, the screens' side of scheduling (rules/schedule.ts holds what the server shares): the words the
// forms, lists and dashboard add, and where a scheduled record is edited.

export const SCHEDULE_SCREEN_TEXT = {
  /** Issue 47: a typed time that reads as none ("31/12/26 5"). */
  get notATime() {
    return `Please enter the time as ${momentTyped()}.`
  },
  /** The zone beside an empty field: "Times in WAT (Africa/Lagos)". */
  zoneHint: (short: string, zone: string) => `Times in ${short} (${zone})`,
  clearName: (label: string) => `Clear ${label}`,
  /** An event's one-click unpublish time. */
  dayAfterEvent: (when: string) => `The day after the event: ${when}`,
  failed: (action: ScheduleAction, reason: string) =>
    `The scheduled ${action === 'publish' ? 'publish' : 'unpublish'} failed: ${reason}`,
  publishSetsDraft: 'A publish time saves the record as Draft until then.',
  /** The dashboard's line of one job: "News 'Exam timetable'". */
  what: (noun: string, title: string) => (title ? `${noun} '${title}'` : noun),
  setBy: (name: string) => `set by ${name}`,
  zoneLabel: 'Time zone',
  /** Issue 47: the zone screen's search and list. */
  zoneSearch: 'Find a city, zone or offset',
  zoneSearchHint: 'Type a city (Lagos, Mumbai), a zone (Europe/London) or an offset (UTC+01:00).',
  zoneMatches: (n: number) =>
    n === 1 ? '1 time zone matches' : `${n.toLocaleString('en')} time zones match`,
  zoneNoMatch: 'No time zone matches: try a larger city nearby, or the offset.',
  /** Until a Super Admin saves one, the zone is the server's own: the screen offers this computer's. */
  zoneSuggested: (zone: string) =>
    `Not chosen yet: times are in the server's zone. Suggested from this computer: ${zone}. Save to use it.`,
  zoneNow: (label: string) => `Chosen: ${label}`,
  /** The dashboard's note while the zone is still the server's UTC. */
  zoneStillUtc:
    "Publish and unpublish times, event dates and History are in UTC: the university's time zone is not chosen yet.",
  zoneStillUtcLink: 'Choose the time zone',
  loadingZone: 'Loading the time zone…',
  zoneNotSaved: 'The time zone was not saved.',
} as const

/** The day after an event's day (YYYY-MM-DD) at midnight, as a datetime-local field holds it; null for no day. */
export function dayAfter(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim())
  if (!match) return null
  const next = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3] + 1))
  return Number.isNaN(next.getTime()) ? null : `${next.toISOString().slice(0, 10)}T00:00`
}

/** Where a scheduled record is edited, by its table and faculty (news and events have a faculty's screens). */
export function scheduledRecordAddress(
  table: ScheduledTable,
  EntryID: number,
  facultyCode: string | null,
  section: string | null,
) {
  const mode = facultyCode && facultyCode !== 'General' ? 'faculty' : 'general'
  const paths: Record<ScheduledTable, string> = {
    news: NEWS_PATHS[mode].update,
    event: EVENT_PATHS[mode].update,
    leadership: updatePathOf(section ?? 'Board'),
    partner: PARTNER_PATHS.update,
    headline: HEADLINE_PATHS.update,
    slider: SLIDER_PATHS.update,
  }
  return updateAddress(paths[table], EntryID)
}

/** The zones a Super Admin may choose: the time-zone database's, as this runtime knows them. */
export function knownZones(current: string): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const zones = listed.includes(current) || !isKnownZone(current) ? listed : [current, ...listed]
  return zones.length > 0 ? zones : ['UTC']
}

/** The machine's own zone: the fields' zone until the server's is read. */
export const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** The time-zone screen's one value. */
export interface ZoneValues {
  zone: string
}

export const ZONE_CHECKS: readonly Check<ZoneValues>[] = [
  { field: 'zone', message: UNKNOWN_ZONE, fails: (values) => !isKnownZone(values.zone) },
]

/** The answers of the save: stay on the screen after either. */
export const ZONE_ANSWERS: AnswerAlerts<'success'> = {
  answers: { success: { title: ALERT_TITLES.success, text: SCHEDULE_TEXT.zoneSaved } },
  other: errorAlert(SCHEDULE_SCREEN_TEXT.zoneNotSaved),
}
