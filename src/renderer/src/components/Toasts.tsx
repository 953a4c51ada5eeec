import { lazy, Suspense, useEffect } from 'react'
import { create } from 'zustand'
import { NETWORK_FAILURE_TEXT } from '../../../shared/rules/alerts'
import { FORM_TEXT } from '../../../shared/rules/names'
import { useSession } from '../state/session'
import { useTheme } from '../state/theme'

// react-toastify is not in the login screen's script (issue 24): it loads with the signed-in console, or
// with the first toast a signed-out page shows. A toast asked for before the container is there waits for it.

const toastify = () => import('react-toastify')
const Container = lazy(() => toastify().then((module) => ({ default: module.ToastContainer })))
const useToastAsked = create<boolean>(() => false)

/** Where toasts appear: what is worth telling but not worth stopping the user for. */
export function Toasts() {
  const theme = useTheme((state) => state.theme)
  const signedIn = useSession((state) => state.user !== null)
  const asked = useToastAsked()
  // Once there, it stays: a toast shown as the user signs out is still read.
  useEffect(() => {
    if (signedIn) useToastAsked.setState(true, true)
  }, [signedIn])
  if (!signedIn && !asked) return null
  return (
    <Suspense fallback={null}>
      <Container position="bottom-right" theme={theme} newestOnTop />
    </Suspense>
  )
}

function toastError(text: string, toastId: string): void {
  useToastAsked.setState(true, true)
  void toastify().then(({ toast }) => toast.error(text, { toastId }))
}

/** One toast however many calls failed together: they share an id. */
export function toastNetworkFailure(): void {
  toastError(NETWORK_FAILURE_TEXT, 'network-failure')
}

/**
 * The session ended while saving: the session dialog opens by itself (watch-bridge); the form stays as it
 * is, to be sent again. One id, so a save and a photo retry failing together show one toast.
 */
export function toastSessionEndedWhileSaving(): void {
  toastError(FORM_TEXT.sessionEndedWhileSaving, 'session-ended-save')
}
