import { z } from 'zod'
import { A11yProblem } from '../rules/a11y/problem'
import { RULE_IDS } from '../rules/a11y'
import { ACCESS } from '../rules/permissions'
import {
  REVIEW_AREA_KEYS,
  REVIEW_LIMITS,
  REVIEW_SETTING_ROWS,
  REVIEW_STATES,
  REVIEW_TABLES,
  REVIEW_TEXT,
  REVIEWED_LEVELS,
  REVIEWER_LEVELS,
} from '../rules/review'
import { REVIEW_NOTICE_KINDS } from '../rules/review-notices'
import { answer, call, changesNoContent, none, type Area } from './define'
import { id, pathId, requiredText } from './fields'

// Ours (issue 48): review before publishing. A save by an editor whose level and area a Super Admin (or the
// defaults of rules/review.ts) set to be reviewed changes the console's working record but not what readers
// see: it opens a review of the record, which a reviewer in scope approves (readers see it then, or at the
// publish time asked), sends back with a comment, or rejects. These calls list and decide the reviews, keep a
// comment thread per record, and set who is reviewed. A record is named by its table and EntryID, as the audit
// log names it ('news 12').

const instant = z.iso.datetime({ offset: true })

export const ReviewTableName = z.enum(REVIEW_TABLES)
export const ReviewAreaName = z.enum(REVIEW_AREA_KEYS)
export const ReviewStateName = z.enum(REVIEW_STATES)

const person = z.object({ StaffID: z.number().int(), name: z.string() })

/** One change submitted for review, as the Review screen's list, a list's badge and a form's notice read it. */
export const ReviewRow = z.object({
  id: z.number().int(),
  area: ReviewAreaName,
  table: ReviewTableName,
  EntryID: z.number().int(),
  /** The record's title or name as submitted ('' for a record with none, the home content). */
  title: z.string(),
  /** 'General', a faculty's code, or null for content of no faculty. */
  FacultyCode: z.string().nullable(),
  /** What decides which screen edits the record (a leadership record's Category, a course page's CourseCode). */
  section: z.string().nullable(),
  state: ReviewStateName,
  /** The version submitted (its audit entry): a decision names it, and is refused once the editor saved again. */
  version: z.number().int(),
  /** The record was never published: readers see nothing of it until it is approved. */
  isNew: z.boolean(),
  askedBy: person,
  /** When the change was last submitted (a save while it waits submits it again). */
  askedAt: instant,
  /** The publish and unpublish times the editor asked for; null: when approved, and none. */
  publishAt: instant.nullable(),
  unpublishAt: instant.nullable(),
  decidedBy: person.nullable(),
  decidedAt: instant.nullable(),
  /** The decision's comment (what should change; why it was rejected). */
  comment: z.string().nullable(),
  /** The caller may decide it: a reviewer of its level and area in its scope, and not who asked. */
  mayDecide: z.boolean(),
})
export type ReviewRow = z.infer<typeof ReviewRow>

/** A comment of a record's thread. */
export const ReviewComment = z.object({
  id: z.number().int(),
  by: person,
  at: instant,
  text: z.string(),
})
export type ReviewComment = z.infer<typeof ReviewComment>

/** A problem the editor dismissed on the version submitted, with why, who and when. */
export const ReviewDismissal = z.object({
  rule: z.enum(RULE_IDS),
  field: z.string(),
  reason: z.string(),
  by: z.string(),
  at: instant,
})

const values = z.record(z.string(), z.unknown())

/**
 * One record's newest review with what the screen compares (the existing History comparison): the values
 * readers see now (`live`, null for a new record) and the version submitted (`proposed`), the fields changed
 * between them, the accessibility problems of the version submitted and their dismissals, and the thread.
 */
export const ReviewDetail = ReviewRow.extend({
  live: values.nullable(),
  proposed: values,
  changed: z.array(z.string()),
  problems: z.array(A11yProblem),
  dismissals: z.array(ReviewDismissal),
  comments: z.array(ReviewComment),
})
export type ReviewDetail = z.infer<typeof ReviewDetail>

/** The dashboard card's and the header's figures. */
export const ReviewCount = z.object({
  /** Open changes the caller may decide. */
  toDecide: z.number().int(),
  /** The caller's own changes still waiting, and those sent back to them with a comment. */
  minePending: z.number().int(),
  mineChanges: z.number().int(),
})
export type ReviewCount = z.infer<typeof ReviewCount>

/** A record with a review, as the decisions and comments name it. */
export const ReviewRecord = z.object({ table: ReviewTableName, EntryID: id })

/** A decision names the version it was made on: the editor's later save is refused as changed since. */
const decision = ReviewRecord.extend({ version: id })
const comment = z.string().max(REVIEW_LIMITS.commentMax)

export const ApproveBody = decision.extend({ comment: comment.optional() })
export const RequestChangesBody = decision.extend({
  comment: requiredText(REVIEW_LIMITS.commentMax, REVIEW_TEXT.commentRequired),
})
export const RejectBody = decision.extend({ comment: comment.optional() })
export const CommentBody = ReviewRecord.extend({
  text: requiredText(REVIEW_LIMITS.commentMax, REVIEW_TEXT.commentRequired),
})

