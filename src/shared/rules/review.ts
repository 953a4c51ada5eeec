import { ACCESS, isFacultyBound, mayAccess, type AccessPolicy, type Actor, type Level } from './permissions'

// Issue 48 "Review before publishing", as data: which level's saves of which area wait for a reviewer, who
// may decide them, the review's states and every word the screens and the server say about it. The server
// (routes/review.ts, the write path's `review` step) and the screens (features/review/, the forms' note)
// read them from here.

export const REVIEW_PATH = '/review'

/**
 * The areas whose records readers see (rules/public.ts) and editors save, by the key the settings and the
 * answers use: the record's table (as the audit log names it), what the screens call it, and the policy of
 * its save call, which decides who may edit and who may review it.
 */
export const REVIEW_AREAS = {
  news: { table: 'news', label: 'News', access: ACCESS.newsAndEvents },
  events: { table: 'event', label: 'Events', access: ACCESS.newsAndEvents },
  faculties: { table: 'faculty', label: 'Faculty pages', access: ACCESS.facultyContent },
  courses: { table: 'course_about', label: 'Course pages', access: ACCESS.courses },
  gallery: { table: 'gallery', label: 'Gallery', access: ACCESS.generalContent },
  leadership: { table: 'leadership', label: 'Leadership', access: ACCESS.generalContent },
  alumniFeedback: { table: 'alumni_feedback', label: 'Alumni feedback', access: ACCESS.generalContent },
  headlines: { table: 'headline', label: 'Headlines', access: ACCESS.siteAdmin },
  sliders: { table: 'slider', label: 'Sliders', access: ACCESS.siteAdmin },
  partners: { table: 'partner', label: 'Partners', access: ACCESS.siteAdmin },
  homeContent: { table: 'home_content', label: 'Home content', access: ACCESS.siteAdmin },
} as const satisfies Record<string, { table: string; label: string; access: AccessPolicy }>

export type ReviewArea = keyof typeof REVIEW_AREAS
export const REVIEW_AREA_KEYS = Object.keys(REVIEW_AREAS) as [ReviewArea, ...ReviewArea[]]
export type ReviewTable = (typeof REVIEW_AREAS)[ReviewArea]['table']
export const REVIEW_TABLES = REVIEW_AREA_KEYS.map((key) => REVIEW_AREAS[key].table) as [
  ReviewTable,
  ...ReviewTable[],
]

/** The area whose records live in `table`, if readers see them. */
export const reviewAreaOfTable = (table: string): ReviewArea | undefined =>
  REVIEW_AREA_KEYS.find((key) => REVIEW_AREAS[key].table === table)

/** The levels whose saves may be set to wait for review: a Super Admin always publishes directly. */
export const REVIEWED_LEVELS = [2, 3, 4] as const satisfies readonly Level[]
export type ReviewedLevel = (typeof REVIEWED_LEVELS)[number]

/** The levels that may review; a Super Admin is always one, so no change can wait for nobody. */
export const REVIEWER_LEVELS = [1, 2, 4] as const satisfies readonly Level[]
export type ReviewerLevel = (typeof REVIEWER_LEVELS)[number]

/**
 * Who reviews one level's saves of one area: the reviewers' levels (a Super Admin among them), or none:
 * that level publishes directly. A faculty-bound reviewer (a Faculty editor) reviews only their own faculty's
 * changes.
 */
export interface ReviewRule {
  level: ReviewedLevel
  area: ReviewArea
  reviewers: readonly ReviewerLevel[]
}

/**
 * The defaults (docs/permissions.md "Review before publishing"), following the levels' rights: Faculty editors'
 * news, events and faculty pages are reviewed by a Super Admin or a DSSD user (the central web team);
 * Department editors' course pages by a Faculty editor of their faculty or a Super Admin. Everything else, and
 * every save of a DSSD user or a Super Admin, is published directly.
 */
