import { useRef, useState } from 'react'
import type { SsoProvider } from '../../../../shared/contract/sso'
import { errorAlert } from '../../../../shared/rules/alerts'
import { SSO_TEXT } from '../../../../shared/rules/sso'
import { useBridge } from '../../app/BridgeProvider'
import { isNetworkFailure } from '../../components/failures'
import { toastNetworkFailure } from '../../components/Toasts'
import { useSsoOutcome } from './useSso'
import { useAlertDialog } from '../../components/useAlertDialog'

/**
 * "Sign in with <provider>": the provider's page opens in the system browser (desktop) or in this tab
 * (browser mode); the password is typed there, never in the console.
 */
export function SsoButtons({ providers }: { providers: readonly SsoProvider[] }) {
  const bridge = useBridge()
  const settle = useSsoOutcome()
  const { showAlert, alertDialog } = useAlertDialog()
  const [busy, setBusy] = useState<SsoProvider['id'] | null>(null)
  // A press while the browser is open starts afresh (a closed tab never comes back): only the newest counts.
  const attempt = useRef(0)

  async function signIn(provider: SsoProvider['id']) {
    const mine = ++attempt.current
    setBusy(provider)
    const result = await bridge.sso.signIn(provider)
    if (mine !== attempt.current) return
    setBusy(null)
    if (!result.ok && isNetworkFailure(result)) return toastNetworkFailure()
    const problem = settle(result)
    if (problem) showAlert(errorAlert(problem))
  }

  return (
    <div className="sso-buttons">
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="button button-primary button-block"
          onClick={() => void signIn(provider.id)}
        >
          {SSO_TEXT.signInWith(provider.name)}
        </button>
      ))}
      {busy && (
        <p className="login-intro" role="status">
          {SSO_TEXT.inBrowser}
        </p>
      )}
      {alertDialog}
    </div>
  )
}
