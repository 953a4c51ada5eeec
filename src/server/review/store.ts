import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { ReviewRow } from '../../shared/contract/review'
import type { SessionUser } from '../../shared/contract/session'
import type { Actor } from '../../shared/rules/permissions'
import {
  isOpenReview,
  mayReview,
  OPEN_REVIEW_STATES,
  REVIEW_AREA_KEYS,
  REVIEW_SETTING_ROWS,
  REVIEWER_LEVELS,
  reviewAreaOfTable,
  reviewersOf,
  type ReviewArea,
  type ReviewerLevel,
  type ReviewRule,
} from '../../shared/rules/review'
import { SEARCH_AREAS } from '../../shared/rules/search'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { review, review_setting } from '../db/schema'
import { submitterName } from '../routes/records'

// Issue 48: what the server keeps of reviews. The Super Admin's rules (review_setting, over REVIEW_DEFAULTS),
// and each round of review of a record (review): opened or submitted again by a reviewed editor's save, closed
// by a decision, by a save of someone who publishes directly, or by the record's deletion. While a round
// `holds`, the record's readers' copy is left as readers see it (public/project.ts asks `heldForReview`).

const isReviewArea = (area: string): area is ReviewArea =>
  (REVIEW_AREA_KEYS as readonly string[]).includes(area)
const isReviewerLevel = (level: number): level is ReviewerLevel =>
  (REVIEWER_LEVELS as readonly number[]).includes(level)

/** One round of review of a record, as stored. */
export type Round = typeof review.$inferSelect

/** The round's record as the review list and the notifications name it. */
export const roundRecord = (
  round: Round,
): Pick<ReviewRow, 'id' | 'area' | 'table' | 'EntryID' | 'title' | 'FacultyCode' | 'section'> => ({
  id: round.id,
  area: round.area as ReviewArea,
  table: round.record_table as ReviewRow['table'],
  EntryID: round.EntryID,
  title: round.title,
  FacultyCode: round.faculty,
  section: round.section,
})

/** May `person` decide the round: it is open, not theirs, and they review its level and area in its scope. */
export const mayDecide = (
  rules: readonly ReviewRule[],
  person: Actor & { StaffID: number },
  round: Round,
): boolean =>
  isOpenReview(round.state) &&
  round.asked_by !== person.StaffID &&
  mayReview(rules, person, {
    level: round.asked_level,
    area: round.area as ReviewArea,
    faculty: round.faculty,
  })

/** The Super Admin's rules; a level and area with none keeps its default (reviewersOf). */
export async function readReviewRules(db: Database): Promise<ReviewRule[]> {
  const rows = await db.select().from(review_setting)
  return rows.flatMap((row) => {
    const known = REVIEW_SETTING_ROWS.find((each) => each.level === row.level && each.area === row.area)
    if (!known) return []
    const reviewers = (Array.isArray(row.reviewers) ? row.reviewers : []).filter(
      (level): level is ReviewerLevel => typeof level === 'number' && isReviewerLevel(level),
    )
    return [{ level: known.level, area: known.area, reviewers }]
  })
}

/** Sets rules; one that says what the default says is stored as none, so a later default still applies. */
export async function saveReviewRules(db: Database, rules: readonly ReviewRule[]): Promise<void> {
  for (const rule of rules) {
    const defaults = reviewersOf([], rule.level, rule.area)
    const where = and(eq(review_setting.level, rule.level), eq(review_setting.area, rule.area))
    const same = [...defaults].sort().join() === [...rule.reviewers].sort().join()
    if (same) {
      await db.delete(review_setting).where(where)
      continue
    }
    await db
      .insert(review_setting)
      .values({ level: rule.level, area: rule.area, reviewers: [...rule.reviewers] })
      .onConflictDoUpdate({
        target: [review_setting.level, review_setting.area],
        set: { reviewers: [...rule.reviewers], updated_at: sql`now()` },
      })
  }
}

/** Every rule as it holds now, for the settings screen and the forms' note. */
export async function reviewSettings(db: Database) {
  const rules = await readReviewRules(db)
  return {
    rules: REVIEW_SETTING_ROWS.map(({ level, area }) => {
      const own = rules.find((rule) => rule.level === level && rule.area === area)
      return {
        level,
        area,
        reviewers: [...reviewersOf(rules, level, area)],
        isDefault: !own,
      }
    }),
  }
}

/** The review area of a record's table, when its records are published and saved by editors. */
export const reviewAreaOf = (table: string): ReviewArea | undefined => {
  const area = reviewAreaOfTable(table)
  return area && isReviewArea(area) ? area : undefined
}

/** Whether `actor`'s saves of `area` wait for review under the rules now. */
export async function savesWaitForReview(
  db: Database,
  actor: SessionUser,
  area: ReviewArea,
): Promise<boolean> {
  return reviewersOf(await readReviewRules(db), actor.IsAdmin, area).length > 0
}

const Facts = z.object({
  title: z.string().nullable(),
  faculty: z.string().nullable(),
  section: z.string().nullable(),
})

