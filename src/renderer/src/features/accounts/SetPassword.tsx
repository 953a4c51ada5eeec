import { useEffect, useState, type FormEvent } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { errorAlert } from '../../../../shared/rules/alerts'
import {
  ACCOUNT_TEXT as T,
  LINK_INVALID,
  LINK_TOKEN_PATTERN,
  SET_PASSWORD_CHECKS,
  type SetPasswordValues,
} from '../../../../shared/rules/accounts'
import { LOGOUT_PATH } from '../../../../shared/rules/login'
import { useBridge } from '../../app/BridgeProvider'
import { useAlert } from '../../components/useAlert'
import { BusyButton } from '../../components/BusyButton'
import { useFieldChecks } from '../../components/field-errors'
import { FieldErrorsProvider } from '../../components/ErrorSummary'
import { isNetworkFailure } from '../../components/failures'
import { TextField } from '../../components/fields'
import { Spinner } from '../../components/Spinner'
import { toastNetworkFailure } from '../../components/Toasts'
import '../../components/form.css'
import { LoginCard } from '../login/LoginCard'

type Stage =
  | { kind: 'checking' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; name: string; username: string }
  | { kind: 'done' }

/**
 * `/set-password/:token`, outside sign-in like the login screen: the person a set-password link was issued
 * for sees their name and username, chooses a password, and goes on to sign in with it.
 */
export function SetPassword() {
  const { token = '' } = useParams()
  const bridge = useBridge()
  const navigate = useNavigate()
  // A code of the wrong shape is refused without asking the server (nor counting against the throttle).
  const [stage, setStage] = useState<Stage>(() =>
    LINK_TOKEN_PATTERN.test(token) ? { kind: 'checking' } : { kind: 'refused', message: LINK_INVALID },
  )
  const [values, setValues] = useState<SetPasswordValues>({ password: '', confirmPassword: '' })
  const [busy, setBusy] = useState(false)
  const { showAlert: setAlert, alertDialog } = useAlert({ followRedirect: false })
  const checks = useFieldChecks(SET_PASSWORD_CHECKS, { values, file: null })

  useEffect(() => {
    let live = true
    if (!LINK_TOKEN_PATTERN.test(token)) return
    void bridge.api.accounts.checkLink({ token }).then((result) => {
      if (!live) return
      if (result.ok) setStage({ kind: 'ready', name: result.data.name, username: result.data.username })
      else setStage({ kind: 'refused', message: result.message })
    })
    return () => {
      live = false
    }
  }, [bridge, token])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!checks.passes()) return
    setBusy(true)
    const result = await bridge.api.accounts.setPassword({ token, password: values.password })
    setBusy(false)
    if (result.ok) return setStage({ kind: 'done' })
    if (isNetworkFailure(result)) return toastNetworkFailure()
    setAlert(errorAlert(result.message))
  }

  // Through /logout: whoever was signed in on this console is signed out before the person signs in.
  const toLogin = (
    <button
      type="button"
      className="button button-primary button-block"
      onClick={() => navigate(LOGOUT_PATH)}
    >
      {T.toLogin}
    </button>
  )

  return (
    <LoginCard title={T.setTitle}>
      {stage.kind === 'checking' && <Spinner label={T.checking} />}
      {stage.kind === 'refused' && (
        <>
          <p className="login-intro" role="alert">
            {stage.message}
          </p>
          {toLogin}
        </>
      )}
      {stage.kind === 'ready' && (
        <>
          <p className="login-intro">{T.setIntro(stage.name, stage.username)}</p>
          <form onSubmit={submit} noValidate aria-busy={busy} aria-label={T.setTitle}>
            {/* Lets a password manager store the new password under the right username. */}
            <input type="hidden" autoComplete="username" value={stage.username} readOnly />
            <FieldErrorsProvider value={checks.fieldErrors}>
              <TextField
                label={T.password}
                type="password"
                autoComplete="new-password"
                hint={T.passwordHint}
                name="password"
                value={values.password}
                onChange={(password) => setValues({ ...values, password })}
              />
              <TextField
                label={T.confirmPassword}
                type="password"
                autoComplete="new-password"
                name="confirmPassword"
                value={values.confirmPassword}
                onChange={(confirmPassword) => setValues({ ...values, confirmPassword })}
              />
            </FieldErrorsProvider>
            <BusyButton type="submit" className="button button-primary button-block" busy={busy}>
              {T.setSubmit}
            </BusyButton>
          </form>
        </>
      )}
      {stage.kind === 'done' && (
        <>
          <p className="login-intro" role="status">
            {T.setDone}
          </p>
          {toLogin}
        </>
      )}
      {alertDialog}
    </LoginCard>
  )
}
