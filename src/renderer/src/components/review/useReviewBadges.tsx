import { useMemo, type ReactNode } from 'react'
import type { ReviewRow } from '../../../../shared/contract/review'
import { REVIEW_TEXT, type ReviewTable } from '../../../../shared/rules/review'
import { useOpenReviews } from './useReviews'
import './review.css'

// Issue 48: a list's word for a record whose change waits for review, or was sent back ("Waiting for review",
// "Changes requested"), beside its status. One read of the open changes per list; each row looks up its own.

export interface ReviewBadges {
  /** The open change of the record with this key (its EntryID, or what `keyOf` reads), if any. */
  of(key: number | string): ReviewRow | undefined
  /** The badge's words, '' for a record with no open change (the CSV and the search get them too). */
  text(key: number | string): string
}

const byEntryId = (review: ReviewRow) => review.EntryID

/**
 * `keyOf`: what a row of the list is matched by (default the review's EntryID; a course page by its course).
 * Keep it a module function: the lookup is memoised on it.
 */
export function useReviewBadges(
  table: ReviewTable,
  keyOf: (review: ReviewRow) => number | string | null = byEntryId,
): ReviewBadges {
  const reviews = useOpenReviews()
  return useMemo(() => {
    const byKey = new Map<number | string, ReviewRow>()
    for (const review of reviews) {
      const key = review.table === table ? keyOf(review) : null
      if (key !== null) byKey.set(key, review)
    }
    const of = (key: number | string) => byKey.get(key)
    const text = (key: number | string) => {
      const review = of(key)
      return review ? REVIEW_TEXT.states[review.state] : ''
    }
    return { of, text }
  }, [reviews, table, keyOf])
}

export function ReviewBadge({ text }: { text: string }) {
  return text ? <span className="review-badge">{text}</span> : null
}

/**
 * A list's cell with the record's badge under its text, where the list has no Status column to carry it (the
 * course list's names, the gallery's and the alumni feedback's titles).
 */
export function WithReviewBadge({ text, children }: { text: string; children: ReactNode }) {
  return (
    <span className="review-status">
      <span>{children}</span>
      <ReviewBadge text={text} />
    </span>
  )
}
