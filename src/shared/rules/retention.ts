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
  pinned: 'Pinned: kept whatever the retention says.',
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
/** The 409 of a restore another record now blocks (the same title, name or slug). */
export const RESTORE_CLASH =
  'Another record now has the same name or title: rename it first, then restore this one.'
