import { useContext, useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { ALERT_TITLES } from '../../../shared/rules/alerts'
import {
  FIELD_CONTROL,
  FIELD_KEY_ATTRIBUTE,
  FieldErrorsContext,
  type FailedCheck,
  type FieldErrors,
} from './field-errors'

// Issue 47: a submit that fails its checks says everything at once. The summary at the top of the form lists
// every failing field's message in SPEC's order (its first line is the text SPEC's alert showed, under SPEC's
// alert title), each a link to its field; the fields say the same words under them.

/** The control of a field, by its name on the wrapper: its input, editor, or an image's drop zone. */
function controlOf(form: Element, field: string): HTMLElement | null {
  const wrapper = [...form.querySelectorAll(`[${FIELD_KEY_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(FIELD_KEY_ATTRIBUTE) === field,
  )
  return wrapper?.querySelector<HTMLElement>(`${FIELD_CONTROL}, [role="button"]`) ?? null
}

function SummaryLine({ failed }: { failed: FailedCheck }) {
  const { field } = failed
  if (field === undefined) return <li>{failed.message}</li>
  const focusField = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    const form = event.currentTarget.closest('form')
    const control = form && controlOf(form, field)
    control?.scrollIntoView?.({ block: 'center' })
    control?.focus()
  }
  return (
    <li>
      {/* A link in the error summary pattern; the address's hash is the router's, so the click is ours. */}
      <a href={`#field-${field}`} onClick={focusField}>
        {failed.message}
      </a>
    </li>
  )
}

/** The form's failing fields after a submit, taking the focus each time a submit fails. */
export function ErrorSummary() {
  const { invalid, summaryRequest } = useContext(FieldErrorsContext)
  const box = useRef<HTMLDivElement>(null)
  const headingId = useId()
  // In the commit that shows the summary, as A11yPanel's held alert: never shown without the focus.
  useLayoutEffect(() => {
    if (summaryRequest === 0) return
    box.current?.scrollIntoView?.({ block: 'nearest' })
    box.current?.focus()
  }, [summaryRequest])
  if (summaryRequest === 0 || invalid.length === 0) return null
  return (
    <div ref={box} className="error-summary" role="group" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="error-summary__title">
        {ALERT_TITLES.validation}
      </h2>
      <ul className="error-summary__list">
        {invalid.map((failed) => (
          <SummaryLine key={`${failed.field ?? ''}:${failed.message}`} failed={failed} />
        ))}
      </ul>
    </div>
  )
}

/** A form's fields with their marks, the error summary first: FormShell's, and every form of its own. */
export function FieldErrorsProvider({ value, children }: { value: FieldErrors; children: ReactNode }) {
  return (
    <FieldErrorsContext.Provider value={value}>
      <ErrorSummary />
      {children}
    </FieldErrorsContext.Provider>
  )
}
