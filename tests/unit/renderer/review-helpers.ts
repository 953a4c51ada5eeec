import type { ReviewRow } from '../../../src/shared/contract/review'

// What the review tests share (issue 48): a change as the review list answers it.

/** A Faculty editor's news change waiting for review, which the signed-in user may not decide. */
export const reviewRow = (over: Partial<ReviewRow> = {}): ReviewRow => ({
  id: 1,
  area: 'news',
  table: 'news',
  EntryID: 5,
  title: 'Open day',
  FacultyCode: 'FCS',
  section: null,
  state: 'pending',
  version: 30,
  isNew: false,
  askedBy: { StaffID: 7, name: 'Chinedu Emeka Okafor' },
  askedAt: '2026-12-01T09:00:00.000Z',
  publishAt: null,
  unpublishAt: null,
  decidedBy: null,
  decidedAt: null,
  comment: null,
  mayDecide: false,
  ...over,
})
