import { useId, useState, type FormEvent } from 'react'
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_PATHS,
  ACCOUNT_TEXT as T,
  tokenFromLink,
} from '../../../../shared/rules/accounts'
import { usePageNav } from '../../app/page-nav'
import './accounts.css'

/**
 * On the login screen: a set-password link opened on another machine, or a desktop console that cannot
 * open one, is pasted here (the whole link or the code it ends with) and leads to its screen.
 */
export function SetPasswordFromLink() {
  const nav = usePageNav()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [pasted, setPasted] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  function go(event: FormEvent) {
    event.preventDefault()
    const token = tokenFromLink(pasted)
    if (!token) return setProblem(ACCOUNT_MESSAGES.noCode)
    nav.go(ACCOUNT_PATHS.setPassword.replace(':token', token))
  }

  if (!open)
    return (
      <button type="button" className="link-button login-from-link" onClick={() => setOpen(true)}>
        {T.fromLink}
      </button>
    )
  return (
    <form className="login-from-link" onSubmit={go} noValidate aria-label={T.fromLink}>
      <div className="field">
        <label htmlFor={id}>{T.pasteLabel}</label>
        <input
          id={id}
          className="input"
          value={pasted}
          autoComplete="off"
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setPasted(event.target.value)
            setProblem(null)
          }}
        />
        {problem && (
          <small id={`${id}-problem`} className="field-hint" role="alert">
            {problem}
          </small>
        )}
      </div>
      <div className="form-shell__actions">
        <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
          {T.cancel}
        </button>
        <button type="submit" className="button button-primary">
          {T.open}
        </button>
      </div>
    </form>
  )
}
