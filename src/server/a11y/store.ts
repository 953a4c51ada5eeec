import { and, eq, getTableColumns, getTableName, notExists, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { A11yLevels, ALL_RULES, checkContent, RULE_IDS, type A11yProblem } from '../../shared/rules/a11y'
import { CHECKED_AREAS, CHECKED_TABLES, contentOf, type CheckedTable } from '../../shared/rules/a11y/areas'
import type { RuleId } from '../../shared/rules/a11y/registry'
import { rowOf } from '../audit-log'
import type { Database } from '../db/client'
import { a11y_check, a11y_dismissal, a11y_settings } from '../db/schema'
import { recordTableNamed } from '../db/tables'

// Issue 27: what the server keeps of the checker's findings. A record's problems are stored as found on its
// last write (a11y_check), without their level: the Super Admin's levels (a11y_settings) are applied when
// they are read, so changing a level needs no re-check. Whether the record is published is read from its own
// row then too, so the scheduler's publish (which flips a status only) needs none either.

/** A problem as stored: what the checker found and where; the rest is the rule's (problemOf). */
export const StoredProblem = z.object({
  rule: z.enum(RULE_IDS),
  field: z.string(),
  path: z.array(z.number().int().min(0)).optional(),
  detail: z.string().optional(),
})
export type StoredProblem = z.infer<typeof StoredProblem>

const RULES = new Map(ALL_RULES.map((rule) => [rule.id as string, rule]))

/** A stored problem as the checker answers it, at the level `levels` give its rule. */
export function problemOf(stored: StoredProblem, levels: A11yLevels): A11yProblem {
  const rule = RULES.get(stored.rule)
  if (!rule) throw new Error(`a11y: no rule ${stored.rule}`)
  const problem: A11yProblem = {
    rule: stored.rule,
    level: levels[stored.rule] ?? rule.level,
    criterion: rule.criterion,
    technique: rule.technique,
    message: rule.message,
    fix: rule.fix,
    field: stored.field,
  }
  if (stored.path) problem.path = [...stored.path]
  if (stored.detail !== undefined) problem.detail = stored.detail
  return problem
}

const toStored = ({ rule, field, path, detail }: A11yProblem): StoredProblem => ({
  rule,
  field,
  ...(path && { path }),
  ...(detail !== undefined && { detail }),
})

/** Problems read back from a11y_check; a rule since removed from the checker is left out. */
export const storedProblems = (value: unknown): StoredProblem[] =>
  (Array.isArray(value) ? value : []).flatMap((item) => {
    const parsed = StoredProblem.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })

/** The Super Admin's levels; a rule they never set keeps its default (and one since removed is ignored). */
export async function readLevels(db: Database): Promise<A11yLevels> {
  const [row] = await db
    .select({ levels: a11y_settings.levels })
    .from(a11y_settings)
    .where(eq(a11y_settings.id, 1))
  const stored = (row?.levels ?? {}) as Record<string, unknown>
  const known = Object.fromEntries(Object.entries(stored).filter(([id]) => RULES.has(id)))
  const parsed = A11yLevels.safeParse(known)
  return parsed.success ? parsed.data : {}
}

/** Every rule's level now: the Super Admin's, else its default. */
export const effectiveLevels = (levels: A11yLevels): Record<RuleId, 'error' | 'warning'> =>
  Object.fromEntries(ALL_RULES.map((rule) => [rule.id, levels[rule.id] ?? rule.level])) as Record<
    RuleId,
    'error' | 'warning'
  >

/** The record's problems, as its row stands (columns), at `levels`. */
export const checkRow = (
  table: CheckedTable,
  row: Readonly<Record<string, unknown>>,
  levels: A11yLevels = {},
): A11yProblem[] => checkContent(contentOf(CHECKED_AREAS[table], row), levels)

/** Keeps a record's problems as just found (a later write's check replaces an earlier one). */
export async function storeProblems(
  db: Database,
  table: CheckedTable,
  EntryID: number,
  problems: readonly A11yProblem[],
): Promise<void> {
  const values = { record_table: table, EntryID, problems: problems.map(toStored) }
  await db
    .insert(a11y_check)
    .values(values)
    .onConflictDoUpdate({
      target: [a11y_check.record_table, a11y_check.EntryID],
      set: { problems: values.problems, checked_at: sql`now()` },
    })
}

/** A deleted record's problems and dismissals go with it. */
export async function forgetRecord(db: Database, table: CheckedTable, EntryID: number): Promise<void> {
  await db.delete(a11y_check).where(and(eq(a11y_check.record_table, table), eq(a11y_check.EntryID, EntryID)))
  await db
    .delete(a11y_dismissal)
    .where(and(eq(a11y_dismissal.record_table, table), eq(a11y_dismissal.EntryID, EntryID)))
}

/** The checked table a PgTable is, if it is one. */
export function checkedTableOf(table: PgTable | undefined): CheckedTable | null {
  if (!table) return null
  const name = getTableName(table)
  return Object.hasOwn(CHECKED_AREAS, name) ? (name as CheckedTable) : null
}

/**
 * Checks one record as it now stands and keeps its problems (or forgets it when it is gone): after a write
 * that is not a save with a body to gate (a photo upload). Answers the row and its problems at `levels`.
 */
export async function recheckRecord(
  db: Database,
  table: CheckedTable,
  EntryID: number,
  levels: A11yLevels = {},
): Promise<{ row: Record<string, unknown>; problems: A11yProblem[] } | null> {
  const pgTable = recordTableNamed(table)
  const row = pgTable ? await rowOf(db, pgTable, EntryID) : null
  if (!row) {
    await forgetRecord(db, table, EntryID)
    return null
  }
  return { row, problems: await checkStoredRow(db, table, EntryID, row, levels) }
}

/** Checks a record from its row as the write left it (read or returned by that write) and keeps its problems. */
export async function checkStoredRow(
  db: Database,
  table: CheckedTable,
  EntryID: number,
  row: Readonly<Record<string, unknown>>,
  levels: A11yLevels = {},
): Promise<A11yProblem[]> {
  const problems = checkRow(table, row, levels)
  await storeProblems(db, table, EntryID, problems)
  return problems
}

export interface PassOptions {
  /** Records per query and per transaction. */
  batch?: number
}

/**
 * Checks every record that has no stored check (saved before migration 0030, or written by a path that does
 * not check: a CSV import, a deleted record restored), batch after batch. A save's own check wins over one
 * this pass made of the row before it (`do nothing` on conflict). Answers how many it checked.
 */
export async function checkUnchecked(db: Database, options: PassOptions = {}): Promise<number> {
  const batch = options.batch ?? 500
  let checked = 0
  for (const name of CHECKED_TABLES) {
    const table = recordTableNamed(name)
    if (!table) continue
    const id = (getTableColumns(table) as Record<string, PgColumn>).EntryID
    for (;;) {
      const rows = (await db
        .select()
        .from(table)
        .where(
          notExists(
            db
              .select({ one: sql`1` })
              .from(a11y_check)
              .where(and(eq(a11y_check.record_table, name), eq(a11y_check.EntryID, id))),
          ),
        )
        .orderBy(id)
        .limit(batch)) as Record<string, unknown>[]
      if (rows.length === 0) break
      const values = rows.map((row) => ({
        record_table: name,
        EntryID: row.EntryID as number,
        problems: checkRow(name, row).map(toStored),
      }))
      await db.insert(a11y_check).values(values).onConflictDoNothing()
      checked += rows.length
      if (rows.length < batch) break
    }
  }
  return checked
}
