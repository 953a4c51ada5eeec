import { toast, ToastContainer } from 'react-toastify'
import { NETWORK_FAILURE_TEXT } from '../../../shared/rules/alerts'
import { FORM_TEXT } from '../../../shared/rules/names'
import { useTheme } from '../state/theme'

/** Where toasts appear: what is worth telling but not worth stopping the user for. */
export function Toasts() {
  const theme = useTheme((state) => state.theme)
  return <ToastContainer position="bottom-right" theme={theme} newestOnTop />
}

/** One toast however many calls failed together: they share an id. */
export function toastNetworkFailure(): void {
  toast.error(NETWORK_FAILURE_TEXT, { toastId: 'network-failure' })
}

/**
 * The session ended while saving: the session dialog opens by itself (watch-bridge); the form stays as it
 * is, to be sent again. One id, so a save and a photo retry failing together show one toast.
 */
export function toastSessionEndedWhileSaving(): void {
  toast.error(FORM_TEXT.sessionEndedWhileSaving, { toastId: 'session-ended-save' })
}
