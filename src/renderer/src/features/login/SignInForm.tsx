import { useState, type FormEvent } from 'react'
import type { SessionUser } from '../../../../shared/contract/session'
import { errorAlert } from '../../../../shared/rules/alerts'
import { LOGIN_CHECKS, loginAlertFor, type LoginValues } from '../../../../shared/rules/login'
import { useBridge } from '../../app/BridgeProvider'
import { isNetworkFailure } from '../../components/failures'
import { toastNetworkFailure } from '../../components/Toasts'
import { useSession } from '../../state/session'
import { TextField } from '../../components/fields'
import { BusyButton } from '../../components/BusyButton'
import { useFieldChecks } from '../../components/field-errors'
import { FieldErrorsProvider } from '../../components/ErrorSummary'
import { useAlertDialog } from '../../components/useAlertDialog'

interface SignInFormProps {
  submitLabel?: string
  /** Called with the user before the session store learns of them. */
  onSignedIn?: (user: SessionUser) => void
}

/** Username, password and the sign-in call, with SPEC's checks and alerts (§5, §8). What was typed stays. */
export function SignInForm({ submitLabel = 'LOGIN', onSignedIn }: SignInFormProps) {
  const bridge = useBridge()
  const apply = useSession((state) => state.apply)
  const { showAlert, alertDialog } = useAlertDialog()
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' })
  const [busy, setBusy] = useState(false)
  const checks = useFieldChecks(LOGIN_CHECKS, { values, file: null })

  async function signIn(event: FormEvent) {
    event.preventDefault()
    if (!checks.passes()) return

    setBusy(true)
    const result = await bridge.session.login(values)
    setBusy(false)
    if (!result.ok) {
      if (isNetworkFailure(result)) toastNetworkFailure()
      else showAlert(errorAlert(result.message))
      return
    }
    const { message, user } = result.data
    if (message === 'success' && user) {
      onSignedIn?.(user)
      apply({ user, expired: false })
    } else {
      showAlert(loginAlertFor(message))
    }
  }

  const field = (name: keyof LoginValues, label: string, type: 'text' | 'password', autoComplete: string) => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      name={name}
      value={values[name]}
      onChange={(value) => setValues({ ...values, [name]: value })}
    />
  )

  return (
    <>
      {/* noValidate: SPEC's checks and messages apply, not the browser's. */}
      <form onSubmit={signIn} noValidate aria-busy={busy}>
        <FieldErrorsProvider value={checks.fieldErrors}>
          {field('username', 'Username', 'text', 'username')}
          {field('password', 'Password', 'password', 'current-password')}
        </FieldErrorsProvider>
        <BusyButton type="submit" className="button button-primary button-block" busy={busy}>
          {busy ? 'Please wait...' : submitLabel}
        </BusyButton>
      </form>
      {alertDialog}
    </>
  )
}
