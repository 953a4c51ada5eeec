import { and, asc, desc, eq, getTableColumns, gte, inArray, or } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { review as reviewCalls, type ReviewDetail, type ReviewRow } from '../../shared/contract/review'
import type { SessionUser } from '../../shared/contract/session'
import { changedFields } from '../../shared/rules/audit'
import { mayAccess } from '../../shared/rules/permissions'
import {
  isOpenReview,
  OPEN_REVIEW_STATES,
  REVIEW_AREAS,
  REVIEW_LIMITS,
  REVIEW_TEXT,
  type ReviewArea,
  type ReviewRule,
  type ReviewState,
} from '../../shared/rules/review'
import { isScheduledTable, SCHEDULED } from '../../shared/rules/schedule'
import { RESTORE_TAKEN } from '../../shared/rules/versions'
import { problemOf, readLevels, storedProblems } from '../a11y/store'
import type { Database } from '../db/client'
import { a11y_check, a11y_dismissal, audit_log, review, review_comment } from '../db/schema'
import { recordTableNamed } from '../db/tables'
import { HttpError } from '../errors'
import { markNoticesSeen, noticesFor } from '../review/notices'
import {
  mayDecide,
  newestReviewLocked,
  readReviewRules,
  reviewSettings,
  roundRecord,
  saveReviewRules,
  type Round,
} from '../review/store'
import { saveSchedule } from '../schedule-write'
import { registerArea } from './define'
import { submitterName, uniqueViolation } from './records'

// Issue 48: the Review screen's calls (contract/review.ts). Each decision is a write of the record it decides
// (registered with the record's table), so it runs the write path's steps: its audit entry is a version on the
// record's History, and the `published` and `outbox` steps write the readers' copy and the webhook events of an
// approval (a round that no longer holds lets them). Two reviewers deciding at once: the round is locked
// (SELECT … FOR UPDATE) before it is read, so the second waits, then finds it decided and is told by whom.

const tableOf = (name: string): PgTable => {
  const table = recordTableNamed(name)
  if (!table) throw new Error(`review: no table ${name}`)
  return table
}

/** The caller may read the record (its area's save policy on its faculty): they see its review. */
const mayRead = (actor: SessionUser, round: Pick<Round, 'area' | 'faculty'>) =>
  mayAccess(actor, REVIEW_AREAS[round.area as ReviewArea].access, round.faculty)

function rowOf(round: Round, rules: readonly ReviewRule[], actor: SessionUser): ReviewRow {
  return {
    ...roundRecord(round),
    state: round.state,
    version: round.version,
    isNew: round.is_new,
    askedBy: { StaffID: round.asked_by, name: round.asked_name },
    askedAt: round.asked_at,
    publishAt: round.publish_at,
    unpublishAt: round.unpublish_at,
    decidedBy:
      round.decided_by !== null && round.decided_name !== null
        ? { StaffID: round.decided_by, name: round.decided_name }
        : null,
    decidedAt: round.decided_at,
    comment: round.comment,
    mayDecide: mayDecide(rules, actor, round),
  }
}

/** Every open round the caller may see, oldest first. */
async function openRounds(db: Database, actor: SessionUser): Promise<ReviewRow[]> {
  const rules = await readReviewRules(db)
  const rounds = await db
    .select()
    .from(review)
    .where(inArray(review.state, [...OPEN_REVIEW_STATES]))
    .orderBy(asc(review.asked_at), asc(review.id))
  return rounds.filter((round) => mayRead(actor, round)).map((round) => rowOf(round, rules, actor))
}

const asValues = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null

/** The values of a kept version: `after` of the entry (`before` for the live one, read at its round's start). */
async function entryValues(db: Database, id: number, side: 'before' | 'after') {
  const [entry] = await db
    .select({ before: audit_log.before, after: audit_log.after })
    .from(audit_log)
    .where(eq(audit_log.id, id))
  return asValues(entry?.[side])
}

