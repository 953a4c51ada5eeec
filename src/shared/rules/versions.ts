// Issue 25 "No silent overwrite": a record's version is the id of its newest audit entry (0 while the log
// holds none for it: a seeded or imported record). A read-one answer carries it; a save sends back the
// version its form was opened from in this header, and the server refuses it when the record has changed
// since. SPEC's old client sends no header and keeps last-save-wins (docs/spec-deviations.md).

/** The request header of a save: the version the form was opened from. */
export const VERSION_HEADER = 'x-record-version'

/** The 409 of a save based on an older version. */
export const STALE_VERSION =
  'Someone else saved this record after you opened it. Nothing you typed is lost: compare their changes with yours and save again.'

/** The 400 of a header that is not a version. */
export const BAD_VERSION = `${VERSION_HEADER}: a whole number, the version the form was opened from`

/**
 * A lease on a record an update screen has open: renewed every LEASE_RENEW_SECONDS while the screen is open,
 * gone LEASE_SECONDS after its last renewal (the screen closed, the app died, the network went).
 */
export const LEASE_SECONDS = 90
export const LEASE_RENEW_SECONDS = 30

/** The notice on a record another screen holds: "Amina Halima Bello is editing this since 10:42". */
export const leaseNotice = (name: string, since: string): string => `${name} is editing this since ${since}`

/** What the first editor is told when another takes over. */
export const takenOverNotice = (name: string): string =>
  `${name} took over editing this record. Your changes are still here; saving them is checked against theirs.`

/** The 404 of a restore naming a version this record never had (or one retention removed). */
export const NO_SUCH_VERSION = 'This record has no such version.'

/**
 * Fields a restore never puts back: what decides who may reach a record (its faculty) or what an account may
 * do and how it signs in. A restore is an editor's undo, never a way around the checks of a save.
 */
export const NEVER_RESTORED: readonly string[] = ['FacultyCode', 'IsAdmin', 'username', 'Active']

/** The 409 of a restore whose value another record now has (a unique title, a username). */
export const RESTORE_TAKEN =
  'Another record has this value now: change that record first, or restore the other fields.'

/** The 400 of a restore naming a field the version cannot give back. */
export const notRestorable = (field: string): string => `${field} cannot be restored from this version.`

/** The merge view a stale save opens (issue 25): theirs and yours for each field both changed. */
export const MERGE_TEXT = {
  title: 'Someone else saved this record',
  savedBy: (name: string, at: string) => `${name} saved it at ${at}, after you opened it.`,
  savedBySomeone: 'It was saved by someone else after you opened it.',
  mergedByThemselves: 'Merged by themselves (only one of you changed them):',
  theirChange: 'their change',
  yourChange: 'your change',
  choose: 'Both of you changed these: choose which to keep.',
  theirs: 'Theirs',
  yours: 'Yours',
  empty: '(empty)',
  save: 'Save merged',
  cancel: 'Not now',
  /** When the record could not be read to compare: the form keeps what was typed. */
  cannotCompare: `${STALE_VERSION} The record could not be read to compare just now: try saving again.`,
} as const

/** The lease notice's button and what restoring over unsaved changes says (issue 25). */
export const OPENED_RECORD_TEXT = {
  takeOver: 'Take over',
  saveFirst:
    'Save or discard your changes in this form first: a restore replaces the fields you are editing.',
} as const
