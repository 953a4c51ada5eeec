import { useCallback, useMemo } from 'react'
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { ACCOUNT_PATHS } from '../../../shared/rules/accounts'
import { LOGIN_PATH, LOGOUT_PATH } from '../../../shared/rules/login'
import { SSO_CALLBACK_ROUTE, SSO_WAITING_ROUTE } from '../../../shared/rules/sso'
import { useNavigationTimer } from '../diagnostics/useNavigationTimer'
import { Login } from '../features/login/Login'
import { Logout } from '../features/login/Logout'
import { useSession } from '../state/session'
import { PageNavContext, type PageNav } from './page-nav'
import { AccessWaiting, AfterSignIn, SetPassword, SignedIn, SsoCallback, ToDashboard } from './pages'
import { Loading } from './Start'

// Every address once React Router is loaded (Routed.tsx): the signed-out pages too, since the router
// stays once there (a sign-out leads to the login screen here). The signed-out pages move through
// PageNavContext, which here is the router's.

export function AppRoutes() {
  const signedIn = useSession((state) => state.user !== null)
  const nav = useRouterNav()
  useNavigationTimer(nav.pathname, true) // SPEC §2.2 page-load metrics

  return (
    <PageNavContext.Provider value={nav}>
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
    </PageNavContext.Provider>
  )
}

/** The router's location and navigate, as the signed-out pages ask for them. */
function useRouterNav(): PageNav {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  // As steady as the router's navigate: callbacks built on it do not change with the address.
  const go = useCallback<PageNav['go']>((to, options) => void navigate(to, options), [navigate])
  return useMemo(() => ({ pathname, search, go }), [pathname, search, go])
}

/** Signed out at a console address (a bookmark, a link): sign in first, remembering where to go on to. */
function ToSignIn() {
  const { pathname, search } = useLocation()
  return <Navigate to={LOGIN_PATH} replace state={{ from: `${pathname}${search}` }} />
}
