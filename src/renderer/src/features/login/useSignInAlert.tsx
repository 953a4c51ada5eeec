import { useState } from 'react'
import type { AlertSpec } from '../../../../shared/rules/alerts'
import { AlertDialog } from '../../components/AlertDialog'

/**
 * The sign-in forms' alert: useAlert's, without the redirect after OK. The login screen runs without
 * React Router (issue 24), which useAlert's redirect needs, and none of its alerts leads anywhere.
 */
export function useSignInAlert() {
  const [shown, setShown] = useState<{ alert: AlertSpec; afterOk?: () => void } | null>(null)
  const alertDialog = shown && (
    <AlertDialog
      title={shown.alert.title}
      text={shown.alert.text}
      onOk={() => {
        setShown(null)
        shown.afterOk?.()
      }}
    />
  )
  const showAlert = (alert: AlertSpec | null, afterOk?: () => void) =>
    setShown(alert ? { alert, afterOk } : null)
  return { showAlert, alertDialog }
}
