import { Link } from 'react-router-dom'
import { ACCESS } from '../../../../shared/rules/permissions'
import { SSO_TEXT, SSO_WAITING_LIST_ROUTE } from '../../../../shared/rules/sso'
import { useSession } from '../../state/session'
import './waiting.css'

/** The way to the people waiting for access, for those who may grant it (a Super Admin). */
export function WaitingLink() {
  const level = useSession((state) => state.user?.IsAdmin)
  if (level === undefined || !(ACCESS.permissionGrant.general as readonly number[]).includes(level))
    return null
  return (
    <p className="waiting-link">
      <Link to={SSO_WAITING_LIST_ROUTE}>{SSO_TEXT.waitingListTitle}</Link>
    </p>
  )
}
