import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { CallResult } from '../../../shared/contract/define'
import type { ReviewNotice, ReviewNotices as Notices } from '../../../shared/contract/review'
import {
  noticeAddress,
  noticeSentence,
  REVIEW_NOTICE_LIMITS,
  REVIEW_NOTICE_TEXT as T,
} from '../../../shared/rules/review-notices'
import { fullWhen } from '../../../shared/rules/schedule'
import { LoadFailure } from '../components/LoadFailure'
import { Modal } from '../components/Modal'
import { universityZone } from '../components/schedule/known-zone'
import { Spinner } from '../components/Spinner'
import { useLoad } from '../components/useLoad'
import { useSession } from '../state/session'
import { useBridge } from './BridgeProvider'
import './review-notices.css'

const SIGNED_OUT: CallResult<Notices> = {
  ok: true,
  data: { notices: [], unseen: 0, until: new Date(0).toISOString() },
}

/**
 * Issue 48: in the header, "Notifications" with how many are new (changes submitted that the user may
 * decide, decisions on their own changes), read again as the review count is; it opens the list, which
 * marks them seen on the server, so the next sign-in agrees; main tells every window of the user it was
 * marked (rules/refresh.ts TOLD_BY_CALL), and each reads its count again, this one too.
 */
export function ReviewNotices() {
  const bridge = useBridge()
  const level = useSession((state) => state.user?.IsAdmin ?? 0)
  const notices = useLoad(
    useCallback(
      () => (level !== 0 ? bridge.api.review.notices({}) : Promise.resolve(SIGNED_OUT)),
      [bridge, level],
    ),
    'review.notices',
    REVIEW_NOTICE_LIMITS.readAgainMs,
  )
  const [open, setOpen] = useState(false)
  const unseen = notices.status === 'ready' ? notices.data.unseen : 0
  const close = useCallback(() => setOpen(false), [])
  if (level === 0) return null
  return (
    <>
      {/* Its name is what it shows, "Notifications 3 new" (axe: label-content-name-mismatch); the label
          keeps the space that a name built from its parts may lose. */}
      <button
        type="button"
        className="header-notices"
        aria-haspopup="dialog"
        aria-label={unseen > 0 ? `${T.button} ${T.newCount(unseen)}` : undefined}
        onClick={() => setOpen(true)}
      >
        {T.button}
        {unseen > 0 && (
          <>
            {' '}
            <span className="header-notices-count">{T.newCount(unseen)}</span>
          </>
        )}
      </button>
      {open && <NoticeList onClose={close} />}
    </>
  )
}

/** The list, read afresh when opened: what was new stays marked while it is open, and is then seen. */
function NoticeList({ onClose }: { onClose(): void }) {
  const bridge = useBridge()
  const list = useLoad(useCallback(() => bridge.api.review.notices({}), [bridge]))
  const until = list.status === 'ready' && list.data.unseen > 0 ? list.data.until : null
  useEffect(() => {
    if (until === null) return
    void bridge.api.review.noticesSeen({ until })
  }, [bridge, until])
  return (
    <Modal title={T.title} text={T.intro} onEscape={onClose}>
      {list.status === 'loading' && <Spinner />}
      {list.status === 'failed' && <LoadFailure what={T.what} failure={list.failure} retry={list.retry} />}
      {list.status === 'ready' &&
        (list.data.notices.length === 0 ? (
          <p className="notices-empty">{T.empty}</p>
        ) : (
          <ul className="notices-list">
            {list.data.notices.map((notice) => (
              <NoticeItem key={`${notice.kind} ${notice.id}`} notice={notice} onOpen={onClose} />
            ))}
          </ul>
        ))}
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {T.close}
        </button>
      </div>
    </Modal>
  )
}

function NoticeItem({ notice, onOpen }: { notice: ReviewNotice; onOpen(): void }) {
  return (
    <li className={notice.isNew ? 'notice notice-new' : 'notice'}>
      <Link to={noticeAddress(notice)} onClick={onOpen}>
        {notice.isNew && <span className="notice-new-mark">{T.isNew}: </span>}
        {noticeSentence(notice)}
      </Link>
      <time dateTime={notice.at}>{fullWhen(new Date(notice.at), universityZone())}</time>
    </li>
  )
}
