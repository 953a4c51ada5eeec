import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { CHECKED_AREAS, type CheckedArea, type CheckedTable } from '../../shared/rules/a11y/areas'
import { holdingProblem } from '../../shared/rules/a11y/held'
import type { RuleId } from '../../shared/rules/a11y/registry'
import type { Database } from '../db/client'
import { a11y_check, a11y_dismissal } from '../db/schema'
import { effectiveLevels, problemOf, readLevels, storedProblems } from './store'

// Issue 45: which records of an area that holds back (rules/a11y/held.ts) are kept from readers now, read
// from their stored problems at today's levels with their dismissals, as the report reads them. A photo's
// upload stores its problem (an image without alternative text) and the save that describes it clears it, so
// both hold and release follow the one write path; nothing is stored of the hold itself.

/** The records of `table` held back now (of `ids` when given), each with the rule that holds it. */
export async function heldRecords(
  db: Database,
  table: CheckedTable,
  ids?: readonly number[],
): Promise<Map<number, RuleId>> {
  const area: CheckedArea = CHECKED_AREAS[table]
  const held = new Map<number, RuleId>()
  const stored = await readLevels(db)
  const levels = effectiveLevels(stored)
  const rules = (area.heldBy ?? []).filter((rule) => levels[rule] === 'error')
  if (rules.length === 0 || ids?.length === 0) return held
  // Only the checks that hold such a problem are read: a gallery of many photos answers its few held ones.
  const checks = await db
    .select({ EntryID: a11y_check.EntryID, problems: a11y_check.problems })
    .from(a11y_check)
    .where(
      and(
        eq(a11y_check.record_table, table),
        ids ? inArray(a11y_check.EntryID, [...ids]) : undefined,
        or(...rules.map((rule) => sql`${a11y_check.problems} @> ${JSON.stringify([{ rule }])}::jsonb`)),
      ),
    )
  if (checks.length === 0) return held
  const dismissals = await db
    .select({ EntryID: a11y_dismissal.EntryID, rule: a11y_dismissal.rule, field: a11y_dismissal.field })
    .from(a11y_dismissal)
    .where(and(eq(a11y_dismissal.record_table, table), inArray(a11y_dismissal.rule, rules)))
  const dismissed = new Set(dismissals.map((d) => `${d.EntryID} ${d.rule} ${d.field}`))
  for (const check of checks) {
    const open = storedProblems(check.problems)
      .filter((problem) => !dismissed.has(`${check.EntryID} ${problem.rule} ${problem.field}`))
      .map((problem) => problemOf(problem, stored))
    const holding = holdingProblem(area, open)
    if (holding) held.set(check.EntryID, holding.rule)
  }
  return held
}

/** Rows of `table` as its list answers them, each with `HeldBack`: the rule holding it, or null when live. */
export async function withHeldBack<Row extends { EntryID: number }>(
  db: Database,
  table: CheckedTable,
  rows: readonly Row[],
): Promise<(Row & { HeldBack: RuleId | null })[]> {
  // One record (read-one) asks for its own check only; a list reads every held one of the area.
  const held = await heldRecords(db, table, rows.length === 1 ? [rows[0]!.EntryID] : undefined)
  return rows.map((row) => ({ ...row, HeldBack: held.get(row.EntryID) ?? null }))
}
