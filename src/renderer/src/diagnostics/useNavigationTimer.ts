import { useEffect, useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'

// The store of timings checks what it reads with zod: it is fetched when first needed, with the time taken
// now, so that the login screen's script carries neither (issue 24).
const metrics = () => import('./load-metrics')

/** Starts a screen's timing at each navigation, and notes the app's start once its first screen is up. */
export function useNavigationTimer(started: boolean): void {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    const now = performance.now()
    void metrics().then((m) => m.markNavigation(pathname, now))
  }, [pathname])
  useEffect(() => {
    if (started)
      requestAnimationFrame(() => {
        const now = performance.now()
        void metrics().then((m) => m.markAppStarted(now))
      })
  }, [started])
}
