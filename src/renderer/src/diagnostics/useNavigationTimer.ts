import { useEffect, useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { markAppStarted, markNavigation } from './load-metrics'

/** Starts a screen's timing at each navigation, and notes the app's start once its first screen is up. */
export function useNavigationTimer(started: boolean): void {
  const { pathname } = useLocation()
  useLayoutEffect(() => markNavigation(pathname), [pathname])
  useEffect(() => {
    if (started) requestAnimationFrame(() => markAppStarted())
  }, [started])
}
