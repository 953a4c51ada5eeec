import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import type { SessionUser } from '../../../../shared/contract/session'
import { seesMenuSection } from '../../../../shared/rules/permissions'
import { REVIEW_PATH, REVIEW_TEXT as T } from '../../../../shared/rules/review'
import { REVIEW_NOTICE_LIMITS } from '../../../../shared/rules/review-notices'
import { useBridge } from '../../app/BridgeProvider'
import { useLoad } from '../../components/useLoad'

/** The dashboard shows the card to the levels that may review (the Review screen's menu entry). */
export const seesReviewCount = (user: SessionUser): boolean => seesMenuSection(user.IsAdmin, 'review')

/**
 * Issue 48: "Changes to review", the count of open changes the reviewer may decide, a link to the Review
 * screen. Left out while the server cannot say (the counts above say when it cannot be reached).
 */
export function ChangesToReview() {
  const bridge = useBridge()
  const count = useLoad(
    useCallback(() => bridge.api.review.count({}), [bridge]),
    'review.count',
    REVIEW_NOTICE_LIMITS.readAgainMs,
  )
  if (count.status !== 'ready') return null
  return (
    <dl className="count-cards review-count">
      <div className="count-card">
        <dt>
          <Link to={REVIEW_PATH} className="count-card-link">
            {T.dashboardCard}
          </Link>
        </dt>
        <dd>{count.data.toDecide.toLocaleString()}</dd>
      </div>
    </dl>
  )
}
