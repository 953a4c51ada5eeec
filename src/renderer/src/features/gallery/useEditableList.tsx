import { useCallback, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { CallResult, Failure } from '../../../../shared/contract/define'
import {
  alertForAnswer,
  errorAlert,
  type AlertSpec,
  type AnswerAlerts,
} from '../../../../shared/rules/alerts'
import type { Check } from '../../../../shared/rules/forms'
import type { RefreshedRead } from '../../../../shared/rules/refresh'
import { FORM_TEXT } from '../../../../shared/rules/names'
import { CONFIRM_DELETE, GALLERY_SEARCH, GALLERY_TEXT } from '../../../../shared/rules/gallery'
import { actionsColumn, deleteAction, editAction } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useAlert } from '../../components/useAlert'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { isNetworkFailure } from '../../components/failures'
import { toastNetworkFailure } from '../../components/Toasts'
import { useLoad, type LoadState } from '../../components/useLoad'
import { BusyButton } from '../../components/BusyButton'
import { FieldErrorsProvider } from '../../components/ErrorSummary'
import { useFieldChecks, type FieldErrors } from '../../components/field-errors'

// A form above its own list (the gallery category and sub-category screens, SPEC §2.5 and §4): the form
// adds, or updates the row whose Edit button loaded it (edit mode); a row's Delete asks first. After a
// success the form resets and the list reloads; the alert says what happened.

type Answer = CallResult<{ message: string }>

/** A row of an editable list: the same row on the form and in the list has the same EntryID. */
interface ListRow {
  EntryID: number
}

/**
 * What a list's form is, beside its calls. Keep it outside the component: the hook and the table read it
 * once (the table's columns, with the Edit and Delete that load and remove a row, are made once).
 */
export interface ListForm<Row extends ListRow, V> {
  /** The form's values in add mode, and after every success. */
  empty: V
  /** What each call's answer says (SPEC §8); a delete did what it was asked only when it answers 'deleted'. */
  alerts: { add: AnswerAlerts<string>; update: AnswerAlerts<string>; remove: AnswerAlerts<string> }
  /** The form's values for an edited row. */
  valuesOf(row: Row): V
  /** A row's name: on its Edit and Delete, and above the form while the row is edited. */
  nameOf(row: Row): string
  checks: readonly Check<V>[]
  /** The row's own columns; the Actions column (Edit, Delete) comes after them. */
  columns: readonly Column<Row>[]
}

export interface ListCalls<Row, V> {
  /** Keep it stable (useCallback). */
  load: () => Promise<CallResult<Row[]>>
  /** The read `load` makes: a save in any of the user's windows reads it again (rules/refresh.ts). */
  reads: RefreshedRead
  add(values: V): Promise<Answer>
  update(row: Row, values: V): Promise<Answer>
  remove(row: Row): Promise<Answer>
}

export interface EditableList<Row extends ListRow, V> {
  form: ListForm<Row, V>
  list: LoadState<Row[]> & { retry(): void }
  values: V
  set<K extends keyof V>(field: K, value: V[K]): void
  /** The row being edited; null in add mode. */
  editing: Row | null
  /** SPEC §2.5: Edit loads the row into the form and scrolls up to it; the first field gets the focus. */
  startEdit(row: Row): void
  /** The form element's ref callback, so Edit can bring it into view. */
  attachForm(form: HTMLFormElement | null): void
  cancelEdit(): void
  saving: boolean
  submit(event?: FormEvent): void
  askDelete(row: Row): void
  /** The confirmation and the alerts; render them anywhere. */
  dialogs: ReactNode
  /** The marks of the form's fields (required, failed), for EditorForm. */
  fieldErrors: FieldErrors
}

/** An answer we did not get: a toast for a server that did not answer, an alert for one that said no. */
const alertForFailure = (failure: Failure): AlertSpec | null =>
  isNetworkFailure(failure) ? (toastNetworkFailure(), null) : errorAlert(failure.message)