export const REVIEW_DEFAULTS: readonly ReviewRule[] = [
  { level: 2, area: 'news', reviewers: [1, 4] },
  { level: 2, area: 'events', reviewers: [1, 4] },
  { level: 2, area: 'faculties', reviewers: [1, 4] },
  { level: 3, area: 'courses', reviewers: [1, 2] },
]

/** Whether a level may save an area's records at all (its save policy admits it somewhere). */
export const editsArea = (level: number, area: ReviewArea): boolean => {
  const access: AccessPolicy = REVIEW_AREAS[area].access
  return (
    (access.general as readonly number[]).includes(level) ||
    (access.faculty as readonly number[]).includes(level)
  )
}

/** Every level and area a Super Admin may set, in order: the settings screen's rows. */
export const REVIEW_SETTING_ROWS: readonly { level: ReviewedLevel; area: ReviewArea }[] =
  REVIEWED_LEVELS.flatMap((level) =>
    REVIEW_AREA_KEYS.filter((area) => editsArea(level, area)).map((area) => ({ level, area })),
  )

/** The reviewers of `level`'s saves of `area` under `rules` (the Super Admin's, else the defaults): [] when none. */
export function reviewersOf(
  rules: readonly ReviewRule[],
  level: number,
  area: ReviewArea,
): readonly ReviewerLevel[] {
  return (
    rules.find((rule) => rule.level === level && rule.area === area)?.reviewers ??
    REVIEW_DEFAULTS.find((rule) => rule.level === level && rule.area === area)?.reviewers ??
    []
  )
}

/** Does a save by `level` of `area` wait for review? */
export const isReviewed = (rules: readonly ReviewRule[], level: number, area: ReviewArea): boolean =>
  reviewersOf(rules, level, area).length > 0

/**
 * May `reviewer` decide a change asked by a `level` editor on a record of `area` in `faculty`? Their level is
 * one of the rule's reviewers, and they may edit that record themselves (a Faculty editor: their own faculty's).
 * Who asked is checked apart: nobody decides their own change.
 */
export function mayReview(
  rules: readonly ReviewRule[],
  reviewer: Actor,
  change: { level: number; area: ReviewArea; faculty: string | null },
): boolean {
  const reviewers = reviewersOf(rules, change.level, change.area) as readonly number[]
  if (!reviewers.includes(reviewer.IsAdmin)) return false
  if (isFacultyBound(reviewer.IsAdmin) && !change.faculty) return false
  return mayAccess(reviewer, REVIEW_AREAS[change.area].access, change.faculty)
}

/**
 * A review's state: `pending` (waiting for a reviewer), `changes` (a reviewer asked for changes: the editor
 * saves again, which asks again), `approved` (readers see it), `rejected` (the change was put back),
 * `superseded` (someone who publishes directly saved the record meanwhile), `withdrawn` (the record was deleted).
 */
export const REVIEW_STATES = [
  'pending',
  'changes',
  'approved',
  'rejected',
  'superseded',
  'withdrawn',
] as const
export type ReviewState = (typeof REVIEW_STATES)[number]
/** The states in which a change still waits: readers see the live version meanwhile. */
export const OPEN_REVIEW_STATES = ['pending', 'changes'] as const satisfies readonly ReviewState[]
export const isOpenReview = (state: ReviewState): boolean =>
  (OPEN_REVIEW_STATES as readonly ReviewState[]).includes(state)

/** The three decisions a reviewer makes, by the call that makes each. */
export const REVIEW_DECISIONS = ['approve', 'requestChanges', 'reject'] as const
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number]

export const REVIEW_LIMITS = {
  /** A comment or a decision's reason. */
  commentMax: 4000,
  /** Comments a record's thread answers at most (the newest). */
  commentsListed: 500,
  /** How long an editor's list of their own changes keeps one decided (the console's notifications). */
  decidedDays: 30,
  /** Rounds that list answers at most (the newest). */
  mineListed: 200,
} as const

/** A list's badge and the form's notice, by state. */
const REVIEW_STATE_TEXT = {
  pending: 'Waiting for review',
  changes: 'Changes requested',
  approved: 'Approved',
  rejected: 'Rejected',
  superseded: 'Published by another editor',
  withdrawn: 'Withdrawn',
} as const satisfies Record<ReviewState, string>

