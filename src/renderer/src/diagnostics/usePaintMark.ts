import { useEffect } from 'react'
import { markPainted } from './load-metrics'

/** Marks the screen's first data painted once `ready` holds (after React has committed it to the page). */
export function usePaintMark(ready = true): void {
  useEffect(() => {
    if (ready) requestAnimationFrame(() => markPainted())
  }, [ready])
}