/** Who reviews one level's saves of one area: the reviewers' levels, [] to publish directly. */
export const ReviewRuleShape = z
  .object({
    level: z.union(REVIEWED_LEVELS.map((level) => z.literal(level))),
    area: ReviewAreaName,
    reviewers: z
      .array(z.union(REVIEWER_LEVELS.map((level) => z.literal(level))))
      .max(REVIEWER_LEVELS.length)
      .refine((levels) => new Set(levels).size === levels.length, 'reviewers: a level named twice')
      .refine((levels) => levels.length === 0 || levels.includes(1), REVIEW_TEXT.superAdminInReviewers),
  })
  .refine(
    (rule) => REVIEW_SETTING_ROWS.some((row) => row.level === rule.level && row.area === rule.area),
    'area: that level cannot save it',
  )

/** Every level and area that can be set, as they are now (`isDefault`: nobody changed the default). */
export const ReviewSettings = z.object({
  rules: z.array(
    z.object({
      level: z.number().int(),
      area: ReviewAreaName,
      reviewers: z.array(z.number().int()),
      isDefault: z.boolean(),
    }),
  ),
})
export type ReviewSettings = z.infer<typeof ReviewSettings>

/**
 * One notification (rules/review-notices.ts) about a round of review (`id`, its record and the decision's
 * comment, as the list names them): to a reviewer, a change submitted that they may decide; to an editor, a
 * decision on their own change. `at` is when it was submitted or decided; `by` who did it.
 */
export const ReviewNotice = ReviewRow.pick({
  id: true,
  area: true,
  table: true,
  EntryID: true,
  title: true,
  FacultyCode: true,
  section: true,
  comment: true,
}).extend({
  kind: z.enum(REVIEW_NOTICE_KINDS),
  by: z.string(),
  at: instant,
  /** Happened after the caller last opened the list. */
  isNew: z.boolean(),
})
export type ReviewNotice = z.infer<typeof ReviewNotice>

export const ReviewNotices = z.object({
  /** Newest first, at most REVIEW_NOTICE_LIMITS.listed. */
  notices: z.array(ReviewNotice),
  /** How many of all of them are new: the header's count. */
  unseen: z.number().int(),
  /** The time the list was read at: marking it seen names it, so what happened since stays new. */
  until: instant,
})
export type ReviewNotices = z.infer<typeof ReviewNotices>

export const ReviewSettingsBody = z.object({
  rules: z.array(ReviewRuleShape).min(1).max(REVIEW_SETTING_ROWS.length),
})

export const review = {
  /**
   * Every open change (waiting, or sent back for changes) of a record the caller may read, oldest first:
   * the Review screen's list (`mayDecide`), the lists' badges and the forms' notices.
   */
  list: call('GET', 'review/list', none, z.array(ReviewRow), ACCESS.signedIn),
  count: call('GET', 'review/count', none, ReviewCount, ACCESS.signedIn),
  /**
   * The caller's own changes, newest first: those still waiting or sent back, and those decided in the last
   * REVIEW_LIMITS.decidedDays days (the editor's list of what was decided on their changes).
   */
  mine: call('GET', 'review/mine', none, z.array(ReviewRow), ACCESS.signedIn),
  /** A record's newest review with its comparison and thread; 404 when it never had one. */
  one: call(
    'GET',
    'review/one/:table/:EntryID',
    z.object({ table: ReviewTableName, EntryID: pathId }),
    ReviewDetail,
    ACCESS.signedIn,
  ),
  /** Publishes the version now, or at the publish time asked (through the scheduler). */
  approve: call('POST', 'review/approve', ApproveBody, answer(['success']), ACCESS.signedIn),
  /** Sends the change back to its editor with what should change; readers still see the live version. */
  requestChanges: call(
    'POST',
    'review/request-changes',
    RequestChangesBody,
    answer(['success']),
    ACCESS.signedIn,
  ),
  /** Puts the record back as readers see it (a new record stays unpublished). */
  reject: call('POST', 'review/reject', RejectBody, answer(['success']), ACCESS.signedIn),
  /** Adds to the record's thread: its editors and its reviewers. */
  comment: call('POST', 'review/comment', CommentBody, answer(['success']), ACCESS.signedIn),
  /** The caller's notifications about changes for review, with how many are new. */
  notices: call('GET', 'review/notices', none, ReviewNotices, ACCESS.signedIn),
  /** The caller opened the list: what happened until `until` is no longer new, in every window and sign-in. */
  noticesSeen: changesNoContent(
    call('POST', 'review/notices/seen', z.object({ until: instant }), answer(['success']), ACCESS.signedIn),
  ),
  /** Who is reviewed, by whom (every signed-in user: a form shows its note from it). */
  settings: call('GET', 'review/settings', none, ReviewSettings, ACCESS.signedIn),
  setSettings: call(
    'PATCH',
    'review/settings',
    ReviewSettingsBody,
    answer(['success']),
    ACCESS.reviewSettings,
  ),
} satisfies Area
