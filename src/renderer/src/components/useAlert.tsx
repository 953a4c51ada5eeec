import { useNavigate } from 'react-router-dom'
import { useAlertDialog } from './useAlertDialog'

/**
 * The alert that redirects (SPEC §1 "After OK the user is sent to the relevant list"): a screen calls
 * `showAlert(spec)` with an entry of its answer table and renders `alertDialog`. `afterOk` runs once the
 * dialog has closed (a failed check brings the focus to its field then). A screen that is itself the list
 * OK would lead to (the gallery categories), or has none (set password), passes `followRedirect: false`.
 */
export function useAlert({ followRedirect = true }: { followRedirect?: boolean } = {}) {
  const navigate = useNavigate()
  return useAlertDialog((alert) => {
    if (followRedirect && alert.redirect !== undefined) navigate(alert.redirect)
  })
}
