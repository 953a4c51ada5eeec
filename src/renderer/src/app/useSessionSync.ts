import { useEffect } from 'react'
import type { Bridge } from '../../../shared/bridge'
import { useSession } from '../state/session'
import { settled } from '../bridge/settled'

/** Feeds the session store from main: its state at start, then every change it reports. */
export function useSessionSync(bridge: Bridge): void {
  useEffect(() => {
    const { apply } = useSession.getState()
    let live = true
    let changed = false
    const unsubscribe = bridge.session.onChange((state) => {
      changed = true
      apply(state)
    })
    settled(bridge.session.current()).then(
      // A change reported meanwhile is newer than this answer.
      (state) => live && !changed && apply(state),
      // Main could not say: the user signs in again rather than stare at a spinner.
      () => live && !changed && apply({ user: null, expired: false }),
    )
    return () => {
      live = false
      unsubscribe()
    }
  }, [bridge])
}
