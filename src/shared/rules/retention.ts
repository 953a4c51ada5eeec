import { ALERT_TITLES, errorAlert, type AnswerAlerts } from './alerts'
import type { Check } from './forms'

// Issue 25 "Retention": how long a record's versions (its audit entries, rules/versions.ts) are kept. A Super
// Admin sets it; the server removes the versions beyond it in small batches, never in a user's save. A
// version is removed only when it is both older than the last `keepVersions` of its record and older than
// `keepDays` days; a pinned version and a record's newest (its current version) are never removed.

/** The defaults the issue names: the last 50 versions of a record, and everything of the last year. */
export const RETENTION_DEFAULTS = { keepVersions: 50, keepDays: 365 } as const

/** The bounds the retention form and the server accept: at least the newest version, at most ten years. */
export const RETENTION_LIMITS = {
  keepVersions: { min: 1, max: 100_000 },
  keepDays: { min: 0, max: 3650 },
} as const

/** The Super Admin screen where the retention is set. */
export const RETENTION_PATH = '/general/retention'

export const RETENTION_TEXT = {
  title: 'Version Retention',
  menu: 'Version Retention',
  intro:
    'Older versions of each record are removed by the server in small batches. A version is kept while it is one of the last versions of its record or newer than the days below; pinned versions and each record’s current version are always kept.',
  keepVersions: 'Keep the last versions of each record',
  keepDays: 'Keep every version newer than (days)',
  saved: 'Version retention saved.',
  save: 'Save',
  pin: 'Pin this version',
  unpin: 'Unpin this version',
  pinnedNote: 'Pinned: this version is kept whatever the retention says.',
  pinned: 'The version is pinned.',
  unpinned: 'The version is no longer pinned; the retention applies to it again.',
  notRestorable: 'This entry names no record that can be restored.',
  pruned: 'This version’s values were removed by the version retention; who, when and what call are kept.',
  restore: 'Restore this record',
  restored: 'The record is restored, with its old id.',
} as const

/** The 404 of pinning an entry that is no kept version of a record. */
export const NO_SUCH_VERSION = 'version: no kept version of a record has this number'
/** The 400 of restoring from an entry that is not a record's deletion. */
export const NOT_A_DELETION = 'version: this audit entry is not the deletion of a record'
/** The 409 of restoring a record whose id is taken again. */
export const ID_TAKEN = 'A record with this id exists: the deleted record cannot be restored over it.'
/** The 409 of restoring from a deletion the record has moved past (restored, or written again, since). */
export const NOT_LATEST_DELETION =
  'This record was restored or saved after this deletion: restore it from its newest deletion.'
/** The 409 of a restore whose record belonged to one that is gone (a gallery photo's sub-category, a faculty). */
export const RESTORE_PARENT_GONE =
  'What this record belonged to (its category, faculty or course) is gone: add it back first, then restore this one.'
/** The 409 of a restore another record now blocks (the same title, name or slug). */
export const RESTORE_CLASH =
  'Another record now has the same name or title: rename it first, then restore this one.'

/** The retention form's values, as typed. */
export interface RetentionValues {
  keepVersions: string
  keepDays: string
}

/** A whole number within the field's bounds, as typed. */
const wholeWithin = (text: string, limits: { min: number; max: number }): boolean =>
  /^\d{1,9}$/.test(text.trim()) && Number(text) >= limits.min && Number(text) <= limits.max

export const RETENTION_CHECKS: readonly Check<RetentionValues>[] = [
  {
    field: 'keepVersions',
    message: `Keep between ${RETENTION_LIMITS.keepVersions.min} and ${RETENTION_LIMITS.keepVersions.max} versions of each record`,
    fails: (values) => !wholeWithin(values.keepVersions, RETENTION_LIMITS.keepVersions),
  },
  {
    field: 'keepDays',
    message: `Keep versions between ${RETENTION_LIMITS.keepDays.min} and ${RETENTION_LIMITS.keepDays.max} days`,
    fails: (values) => !wholeWithin(values.keepDays, RETENTION_LIMITS.keepDays),
  },
]

/** The answers of the save: stay on the screen after either. */
export const RETENTION_ANSWERS: AnswerAlerts<'success'> = {
  answers: { success: { title: ALERT_TITLES.success, text: RETENTION_TEXT.saved } },
  other: errorAlert('The version retention was not saved.'),
}

/** How the audit log names a record ('news 12') as its table's name and id; null for anything else. */
export function recordOfName(record: string): { table: string; EntryID: number } | null {
  const match = /^([a-z_]{1,63}) (\d{1,10})$/.exec(record)
  return match ? { table: match[1], EntryID: Number(match[2]) } : null
}

/** The audit entry as the dialog asks of it (the contract's AuditRow). */
interface EntryShape {
  record: string | null
  before: unknown
  after: unknown
  pruned_at: string | null
}

/** An entry that is a version of a record, which a Super Admin may pin: it names one, and still has its values. */
export const isVersionEntry = (entry: EntryShape): boolean =>
  entry.record !== null && entry.pruned_at === null

/** An entry that deleted a record (the row before, nothing after), from which a Super Admin may restore it. */
export const isDeletionEntry = (entry: EntryShape): boolean =>
  isVersionEntry(entry) &&
  entry.after === null &&
  typeof entry.before === 'object' &&
  entry.before !== null &&
  recordOfName(entry.record ?? '') !== null
