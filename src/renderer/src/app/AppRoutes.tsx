import { Suspense, type ReactNode } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { ACCOUNT_PATHS } from '../../../shared/rules/accounts'
import { LOGIN_PATH, LOGOUT_PATH } from '../../../shared/rules/login'
import { DASHBOARD_PATH } from '../../../shared/rules/menu'
import { ROUTES } from '../../../shared/rules/routes'
import { preloadAll, useLoadWhenIdle } from '../components/on-demand'
import { Spinner } from '../components/Spinner'
import { useNavigationTimer } from '../diagnostics/useNavigationTimer'
import { SetPassword } from '../features/accounts/SetPassword'
import { Login } from '../features/login/Login'
import { AccessWaiting } from '../features/login/AccessWaiting'
import { SsoCallback } from '../features/login/SsoCallback'
import { SSO_CALLBACK_ROUTE, SSO_WAITING_ROUTE } from '../../../shared/rules/sso'
import { Logout } from '../features/login/Logout'
import { NoAccess } from '../features/not-found/NoAccess'
import { NotFound } from '../features/not-found/NotFound'
import { useSession } from '../state/session'
import { useBridge } from './BridgeProvider'
import { preloadFirstScreen, SCREENS } from './screens'
import { Shell } from './Shell'
import { useSessionSync } from './useSessionSync'

export function AppRoutes() {
  useSessionSync(useBridge())
  const known = useSession((state) => state.known)
  const signedIn = useSession((state) => state.user !== null)
  useNavigationTimer(known) // SPEC §2.2 page-load metrics
  // Signed in, a second's wait first: the first screen's own chunk and data come before the rest.
  useLoadWhenIdle(!known ? null : signedIn ? preloadAll : preloadFirstScreen, signedIn ? 1000 : 0)

  if (!known)
    return (
      <div className="app-starting">
        <Spinner label="Starting…" />
      </div>
    )
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={signedIn ? <AfterSignIn /> : <Login />} />
      {/* The identity provider's return (browser mode) and the page of a person without a group. */}
      <Route
        path={SSO_CALLBACK_ROUTE}
        element={signedIn ? <Navigate to={DASHBOARD_PATH} replace /> : <SsoCallback />}
      />
      <Route path={SSO_WAITING_ROUTE} element={<AccessWaiting />} />
      {/* Outside the signed-in routes: it stays mounted while it clears the session, then leaves. */}
      <Route path={LOGOUT_PATH} element={<Logout />} />
      {/* Public like the login screen: a set-password link works whoever is signed in here, or nobody. */}
      <Route path={ACCOUNT_PATHS.setPassword} element={<SetPassword />} />
      <Route element={signedIn ? <Shell /> : <ToSignIn />}>
        {ROUTES.map(({ path, levels }) => {
          const Screen = SCREENS[path] ?? NotFound
          return (
            <Route
              key={path}
              path={path}
              element={
                <RequireLevel levels={levels}>
                  {/* Screens load on demand (screens.ts): a short busy state while a screen's code arrives. */}
                  <Suspense fallback={<Spinner label="Loading screen…" />}>
                    <Screen />
                  </Suspense>
                </RequireLevel>
              }
            />
          )
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}

/** Signed out at a console address (a bookmark, a link): sign in first, remembering where to go on to. */
function ToSignIn() {
  const { pathname, search } = useLocation()
  return <Navigate to={LOGIN_PATH} replace state={{ from: `${pathname}${search}` }} />
}

/**
 * After sign-in: the address asked for before it, else the dashboard (SPEC §2.3). Only a path of this app
 * is followed; the route's own level guard still decides what the user sees there.
 */
function AfterSignIn() {
  const from: unknown = (useLocation().state as { from?: unknown } | null)?.from
  const inApp = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
  return <Navigate to={inApp && from !== LOGIN_PATH ? from : DASHBOARD_PATH} replace />
}

/**
 * SPEC guarded only the menu; we guard every route. A level not allowed sees the no-access page and stays
 * signed in (SPEC §6 signed them out without a word; docs/spec-deviations.md). The server refuses regardless.
 */
function RequireLevel({ levels, children }: { levels: readonly number[]; children: ReactNode }) {
  const level = useSession((state) => state.user?.IsAdmin)
  if (level === undefined || !levels.includes(level)) return <NoAccess />
  return children
}
