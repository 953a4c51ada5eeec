import { getTableName } from 'drizzle-orm'
import { review as reviewCalls } from '../../shared/contract/review'
import type { Spec } from '../../shared/contract/define'
import { REVIEW_ASKED } from '../../shared/rules/audit'
import type { ReviewArea } from '../../shared/rules/review'
import type { Write, WriteStep } from '../routes/write-steps'
import {
  releaseForDirectSave,
  reviewAreaOf,
  savesWaitForReview,
  submitForReview,
  withdrawReviews,
} from './store'

// Issue 48: review as steps of the one write path (routes/write-steps.ts). Before the handler, `review` decides
// whether the save waits for a reviewer (the caller's level and the record's area, under the Super Admin's
// rules). A save that waits is held: the schedule it asks is kept with the review instead of as jobs, and the
// `published` and `outbox` steps leave the readers' copy and the webhooks alone; once its audit entry (the
// version submitted) is written, `review request` submits it. A save that does not wait publishes the record
// as it now is and closes the rounds that held it; a deletion withdraws them. The decisions (routes/review.ts)
// are writes of the record too, and are left to their handlers.

/** What the review step decided about one write. */
export interface ReviewOfWrite {
  table: string
  area: ReviewArea
  /** The save waits for a reviewer: readers keep the version they see. */
  held: boolean
}

const DECISIONS = new Set<Spec>(Object.values(reviewCalls))
/** The decisions that leave the record's content as the editor submitted it (a rejection puts it back). */
const CONTENT_KEPT = new Set<Spec>([reviewCalls.approve, reviewCalls.requestChanges])

export const reviewStep: WriteStep = {
  name: 'review',
  async before(write) {
    if (!write.table || DECISIONS.has(write.spec)) return
    const table = getTableName(write.table)
    const area = reviewAreaOf(table)
    if (!area) return
    const held = write.spec.method !== 'DELETE' && (await savesWaitForReview(write.db, write.actor, area))
    write.review = { table, area, held }
  },
  async after(write, { recordId }) {
    const review = write.review
    if (!review || recordId === null) return
    // The version's entry says the save waits for review, so the log tells it so (rules/audit.ts).
    if (review.held) write.kept = { ...write.kept, also: { ...write.kept.also, [REVIEW_ASKED]: true } }
    if (write.spec.method === 'DELETE') await withdrawReviews(write.db, review.table, recordId)
    else if (!review.held)
      await releaseForDirectSave(write.db, write.actor, review.table, recordId, write.now)
  },
}

/** After the audit entry: the version it made is the one submitted for review. */
export const reviewRequestStep: WriteStep = {
  name: 'review request',
  async after(write, { recordId }) {
    const review = write.review
    if (!review?.held || recordId === null || write.entryId === undefined) return
    await submitForReview(write.db, {
      actor: write.actor,
      table: review.table,
      area: review.area,
      EntryID: recordId,
      version: write.entryId,
      made: !write.record?.existed,
      publishAt: write.schedule?.times.publish,
      unpublishAt: write.schedule?.times.unpublish,
      now: write.now,
    })
  },
}

/** Whether the write waits for review (the steps that would show it to readers skip it). */
export const isHeld = (write: Write): boolean => write.review?.held === true

/**
 * A decision that changes none of the record's content: the version it decides was checked when it was
 * saved, so the `accessibility` step need not read it again (an approval costs about what a publish does).
 */
export const keepsContent = (write: Write): boolean => CONTENT_KEPT.has(write.spec)
