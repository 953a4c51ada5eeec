import { useEffect, useRef, useState } from 'react'
import { LOGIN_PATH } from '../../../../shared/rules/login'
import { SSO_RETURN_PATHS, SSO_TEXT } from '../../../../shared/rules/sso'
import { useBridge } from '../../app/BridgeProvider'
import { PageLink, usePageNav } from '../../app/page-nav'
import { Spinner } from '../../components/Spinner'
import { LoginCard } from './LoginCard'
import { useSsoOutcome } from './useSso'

/**
 * Browser mode's return from the identity provider: the web host put what the provider sent into this
 * route's query (in the address's hash, which no server sees). It is handed to main once: a started
 * sign-in is good for one use. Where it leads next replaces this entry of the history.
 */
export function SsoCallback() {
  const bridge = useBridge()
  const settle = useSsoOutcome()
  const { search } = usePageNav()
  const [problem, setProblem] = useState<string | null>(null)
  const sent = useRef<string | null>(null)

  useEffect(() => {
    if (sent.current === search) return
    sent.current = search
    const query = new URLSearchParams(search)
    const SAMLResponse = query.get('SAMLResponse')
    const RelayState = query.get('RelayState')
    const input =
      SAMLResponse && RelayState
        ? { provider: 'saml' as const, SAMLResponse, RelayState }
        : {
            provider: 'oidc' as const,
            callbackUrl: `${window.location.origin}${SSO_RETURN_PATHS.oidc}${search}`,
          }
    void bridge.sso.finish(input).then((result) => setProblem(settle(result)))
  }, [bridge, search, settle])

  return (
    <LoginCard title={problem ? SSO_TEXT.browserFailed : SSO_TEXT.finishing}>
      {problem ? (
        <>
          <p className="login-intro" role="alert">
            {problem}
          </p>
          <PageLink to={LOGIN_PATH}>{SSO_TEXT.backToSignIn}</PageLink>
        </>
      ) : (
        <Spinner label={SSO_TEXT.finishing} />
      )}
    </LoginCard>
  )
}
