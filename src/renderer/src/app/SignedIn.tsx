import { Suspense, type ReactNode } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { LOGIN_PATH } from '../../../shared/rules/login'
import { DASHBOARD_PATH } from '../../../shared/rules/menu'
import { ROUTES } from '../../../shared/rules/routes'
import { preloadAll, useLoadWhenIdle } from '../components/on-demand'
import { Spinner } from '../components/Spinner'
import { usePrimeScheduleZone } from '../components/schedule/useSchedule'
import { NoAccess } from '../features/not-found/NoAccess'
import { NotFound } from '../features/not-found/NotFound'
import { useSession } from '../state/session'
import { SCREENS } from './screens'
import { Shell } from './Shell'

// The signed-in console: the shell (side menu, header, the rules they show) and every screen's route. Its
// own chunk (issue 24): the login screen's script carries none of it; AppRoutes loads it on demand, with
// where a sign-in leads (the dashboard's address is in the menu's rules).

export { preloadFirstScreen } from './screens'

/** Every console address behind the shell, each behind its level guard (SPEC §2.1). */
export function SignedIn() {
  // A second's wait first: the first screen's own chunk and data come before the rest.
  useLoadWhenIdle(preloadAll, 1000)
  usePrimeScheduleZone()
  return (
    <Routes>
      <Route element={<Shell />}>
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

/**
 * SPEC guarded only the menu; we guard every route. A level not allowed sees the no-access page and stays
 * signed in (SPEC §6 signed them out without a word; docs/spec-deviations.md). The server refuses regardless.
 */
function RequireLevel({ levels, children }: { levels: readonly number[]; children: ReactNode }) {
  const level = useSession((state) => state.user?.IsAdmin)
  if (level === undefined || !levels.includes(level)) return <NoAccess />
  return children
}

/**
 * After sign-in: the address asked for before it, else the dashboard (SPEC §2.3). Only a path of this app
 * is followed; the route's own level guard still decides what the user sees there.
 */
export function AfterSignIn() {
  const from: unknown = (useLocation().state as { from?: unknown } | null)?.from
  const inApp = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
  return <Navigate to={inApp && from !== LOGIN_PATH ? from : DASHBOARD_PATH} replace />
}

/** Signed in already where a sign-in would end (the identity provider's return): the dashboard. */
export function ToDashboard() {
  return <Navigate to={DASHBOARD_PATH} replace />
}
