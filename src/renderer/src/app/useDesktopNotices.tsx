import { useEffect } from 'react'
import { toast } from 'react-toastify'
import type { Bridge } from '../../../shared/bridge'
import { RECOVERED_FLAG, RECOVERY_TEXT } from '../../../shared/rules/recovery'
import { UPDATE_TEXT, type UpdateStatus } from '../../../shared/rules/updates'
import type { Failure } from '../../../shared/contract/define'
import { toastNetworkFailure } from '../components/Toasts'
import { useBridge } from './BridgeProvider'
import './desktop-notices.css'

// What the desktop app tells the user without stopping them (issue 11): an update downloaded and ready
// (installed only when they press Restart, or when the app quits), and a page reopened after a crash.

const UPDATE_TOAST = 'update-ready'
/** Longer than a toast's usual 5 s: it explains something that just happened to the whole window. */
const RECOVERY_TOAST_MS = 10_000

function UpdateReady({ bridge }: { bridge: Bridge }) {
  return (
    <div className="update-ready">
      <span>{UPDATE_TEXT.ready}</span>
      <button
        type="button"
        className="button button-primary"
        onClick={() => void bridge.appUpdate.restart().catch(toastNetworkFailure)}
      >
        {UPDATE_TEXT.restart}
      </button>
    </div>
  )
}

/** Main's flag on a page reopened after a crash: said once, then taken out of the address. */
function sayIfRecovered(): void {
  const address = new URL(window.location.href)
  if (address.searchParams.get(RECOVERED_FLAG) !== '1') return
  address.searchParams.delete(RECOVERED_FLAG)
  window.history.replaceState(window.history.state, '', address.toString())
  toast.info(RECOVERY_TEXT.reopened, { toastId: 'recovered', autoClose: RECOVERY_TOAST_MS })
}

export function useDesktopNotices(): void {
  const bridge = useBridge()
  useEffect(sayIfRecovered, [])
  useEffect(() => {
    const show = (status: UpdateStatus | Failure) => {
      if ('state' in status && status.state === 'ready')
        toast.info(<UpdateReady bridge={bridge} />, { toastId: UPDATE_TOAST, autoClose: false })
    }
    // Asked once (an update may be ready before this page was), then told of changes.
    bridge.appUpdate.status().then(show, () => undefined)
    return bridge.appUpdate.onChange(show)
  }, [bridge])
}
