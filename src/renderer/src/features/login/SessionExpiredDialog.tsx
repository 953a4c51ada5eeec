import { useNavigate } from 'react-router-dom'
import { DASHBOARD_PATH } from '../../../../shared/rules/menu'
import { LOGOUT_PATH, SESSION_ENDED_TEXT } from '../../../../shared/rules/login'
import { Modal } from '../../components/Modal'
import { useSession } from '../../state/session'
import { SignInForm } from './SignInForm'

/**
 * Over the current screen when the server ends the session. The screen stays mounted beneath, so a form
 * keeps what was typed; signing in again closes the dialog.
 */
export function SessionExpiredDialog() {
  const user = useSession((state) => (state.expired ? state.user : null))
  const navigate = useNavigate()
  if (!user) return null

  return (
    <Modal title="Session ended" text={SESSION_ENDED_TEXT}>
      <SignInForm
        submitLabel="Sign in"
        // Someone else signing in does not inherit the screen (or the form) of the one who left.
        onSignedIn={(next) => {
          if (next.StaffID !== user.StaffID) navigate(DASHBOARD_PATH)
        }}
      />
      <p className="modal-footnote">
        <button type="button" className="link-button" onClick={() => navigate(LOGOUT_PATH)}>
          Sign out instead
        </button>
      </p>
    </Modal>
  )
}
