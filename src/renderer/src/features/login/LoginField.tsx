interface LoginFieldProps {
  id: string
  label: string
  type: 'text' | 'password'
  autoComplete: string
  value: string
  onChange(value: string): void
  hint?: string
}

/** A labelled input of the login card. */
export function LoginField({ id, label, type, autoComplete, value, onChange, hint }: LoginFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type={type}
        autoComplete={autoComplete}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  )
}
