import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { isUniversityLocale, UNKNOWN_LOCALE } from '../rules/locales'
import { SCHEDULE_ACTIONS, SCHEDULED_TABLES, isKnownZone, UNKNOWN_ZONE } from '../rules/schedule'
import { answer, call, none, type Area } from './define'

// Ours (issue 26): scheduled publish and unpublish. The times travel in the add and update bodies of each
// scheduled area (`scheduleFields`, rules/schedule.ts SCHEDULED says which); the server keeps them as jobs
// and runs each once at its time. These calls read what is scheduled and set the university's time zone.

/** An instant in UTC, ISO 8601 with its offset ('2027-03-29T07:00:00.000Z'). */
const instant = z.iso.datetime({ offset: true })

/**
 * The two fields each scheduled area's add and update bodies take. Absent (SPEC's client): the record's
 * schedule stays as it is; null: no scheduled change of that kind (a pending one is cancelled).
 */
export const scheduleFields = {
  publishAt: instant.nullable().optional(),
  unpublishAt: instant.nullable().optional(),
}

export const ScheduledTableName = z.enum(SCHEDULED_TABLES)

/** One scheduled change, as the dashboard, a list's badge and a record's form read it. */
export const ScheduledJob = z.object({
  id: z.number().int(),
  /** The record's table and id, as the audit log names it ('news 12'). */
  table: ScheduledTableName,
  EntryID: z.number().int(),
  /** The record's title or name when the job was listed ('' once the record is gone). */
  title: z.string(),
  /** The record's faculty, for the lists that show a faculty's records ('General' or none). */
  FacultyCode: z.string().nullable(),
  /** What decides which screen edits the record (a leadership record's Category); null for the rest. */
  section: z.string().nullable(),
  action: z.enum(SCHEDULE_ACTIONS),
  dueAt: instant,
  state: z.enum(['pending', 'done', 'failed', 'cancelled']),
  setBy: z.string(),
  setAt: instant,
  ranAt: instant.nullable(),
  /** How long after its time it ran, when that was more than LATE_AFTER_MS; null on time or not yet run. */
  lateMs: z.number().int().nullable(),
  /** Why it failed (rules/schedule.ts FAILED_…); null otherwise. */
  reason: z.string().nullable(),
})
export type ScheduledJob = z.infer<typeof ScheduledJob>

/** The dashboard's view: what comes next, what failed or ran late, and what was done lately. */
export const ScheduleOverview = z.object({
  upcoming: z.array(ScheduledJob),
  failed: z.array(ScheduledJob),
  late: z.array(ScheduledJob),
  done: z.array(ScheduledJob),
})
export type ScheduleOverview = z.infer<typeof ScheduleOverview>

/**
 * The university's time zone (an IANA name), whether a Super Admin chose it (else it is the server's own, UTC
 * on most servers: issue 47 suggests the machine's and says so on the dashboard), and whether the API is the
 * desktop app's embedded one. Issue 47: the university's locale too (rules/locales.ts; en-GB until a Super
 * Admin sets one), read with the zone as every date a screen writes needs both.
 */
export const ScheduleZone = z.object({
  zone: z.string(),
  chosen: z.boolean(),
  embedded: z.boolean(),
  locale: z.string(),
})
export type ScheduleZone = z.infer<typeof ScheduleZone>

export const ZoneBody = z.object({ zone: z.string().max(100).refine(isKnownZone, UNKNOWN_ZONE) })

export const LocaleBody = z.object({ locale: z.string().max(20).refine(isUniversityLocale, UNKNOWN_LOCALE) })

export const schedule = {
  /** Every pending job of the records the caller may see: the lists' badges and the forms' fields. */
  pending: call('GET', 'schedule/pending', none, z.array(ScheduledJob), ACCESS.signedIn),
  overview: call('GET', 'schedule/overview', none, ScheduleOverview, ACCESS.signedIn),
  zone: call('GET', 'schedule/zone', none, ScheduleZone, ACCESS.signedIn),
  setZone: call('PATCH', 'schedule/zone', ZoneBody, answer(['success']), ACCESS.versions),
  /** Issue 47: the university's locale, a Super Admin's setting as the zone is. */
  setLocale: call('PATCH', 'schedule/locale', LocaleBody, answer(['success']), ACCESS.versions),
} satisfies Area
