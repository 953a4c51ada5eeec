import { fullName } from '../../../shared/rules/login'
import { useSession } from '../state/session'
import type { ContentMode } from '../state/content-mode'
import { openedForm, type OpenedForm, type OpenedRecord } from './opened-record'

// How an add or update screen opens its area's form: the draft it keeps (named once here, so an area's
// add and update drafts never mix), what the form starts from, and the record it edits.

/** What an add or update screen hands its form. */
export interface RecordFormProps<V, R> {
  /** The screen's title ('Add News', 'Update News'). */
  title: string
  /** Where the unsaved changes are kept (useDraft); the screen keys the form by it too. */
  draftKey: string
  initial: V
  /** The record being updated; absent when adding. */
  row?: R
  /** The record being updated as its screen opened it: its version, history and lease (issue 25). */
  opened?: OpenedForm<V>
  /** The form's React key: the draft's, and the version it opened (a restore opens the form anew). */
  formKey?: string
}

/**
 * An add screen's form: a new record's draft, one per scope where the area has them (`news.add.General`,
 * `alumni.feedback.add.<StudentID>`), else one for the area (`slider.add`).
 */
export function addForm<V>(
  area: string,
  title: string,
  initial: V,
  scope?: string,
): RecordFormProps<V, never> {
  const draftKey = scope === undefined ? `${area}.add` : `${area}.add.${scope}`
  return { title, draftKey, formKey: draftKey, initial }
}

/** An update screen's form: the chosen record's values, in a draft of that record (`news.update.12`). */
export function updateForm<V, R extends { EntryID: number }>(
  area: string,
  title: string,
  { row, opened }: { row: R; opened: OpenedRecord<R> },
  valuesOf: (row: R) => V,
): RecordFormProps<V, R> {
  const draftKey = `${area}.update.${row.EntryID}`
  return {
    title,
    draftKey,
    formKey: `${draftKey}@${opened.version ?? ''}`,
    initial: valuesOf(row),
    row,
    opened: openedForm(opened, valuesOf),
  }
}

/** Who saves, as the save calls record it (`submittedBy`, `InsertedBy`): the signed-in user's full name. */
export function useSubmitter(signedOut = ''): string {
  const user = useSession((state) => state.user)
  return user ? fullName(user) : signedOut
}

/**
 * Whose content a general-or-faculty form saves, said at the top of its card: the current faculty's name
 * when the record is that faculty's, else the record's code ('General', or another faculty's).
 */
export const contentContext = (mode: ContentMode, facultyCode: string): string =>
  (mode.facultyCode === facultyCode && mode.facultyName) || facultyCode

/** What a general-or-faculty content form (news, events) is handed besides: the mode, and whose record. */
export interface ContentFormProps<V, R> extends RecordFormProps<V, R> {
  mode: ContentMode
  /** `General` or the faculty the record belongs to. */
  facultyCode: string
}

/**
 * The photo fields of a two-step save's record body (SPEC §3, §7): the chosen file's name, an empty `photo`
 * (the file follows by the upload call, against the answer's entry_id), and the stored path an update keeps.
 */
export const photoFields = (file: File | null, row?: { ImagePath: string | null }) => ({
  image: file?.name ?? '',
  photo: '',
  ImagePath: row?.ImagePath ?? '',
})
