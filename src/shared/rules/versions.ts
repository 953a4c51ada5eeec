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