export function useEditableList<Row extends ListRow, V>(
  form: ListForm<Row, V>,
  calls: ListCalls<Row, V>,
): EditableList<Row, V> {
  const list = useLoad(calls.load, calls.reads)
  const [values, setValues] = useState<V>(form.empty)
  const [editing, setEditing] = useState<Row | null>(null)
  const [saving, setSaving] = useState(false)
  // SPEC §8: OK leads to the list, which is this screen: the alert only closes.
  const { showAlert: setAlert, alertDialog } = useAlert({ followRedirect: false })
  const [deleting, setDeleting] = useState<Row | null>(null)
  const busy = useRef(false)
  const [formElement, attachForm] = useState<HTMLFormElement | null>(null)

  const { empty, valuesOf, alerts } = form
  const checks = useFieldChecks(form.checks, { values, file: null })
  const reset = useCallback(() => {
    setValues(empty)
    setEditing(null)
  }, [empty])
  // Stable, so the table's columns (which hold the Edit and Delete buttons) are made once.
  const startEdit = useCallback(
    (row: Row) => {
      setEditing(row)
      setValues(valuesOf(row))
      bringIntoView(formElement)
    },
    [valuesOf, formElement],
  )

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (busy.current) return
    if (!checks.passes()) return
    busy.current = true
    setSaving(true)
    try {
      const result = editing ? await calls.update(editing, values) : await calls.add(values)
      if (!result.ok) return setAlert(alertForFailure(result))
      setAlert(alertForAnswer(editing ? alerts.update : alerts.add, result.data.message))
      if (result.data.message === 'success') {
        reset()
        list.retry()
      }
    } finally {
      busy.current = false
      setSaving(false)
    }
  }

  async function confirmDelete(row: Row) {
    setDeleting(null)
    const result = await calls.remove(row)
    if (!result.ok) return setAlert(alertForFailure(result))
    setAlert(alertForAnswer(alerts.remove, result.data.message))
    if (result.data.message !== 'deleted') return
    // The row on the form is gone: the form goes back to adding.
    if (editing?.EntryID === row.EntryID) reset()
    list.retry()
  }

  // The alerts stay on this screen: the list they would lead to is the one below the form.
  const dialogs = (
    <>
      {deleting && (
        <ConfirmDialog
          title={CONFIRM_DELETE.title}
          text={CONFIRM_DELETE.text}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
      {alertDialog}
    </>
  )

  return {
    form,
    list,
    values,
    set: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    editing,
    startEdit,
    attachForm,
    cancelEdit: reset,
    saving,
    submit: (event) => void submit(event),
    askDelete: setDeleting,
    dialogs,
    fieldErrors: checks.fieldErrors,
  }
}

/** The gallery's editable lists, by their names in GALLERY_TEXT's tables of list words. */
export type EditableListName = 'categories' | 'subCategories'

const HEADINGS: Record<EditableListName, { title: string; search: string }> = {
  categories: { title: GALLERY_TEXT.categoryTitle, search: GALLERY_SEARCH.category },
  subCategories: { title: GALLERY_TEXT.subCategoryTitle, search: GALLERY_SEARCH.subCategory },
}

/**
 * The screen of an editable list (SPEC §2.5): the form with the fields given as children, the list below
 * it with an Edit and a Delete on each row, and the hook's dialogs.
 */
export function EditableListScreen<Row extends ListRow, V>({
  list,
  editor,
  children,
}: {
  list: EditableListName
  editor: EditableList<Row, V>
  children: ReactNode
}) {
  const { title, search } = HEADINGS[list]
  const { form, startEdit, askDelete } = editor
  const columns = useMemo(
    () => [...form.columns, actionsColumn(form.nameOf, [editAction(startEdit), deleteAction(askDelete)])],
    [form, startEdit, askDelete],
  )
  return (
    <ListShell title={title} trail={GALLERY_TEXT.trail}>
      <EditorForm title={title} editor={editor} editingName={editor.editing && form.nameOf(editor.editing)}>
        {children}
      </EditorForm>
      <DataTable
        list={editor.list}
        columns={columns}
        what={GALLERY_TEXT.what[list]}
        searchPlaceholder={search}
        exportName={GALLERY_TEXT.exportName[list]}
        empty={{ things: GALLERY_TEXT.things[list], hint: GALLERY_TEXT.emptyHint[list] }}
      />
      {editor.dialogs}
    </ListShell>
  )
}

/**
 * The form of an editable list: its fields, and Submit (add mode) or Update and Cancel edit (edit mode),
 * with SPEC's loading state. `editingName` names the row being edited.
 */
function EditorForm<Row extends ListRow, V>({
  title,
  editor: { attachForm, submit, saving, editing: row, cancelEdit, fieldErrors },
  editingName,
  children,
}: {
  title: string
  editor: EditableList<Row, V>
  editingName: string | null
  children: ReactNode
}) {
  const editing = row !== null
  return (
    <form
      ref={attachForm}
      className={`gallery-editor${editing ? ' is-editing' : ''}`}
      onSubmit={submit}
      noValidate
      aria-label={title}
      aria-busy={saving}
    >
      {editing && editingName !== null && (
        <p className="screen-context">{GALLERY_TEXT.editing(editingName)}</p>
      )}
      <div className="gallery-editor__fields">
        <FieldErrorsProvider value={fieldErrors}>{children}</FieldErrorsProvider>
      </div>
      <div className="gallery-editor__actions">
        {editing && (
          <button type="button" className="button button-secondary" onClick={cancelEdit}>
            {GALLERY_TEXT.cancelEdit}
          </button>
        )}
        <BusyButton type="submit" className="button button-primary" busy={saving}>
          {saving ? FORM_TEXT.saving : editing ? GALLERY_TEXT.update : GALLERY_TEXT.submit}
        </BusyButton>
      </div>
    </form>
  )
}

function bringIntoView(form: HTMLFormElement | null): void {
  if (!form) return
  form.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  form.querySelector<HTMLElement>('input, select')?.focus({ preventScroll: true })
}
