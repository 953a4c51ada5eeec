import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { AlertSpec } from '../../../shared/rules/alerts'
import { AlertDialog } from './AlertDialog'

/**
 * The alert that redirects (SPEC §1 "After OK the user is sent to the relevant list"): a screen calls
 * `showAlert(spec)` with an entry of its answer table and renders `alertDialog`. `afterOk` runs once the
 * dialog has closed (a failed check brings the focus to its field then). A screen that is itself the list
 * OK would lead to (the gallery categories), or has none (set password), passes `followRedirect: false`.
 */
export function useAlert({ followRedirect = true }: { followRedirect?: boolean } = {}) {
  const navigate = useNavigate()
  const [shown, setShown] = useState<{ alert: AlertSpec; afterOk?: () => void } | null>(null)

  const alertDialog = shown && (
    <AlertDialog
      title={shown.alert.title}
      text={shown.alert.text}
      onOk={() => {
        setShown(null)
        shown.afterOk?.()
        if (followRedirect && shown.alert.redirect !== undefined) navigate(shown.alert.redirect)
      }}
    />
  )
  const showAlert = (alert: AlertSpec | null, afterOk?: () => void) =>
    setShown(alert ? { alert, afterOk } : null)
  return { showAlert, alertDialog }
}
