import { and, desc, eq, getTableColumns, isNull } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { HistoryEntry } from '../../shared/contract/define'
import { changedFields, isBookkeeping } from '../../shared/rules/audit'
import { NEVER_RESTORED, NO_SUCH_VERSION, notRestorable, RESTORE_TAKEN } from '../../shared/rules/versions'
import { audit_log } from '../db/schema'
import { HttpError } from '../errors'
import { leaseOf } from './lease'
import { uniqueViolation } from './records'
import type { ByKey, ReadContext, ReadOneHandler } from './read-one'

// Issue 25: a record's history is its audit entries (audit-log.ts keeps the whole record after every
// write), so the versions cost no second copy and no second write. What changed is what the audit log
// names (rules/audit.ts: bookkeeping columns such as UpdatedDate are not the editor's change). Whoever may read the record (its
// read-one call: the level, the faculty, 404 for an unknown id) may read its history.

/** How many versions one answer holds at most: the newest. */
export const HISTORY_LIMIT = 1000

type Values = Record<string, unknown>

const asValues = (value: unknown): Values | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Values) : null

/** A kept version as the history lists it (`values`: only to mark a deletion) or as the version call gives it. */
function versionFrom(entry: typeof audit_log.$inferSelect, withValues: boolean): HistoryEntry {
  const values = asValues(entry.after)
  return {
    version: entry.id,
    at: entry.at,
    by: entry.staff_name,
    call: entry.call,
    changed: changedFields(entry.before, entry.after),
    ...(withValues || values === null ? { values } : {}),
    pinned: entry.pinned,
  }
}

/**
 * The handler of an area's history call, from its read-one handler: the kept versions, newest first, without
 * their values (a thousand versions of a long page would be megabytes; the version call gives one's values).
 */
export function historyOf<Row, K extends string, V extends number | string>(
  readOne: ReadOneHandler<Row, K, V>,
) {
  return async (ctx: ReadContext<K, V>): Promise<HistoryEntry[]> => {
    const row = await readOne(ctx)
    const entries = await ctx.db
      .select()
      .from(audit_log)
      // Only kept versions: one the retention pruned has lost its values (retention.ts).
      .where(and(eq(audit_log.record, readOne.recordOf(ctx.input, row)), isNull(audit_log.pruned_at)))
      .orderBy(desc(audit_log.id))
      .limit(HISTORY_LIMIT)
    return entries.map((entry) => versionFrom(entry, false))
  }
}

/** The handler of an area's version call: one kept version of the record, with every value. */
export function keptVersionOf<Row, K extends string, V extends number | string>(
  readOne: ReadOneHandler<Row, K, V>,
) {
  return async (ctx: ReadContext<K, V> & { input: ByKey<K, V> & { version: number | string } }) => {
    const row = await readOne(ctx)
    const [entry] = await ctx.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.id, Number(ctx.input.version)),
          eq(audit_log.record, readOne.recordOf(ctx.input, row)),
          isNull(audit_log.pruned_at),
        ),
      )
    if (!entry) throw new HttpError(404, NO_SUCH_VERSION, 'version')
    return { ...versionFrom(entry, true), values: asValues(entry.after) }
  }
}

interface RestoreFields {
  version: number
  basedOn: number
  fields: string[]
}

/**
 * The handler of an area's restore call: the chosen fields of one of the record's versions written back as
 * they were, straight into the record's table (so a photo comes back too, which no update body carries).
 * The registered call audits it as any write, so the restore is a new version, and checks its `basedOn` as
 * a save's version header (409 when the record changed since). `recordTable` and `recordWhere` tell
 * registerArea which record it writes.
 */
export function restoreOf<Row, K extends string, V extends number | string>(
  readOne: ReadOneHandler<Row, K, V>,
  /** The only fields a restore may put back, when the screen edits fewer than the table holds. */
  only?: readonly string[],
) {
  const table = readOne.id.table as PgTable
  const columns: Record<string, PgColumn> = getTableColumns(table)
  const restorable = (field: string, values: Values) => {
    const column = columns[field] as PgColumn | undefined
    return (
      column !== undefined &&
      (only === undefined || only.includes(field)) &&
      field in values &&
      !isBookkeeping(field) &&
      !NEVER_RESTORED.includes(field) &&
      !column.primary &&
      column !== readOne.id
    )
  }
  const handler = async (
    ctx: ReadContext<K, V> & { input: ByKey<K, V> & RestoreFields },
  ): Promise<{ message: 'success' }> => {
    const { input } = ctx
    const row = await readOne(ctx)
    const [entry] = await ctx.db
      .select({ after: audit_log.after })
      .from(audit_log)
      .where(and(eq(audit_log.id, input.version), eq(audit_log.record, readOne.recordOf(input, row))))
    const values = asValues(entry?.after)
    if (!values) throw new HttpError(404, NO_SUCH_VERSION, 'version')
    const set: Values = {}
    for (const field of input.fields) {
      if (!restorable(field, values)) throw new HttpError(400, notRestorable(field), 'fields')
      set[field] = values[field]
    }
    try {
      await ctx.db.update(table).set(set).where(eq(readOne.id, input[readOne.key]))
    } catch (error) {
      if (uniqueViolation(error) !== null) throw new HttpError(409, RESTORE_TAKEN)
      throw error
    }
    return { message: 'success' }
  }
  return Object.assign(handler, {
    recordTable: table,
    recordWhere: (input: ByKey<K, V>) => eq(readOne.id, input[readOne.key]),
  })
}

/**
 * An area's read-one, history, lease and restore handlers (contract `openedRecord`):
 * `...openedRecordHandlers(readOneFrom(...))`.
 */
export const openedRecordHandlers = <Row, K extends string, V extends number | string>(
  get: ReadOneHandler<Row, K, V>,
) => ({
  get,
  history: historyOf(get),
  version: keptVersionOf(get),
  lease: leaseOf(get),
  restore: restoreOf(get),
})
