import { Suspense, useId, useRef, type HTMLInputTypeAttribute, type ReactNode } from 'react'
import { FORM_TEXT } from '../../../shared/rules/names'
import { isRichTextEmpty } from '../../../shared/rules/rich-text'
import type { Draft } from './useDraft'
import { onDemand } from './on-demand'
import { Spinner } from './Spinner'
import { FIELD_KEY_ATTRIBUTE, useFieldMarks } from './field-errors'

// Slate loads with the first rich-text field, not with every screen that uses a plain field (issue 14).
const RichTextEditor = onDemand(() => import('./rich-text/RichTextEditor'), 'RichTextEditor')

// Labelled fields for the forms. Each takes `value` and `onChange`; `bind(draft, 'title')` gives both
// for a field of a draft, so a form says only which field goes where.

export interface Bound<T> {
  value: T
  onChange(value: T): void
  /** The field's key in the form's values: the form's checks mark the field by it (required, failed). */
  name?: string
}

/** Any form's values and their setter will do: a draft's, or an editable list's form. */
export function bind<V, K extends keyof V & string>(
  draft: Pick<Draft<V>, 'values' | 'set'>,
  field: K,
): Bound<V[K]> {
  return { value: draft.values[field], onChange: (value) => draft.set(field, value), name: field }
}

/**
 * The marks a field takes from its form's checks: the wrapper's required marker, and while the last submit
 * found this field wrong, `aria-invalid` and its message under it, tied to the control so screen readers read
 * it with the field.
 */
function useMarks(name: string | undefined, id: string, hint: string | undefined) {
  const { required, error } = useFieldMarks(name)
  const errorId = `${id}-error`
  const describedBy = [hint ? `${id}-hint` : '', error ? errorId : ''].filter(Boolean).join(' ')
  return {
    wrapper: {
      className: required ? 'field field--required' : 'field',
      [FIELD_KEY_ATTRIBUTE]: name,
    },
    control: {
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-errormessage': error ? errorId : undefined,
      'aria-describedby': describedBy || undefined,
    },
    error: error ? (
      <small id={errorId} className="field-error">
        {error}
      </small>
    ) : null,
  } satisfies { wrapper: object; control: object; error: ReactNode }
}

type Marks = ReturnType<typeof useMarks>

/**
 * A plain field's frame: the label over its control, then the failed check's message and the hint. A field
 * shown but not edited says so beside its label, for the eye: the control's own `readonly` tells a screen
 * reader (issue 47).
 */
function LabelledField({
  id,
  label,
  hint,
  marks,
  readOnly = false,
  children,
}: {
  id: string
  label: string
  hint: string | undefined
  marks: Marks
  readOnly?: boolean
  children: ReactNode
}) {
  return (
    <div
      {...marks.wrapper}
      className={readOnly ? `${marks.wrapper.className} field--read-only` : marks.wrapper.className}
    >
      {readOnly ? (
        <div className="field-label-row">
          <label htmlFor={id}>{label}</label>
          <span className="field-read-only" aria-hidden="true">
            {FORM_TEXT.readOnly}
          </span>
        </div>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      {children}
      {marks.error}
      {hint && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
    </div>
  )
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  hint,
  readOnly = false,
  inputMode,
  autoComplete,
  name,
}: Bound<string> & {
  label: string
  type?: HTMLInputTypeAttribute
  hint?: string
  /** Shown, not edited (a course code on its about form). */
  readOnly?: boolean
  /** The on-screen keyboard to offer ('numeric' for a phone number). */
  inputMode?: 'numeric' | 'email' | 'text'
  /** What the browser may fill in ('username', 'current-password', 'new-password'). */
  autoComplete?: string
}) {
  const id = useId()
  const marks = useMarks(name, id, hint)
  return (
    <LabelledField id={id} label={label} hint={hint} marks={marks} readOnly={readOnly}>
      <input
        id={id}
        className="input"
        type={type}
        value={value}
        readOnly={readOnly}
        inputMode={inputMode}
        autoComplete={autoComplete}
        {...marks.control}
        onChange={(event) => onChange(event.target.value)}
      />
    </LabelledField>
  )
}

export interface Choice<T> {
  value: T
  label: string
}

export function SelectField<T extends string | number>({
  label,
  value,
  onChange,
  choices,
  disabled = false,
  hint,
  name,
}: Bound<T> & {
  label: string
  choices: readonly Choice<T>[]
  disabled?: boolean
  hint?: string
}) {
  const id = useId()
  const marks = useMarks(name, id, hint)
  return (
    <LabelledField id={id} label={label} hint={hint} marks={marks}>
      <select
        id={id}
        className="input"
        value={String(value)}
        disabled={disabled}
        {...marks.control}
        onChange={(event) => {
          const chosen = choices.find((choice) => String(choice.value) === event.target.value)
          if (chosen) onChange(chosen.value)
        }}
      >
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
    </LabelledField>
  )
}

/** Rich text with a visible label; an editor with nothing but white space holds '' (nothing entered). */
export function RichTextField({ label, value, onChange, name }: Bound<string> & { label: string }) {
  const box = useRef<HTMLDivElement>(null)
  const id = useId()
  const marks = useMarks(name, id, undefined)
  const focusEditor = () => box.current?.querySelector<HTMLElement>('[contenteditable="true"]')?.focus()
  return (
    <div {...marks.wrapper} ref={box}>
      {/* The editor carries the label for assistive technology; this one is for the eye, and focuses it. */}
      <span className="field-label" aria-hidden="true" onClick={focusEditor}>
        {label}
      </span>
      <Suspense
        fallback={
          <div className="rte rte-loading">
            <Spinner quiet label="Loading editor…" />
          </div>
        }
      >
        <RichTextEditor
          label={label}
          value={value}
          onChange={(next) => onChange(isRichTextEmpty(next) ? '' : next)}
          marks={marks.control}
        />
      </Suspense>
      {marks.error}
    </div>
  )
}