/** A record's title, faculty and screen section (rules/search.ts names where each is), as it stands now. */
export async function recordFacts(
  db: Database,
  table: string,
  EntryID: number,
): Promise<{ title: string; faculty: string | null; section: string | null }> {
  const area = SEARCH_AREAS.find((each) => each.table === table)
  if (!area) return { title: '', faculty: null, section: null }
  const own = (column: string) => sql`t.${sql.identifier(column)}`
  const joined = (column: string) => sql`j.${sql.identifier(column)}`
  const from = 'column' in area.title ? area.title.from : undefined
  const join = from ?? area.faculty?.from
  const title =
    'fixed' in area.title
      ? sql`${area.title.fixed}::text`
      : from
        ? joined(area.title.column)
        : own(area.title.column)
  const faculty = area.faculty
    ? area.faculty.from
      ? joined(area.faculty.column)
      : own(area.faculty.column)
    : sql`null::text`
  const section = area.extra ? sql`${own(area.extra)}::text` : sql`null::text`
  const joinClause = join
    ? sql`left join ${sql.identifier(join.table)} j on j.${sql.identifier(join.key)} = t.${sql.identifier(join.key)}`
    : sql``
  const [row] = await rowsOf(
    db,
    sql`select ${title} as title, ${faculty} as faculty, ${section} as section from ${sql.identifier(table)} t ${joinClause} where t."EntryID" = ${EntryID}`,
    Facts,
  )
  return { title: row?.title ?? '', faculty: row?.faculty ?? null, section: row?.section ?? null }
}

const openState = inArray(review.state, [...OPEN_REVIEW_STATES])
const ofRecord = (table: string, EntryID: number) =>
  and(eq(review.record_table, table), eq(review.EntryID, EntryID))

/** Whether a round of review holds the record's readers' copy as readers see it. */
export async function heldForReview(db: Database, table: string, EntryID: number): Promise<boolean> {
  if (!reviewAreaOf(table)) return false
  const [held] = await db
    .select({ id: review.id })
    .from(review)
    .where(and(ofRecord(table, EntryID), eq(review.holds, true)))
    .limit(1)
  return !!held
}

export interface Submission {
  actor: SessionUser
  table: string
  area: ReviewArea
  EntryID: number
  /** The save's audit entry: the version submitted. */
  version: number
  /** The record had no row before this save. */
  made: boolean
  /** The publish and unpublish times the save asked; undefined: not sent (kept as asked before). */
  publishAt?: Date | null
  unpublishAt?: Date | null
  now: Date
}

/**
 * A reviewed editor's save: submits the record's version for review, opening a round or, while one is open,
 * submitting it again (the version replaced, asked again). A record rejected while new stays held by the new
 * round instead.
 */
export async function submitForReview(db: Database, submission: Submission): Promise<void> {
  const { actor, table, EntryID } = submission
  const facts = await recordFacts(db, table, EntryID)
  const [open] = await db
    .select()
    .from(review)
    .where(and(ofRecord(table, EntryID), openState))
    .for('update')
  const asked = {
    asked_by: actor.StaffID,
    asked_name: submitterName(actor),
    asked_level: actor.IsAdmin,
    asked_at: submission.now.toISOString(),
    version: submission.version,
    title: facts.title,
    faculty: facts.faculty,
    section: facts.section,
    ...(submission.publishAt !== undefined && { publish_at: submission.publishAt?.toISOString() ?? null }),
    ...(submission.unpublishAt !== undefined && {
      unpublish_at: submission.unpublishAt?.toISOString() ?? null,
    }),
  }
  if (open) {
    await db
      .update(review)
      .set({ ...asked, state: 'pending', holds: true })
      .where(eq(review.id, open.id))
    return
  }
  // A new record rejected earlier is still held; this round holds it now, and stays new.
  const [heldNew] = await db
    .select({ id: review.id })
    .from(review)
    .where(and(ofRecord(table, EntryID), eq(review.holds, true), eq(review.is_new, true)))
    .limit(1)
  await db
    .update(review)
    .set({ holds: false })
    .where(and(ofRecord(table, EntryID), eq(review.holds, true)))
  await db.insert(review).values({
    record_table: table,
    EntryID,
    area: submission.area,
    first_version: submission.version,
    is_new: submission.made || !!heldNew,
    state: 'pending',
    holds: true,
    ...asked,
  })
}

/**
 * A save by someone who publishes directly: their form showed the record as the editor submitted it, so the
 * save publishes it as it now is, and the rounds that held it are closed (an open one as superseded).
 */
export async function releaseForDirectSave(
  db: Database,
  actor: SessionUser,
  table: string,
  EntryID: number,
  now: Date,
): Promise<void> {
  if (!reviewAreaOf(table)) return
  await db
    .update(review)
    .set({
      state: sql`case when ${review.state} in ('pending', 'changes') then 'superseded' else ${review.state} end`,
      holds: false,
      decided_by: sql`case when ${review.state} in ('pending', 'changes') then ${actor.StaffID} else ${review.decided_by} end`,
      decided_name: sql`case when ${review.state} in ('pending', 'changes') then ${submitterName(actor)} else ${review.decided_name} end`,
      decided_at: sql`case when ${review.state} in ('pending', 'changes') then ${now.toISOString()}::timestamptz else ${review.decided_at} end`,
    })
    .where(and(ofRecord(table, EntryID), eq(review.holds, true)))
}

/** The record was deleted: its open round is withdrawn and nothing holds it any more. */
export async function withdrawReviews(db: Database, table: string, EntryID: number): Promise<void> {
  if (!reviewAreaOf(table)) return
  await db
    .update(review)
    .set({ state: 'withdrawn', holds: false })
    .where(and(ofRecord(table, EntryID), openState))
  await db.update(review).set({ holds: false }).where(ofRecord(table, EntryID))
}

/** The record's newest round, locked until the decision's transaction ends (two reviewers: one waits). */
export async function newestReviewLocked(db: Database, table: string, EntryID: number) {
  const [row] = await db
    .select()
    .from(review)
    .where(ofRecord(table, EntryID))
    .orderBy(desc(review.id))
    .limit(1)
    .for('update')
  return row
}
