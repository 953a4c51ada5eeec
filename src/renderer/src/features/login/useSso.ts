import { useCallback, useEffect, useState } from 'react'
import type { SsoOutcome } from '../../../../shared/bridge'
import type { CallResult } from '../../../../shared/contract/define'
import type { SsoProviders } from '../../../../shared/contract/sso'
import { SSO_WAITING_ROUTE } from '../../../../shared/rules/sso'
import { useBridge } from '../../app/BridgeProvider'
import { usePageNav } from '../../app/page-nav'
import { useSession } from '../../state/session'

/** The providers the server offers; null until it has said (an unreachable server: passwords only). */
export function useSsoProviders(): SsoProviders | null {
  const bridge = useBridge()
  const [providers, setProviders] = useState<SsoProviders | null>(null)
  useEffect(() => {
    let live = true
    const fallback: SsoProviders = { localPasswords: true, providers: [] }
    bridge.sso.providers().then(
      (result) => live && setProviders(result.ok ? result.data : fallback),
      () => live && setProviders(fallback),
    )
    return () => {
      live = false
    }
  }, [bridge])
  return providers
}

/**
 * What a finished sign-in leads to: signed in (the session store moves the app on), the waiting page, or
 * the failure's message for the caller to show.
 */
export function useSsoOutcome(): (result: CallResult<SsoOutcome>) => string | null {
  const apply = useSession((state) => state.apply)
  const { go } = usePageNav()
  return useCallback(
    (result) => {
      if (!result.ok) return result.message
      if (result.data.message === 'success' && result.data.user) {
        apply({ user: result.data.user, expired: false })
        return null
      }
      go(SSO_WAITING_ROUTE, { replace: true })
      return null
    },
    [apply, go],
  )
}
