import { REVIEW_SCREEN_TEXT as S, REVIEW_TEXT as T } from '../../../../shared/rules/review'
import { fullWhen } from '../../../../shared/rules/schedule'
import { universityZone } from '../schedule/known-zone'
import type { ReviewForm } from './useReviewForm'
import './review.css'

/**
 * Issue 48: the record's change waiting for review, at the top of its form: its state, who asked and when,
 * and for a change sent back, the reviewer's comment (what should change); to its editor, the decision on
 * their last change.
 */
export function ReviewNotice({ review }: { review: ReviewForm }) {
  const open = review.shown
  if (!open) return null
  const when = (at: string) => fullWhen(new Date(at), universityZone())
  return (
    <div className={`review-notice review-notice--${open.state}`} role="status">
      <p className="review-notice__state">
        <strong>{T.states[open.state]}</strong>{' '}
        <span>
          {T.askedBy}: {open.askedBy.name}, {when(open.askedAt)}
        </span>
      </p>
      {open.decidedBy && (
        <p>
          {S.decidedBy}: {open.decidedBy.name}
          {open.decidedAt && `, ${when(open.decidedAt)}`}
        </p>
      )}
      {open.comment && <blockquote className="review-notice__comment">{open.comment}</blockquote>}
    </div>
  )
}

/** The note beside Submit for an editor whose save waits for review. */
export function ReviewNote({ review }: { review: ReviewForm }) {
  return review.reviewed ? <p className="review-note">{T.note}</p> : null
}
