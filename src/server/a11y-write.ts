import { and, eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { A11yDismissal } from '../shared/contract/a11y'
import type { SessionUser } from '../shared/contract/session'
import { CHECKED_AREAS, isPublished, type CheckedArea } from '../shared/rules/a11y/areas'
import { DISMISSAL_NOT_CHECKED } from '../shared/rules/a11y/dismissals'
import { bodyNameOf, isCheckedColumn } from './a11y/named'
import { checkedTableOf, checkRow, readLevels, recheckRecord } from './a11y/store'
import type { Database } from './db/client'
import { a11y_dismissal } from './db/schema'
import { HttpError } from './errors'
import { submitterName } from './routes/records'
import { scheduleAsked } from './schedule-write'

// Issue 27: every save of a checked area (rules/a11y/areas.ts) is checked by the one write path
// (routes/define.ts registerCall) once its handler answered that it wrote the record: the row as saved is
// checked and its problems kept (a11y/store.ts). A save whose body carries `a11yDismissals` (our console
// always sends it; SPEC's old client never does) keeps those dismissals, and when it would leave the record
// published, or asks a scheduled publish, an error-level problem neither fixed nor dismissed refuses it: 400
// with the rule's message, naming the form's field. It runs in the save's transaction, so a refusal leaves
// nothing of the save; a save without the field is kept as before, its problems stored for the report.

/** What the save's audit entry keeps besides the record: the dismissals it sent, when it sent any. */
export type A11yAudited = { a11yDismissals: A11yDismissal[] } | null

/** What the check of a save answers: what its entry keeps, and the record as saved when it read it. */
export interface CheckedSave {
  audited: A11yAudited
  /** The record as saved (as the log keeps it); absent when the table is not checked or the record is gone. */
  row?: Record<string, unknown>
}

const dismissalsOf = (input: unknown): A11yDismissal[] | undefined => {
  const sent = (input as { a11yDismissals?: unknown } | null)?.a11yDismissals
  return Array.isArray(sent) ? (sent as A11yDismissal[]) : undefined
}

/**
 * After a write call's handler answered that it wrote record `EntryID` of `table`: check, keep, gate. A table
 * the checker does not read is left alone; a record the write removed loses its problems and dismissals.
 */
export async function checkSave(
  db: Database,
  write: { table: PgTable | undefined; EntryID: number; input: unknown; actor: SessionUser; now: Date },
): Promise<CheckedSave> {
  const name = checkedTableOf(write.table)
  if (!name) return { audited: null }
  const area = CHECKED_AREAS[name]
  const levels = await readLevels(db)
  const checked = await recheckRecord(db, name, write.EntryID, levels)
  const sent = dismissalsOf(write.input)
  if (!checked) return { audited: null }
  const { row } = checked
  if (sent === undefined) return { audited: null, row }

  for (const dismissal of sent)
    if (!isCheckedColumn(area, dismissal.field))
      throw new HttpError(400, DISMISSAL_NOT_CHECKED, 'a11yDismissals')
  await keepDismissals(db, name, write.EntryID, sent, write.actor, write.now)

  const publishing =
    'status' in area &&
    (isPublished(area, checked.row) || scheduleAsked(write.table, write.input)?.times.publish instanceof Date)
  if (publishing) {
    const dismissed = await dismissedOf(db, name, write.EntryID)
    const coming = photoComing(area, checked.row, write.input)
    const problems = coming ? checkRow(name, { ...checked.row, ...coming }, levels) : checked.problems
    const open = problems.find(
      (problem) => problem.level === 'error' && !dismissed.has(`${problem.rule} ${problem.field}`),
    )
    if (open) throw new HttpError(400, open.message, bodyNameOf(area, open.field))
  }
  return { audited: sent.length > 0 ? { a11yDismissals: sent } : null, row }
}

/**
 * The photo a two-step save sends next (SPEC §1: the record first, then its file): our console's body names
 * the chosen file in `image` (record-form.ts photoFields) while the record holds none yet. The gate checks the
 * record as it will be, so a publish of a new photo without alternative text is refused before either step
 * is kept; the upload re-checks the stored problems. Only for an area of one image, the one `image` names.
 */
function photoComing(area: CheckedArea, row: Record<string, unknown>, input: unknown) {
  const [image, ...others] = area.images
  const named = (input as { image?: unknown } | null)?.image
  if (!image || others.length > 0 || row[image.column] || typeof named !== 'string' || !named.trim())
    return null
  return { [image.column]: named }
}

/** Each dismissal sent is kept (its reason, who and when replaced when the same one is sent again). */
async function keepDismissals(
  db: Database,
  table: string,
  EntryID: number,
  sent: readonly A11yDismissal[],
  actor: SessionUser,
  now: Date,
): Promise<void> {
  if (sent.length === 0) return
  const by = { by: actor.StaffID, by_name: submitterName(actor), at: now.toISOString() }
  // One row per rule and field: of two sent for the same, the last one's reason is kept.
  const byKey = new Map(sent.map((dismissal) => [`${dismissal.rule} ${dismissal.field}`, dismissal]))
  await db
    .insert(a11y_dismissal)
    .values(
      [...byKey.values()].map(({ rule, field, reason }) => ({
        record_table: table,
        EntryID,
        rule,
        field,
        reason,
        ...by,
      })),
    )
    .onConflictDoUpdate({
      target: [
        a11y_dismissal.record_table,
        a11y_dismissal.EntryID,
        a11y_dismissal.rule,
        a11y_dismissal.field,
      ],
      set: {
        reason: sql`excluded.reason`,
        by: sql`excluded.by`,
        by_name: sql`excluded.by_name`,
        at: sql`excluded.at`,
      },
    })
}

/** The record's dismissals, as `rule field`. */
async function dismissedOf(db: Database, table: string, EntryID: number): Promise<Set<string>> {
  const rows = await db
    .select({ rule: a11y_dismissal.rule, field: a11y_dismissal.field })
    .from(a11y_dismissal)
    .where(and(eq(a11y_dismissal.record_table, table), eq(a11y_dismissal.EntryID, EntryID)))
  return new Set(rows.map((row) => `${row.rule} ${row.field}`))
}
