import { a11yRecordAddress } from './a11y-address'
import { RECORD_ID_PARAM } from './record-address'
import { REVIEW_PATH, reviewAreaLabel, type ReviewArea, type ReviewTable } from './review'

// Issue 48's notifications, as data: what a person is told about changes for review (a reviewer: a change
// submitted that they may decide; an editor: a decision on their own change), the sentence each is told in,
// where each opens, and the e-mail digest's words and timing. The header's list (app/ReviewNotices.tsx), the
// server's list (routes/review.ts) and the digest (server/review/digest.ts) read them from here.

/** What happened: a change submitted for review, or one of the three decisions on one. */
export const REVIEW_NOTICE_KINDS = ['submitted', 'approved', 'changes', 'rejected'] as const
export type ReviewNoticeKind = (typeof REVIEW_NOTICE_KINDS)[number]

/** The review states a decision notice is told for: the three decisions. */
export const DECIDED_NOTICE_STATES = ['approved', 'changes', 'rejected'] as const

export const REVIEW_NOTICE_LIMITS = {
  /** Notifications the list answers at most (the newest); the count of new ones counts them all. */
  listed: 100,
  /**
   * How often a shown window reads its review counts again (and when it is shown again): another person's
   * submission or decision is told to no window of this user, as the server does not call the app.
   */
  readAgainMs: 60_000,
} as const

/** The digest's timing: a server setting (REVIEW_DIGEST_ENV), in minutes. */
export const REVIEW_DIGEST_ENV = 'REVIEW_DIGEST_MINUTES'
export const REVIEW_DIGEST = {
  /** At most one mail a person per this many minutes (REVIEW_DIGEST_MINUTES). */
  defaultMinutes: 15,
  /** How often a server looks for digests that are due, at most: a period shorter than this is looked at as often. */
  lookEveryMs: 60_000,
  /** A person's digest taken by one server is left to it this long (a mail server's slowest answer, twice). */
  leaseMs: 5 * 60_000,
} as const

/** One notification as the sentence needs it. */
export interface NoticeFacts {
  kind: ReviewNoticeKind
  area: ReviewArea
  title: string
  /** Who submitted, or who decided. */
  by: string
  comment: string | null
}

/** The record as a sentence names it: "'Open day' (News)", or the area alone for a record with no title. */
const named = (notice: Pick<NoticeFacts, 'area' | 'title'>) =>
  notice.title ? `'${notice.title}' (${reviewAreaLabel(notice.area)})` : reviewAreaLabel(notice.area)

const withComment = (sentence: string, comment: string | null) =>
  comment ? `${sentence}: ${comment}` : sentence

/** What happened, in a sentence: "Amina Bello requested changes to 'Open day' (News): Say the room." */
export function noticeSentence(notice: NoticeFacts): string {
  switch (notice.kind) {
    case 'submitted':
      return `${notice.by} submitted ${named(notice)} for review`
    case 'approved':
      return withComment(`${notice.by} approved your change to ${named(notice)}`, notice.comment)
    case 'changes':
      return withComment(`${notice.by} requested changes to ${named(notice)}`, notice.comment)
    case 'rejected':
      return withComment(`${notice.by} rejected your change to ${named(notice)}`, notice.comment)
  }
}

/** The Review screen's address with one change's dialog open. */
export const REVIEW_TABLE_PARAM = 'table'
export const reviewChangeAddress = (table: ReviewTable, EntryID: number): string =>
  `${REVIEW_PATH}?${REVIEW_TABLE_PARAM}=${table}&${RECORD_ID_PARAM}=${EntryID}`

/**
 * Where a notification opens: a change submitted, its dialog on the Review screen (the reviewer decides it
 * there); a decision, the record's form (the editor sees the decision and the comment on it).
 */
export function noticeAddress(notice: {
  kind: ReviewNoticeKind
  table: ReviewTable
  EntryID: number
  FacultyCode: string | null
  section: string | null
}): string {
  if (notice.kind === 'submitted') return reviewChangeAddress(notice.table, notice.EntryID)
  return a11yRecordAddress(notice.table, notice.EntryID, notice.FacultyCode, notice.section)
}

export const REVIEW_NOTICE_TEXT = {
  /** The header's button; its accessible name adds how many are new ("Notifications 3 new"). */
  button: 'Notifications',
  newCount: (count: number) => `${count} new`,
  title: 'Notifications',
  intro: 'Changes submitted for you to review, and decisions on your own changes.',
  empty: 'Nothing to tell you about changes for review.',
  /** For LoadFailure: 'Could not load your notifications.' */
  what: 'your notifications',
  /** The mark of a notification new since the list was last opened. */
  isNew: 'New',
  close: 'Close',
  digestSubject: (count: number) => `${count} ${count === 1 ? 'update' : 'updates'} on changes for review`,
  digestGreeting: (name: string) => `Dear ${name},`,
  digestIntro: 'Since the last of these e-mails:',
  digestOutro: 'Open the content console to see them.',
  digestLink: (url: string) => `The content console: ${url}`,
} as const
