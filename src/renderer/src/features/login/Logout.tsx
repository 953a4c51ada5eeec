import { useEffect } from 'react'
import { LOGIN_PATH } from '../../../../shared/rules/login'
import { useBridge } from '../../app/BridgeProvider'
import { usePageNav } from '../../app/page-nav'
import { Spinner } from '../../components/Spinner'
import { clearSignedInState } from '../../state/sign-out'

/** SPEC §2.3 `/logout`: end the session, forget the user, and replace the history entry so Back stays out. */
export function Logout() {
  const bridge = useBridge()
  const { go } = usePageNav()

  useEffect(() => {
    let live = true
    // Signed out here even when main cannot be reached: the user asked to leave.
    void bridge.session
      .logout()
      .catch(() => undefined)
      .then(() => {
        if (!live) return
        clearSignedInState()
        go(LOGIN_PATH, { replace: true })
      })
    return () => {
      live = false
    }
  }, [bridge, go])

  return (
    <div className="app-starting">
      <Spinner label="Signing out…" />
    </div>
  )
}
