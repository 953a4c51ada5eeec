import { Suspense, useEffect, type ReactNode } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { ACCOUNT_PATHS } from '../../../shared/rules/accounts'
import { LOGIN_PATH, LOGOUT_PATH } from '../../../shared/rules/login'
import { SSO_CALLBACK_ROUTE, SSO_WAITING_ROUTE } from '../../../shared/rules/sso'
import { onDemand } from '../components/on-demand'
import { Spinner } from '../components/Spinner'
import { useNavigationTimer } from '../diagnostics/useNavigationTimer'
import { Login } from '../features/login/Login'
import { Logout } from '../features/login/Logout'
import { useSession } from '../state/session'
import { useBridge } from './BridgeProvider'
import { useSessionSync } from './useSessionSync'

// The login screen's script holds this file and the login form, nothing more (issue 24: at most 100 KB
// gzipped). The signed-in console (SignedIn.tsx: shell, menus, every screen) and the other public pages
// are their own chunks, loaded when shown.

const loadSignedIn = () => import('./SignedIn')
const SignedIn = onDemand(loadSignedIn, 'SignedIn')
const AfterSignIn = onDemand(loadSignedIn, 'AfterSignIn')
const ToDashboard = onDemand(loadSignedIn, 'ToDashboard')
const SetPassword = onDemand(() => import('../features/accounts/SetPassword'), 'SetPassword')
const SsoCallback = onDemand(() => import('../features/login/SsoCallback'), 'SsoCallback')
const AccessWaiting = onDemand(() => import('../features/login/AccessWaiting'), 'AccessWaiting')

/** The console and the dashboard's own chunk, fetched while the user signs in. */
const preloadSignedIn = () =>
  Promise.all([SignedIn.preload(), AfterSignIn.preload(), ToDashboard.preload()])
    .then(loadSignedIn)
    .then((module) => module.preloadFirstScreen())

export function AppRoutes() {
  useSessionSync(useBridge())
  const known = useSession((state) => state.known)
  const signedIn = useSession((state) => state.user !== null)
  useNavigationTimer(known) // SPEC §2.2 page-load metrics
  usePreloadOnIntent(known && !signedIn)

  if (!known)
    return (
      <div className="app-starting">
        <Spinner label="Starting…" />
      </div>
    )
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={signedIn ? <Loading element={<AfterSignIn />} /> : <Login />} />
      {/* The identity provider's return (browser mode) and the page of a person without a group. */}
      <Route
        path={SSO_CALLBACK_ROUTE}
        element={<Loading element={signedIn ? <ToDashboard /> : <SsoCallback />} />}
      />
      <Route path={SSO_WAITING_ROUTE} element={<Loading element={<AccessWaiting />} />} />
      {/* Outside the signed-in routes: it stays mounted while it clears the session, then leaves. */}
      <Route path={LOGOUT_PATH} element={<Logout />} />
      {/* Public like the login screen: a set-password link works whoever is signed in here, or nobody. */}
      <Route path={ACCOUNT_PATHS.setPassword} element={<Loading element={<SetPassword />} />} />
      <Route path="*" element={signedIn ? <Loading element={<SignedIn />} /> : <ToSignIn />} />
    </Routes>
  )
}

/** A page whose code loads on demand: a short busy state while it arrives. */
function Loading({ element }: { element: ReactNode }) {
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
 * Signed out, the console's code is fetched once the user starts to sign in (a key or a click), not with
 * the login screen: it arrives while the password is checked, so the dashboard after sign-in is no slower.
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
  const { pathname, search } = useLocation()
  return <Navigate to={LOGIN_PATH} replace state={{ from: `${pathname}${search}` }} />
}
