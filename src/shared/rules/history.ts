import { fieldWord } from './audit'

// The History panel of an update screen (issue 25): its words and its limits. A version is one audit entry
// of the record (rules/versions.ts); the panel lists them, compares one with the record as it is now, and
// puts chosen fields back through the area's own update call (a new version, never a rewrite).

export const HISTORY_TEXT = {
  title: 'History',
  show: 'Show history',
  hide: 'Hide history',
  loading: 'Loading the history…',
  loadingVersion: 'Loading this version…',
  /** A version listed without its values, on a screen that cannot read them. */
  notKept: 'This version is not kept any more.',
  /** For LoadFailure: 'Could not load this version of the record.' */
  whatVersion: 'this version of the record',
  /** For LoadFailure: 'Could not load the history of this record.' */
  what: 'the history of this record',
  empty: 'No versions yet: this record has not been saved since the history began.',
  versions: 'Versions, newest first',
  listKeys: 'Up and Down arrows move between versions; Enter shows one.',
  pinned: 'Pinned',
  pinnedHint: 'kept for ever',
  deleted: 'Deleted',
  nothingChanged: 'Saved unchanged',
  compareTitle: 'Compared with the record now',
  field: 'Field',
  thisVersion: 'This version',
  now: 'Now',
  deletion: 'This version is the deletion of the record: it holds no fields to compare or restore.',
  same: 'This version is the same as the record now: nothing to restore.',
  noPhoto: 'No photo',
  photoGone: "This version's photo is no longer kept: a restore puts back the other fields without it.",
  choose: (label: string) => `Restore the ${label}`,
  restoreAll: 'Restore this version',
  restoreChosen: 'Restore chosen fields',
  restoring: 'Restoring…',
  confirmTitle: 'Restore',
  confirmYes: 'Restore',
  confirmDetail:
    'The restore is saved as a new version; every version stays in the history, this one and the one you replace included.',
  restored: 'Restored. The history shows it as a new version.',
  /** Read with the marked words of a comparison (the marks are ins/del, not colour alone). */
  removedSince: 'removed since:',
  addedSince: 'added since:',
  textCut: 'Texts this long are compared as a whole.',
} as const

/** "Restore the title, content and photo of this version?" */
export function restoreQuestion(fields: readonly string[]): string {
  const words = fields.map(fieldWord)
  const last = words.pop()
  const list = words.length ? `${words.join(', ')} and ${last}` : last
  return `Restore the ${list} of this version?`
}

/** At most this many changed fields are named in a version's row; the rest are counted. */
export const SUMMARY_FIELDS = 3

/** What a version changed, in a word: "Title, Content", "Title, Content, Photo and 4 more". */
export function changeSummary(changed: readonly string[], deleted: boolean): string {
  if (deleted) return HISTORY_TEXT.deleted
  if (changed.length === 0) return HISTORY_TEXT.nothingChanged
  const named = changed.slice(0, SUMMARY_FIELDS).map(capitalized).join(', ')
  const more = changed.length - SUMMARY_FIELDS
  return more > 0 ? `${named} and ${more} more` : named
}

const capitalized = (field: string) => {
  const word = fieldWord(field)
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/**
 * The word diff compares at most this many words against this many (its table is their product): an
 * article of a few thousand words after the common start and end are set aside. Beyond it, the differing
 * middle is shown as removed and added whole, so a huge text never stalls the screen.
 */
export const WORD_DIFF_MAX_CELLS = 4_000_000
