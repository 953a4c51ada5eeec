import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import type { SessionUser } from '../../../../shared/contract/session'
import { A11Y_DASHBOARD_TEXT as T, reportPathFor } from '../../../../shared/rules/a11y-screens'
import { ACCESS, mayAny } from '../../../../shared/rules/permissions'
import { useBridge } from '../../app/BridgeProvider'
import { useLoad } from '../../components/useLoad'

/** The dashboard shows the figure to a user who may open the report (issue 27). */
export const seesA11yCount = (user: SessionUser): boolean => mayAny(user, ACCESS.a11yReport)

/**
 * Issue 27: "Published records with accessibility errors: N", a link to the report of the user's scope.
 * Left out while the server cannot say (the counts above say when it cannot be reached).
 */
export function A11yCount({ user }: { user: SessionUser }) {
  const bridge = useBridge()
  const count = useLoad(
    useCallback(() => bridge.api.a11y.count({}), [bridge]),
    'a11y.count',
  )
  if (count.status !== 'ready') return null
  return (
    <p className="a11y-count card">
      <Link to={reportPathFor(user.IsAdmin)}>
        {T.label}: {count.data.recordsWithErrors.toLocaleString()}
      </Link>
    </p>
  )
}
