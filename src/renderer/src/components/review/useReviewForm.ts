import { useCallback } from 'react'
import type { CallResult } from '../../../../shared/contract/define'
import type { ReviewRow } from '../../../../shared/contract/review'
import { isOpenReview, REVIEW_AREAS, type ReviewArea } from '../../../../shared/rules/review'
import { useBridge } from '../../app/BridgeProvider'
import { useSession } from '../../state/session'
import { useLoad } from '../useLoad'
import { useReviewedSave } from './useReviews'

/** Issue 48: the form saves a record readers see (`{ area: 'news', id: row?.EntryID }`, rules/review.ts). */
export interface ReviewOption {
  area: ReviewArea
  /** The record's id in its review table (undefined: a new record, which has no review yet). */
  id?: number
}

/** What FormShell shows of review: Submit for review and the note, and the record's review to tell of. */
export interface ReviewForm {
  /** The signed-in editor's save waits for a reviewer. */
  reviewed: boolean
  /**
   * The record's change waiting for review or sent back with a comment; or the decision on the editor's own
   * last change (approved, rejected), which is how they are told of it.
   */
  shown?: ReviewRow
}

const NONE: CallResult<null> = { ok: true, data: null }

export function useReviewForm(option: ReviewOption | undefined): ReviewForm | undefined {
  const bridge = useBridge()
  const StaffID = useSession((state) => state.user?.StaffID)
  const reviewed = useReviewedSave(option?.area)
  const table = option && REVIEW_AREAS[option.area].table
  const id = option?.id
  // A record never submitted answers 404: nothing to show, as for a new record.
  const newest = useLoad(
    useCallback(
      () =>
        table !== undefined && id !== undefined
          ? bridge.api.review.one({ table, EntryID: id })
          : Promise.resolve(NONE),
      [bridge, table, id],
    ),
    'review.one',
  )
  if (!option) return undefined
  const review = newest.status === 'ready' ? newest.data : null
  const told =
    review !== null &&
    (isOpenReview(review.state) ||
      (review.askedBy.StaffID === StaffID && (review.state === 'approved' || review.state === 'rejected')))
  return { reviewed, shown: told ? review : undefined }
}
