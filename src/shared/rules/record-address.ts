import { MAX_RECORD_ID } from './ids'

// Issue 23 "Edits that can be linked": an update screen's address names its record, SPEC's path with
// `?id=<EntryID>` (`/news/general/update?id=123`), so a bookmark, a second tab, a link from search, the
// history or the accessibility report lands on that record. SPEC's bare path still opens the row the list's
// Edit chose (docs/spec-deviations.md).

/** The query parameter that names the record. */
export const RECORD_ID_PARAM = 'id'

/** The update screen's address for one record. */
export const updateAddress = (path: string, id: number): string => `${path}?${RECORD_ID_PARAM}=${id}`

/** The record id an address's `?id=` names: a whole number from 1 to MAX_RECORD_ID, else null. */
export function recordIdOf(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= MAX_RECORD_ID ? id : null
}

export const RECORD_ADDRESS_TEXT = {
  loading: (what: string) => `Loading the ${what}…`,
  /** The address names no record the server has (or none an id can name). */
  noSuchRecord: (what: string, id: string) => `No ${what} with id ${id}.`,
  refused: (what: string, id: string) => `You may not edit the ${what} with id ${id}.`,
  /** Issue 47: under a refused duplicate title, the way to the record that has it. */
  takenBy: (what: string) => `Open the ${what} that has this title`,
} as const
