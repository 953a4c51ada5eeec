import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { ACCOUNT_PATHS } from '../../../shared/rules/accounts'
import { LOGIN_PATH, LOGOUT_PATH } from '../../../shared/rules/login'
import { SSO_CALLBACK_ROUTE, SSO_WAITING_ROUTE } from '../../../shared/rules/sso'
import { Spinner } from '../components/Spinner'
import { useNavigationTimer } from '../diagnostics/useNavigationTimer'
import { Login } from '../features/login/Login'
import { Logout } from '../features/login/Logout'
import { useSession } from '../state/session'
import { useBridge } from './BridgeProvider'
import { PageNavContext, useHashNav, usePageNav } from './page-nav'
import { AccessWaiting, preloadSignedIn, Routed, SsoCallback } from './pages'
import { useSessionSync } from './useSessionSync'
import { useDataChangeSync } from './useDataChangeSync'

// The login screen's script holds this file and the login form, nothing more (issue 24: at most 100 KB
// gzipped). Signed out, the page is chosen here from the address, without React Router; the router and the
// signed-in console (Routed.tsx) load when the user signs in, when a signed-in session is found at start,
// or for a page that needs them (a set-password link). Once loaded, the router stays for the page's life.

const SET_PASSWORD_PREFIX = ACCOUNT_PATHS.setPassword.replace(':token', '')

/** Which signed-out page an address shows; null for one the router must show. */
function signedOutPage(pathname: string): ReactNode | null {
  if (pathname === LOGIN_PATH) return <Login />
  // It stays mounted while it clears the session, then leaves.
  if (pathname === LOGOUT_PATH) return <Logout />
  // The identity provider's return (browser mode) and the page of a person without a group.
  if (pathname === SSO_CALLBACK_ROUTE) return <Loading element={<SsoCallback />} />
  if (pathname === SSO_WAITING_ROUTE) return <Loading element={<AccessWaiting />} />
  // Public, but its screen uses the router: a set-password link works whoever is signed in, or nobody.
  if (pathname.startsWith(SET_PASSWORD_PREFIX)) return null
  return <ToSignIn />
}

export function Start() {
  const bridge = useBridge()
  useSessionSync(bridge)
  useDataChangeSync(bridge)
  const known = useSession((state) => state.known)
  const signedIn = useSession((state) => state.user !== null)
  const nav = useHashNav()
  const page = signedOutPage(nav.pathname)
  const [routed, setRouted] = useState(false)
  if (known && !routed && (signedIn || page === null)) setRouted(true)
  usePreloadOnIntent(known && !signedIn && !routed)

  if (!known)
    return (
      <div className="app-starting">
        <Spinner label="Starting…" />
      </div>
    )
  if (routed) return <Loading element={<Routed />} />
  return (
    <PageNavContext.Provider value={nav}>
      <NavigationTimer />
      {page}
    </PageNavContext.Provider>
  )
}

/** SPEC §2.2 page-load metrics, from the first signed-out page on (the router's pages time themselves). */
function NavigationTimer() {
  useNavigationTimer(usePageNav().pathname, true)
  return null
}

/** A page whose code loads on demand: a short busy state while it arrives. */
export function Loading({ element }: { element: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="app-starting">
          <Spinner label="Loading screen…" />
        </div>
      }
    >
      {element}
    </Suspense>
  )
}

/**
 * Signed out, the router's and the console's code is fetched once the user starts to sign in (a key or a
 * click), not with the login screen: it arrives while the password is checked, so the dashboard after
 * sign-in is no slower.
 */
function usePreloadOnIntent(signedOut: boolean): void {
  useEffect(() => {
    if (!signedOut) return
    const events = ['keydown', 'pointerdown', 'input'] as const
    const stop = () => events.forEach((name) => document.removeEventListener(name, start, true))
    function start() {
      stop()
      void preloadSignedIn().catch(() => undefined)
    }
    events.forEach((name) => document.addEventListener(name, start, true))
    return stop
  }, [signedOut])
}

/** Signed out at a console address (a bookmark, a link): sign in first, remembering where to go on to. */
function ToSignIn() {
  const { pathname, search, go } = usePageNav()
  useLayoutEffect(() => go(LOGIN_PATH, { replace: true, state: { from: `${pathname}${search}` } }))
  return null
}
