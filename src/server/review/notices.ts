import { and, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { ReviewNotice, ReviewNotices } from '../../shared/contract/review'
import type { Actor } from '../../shared/rules/permissions'
import { REVIEW_LIMITS, type ReviewRule } from '../../shared/rules/review'
import {
  DECIDED_NOTICE_STATES,
  REVIEW_NOTICE_LIMITS,
  type ReviewNoticeKind,
} from '../../shared/rules/review-notices'
import type { Database } from '../db/client'
import { review, review_notice } from '../db/schema'
import { mayDecide, readReviewRules, roundRecord, type Round } from './store'

// Issue 48's notifications, made from the rounds of review themselves rather than kept as events: a change
// waiting (pending) is told to each reviewer who may decide it, as of when it was last submitted (a save while
// it waits asks again, so it is new again); a decision is told to who asked, as of when it was made. What is
// new to a person is what happened after they last opened their list (review_notice.seen_at); the e-mail
// digest (digest.ts) tells the same notifications that happened after their last digest.

/** Who is told: a person's StaffID, level and faculty. */
export type NoticePerson = Actor & { StaffID: number }

export type Told = Omit<ReviewNotice, 'isNew'>

const isDecisionState = (state: string): state is (typeof DECIDED_NOTICE_STATES)[number] =>
  (DECIDED_NOTICE_STATES as readonly string[]).includes(state)

function noticeOf(
  round: Round,
  kind: ReviewNoticeKind,
  by: string,
  at: string,
  comment: string | null,
): Told {
  return {
    ...roundRecord(round),
    kind,
    by,
    at,
    comment,
  }
}

/** The rounds notifications are made from: every change waiting, and the decisions made after `since`. */
export function noticeRounds(db: Database, since: Date): Promise<Round[]> {
  return db
    .select()
    .from(review)
    .where(
      or(
        eq(review.state, 'pending'),
        and(inArray(review.state, [...DECIDED_NOTICE_STATES]), gt(review.decided_at, since.toISOString())),
      ),
    )
}

/** What `person` is told of `rounds`, newest first. */
export function noticesOf(
  rules: readonly ReviewRule[],
  person: NoticePerson,
  rounds: readonly Round[],
): Told[] {
  const told = rounds.flatMap((round): Told[] => {
    if (round.state === 'pending')
      return mayDecide(rules, person, round)
        ? [noticeOf(round, 'submitted', round.asked_name, round.asked_at, null)]
        : []
    if (
      round.asked_by === person.StaffID &&
      isDecisionState(round.state) &&
      round.decided_at !== null &&
      round.decided_name !== null
    )
      return [noticeOf(round, round.state, round.decided_name, round.decided_at, round.comment)]
    return []
  })
  return told.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id)
}

/** Happened after `since` (and not after `until`); nothing happened before a time never set. */
export const happenedBetween = (at: string, since: string | null, until: Date): boolean =>
  (since === null || Date.parse(at) > Date.parse(since)) && Date.parse(at) <= until.getTime()

/** The caller's list: the newest notifications, which are new, and how many are new of all of them. */
export async function noticesFor(db: Database, person: NoticePerson, now: Date): Promise<ReviewNotices> {
  const since = new Date(now.getTime() - REVIEW_LIMITS.decidedDays * 86_400_000)
  const rules = await readReviewRules(db)
  const rounds = await noticeRounds(db, since)
  const [state] = await db
    .select({ seen_at: review_notice.seen_at })
    .from(review_notice)
    .where(eq(review_notice.StaffID, person.StaffID))
  const seen = state?.seen_at ?? null
  const all = noticesOf(rules, person, rounds).map((notice) => ({
    ...notice,
    isNew: seen === null || Date.parse(notice.at) > Date.parse(seen),
  }))
  return {
    notices: all.slice(0, REVIEW_NOTICE_LIMITS.listed),
    unseen: all.filter((notice) => notice.isNew).length,
    until: now.toISOString(),
  }
}

/** The person opened their list as read at `until`: what happened until then is no longer new (never moved back). */
export async function markNoticesSeen(db: Database, StaffID: number, until: Date, now: Date): Promise<void> {
  const seen = new Date(Math.min(until.getTime(), now.getTime())).toISOString()
  await db
    .insert(review_notice)
    .values({ StaffID, seen_at: seen })
    .onConflictDoUpdate({
      target: review_notice.StaffID,
      set: { seen_at: sql`greatest(${review_notice.seen_at}, excluded.seen_at)` },
    })
}