/** What the screens and the server say. */
export const REVIEW_TEXT = {
  /** The form's note for an editor whose save waits for review. */
  note: 'Your changes will be reviewed by the web team',
  /** The form's submit button for that editor, instead of Publish. */
  submit: 'Submit for review',
  /** The success alert's text after such a save. */
  submitted:
    'Your changes were submitted for review. Readers see the published version until they are approved.',
  menu: 'Review',
  title: 'Review changes',
  dashboardCard: 'Changes to review',
  /** The header's count, for a reviewer. */
  headerCount: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} to review`,
  empty: 'No changes are waiting for review.',
  /** A list's badge and the form's notice, by state. */
  states: REVIEW_STATE_TEXT,
  /** The decisions' buttons. */
  decisions: {
    approve: 'Approve',
    requestChanges: 'Request changes',
    reject: 'Reject',
  } satisfies Record<ReviewDecision, string>,
  /** Column headers and labels of the Review screen. */
  area: 'Area',
  record: 'Record',
  faculty: 'Faculty',
  askedBy: 'Asked by',
  askedAt: 'Asked',
  publishAt: 'Publish at',
  publishNow: 'When approved',
  newRecord: 'New',
  live: 'Published version',
  proposed: 'Proposed version',
  problems: 'Accessibility problems',
  dismissals: 'Dismissed problems',
  comments: 'Comments',
  comment: 'Comment',
  addComment: 'Add comment',
  settingsTitle: 'Review before publishing',
  reviewedBy: 'Reviewed by',
  publishesDirectly: 'Publishes directly',
  /** Refusals (the server's 4xx messages; the screens show them as they come). */
  commentRequired: 'Say what should change',
  ownChange: 'Nobody may decide on their own change.',
  notReviewer: 'You may not review this change.',
  noOpenReview: 'This record has no change waiting for review.',
  noReview: 'This record has never been submitted for review.',
  changedSince: 'This change was saved again after you opened it. Look at it again before deciding.',
  /** Two reviewers at once: the one who came second is told who decided first. */
  decidedAlready: (name: string, state: ReviewState) =>
    `${name} already decided this change (${REVIEW_STATE_TEXT[state].toLowerCase()}).`,
  notEditable: (level: string, area: string) =>
    `${level} users cannot save ${area}, so there is nothing to review.`,
  superAdminInReviewers: 'A Super Admin is always among the reviewers.',
} as const

/** The name of a review area's records, as the Review screen's Area column shows it. */
export const reviewAreaLabel = (area: ReviewArea): string => REVIEW_AREAS[area].label

/** The Review screen's own words besides REVIEW_TEXT (issue 48, the screens' side). */
export const REVIEW_SCREEN_TEXT = {
  search: 'Search changes',
  /** A search that finds nothing: "No changes match 'x'". */
  things: 'changes',
  state: 'State',
  /** A form's notice of a decided change: "Decided by: Amina Bello, …". */
  decidedBy: 'Decided by',
  /** For LoadFailure: 'Could not load the changes to review.' */
  what: 'the changes to review',
  /** For LoadFailure: 'Could not load this change.' */
  whatOne: 'this change',
  loading: 'Loading the change…',
  /** The comparison when the version submitted is the live one in every field shown. */
  same: 'The proposed version has the same fields as the published one.',
  noProblems: 'No accessibility problems.',
  noComments: 'No comments yet.',
  /** A problem dismissed by the editor: "Dismissed by Ada Obi: decorative border". */
  dismissedBy: (by: string, reason: string) => `Dismissed by ${by}: ${reason}`,
  close: 'Close',
  /** The header's count for an editor: their changes a reviewer sent back with a comment. */
  mineChanges: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} of yours sent back`,
  /** Said after a decision, with what was decided. */
  decided: (decision: string, title: string) => `${decision}: ${title}`,
} as const
