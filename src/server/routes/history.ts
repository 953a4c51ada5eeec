import { and, desc, eq, isNull } from 'drizzle-orm'
import type { RecordVersion } from '../../shared/contract/define'
import { changedFields } from '../../shared/rules/audit'
import { audit_log } from '../db/schema'
import { leaseOf } from './lease'
import type { ReadOneHandler } from './read-one'

// Issue 25: a record's history is its audit entries (audit-log.ts keeps the whole record after every
// write), so the versions cost no second copy and no second write. What changed is what the audit log
// names (rules/audit.ts: bookkeeping columns such as UpdatedDate are not the editor's change). Whoever may read the record (its
// read-one call: the level, the faculty, 404 for an unknown id) may read its history.

/** How many versions one answer holds at most: the newest. */
export const HISTORY_LIMIT = 1000

type Values = Record<string, unknown>

const asValues = (value: unknown): Values | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Values) : null

/** The handler of an area's history call, from its read-one handler. */
export function historyOf<Row, K extends string>(readOne: ReadOneHandler<Row, K>) {
  return async (ctx: Parameters<ReadOneHandler<Row, K>>[0]): Promise<RecordVersion[]> => {
    await readOne(ctx)
    const entries = await ctx.db
      .select()
      .from(audit_log)
      // Only kept versions: one the retention pruned has lost its values (retention.ts).
      .where(and(eq(audit_log.record, readOne.recordOf(ctx.input)), isNull(audit_log.pruned_at)))
      .orderBy(desc(audit_log.id))
      .limit(HISTORY_LIMIT)
    return entries.map((entry) => {
      const values = asValues(entry.after)
      return {
        version: entry.id,
        at: entry.at,
        by: entry.staff_name,
        call: entry.call,
        changed: changedFields(entry.before, entry.after),
        values,
        pinned: entry.pinned,
      }
    })
  }
}

/** An area's read-one, history and lease handlers (contract `openedRecord`): `...openedRecordHandlers(readOneFrom(...))`. */
export const openedRecordHandlers = <Row>(get: ReadOneHandler<Row, 'EntryID'>) => ({
  get,
  history: historyOf(get),
  lease: leaseOf(get),
})
