import { useState, type FormEvent } from 'react'
import { errorAlert } from '../../../../shared/rules/alerts'
import { FIRST_ADMIN_CHECKS, SETUP_TEXT as T, type FirstAdminValues } from '../../../../shared/rules/setup'
import { useBridge } from '../../app/BridgeProvider'
import { isNetworkFailure } from '../../components/failures'
import { toastNetworkFailure } from '../../components/Toasts'
import { useAlertDialog } from '../../components/useAlertDialog'
import { useSession } from '../../state/session'
import { TextField } from '../../components/fields'
import '../../components/form.css'
import { BusyButton } from '../../components/BusyButton'
import { useFieldChecks } from '../../components/field-errors'
import { FieldErrorsProvider } from '../../components/ErrorSummary'

const EMPTY: FirstAdminValues = {
  FirstName: '',
  Surname: '',
  username: '',
  password: '',
  confirmPassword: '',
}

/** The form's fields, in the order of their checks. */
const FIELDS: readonly {
  name: keyof FirstAdminValues
  label: string
  type: 'text' | 'password'
  autoComplete: string
  hint?: string
}[] = [
  { name: 'FirstName', label: T.firstName, type: 'text', autoComplete: 'given-name' },
  { name: 'Surname', label: T.surname, type: 'text', autoComplete: 'family-name' },
  { name: 'username', label: T.username, type: 'text', autoComplete: 'username' },
  {
    name: 'password',
    label: T.password,
    type: 'password',
    autoComplete: 'new-password',
    hint: T.passwordHint,
  },
  { name: 'confirmPassword', label: T.confirmPassword, type: 'password', autoComplete: 'new-password' },
]

/**
 * The first run of an empty embedded database: the first Super Admin is made here and signed in at once.
 * `onTaken` goes back to the sign-in form when an account appeared meanwhile (another window was quicker).
 */
export function FirstAdmin({ onTaken }: { onTaken(): void }) {
  const bridge = useBridge()
  const apply = useSession((state) => state.apply)
  // What OK does next: go on to the sign-in form (the first Super Admin was made meanwhile), or focus a failed field.
  const { showAlert, alertDialog } = useAlertDialog()
  const [values, setValues] = useState(EMPTY)
  const [busy, setBusy] = useState(false)
  const checks = useFieldChecks(FIRST_ADMIN_CHECKS, { values, file: null })

  async function create(event: FormEvent) {
    event.preventDefault()
    if (!checks.passes()) return

    setBusy(true)
    const { confirmPassword: _, ...admin } = values
    const made = await bridge.api.setup.firstAdmin(admin)
    if (!made.ok) {
      setBusy(false)
      if (isNetworkFailure(made)) return toastNetworkFailure()
      return showAlert(errorAlert(made.message), made.status === 409 ? onTaken : undefined)
    }
    const signedIn = await bridge.session.login({ username: admin.username, password: admin.password })
    setBusy(false)
    if (signedIn.ok && signedIn.data.user) apply({ user: signedIn.data.user, expired: false })
    else onTaken()
  }

  return (
    <>
      <p className="login-intro">{T.intro}</p>
      <form onSubmit={create} noValidate aria-busy={busy}>
        <FieldErrorsProvider value={checks.fieldErrors}>
          {FIELDS.map(({ name, label, type, autoComplete, hint }) => (
            <TextField
              key={name}
              label={label}
              type={type}
              autoComplete={autoComplete}
              hint={hint}
              name={name}
              value={values[name]}
              onChange={(value) => setValues({ ...values, [name]: value })}
            />
          ))}
        </FieldErrorsProvider>
        <BusyButton type="submit" className="button button-primary button-block" busy={busy}>
          {busy ? T.busy : T.submit}
        </BusyButton>
      </form>
      {alertDialog}
    </>
  )
}
