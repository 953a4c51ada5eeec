import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react'
import { toast } from 'react-toastify'
import type { Failure } from '../../../../shared/contract/define'
import type { ReviewDetail, ReviewRow } from '../../../../shared/contract/review'
import { errorAlert } from '../../../../shared/rules/alerts'
import {
  REVIEW_SCREEN_TEXT as S,
  REVIEW_TEXT as T,
  reviewAreaLabel,
  type ReviewDecision,
  type ReviewState,
} from '../../../../shared/rules/review'
import { fullWhen } from '../../../../shared/rules/schedule'
import { useBridge } from '../../app/BridgeProvider'
import { BusyButton } from '../../components/BusyButton'
import { isNetworkFailure } from '../../components/failures'
import { LoadFailure } from '../../components/LoadFailure'
import { Modal } from '../../components/Modal'
import { Spinner } from '../../components/Spinner'
import { toastNetworkFailure } from '../../components/Toasts'
import { universityZone } from '../../components/schedule/known-zone'
import { useAlertDialog } from '../../components/useAlertDialog'
import { useLoad } from '../../components/useLoad'
import { ReviewComparison, ReviewProblems, ReviewThread } from './ReviewParts'

const when = (at: string) => fullWhen(new Date(at), universityZone())

/** What each decision leaves the change as, said once it is made. */
const DECIDED: Record<ReviewDecision, ReviewState> = {
  approve: 'approved',
  requestChanges: 'changes',
  reject: 'rejected',
}

/**
 * One change opened from the Review screen: who asked, when, and for when; the comparison with the live
 * version; the accessibility problems and dismissals; the thread; and the decisions. A refusal (someone
 * decided first, the editor saved again, one's own change) is said in the console's alert, the dialog kept.
 */
export function ReviewDialog({
  change,
  onClose,
  onDecided,
}: {
  change: ReviewRow
  onClose(): void
  onDecided(): void
}) {
  const bridge = useBridge()
  const { table, EntryID } = change
  const read = useCallback(() => bridge.api.review.one({ table, EntryID }), [bridge, table, EntryID])
  const detail = useLoad(read)
  // Read again after a comment, the change in hand shown meanwhile (the focus and the typing stay).
  const [fresh, setFresh] = useState<ReviewDetail | null>(null)
  const reload = async () => {
    const again = await read()
    if (again.ok) setFresh(again.data)
  }
  return (
    <Modal title={`${reviewAreaLabel(change.area)}: ${change.title}`} onEscape={onClose}>
      <div className="review-dialog">
        {detail.status === 'loading' && <Spinner label={S.loading} />}
        {detail.status === 'failed' && (
          <LoadFailure what={S.whatOne} failure={detail.failure} retry={detail.retry} />
        )}
        {detail.status === 'ready' && (
          <ReviewBody
            detail={fresh ?? detail.data}
            reload={() => void reload()}
            onClose={onClose}
            onDecided={onDecided}
          />
        )}
        {detail.status !== 'ready' && (
          <div className="modal-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              {S.close}
            </button>
          </div>
        )}
      </div>
    </Modal>
  )
}

function ReviewBody({
  detail,
  reload,
  onClose,
  onDecided,
}: {
  detail: ReviewDetail
  reload(): void
  onClose(): void
  onDecided(): void
}) {
  const bridge = useBridge()
  const { showAlert, alertDialog } = useAlertDialog()
  const commentId = useId()
  const errorId = useId()
  const field = useRef<HTMLTextAreaElement>(null)
  const [comment, setComment] = useState('')
  const [missing, setMissing] = useState(false)
  const [busy, setBusy] = useState<ReviewDecision | 'comment' | null>(null)
  const record = { table: detail.table, EntryID: detail.EntryID }
  const facts = useRef<HTMLDListElement>(null)
  // Drawn in place of the loading state, whose Close button had the focus and is gone: the focus goes to the
  // dialog's frame (its title is read, Tab goes on from the top) instead of the page behind the dialog.
  useLayoutEffect(() => {
    const dialog = facts.current?.closest<HTMLElement>('[role="dialog"]')
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus()
  }, [])

  function refused(failure: Failure) {
    if (isNetworkFailure(failure)) toastNetworkFailure()
    else showAlert(errorAlert(failure.message))
  }

  /** Request changes and a comment say what should change: the field is marked and takes the focus. */
  function needsComment(): boolean {
    if (comment.trim() !== '') return false
    setMissing(true)
    field.current?.focus()
    return true
  }

  async function decide(decision: ReviewDecision) {
    if (busy) return
    if (decision === 'requestChanges' && needsComment()) return
    setBusy(decision)
    const text = comment.trim()
    const body = { ...record, version: detail.version }
    const result =
      decision === 'requestChanges'
        ? await bridge.api.review.requestChanges({ ...body, comment: text })
        : await bridge.api.review[decision]({ ...body, ...(text ? { comment: text } : {}) })
    setBusy(null)
    if (!result.ok) return refused(result)
    toast.success(S.decided(T.states[DECIDED[decision]], detail.title))
    onDecided()
  }

  async function addComment() {
    if (busy || needsComment()) return
    setBusy('comment')
    const result = await bridge.api.review.comment({ ...record, text: comment.trim() })
    setBusy(null)
    if (!result.ok) return refused(result)
    setComment('')
    reload()
  }

  return (
    <>
      <dl className="review-facts" ref={facts}>
        <dt>{T.askedBy}</dt>
        <dd>{detail.askedBy.name}</dd>
        <dt>{T.askedAt}</dt>
        <dd>{when(detail.askedAt)}</dd>
        <dt>{T.publishAt}</dt>
        <dd>{detail.publishAt ? when(detail.publishAt) : T.publishNow}</dd>
        <dt>{S.state}</dt>
        <dd>{T.states[detail.state]}</dd>
      </dl>
      <ReviewComparison detail={detail} />
      <ReviewProblems detail={detail} />
      <ReviewThread comments={detail.comments} />
      <div className="field">
        <label htmlFor={commentId}>{T.comment}</label>
        <textarea
          id={commentId}
          ref={field}
          className="input"
          rows={3}
          value={comment}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          onChange={(event) => {
            setComment(event.target.value)
            setMissing(false)
          }}
        />
        {missing && (
          <p id={errorId} className="field-error" role="alert">
            {T.commentRequired}
          </p>
        )}
      </div>
      <div className="modal-actions review-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {S.close}
        </button>
        <BusyButton
          type="button"
          className="button button-secondary"
          busy={busy === 'comment'}
          onClick={() => void addComment()}
        >
          {T.addComment}
        </BusyButton>
        {detail.mayDecide && (
          <>
            <BusyButton
              type="button"
              className="button button-danger"
              busy={busy === 'reject'}
              onClick={() => void decide('reject')}
            >
              {T.decisions.reject}
            </BusyButton>
            <BusyButton
              type="button"
              className="button button-secondary"
              busy={busy === 'requestChanges'}
              onClick={() => void decide('requestChanges')}
            >
              {T.decisions.requestChanges}
            </BusyButton>
            <BusyButton
              type="button"
              className="button button-primary"
              busy={busy === 'approve'}
              onClick={() => void decide('approve')}
            >
              {T.decisions.approve}
            </BusyButton>
          </>
        )}
      </div>
      {alertDialog}
    </>
  )
}
