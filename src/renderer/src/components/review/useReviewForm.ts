import type { ReviewRow } from '../../../../shared/contract/review'
import { REVIEW_AREAS, type ReviewArea } from '../../../../shared/rules/review'
import { openReviewOf, useOpenReviews, useReviewedSave } from './useReviews'

/** Issue 48: the form saves a record readers see (`{ area: 'news', id: row?.EntryID }`, rules/review.ts). */
export interface ReviewOption {
  area: ReviewArea
  /** The record's id in its review table (undefined: a new record, which has no review yet). */
  id?: number
}

/** What FormShell shows of review: Submit for review and the note, and the record's open change. */
export interface ReviewForm {
  /** The signed-in editor's save waits for a reviewer. */
  reviewed: boolean
  /** The record's change waiting for review, or sent back with a comment. */
  open?: ReviewRow
}

export function useReviewForm(option: ReviewOption | undefined): ReviewForm | undefined {
  const reviewed = useReviewedSave(option?.area)
  const reviews = useOpenReviews(option?.id !== undefined)
  if (!option) return undefined
  return { reviewed, open: openReviewOf(reviews, REVIEW_AREAS[option.area].table, option.id) }
}
