import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { CallResult, Failure } from '../../../../shared/contract/define'
import {
  alertForAnswer,
  errorAlert,
  type AlertSpec,
  type AnswerAlerts,
} from '../../../../shared/rules/alerts'
import type { Check } from '../../../../shared/rules/forms'
import { FORM_TEXT } from '../../../../shared/rules/names'
import { CONFIRM_DELETE, GALLERY_TEXT } from '../../../../shared/rules/gallery'
import { useAlert } from '../../components/useAlert'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { isNetworkFailure } from '../../components/failures'
import { toastNetworkFailure } from '../../components/Toasts'
import { useLoad, type LoadState } from '../../components/useLoad'
import { BusyButton } from '../../components/BusyButton'
import {
  FieldErrorsContext,
  useFieldChecks,
  useFocusFailedField,
  type FieldErrors,
} from '../../components/field-errors'

// A form above its own list (the gallery category and sub-category screens, SPEC §2.5 and §4): the form
// adds, or updates the row whose Edit button loaded it (edit mode); a row's Delete asks first. After a
// success the form resets and the list reloads; the alert says what happened.

type Answer = CallResult<{ message: string }>

export interface EditableListOptions<Row, V> {
  /** Keep it stable (useCallback). */
  load: () => Promise<CallResult<Row[]>>
  /** The form's values in add mode, and after every success. */
  empty: V
  /** The form's values for an edited row. Keep it stable (a function outside the component). */
  valuesOf(row: Row): V
  checks: readonly Check<V>[]
  add(values: V): Promise<Answer>
  update(row: Row, values: V): Promise<Answer>
  addAnswers: AnswerAlerts<string>
  updateAnswers: AnswerAlerts<string>
  remove(row: Row): Promise<Answer>
  /** The alert after a delete answered 'deleted', and after any other answer. */
  deleted: AlertSpec
  deleteFailed: AlertSpec
  sameRow(a: Row, b: Row): boolean
}

export interface EditableList<Row, V> {
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

export function useEditableList<Row, V>(options: EditableListOptions<Row, V>): EditableList<Row, V> {
  const list = useLoad(options.load)
  const [values, setValues] = useState<V>(options.empty)
  const [editing, setEditing] = useState<Row | null>(null)
  const [saving, setSaving] = useState(false)
  // SPEC §8: OK leads to the list, which is this screen: the alert only closes.
  const { showAlert: setAlert, alertDialog } = useAlert({ followRedirect: false })
  const [deleting, setDeleting] = useState<Row | null>(null)
  const busy = useRef(false)
  const [form, attachForm] = useState<HTMLFormElement | null>(null)

  const { empty, valuesOf } = options
  const checks = useFieldChecks(options.checks, { values, file: null }, setAlert)
  const reset = useCallback(() => {
    setValues(empty)
    setEditing(null)
  }, [empty])
  // Stable, so the table's columns (which hold the Edit and Delete buttons) are made once.
  const startEdit = useCallback(
    (row: Row) => {
      setEditing(row)
      setValues(valuesOf(row))
      bringIntoView(form)
    },
    [valuesOf, form],
  )

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (busy.current) return
    if (!checks.passes()) return
    busy.current = true
    setSaving(true)
    try {
      const result = editing ? await options.update(editing, values) : await options.add(values)
      if (!result.ok) return setAlert(alertForFailure(result))
      setAlert(alertForAnswer(editing ? options.updateAnswers : options.addAnswers, result.data.message))
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
    const result = await options.remove(row)
    if (!result.ok) return setAlert(alertForFailure(result))
    if (result.data.message !== 'deleted') return setAlert(options.deleteFailed)
    // The row on the form is gone: the form goes back to adding.
    if (editing && options.sameRow(editing, row)) reset()
    setAlert(options.deleted)
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

/**
 * The form of an editable list: its fields, and Submit (add mode) or Update and Cancel edit (edit mode),
 * with SPEC's loading state. `editingName` names the row being edited.
 */
export function EditorForm<Row, V>({
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
  const focusRef = useFocusFailedField(fieldErrors)
  return (
    <form
      ref={(form) => {
        focusRef.current = form
        attachForm(form)
      }}
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
        <FieldErrorsContext.Provider value={fieldErrors}>{children}</FieldErrorsContext.Provider>
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
