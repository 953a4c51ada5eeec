// Issue 27: what the server says of a dismissal it cannot keep, and how often it looks for records never checked.

/** A dismissal naming a field the record's area does not check (a problem can only be in a checked field). */
export const DISMISSAL_NOT_CHECKED = 'a11yDismissals: this field is not one the checker reads in this record.'

/** How often each server checks records that have no stored check (saved before the checker, or imported). */
export const A11Y_PASS_EVERY_MS = 5 * 60_000