async function detailOf(db: Database, round: Round, row: ReviewRow): Promise<ReviewDetail> {
  const proposed = (await entryValues(db, round.version, 'after')) ?? {}
  const live = round.is_new ? null : await entryValues(db, round.first_version, 'before')
  const [checked] = await db
    .select({ problems: a11y_check.problems })
    .from(a11y_check)
    .where(and(eq(a11y_check.record_table, round.record_table), eq(a11y_check.EntryID, round.EntryID)))
  const levels = await readLevels(db)
  const dismissals = await db
    .select()
    .from(a11y_dismissal)
    .where(
      and(eq(a11y_dismissal.record_table, round.record_table), eq(a11y_dismissal.EntryID, round.EntryID)),
    )
    .orderBy(asc(a11y_dismissal.id))
  const comments = await db
    .select()
    .from(review_comment)
    .where(
      and(eq(review_comment.record_table, round.record_table), eq(review_comment.EntryID, round.EntryID)),
    )
    .orderBy(desc(review_comment.id))
    .limit(REVIEW_LIMITS.commentsListed)
  return {
    ...row,
    live,
    proposed,
    changed: changedFields(live ?? {}, proposed),
    problems: storedProblems(checked?.problems).map((stored) => problemOf(stored, levels)),
    dismissals: dismissals.map((each) => ({
      rule: each.rule as ReviewDetail['dismissals'][number]['rule'],
      field: each.field,
      reason: each.reason,
      by: each.by_name,
      at: each.at,
    })),
    comments: comments.reverse().map((each) => ({
      id: each.id,
      by: { StaffID: each.by, name: each.by_name },
      at: each.at,
      text: each.text,
    })),
  }
}

interface Decided {
  table: string
  EntryID: number
  version: number
  comment?: string
}

/** A record's newest round, once the caller may read it: 404 none, 403 not theirs to see. */
async function newestRoundToRead(
  db: Database,
  actor: SessionUser,
  record: { table: string; EntryID: number },
): Promise<Round> {
  const [round] = await db
    .select()
    .from(review)
    .where(and(eq(review.record_table, record.table), eq(review.EntryID, record.EntryID)))
    .orderBy(desc(review.id))
    .limit(1)
  if (!round) throw new HttpError(404, REVIEW_TEXT.noReview, 'EntryID')
  if (!mayRead(actor, round)) throw new HttpError(403, REVIEW_TEXT.notReviewer)
  return round
}

/**
 * The round a decision is about, locked, once the caller may make it: 404 none, 409 decided already (by whom)
 * or submitted again since, 403 their own change or not a reviewer of it.
 */
async function roundToDecide(db: Database, actor: SessionUser, input: Decided): Promise<Round> {
  const round = await newestReviewLocked(db, input.table, input.EntryID)
  if (!round || !isOpenReview(round.state)) {
    if (round?.decided_name)
      throw new HttpError(409, REVIEW_TEXT.decidedAlready(round.decided_name, round.state))
    throw new HttpError(404, REVIEW_TEXT.noOpenReview, 'EntryID')
  }
  if (round.asked_by === actor.StaffID) throw new HttpError(403, REVIEW_TEXT.ownChange)
  const rules = await readReviewRules(db)
  if (!mayDecide(rules, actor, round)) throw new HttpError(403, REVIEW_TEXT.notReviewer)
  if (round.version !== input.version) throw new HttpError(409, REVIEW_TEXT.changedSince, 'version')
  return round
}

async function decide(
  db: Database,
  actor: SessionUser,
  round: Round,
  state: ReviewState,
  comment: string | undefined,
  now: Date,
) {
  const text = comment?.trim() ? comment.trim() : null
  await db
    .update(review)
    .set({
      state,
      holds: isOpenReview(state) || (state === 'rejected' && round.is_new),
      decided_by: actor.StaffID,
      decided_name: submitterName(actor),
      decided_at: now.toISOString(),
      comment: text,
    })
    .where(eq(review.id, round.id))
  if (text) await addComment(db, actor, round.record_table, round.EntryID, text)
}

async function addComment(db: Database, actor: SessionUser, table: string, EntryID: number, text: string) {
  await db
    .insert(review_comment)
    .values({ record_table: table, EntryID, by: actor.StaffID, by_name: submitterName(actor), text })
}

