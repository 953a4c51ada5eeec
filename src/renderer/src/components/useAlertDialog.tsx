import { useState, type ReactNode } from 'react'
import type { AlertSpec } from '../../../shared/rules/alerts'
import { inFieldWords } from '../../../shared/rules/forms'
import { labelOnScreen } from './field-label'
import { AlertDialog } from './AlertDialog'

/**
 * An alert dialog: a screen calls `showAlert(spec)` and renders `alertDialog`. `afterOk` runs once the dialog
 * has closed (a failed check brings the focus to its field then), and `closed` after every one. Kept apart
 * from useAlert, which leads to SPEC's redirect with React Router: the login screen runs without the router
 * (issue 24) and uses this one, whose alerts lead nowhere.
 */
export function useAlertDialog(closed?: (alert: AlertSpec) => void) {
  const [shown, setShown] = useState<{
    alert: AlertSpec
    text: string
    afterOk?: () => void
    extra?: ReactNode
  } | null>(null)
  const alertDialog = shown && (
    <AlertDialog
      title={shown.alert.title}
      text={shown.text}
      onOk={() => {
        setShown(null)
        shown.afterOk?.()
        closed?.(shown.alert)
      }}
    >
      {shown.extra}
    </AlertDialog>
  )
  /**
   * `extra`: more the alert offers above OK (AlertDialog's children). A server's refusal of a field names it by
   * the label on the screen, never by its internal name (issue 47).
   */
  const showAlert = (alert: AlertSpec | null, afterOk?: () => void, extra?: ReactNode) =>
    setShown(alert ? { alert, text: inFieldWords(alert.text, labelOnScreen), afterOk, extra } : null)
  return { showAlert, alertDialog }
}
