import { useEffect, useState } from 'react'
import { LOGIN_TITLE } from '../../../../shared/rules/login'
import { SETUP_TEXT } from '../../../../shared/rules/setup'
import { SSO_TEXT } from '../../../../shared/rules/sso'
import { useBridge } from '../../app/BridgeProvider'
import { SetPasswordFromLink } from '../accounts/SetPasswordFromLink'
import { FirstAdmin } from './FirstAdmin'
import { LoginCard } from './LoginCard'
import { SignInForm } from './SignInForm'
import { SsoButtons } from './SsoButtons'
import { useSsoProviders } from './useSso'

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
 * SPEC §2.3's login, titled LOGIN_TITLE. On success the /login route itself sends the user to '/'. An empty embedded
 * database first asks for its first Super Admin (not in SPEC; see docs/spec-deviations.md). A deployment
 * with an identity provider offers "Sign in with …" above the form; with passwords switched off,
 * only that and a folded recovery sign-in. Below, a colleague given a set-password link can paste it.
 */
export function Login() {
  const [firstRun, signInInstead] = useFirstRun()
  const sso = useSsoProviders()
  const ready = firstRun !== null && sso !== null
  const providers = sso?.providers ?? []
  return (
    <LoginCard title={!ready ? null : firstRun ? SETUP_TEXT.title : LOGIN_TITLE}>
      {ready &&
        (firstRun ? (
          <FirstAdmin onTaken={signInInstead} />
        ) : (
          <>
            {providers.length > 0 && <SsoButtons providers={providers} />}
            {providers.length > 0 && sso.localPasswords && <p className="login-or">{SSO_TEXT.orPassword}</p>}
            {sso.localPasswords || providers.length === 0 ? (
              <SignInForm />
            ) : (
              // Passwords are off: a Super Admin made for recovery still signs in with one (docs/deployment.md).
              <details className="login-recovery">
                <summary>{SSO_TEXT.recovery}</summary>
                <SignInForm />
              </details>
            )}
            <SetPasswordFromLink />
          </>
        ))}
    </LoginCard>
  )
}
