import { useEffect, useLayoutEffect } from 'react'
import { markAppStarted, markNavigation } from './load-metrics'

/**
 * Starts a screen's timing at each navigation (to `pathname`), and notes the app's start once its first
 * screen is up. The caller says the path: the signed-out pages run without the router (issue 24).
 */
export function useNavigationTimer(pathname: string, started: boolean): void {
  useLayoutEffect(() => markNavigation(pathname), [pathname])
  useEffect(() => {
    if (started) requestAnimationFrame(() => markAppStarted())
  }, [started])
}
