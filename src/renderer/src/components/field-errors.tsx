import { createContext, useContext, useMemo, useState } from 'react'
import { failingChecks, requiredFields, type Check } from '../../../shared/rules/forms'
import type { Draft } from './useDraft'

// Errors at the field (issues 23 and 47): the form (FormShell, from useSaveForm; or a form of its own, such as
// the sign-in form, through FieldErrorsProvider) tells its fields which of them its checks require and which
// ones the last submit found wrong; each field draws its own marks from that, and the error summary at the top
// of the form lists them all, so no screen says it again.

export interface FieldErrors {
  /** The fields the form's checks require: each carries the required marker. */
  required: ReadonlySet<string>
  /**
   * The failed checks of the last submit whose fields still fail them, in SPEC's order, one per field; then a
   * time the schedule refuses as it is typed. Empty when none.
   */
  invalid: readonly FailedCheck[]
  /** Bumped by each submit that failed its checks: the error summary shows and takes the focus. */
  summaryRequest: number
}

/** A failed check, as its field and the error summary need it. */
export interface FailedCheck {
  /** The field it is about; a check about no one field is a line of the summary alone. */
  field?: string
  message: string
}

export const NO_FIELD_ERRORS: FieldErrors = { required: new Set(), invalid: [], summaryRequest: 0 }

export const FieldErrorsContext = createContext<FieldErrors>(NO_FIELD_ERRORS)

/** What one field (by its key in the form's values) shows: the required marker and its error, if any. */
export interface FieldMarks {
  required: boolean
  /** The message under the field, the same words as its line in the error summary; undefined when fine. */
  error: string | undefined
}

export function useFieldMarks(name: string | undefined): FieldMarks {
  const { required, invalid } = useContext(FieldErrorsContext)
  if (name === undefined) return { required: false, error: undefined }
  return { required: required.has(name), error: invalid.find((failed) => failed.field === name)?.message }
}

/** The attribute that names a field's wrapper, so the form can find the control to focus. */
export const FIELD_KEY_ATTRIBUTE = 'data-field'

/** The control inside a field's wrapper that takes the focus (a rich-text field's editor included). */
export const FIELD_CONTROL = 'input:not([type="hidden"]), select, textarea, [contenteditable="true"]'

/**
 * A form's checks at submit: `passes()` runs them all in SPEC's order and, when any fails, marks every failing
 * field at once (one message each) and asks the error summary to show them (issue 47; SPEC §5 stopped at the
 * first, in a blocking alert). `refused` is a failure found outside the checks (a schedule's time): it stops
 * the submit too. `fieldErrors` goes to FormShell (SaveForm carries it) or to FieldErrorsProvider.
 */
export function useFieldChecks<V>(
  checks: readonly Check<V>[],
  draft: Pick<Draft<V>, 'values' | 'file'>,
  refused: FailedCheck | null = null,
): { passes(): boolean; fieldErrors: FieldErrors } {
  /** The checks the last submit failed; each field stays marked while its value still fails its check. */
  const [failed, setFailed] = useState<readonly Check<V>[]>([])
  const [summaryRequest, setSummaryRequest] = useState(0)
  const required = useMemo(() => requiredFields(checks), [checks])
  const invalid: FailedCheck[] = failed
    .filter((check) => check.fails(draft.values, draft.file))
    .map(({ field, message }) => ({ field, message }))
  if (refused) invalid.push(refused)
  function passes(): boolean {
    const failing = failingChecks(checks, draft.values, draft.file)
    setFailed(failing)
    if (failing.length === 0 && !refused) return true
    setSummaryRequest((n) => n + 1)
    return false
  }
  return { passes, fieldErrors: { required, invalid, summaryRequest } }
}
