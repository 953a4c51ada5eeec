import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import type { CallResult } from '../../../shared/contract/define'
import type { ReviewCount } from '../../../shared/contract/review'
import { seesMenuSection } from '../../../shared/rules/permissions'
import { REVIEW_PATH, REVIEW_SCREEN_TEXT as S, REVIEW_TEXT as T } from '../../../shared/rules/review'
import { REVIEW_NOTICE_LIMITS } from '../../../shared/rules/review-notices'
import { useLoad } from '../components/useLoad'
import { useSession } from '../state/session'
import { useBridge } from './BridgeProvider'

const SIGNED_OUT: CallResult<ReviewCount> = {
  ok: true,
  data: { toDecide: 0, minePending: 0, mineChanges: 0 },
}

/**
 * Issue 48: in the header, for a reviewer, "3 changes to review", a link to the Review screen; for an editor,
 * "1 change of yours sent back" (their lists and forms say which, with the comment); nothing while none waits
 * (or the server cannot say). Read again whenever content is written, in this window or another, and every
 * minute while the window is shown (another person's submission or decision).
 */
export function ReviewCountLink() {
  const bridge = useBridge()
  const level = useSession((state) => state.user?.IsAdmin ?? 0)
  const count = useLoad(
    useCallback(
      () => (level !== 0 ? bridge.api.review.count({}) : Promise.resolve(SIGNED_OUT)),
      [bridge, level],
    ),
    'review.count',
    REVIEW_NOTICE_LIMITS.readAgainMs,
  )
  if (count.status !== 'ready') return null
  const { toDecide, mineChanges } = count.data
  const reviewer = seesMenuSection(level, 'review')
  return (
    <>
      {mineChanges > 0 && (
        <span className="header-review-count" role="status">
          {S.mineChanges(mineChanges)}
        </span>
      )}
      {reviewer && toDecide > 0 && (
        <Link to={REVIEW_PATH} className="header-review-count">
          {T.headerCount(toDecide)}
        </Link>
      )}
    </>
  )
}
