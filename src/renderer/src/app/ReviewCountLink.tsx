import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import type { CallResult } from '../../../shared/contract/define'
import type { ReviewCount } from '../../../shared/contract/review'
import { seesMenuSection } from '../../../shared/rules/permissions'
import { REVIEW_PATH, REVIEW_TEXT as T } from '../../../shared/rules/review'
import { useLoad } from '../components/useLoad'
import { useSession } from '../state/session'
import { useBridge } from './BridgeProvider'

const NOT_A_REVIEWER: CallResult<ReviewCount> = {
  ok: true,
  data: { toDecide: 0, minePending: 0, mineChanges: 0 },
}

/**
 * Issue 48: in the header, for a reviewer, "3 changes to review", a link to the Review screen; nothing while
 * none waits (or the server cannot say). Read again whenever content is written, in this window or another.
 */
export function ReviewCountLink() {
  const bridge = useBridge()
  const reviewer = useSession((state) => state.user !== null && seesMenuSection(state.user.IsAdmin, 'review'))
  const count = useLoad(
    useCallback(
      () => (reviewer ? bridge.api.review.count({}) : Promise.resolve(NOT_A_REVIEWER)),
      [bridge, reviewer],
    ),
    'review.count',
  )
  if (count.status !== 'ready' || count.data.toDecide === 0) return null
  return (
    <Link to={REVIEW_PATH} className="header-review-count">
      {T.headerCount(count.data.toDecide)}
    </Link>
  )
}
