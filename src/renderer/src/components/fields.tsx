import { Suspense, useId, useRef, type HTMLInputTypeAttribute } from 'react'
import { isRichTextEmpty } from '../../../shared/rules/rich-text'
import type { Draft } from './useDraft'
import { onDemand } from './on-demand'
import { Spinner } from './Spinner'

// Slate loads with the first rich-text field, not with every screen that uses a plain field (issue 14).
const RichTextEditor = onDemand(() => import('./rich-text/RichTextEditor'), 'RichTextEditor')

// Labelled fields for the forms. Each takes `value` and `onChange`; `bind(draft, 'title')` gives both
// for a field of a draft, so a form says only which field goes where.

export interface Bound<T> {
  value: T
  onChange(value: T): void
}

export function bind<V, K extends keyof V>(draft: Draft<V>, field: K): Bound<V[K]> {
  return { value: draft.values[field], onChange: (value) => draft.set(field, value) }
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
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type={type}
        value={value}
        readOnly={readOnly}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
    </div>
  )
}

export interface Choice<T> {
  value: T
  label: string
}

/** `id`: when the screen brings the focus back to it after a failed check. */
export function SelectField<T extends string | number>({
  label,
  value,
  onChange,
  choices,
  id: givenId,
  disabled = false,
  hint,
}: Bound<T> & {
  label: string
  choices: readonly Choice<T>[]
  id?: string
  disabled?: boolean
  hint?: string
}) {
  const ownId = useId()
  const id = givenId ?? ownId
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={String(value)}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
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
      {hint && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
    </div>
  )
}

/** Rich text with a visible label; an editor with nothing but white space holds '' (nothing entered). */
export function RichTextField({ label, value, onChange }: Bound<string> & { label: string }) {
  const box = useRef<HTMLDivElement>(null)
  const focusEditor = () => box.current?.querySelector<HTMLElement>('[contenteditable="true"]')?.focus()
  return (
    <div className="field" ref={box}>
      {/* The editor carries the label for assistive technology; this one is for the eye, and focuses it. */}
      <span className="field-label" aria-hidden="true" onClick={focusEditor}>
        {label}
      </span>
      <Suspense fallback={<Spinner quiet label="Loading editor…" />}>
        <RichTextEditor
          label={label}
          value={value}
          onChange={(next) => onChange(isRichTextEmpty(next) ? '' : next)}
        />
      </Suspense>
    </div>
  )
}
