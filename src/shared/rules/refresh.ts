import type { AreaName, Contract } from '../contract'

// Issue 45: what an editor saves shows at once in every window. Main tells every window of the user which
// area of the contract a write changed (`data.onChange`, after every successful write that changes content:
// contract/define.ts `changesContent`); a list a window keeps is read again when an area it is made from
// changes. Which areas (or single calls) make which list is this table, keyed by the read that loads the list.

/** What main tells every window after a write: the contract's area and call (`records`, `add`). */
export interface DataChange {
  area: AreaName
  call: string
}

/** A call of the contract by its dotted name: `academics.facultyList`. */
export type CallName = {
  [A in AreaName]: `${A}.${keyof Contract[A] & string}`
}[AreaName]

/** What changes a list: every write of an area, or one call. */
export type ChangedBy = AreaName | CallName

/**
 * Writes that change no content, only what their caller is shown, which main tells the caller's windows all the
 * same, counted by their call alone (their area's lists stay as they are): issue 48's notifications marked seen
 * in one window are no longer counted as new in the others.
 */
export const TOLD_BY_CALL: readonly CallName[] = ['review.noticesSeen']

const toldByCall = (name: string): boolean => (TOLD_BY_CALL as readonly string[]).includes(name)

/** The names a change is counted under: its area, and its call (`records`, `records.add`); a call told by itself, its call. */
export const changeNames = ({ area, call }: DataChange): string[] =>
  toldByCall(`${area}.${call}`) ? [`${area}.${call}`] : [area, `${area}.${call}`]

/** Whether main tells every window of the user of a successful call of the contract (`area`, `call`). */
export const tellsWindows = (changesContent: boolean, area: string, call: string): boolean =>
  changesContent || toldByCall(`${area}.${call}`)

/** The university's own records (issue 22) and the faculty pages: faculties, courses, staff, students. */
const UNIVERSITY = ['records', 'academics'] as const
/** Who the console knows and what they may do. */
const PEOPLE = ['records', 'accounts', 'permission'] as const
/** Content the public site shows; `versions` brings back a deleted record of any of them. */
const CONTENT = [
  'news',
  'event',
  'headline',
  'slider',
  'partners',
  'leadership',
  'gallery',
  'alumni',
  'media',
  'content',
  'academics',
  'versions',
  // Issue 48: a decision on a change waiting for review is a write of its record.
  'review',
] as const

const CATEGORIES = ['gallery.categoryAdd', 'gallery.categoryUpdate', 'gallery.categoryDelete'] as const
/** A category's name shows in its sub-categories' rows. */
const SUB_CATEGORIES = [
  ...CATEGORIES,
  'gallery.subcategoryAdd',
  'gallery.subcategoryUpdate',
  'gallery.subcategoryDelete',
] as const

/** Each kept list, by the read that loads it, and the areas (or calls) whose writes change it. */
export const REFRESHED_BY = {
  // The Faculty side menu and header, the faculty dashboard, the faculty choice of an account.
  'academics.facultyList': UNIVERSITY,
  'academics.courseList': UNIVERSITY,
  'records.list': UNIVERSITY,
  'academics.facultyDashboardCount': [...UNIVERSITY, ...CONTENT],
  // Not every gallery photo sent: only the category screens' own saves.
  'gallery.categoryList': CATEGORIES,
  'gallery.subcategoryList': SUB_CATEGORIES,
  'gallery.subcategoryListOf': SUB_CATEGORIES,
  // The staff a Senate or Management enrolment picks from: staff records and their accounts.
  'staff.activeList': ['records', 'accounts'],
  // The dashboard: its counts, the getting-started checklist, the accessibility count, what is scheduled.
  'general.dashboardCount': [...PEOPLE, ...CONTENT],
  'setup.checklist': PEOPLE,
  'a11y.count': [...CONTENT, 'a11y'],
  'schedule.overview': [...CONTENT, 'schedule'],
  // Issue 47: the dashboard's note while the university's zone is not chosen.
  'schedule.zone': ['schedule'],
  // Issue 46: the webhook endpoints (and the dashboard's paused note) and one endpoint's delivery log.
  'webhooks.list': ['webhooks'],
  'webhooks.deliveries': ['webhooks'],
  // Issue 48: the Review screen's list, the lists' badges, the dashboard card and the header's count.
  'review.list': CONTENT,
  'review.count': CONTENT,
  // A form's notice of its record's newest review.
  'review.one': CONTENT,
  // The header's notifications: as fresh as its count; opening the list marks them seen in every window.
  'review.notices': [...CONTENT, 'review.noticesSeen'],
} as const satisfies Partial<Record<CallName, readonly ChangedBy[]>>

export type RefreshedRead = keyof typeof REFRESHED_BY

/** The areas and calls whose writes change the list `read` loads. */
export const changing = (read: RefreshedRead): readonly ChangedBy[] => REFRESHED_BY[read]
