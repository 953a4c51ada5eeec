import { useEffect, useState, type MouseEvent } from 'react'
import { SETUP_TEXT } from '../../../../shared/rules/setup'
import { useBridge } from '../../app/BridgeProvider'
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '../../app/product'
import { Logo } from '../../components/Logo'
import { SetPasswordFromLink } from '../accounts/SetPasswordFromLink'
import { FirstAdmin } from './FirstAdmin'
import { SignInForm } from './SignInForm'
import './login.css'

// SPEC §2.3 leaves these footer links leading nowhere.
const leadNowhere = (event: MouseEvent) => event.preventDefault()

/** Whether the server asks for its first Super Admin; null until it has said. */
function useFirstRun(): [boolean | null, () => void] {
  const bridge = useBridge()
  const [firstRun, setFirstRun] = useState<boolean | null>(null)
  useEffect(() => {
    let live = true
    // A server that cannot say (unreachable, older) gets the sign-in form, which says what is wrong.
    const settle = (value: boolean) => live && setFirstRun(value)
    bridge.api.setup.status({}).then(
      (result) => settle(result.ok && result.data.needsFirstAdmin),
      () => settle(false),
    )
    return () => {
      live = false
    }
  }, [bridge])
  return [firstRun, () => setFirstRun(false)]
}

/**
 * SPEC §2.3 'Admin Login'. On success the /login route itself sends the user to '/'. An empty embedded
 * database first asks for its first Super Admin (not in SPEC; see docs/spec-deviations.md).
 */
export function Login() {
  const [firstRun, signInInstead] = useFirstRun()
  return (
    <div className="login-page">
      <main className="login-card">
        <div className="login-brand">
          <Logo width={60} height={48} />
          <span>{PRODUCT_NAME}</span>
        </div>
        {firstRun !== null && (
          <>
            <h1 className="login-title">{firstRun ? SETUP_TEXT.title : 'Admin Login'}</h1>
            {firstRun ? <FirstAdmin onTaken={signInInstead} /> : <SignInForm />}
            {!firstRun && <SetPasswordFromLink />}
          </>
        )}
      </main>
      <footer className="login-footer">
        <nav aria-label="Site links">
          {['Home', 'About', 'Contact Us'].map((label) => (
            <a key={label} href="#" onClick={leadNowhere}>
              {label}
            </a>
          ))}
        </nav>
        <p>
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}
        </p>
      </footer>
    </div>
  )
}
