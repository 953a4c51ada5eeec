import { createContext, useContext, useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { validationAlert, type AlertSpec } from '../../../shared/rules/alerts'
import { fieldMessage, firstFailingCheck, requiredFields, type Check } from '../../../shared/rules/forms'
import type { Draft } from './useDraft'

// Errors at the field (issue 23): the form (FormShell, from useSaveForm; or a form of its own, such as the
// sign-in form, through FieldChecksProvider) tells its fields which of them its checks require and which one
// the last submit found wrong; each field draws its own marks from that, so no screen says it again.

export interface FieldErrors {
  /** The fields the form's checks require: each carries the required marker. */
  required: ReadonlySet<string>
  /** The failed check of the last submit, while its field still fails it; null when none. */
  invalid: FailedCheck | null
  /** Changes each time the user presses OK on a failed check's alert: the form focuses the field then. */
  focusRequest: number
}

/** A failed check, as its field needs it. */
export interface FailedCheck {
  field: string
  message: string
  required?: true
}

export const NO_FIELD_ERRORS: FieldErrors = { required: new Set(), invalid: null, focusRequest: 0 }

export const FieldErrorsContext = createContext<FieldErrors>(NO_FIELD_ERRORS)

/** What one field (by its key in the form's values) shows: the required marker and its error, if any. */
export interface FieldMarks {
  required: boolean
  /** The message under the field, in the words of its label; undefined when it is not marked. */
  error: string | undefined
}

export function useFieldMarks(name: string | undefined, label: string): FieldMarks {
  const { required, invalid } = useContext(FieldErrorsContext)
  if (name === undefined) return { required: false, error: undefined }
  return {
    required: required.has(name),
    error: invalid && invalid.field === name ? fieldMessage(invalid, label) : undefined,
  }
}

/** The attribute that names a field's wrapper, so the form can find the control to focus. */
export const FIELD_KEY_ATTRIBUTE = 'data-field'

/** The control inside a field's wrapper that takes the focus (a rich-text field's editor included). */
export const FIELD_CONTROL = 'input:not([type="hidden"]), select, textarea, [contenteditable="true"]'

/**
 * A form's checks at submit: `passes()` runs them in SPEC's order and, on the first failure, shows SPEC's
 * alert ('FORM VALIDATION ERROR' and its text) and marks the field; after OK the form focuses it.
 * `fieldErrors` goes to FormShell (SaveForm carries it).
 */
export function useFieldChecks<V>(
  checks: readonly Check<V>[],
  draft: Pick<Draft<V>, 'values' | 'file'>,
  showAlert: (alert: AlertSpec, afterOk?: () => void) => void,
): { passes(): boolean; fieldErrors: FieldErrors } {
  /** The check the last submit failed on; its field stays marked until its value passes it. */
  const [failed, setFailed] = useState<Check<V> | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)
  const required = useMemo(() => requiredFields(checks), [checks])
  const marked = failed?.field !== undefined && failed.fails(draft.values, draft.file) ? failed : null
  const fieldErrors: FieldErrors = {
    required,
    invalid: marked?.field
      ? { field: marked.field, message: marked.message, required: marked.required }
      : null,
    focusRequest,
  }
  function passes(): boolean {
    const invalid = firstFailingCheck(checks, draft.values, draft.file)
    setFailed(invalid)
    if (!invalid) return true
    showAlert(validationAlert(invalid.message), () => setFocusRequest((n) => n + 1))
    return false
  }
  return { passes, fieldErrors }
}

/**
 * The form element's ref: after OK on a failed check's alert (the alert has closed and given the focus back
 * to Submit), the control of the field that failed takes the focus. FormShell uses it, and so does a form
 * outside it (sign-in, first admin, the gallery categories).
 */
export function useFocusFailedField(fieldErrors: FieldErrors): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null)
  const { focusRequest, invalid } = fieldErrors
  useEffect(() => {
    if (focusRequest === 0 || !invalid) return
    const wrapper = [...(formRef.current?.querySelectorAll(`[${FIELD_KEY_ATTRIBUTE}]`) ?? [])].find(
      (element) => element.getAttribute(FIELD_KEY_ATTRIBUTE) === invalid.field,
    )
    wrapper?.querySelector<HTMLElement>(FIELD_CONTROL)?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request moves the focus
  }, [focusRequest])
  return formRef
}
