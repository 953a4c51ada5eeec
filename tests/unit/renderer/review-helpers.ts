import type { ReviewDetail, ReviewRow } from '../../../src/shared/contract/review'
import { doc } from './news-helpers'

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

/** A change opened: the live version and the one proposed (the title changed), a problem, one comment. */
export const reviewDetail = (over: Partial<ReviewDetail> = {}): ReviewDetail => ({
  ...reviewRow(),
  live: { Title: 'Library hours', Description: doc('Open until nine.'), Status: 1 },
  proposed: { Title: 'Library hours (summer)', Description: doc('Open until nine.'), Status: 1 },
  changed: ['Title'],
  problems: [
    {
      rule: 'img-alt-missing',
      level: 'warning',
      criterion: '1.1.1',
      technique: 'H37',
      message: 'The image has no alternative text.',
      fix: 'Describe the image.',
      field: 'ImagePath',
    },
  ],
  dismissals: [],
  comments: [
    {
      id: 3,
      by: { StaffID: 7, name: 'Chinedu Emeka Okafor' },
      at: '2026-12-01T09:05:00.000Z',
      text: 'Summer times.',
    },
  ],
  ...over,
})