/** An approval at the time asked: the scheduler publishes it then (schedule-write.ts), the record Draft till. */
async function scheduleApproved(db: Database, actor: SessionUser, round: Round, now: Date) {
  const name = round.record_table
  if (!isScheduledTable(name)) return
  const future = (at: string | null) =>
    at && new Date(at).getTime() > now.getTime() ? new Date(at) : undefined
  const times = { publish: future(round.publish_at), unpublish: future(round.unpublish_at) }
  if (!times.publish && !times.unpublish) return
  await saveSchedule(
    db,
    { table: tableOf(name), name, area: SCHEDULED[name], times },
    round.EntryID,
    actor,
    now,
  )
}

/** A rejected change of a published record: the record is put back as readers see it. */
async function putBack(db: Database, round: Round) {
  const live = await entryValues(db, round.first_version, 'before')
  if (!live) return
  const table = tableOf(round.record_table)
  const columns: Record<string, PgColumn> = getTableColumns(table)
  // Views counted meanwhile are readers', not the change's: they stay.
  const set = Object.fromEntries(
    Object.entries(live).filter(
      ([field]) => columns[field] !== undefined && !columns[field].primary && field !== 'ViewCount',
    ),
  )
  try {
    await db.update(table).set(set).where(eq(columns.EntryID, round.EntryID))
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new HttpError(409, RESTORE_TAKEN)
    throw error
  }
}

const recordTable = (input: { table: string }) => tableOf(input.table)

export function registerReviewRoutes(app: FastifyInstance) {
  registerArea(
    app,
    reviewCalls,
    {
      list: ({ db, actor }) => openRounds(db, actor),
      async count({ db, actor }) {
        const rows = await openRounds(db, actor)
        const mine = rows.filter((row) => row.askedBy.StaffID === actor.StaffID)
        return {
          toDecide: rows.filter((row) => row.mayDecide).length,
          minePending: mine.filter((row) => row.state === 'pending').length,
          mineChanges: mine.filter((row) => row.state === 'changes').length,
        }
      },
      async mine({ db, actor }) {
        const rules = await readReviewRules(db)
        const since = new Date(app.services.now().getTime() - REVIEW_LIMITS.decidedDays * 86_400_000)
        const rounds = await db
          .select()
          .from(review)
          .where(
            and(
              eq(review.asked_by, actor.StaffID),
              or(inArray(review.state, [...OPEN_REVIEW_STATES]), gte(review.decided_at, since.toISOString())),
            ),
          )
          .orderBy(desc(review.asked_at), desc(review.id))
          .limit(REVIEW_LIMITS.mineListed)
        return rounds.map((round) => rowOf(round, rules, actor))
      },
      async one({ db, actor, input }) {
        const round = await newestRoundToRead(db, actor, input)
        return detailOf(db, round, rowOf(round, await readReviewRules(db), actor))
      },
      async approve({ db, actor, input }) {
        const now = app.services.now()
        const round = await roundToDecide(db, actor, input)
        await decide(db, actor, round, 'approved', input.comment, now)
        await scheduleApproved(db, actor, round, now)
        return { message: 'success' as const }
      },
      async requestChanges({ db, actor, input }) {
        const round = await roundToDecide(db, actor, input)
        await decide(db, actor, round, 'changes', input.comment, app.services.now())
        return { message: 'success' as const }
      },
      async reject({ db, actor, input }) {
        const round = await roundToDecide(db, actor, input)
        await decide(db, actor, round, 'rejected', input.comment, app.services.now())
        if (!round.is_new) await putBack(db, round)
        return { message: 'success' as const }
      },
      async comment({ db, actor, input }) {
        // Only a record with a review has a thread, and only who may read the review writes in it.
        await newestRoundToRead(db, actor, input)
        await addComment(db, actor, input.table, input.EntryID, input.text)
        return { message: 'success' as const }
      },
      notices: ({ db, actor }) => noticesFor(db, actor, app.services.now()),
      async noticesSeen({ db, actor, input }) {
        await markNoticesSeen(db, actor.StaffID, new Date(input.until), app.services.now())
        return { message: 'success' as const }
      },
      settings: ({ db }) => reviewSettings(db),
      async setSettings({ db, input }) {
        await saveReviewRules(db, input.rules)
        return { message: 'success' as const }
      },
    },
    { records: { approve: recordTable, requestChanges: recordTable, reject: recordTable } },
  )
}
