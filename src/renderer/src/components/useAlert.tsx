import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { AlertSpec } from '../../../shared/rules/alerts'
import { AlertDialog } from './AlertDialog'

/**
 * The alert that redirects (SPEC §1 "After OK the user is sent to the relevant list"): a screen calls
 * `showAlert(spec)` with an entry of its answer table and renders `alertDialog`.
 */
export function useAlert() {
  const navigate = useNavigate()
  const [alert, setAlert] = useState<AlertSpec | null>(null)

  const alertDialog = alert && (
    <AlertDialog
      title={alert.title}
      text={alert.text}
      onOk={() => {
        setAlert(null)
        if (alert.redirect !== undefined) navigate(alert.redirect)
      }}
    />
  )
  return { showAlert: setAlert, alertDialog }
}
