import {
  and,
  desc,
  eq,
  getTableName,
  gte,
  inArray,
  isNotNull,
  like,
  lt,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import type { AuditFilter } from '../shared/contract/audit'
import { changesContent, type Spec } from '../shared/contract/define'
import { auditMatch, IMPORT_CALL_PATTERN, type AuditMatch } from '../shared/rules/audit'
import { instantOf } from '../shared/rules/schedule'
import type { SessionUser } from '../shared/contract/session'
import { STALE_VERSION } from '../shared/rules/versions'
import type { Database } from './db/client'
import { audit_log } from './db/schema'
import { HttpError } from './errors'
import { submitterName } from './routes/records'

// The audit log: one entry per write that changed something, made by the server around every call and
// upload (routes/define.ts, storage/uploads.ts), never by a client. An area names the table a call writes
// (`registerArea(..., { records })`) so the entry holds the record as it was before and after; without one
// it holds what the call asked for.

/** Who wrote, from where: what every entry records of the caller. */
export interface Writer {
  actor: SessionUser
  ip: string
}

interface Entry {
  call: string
  record: string | null
  before: unknown
  after: unknown
}

/** The answers of a call that changed something; 'news exist', 'failed' and the like changed nothing. */
const WRITTEN = new Set(['success', 'deleted', 'uploaded'])

export const isAuditedWrite: (spec: Spec) => boolean = changesContent

/** Writes the entry; answers its id, which is the record's version now. */
export async function recordWrite(db: Database, writer: Writer, entry: Entry): Promise<number> {
  const [written] = await db
    .insert(audit_log)
    .values({
      StaffID: writer.actor.StaffID,
      staff_name: submitterName(writer.actor),
      level: writer.actor.IsAdmin,
      address: writer.ip,
      call: entry.call,
      record: entry.record,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })
    .returning({ id: audit_log.id })
  return written.id
}

/**
 * A write no staff member made at that moment (issue 26: the scheduler, on a record's schedule): the entry
 * names the server's process as `staff_name`, with no StaffID (the column takes none for that), no level and
 * no address. It is a version of the record like any save.
 */
export async function recordServerWrite(db: Database, name: string, entry: Entry): Promise<void> {
  await db.insert(audit_log).values({
    StaffID: null,
    staff_name: name,
    level: 0,
    address: '',
    call: entry.call,
    record: entry.record,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

/**
 * The photo step of a save that made a record: when the record held no file and its newest entry is its
 * creation (no before) by the same staff member, that entry's after takes the stored file name and no
 * entry of its own is written, so one save (an add and its photo, the two requests of SPEC §1's two-step
 * save) is one entry. Answers whether it did; any other upload (a photo replaced, another person's record,
 * a record changed since) is an entry of its own.
 */
export async function foldUploadIntoCreate(
  db: Database,
  writer: Writer,
  upload: { record: string; column: string; previous: string | null; fileName: string },
): Promise<boolean> {
  if (upload.previous) return false
  const [last] = await db
    .select({
      id: audit_log.id,
      StaffID: audit_log.StaffID,
      before: audit_log.before,
      after: audit_log.after,
    })
    .from(audit_log)
    .where(eq(audit_log.record, upload.record))
    .orderBy(desc(audit_log.id))
    .limit(1)
  const made = last?.after
  if (!last || last.before !== null || typeof made !== 'object' || made === null) return false
  if (last.StaffID !== writer.actor.StaffID) return false
  await db
    .update(audit_log)
    .set({ after: { ...made, [upload.column]: upload.fileName } })
    .where(eq(audit_log.id, last.id))
  return true
}

export const auditList = (db: Database, limit: number, where?: SQL) =>
  db.select().from(audit_log).where(where).orderBy(desc(audit_log.id)).limit(limit)

/** The entries an area's or action's filter matches (rules/audit.ts auditMatch). */
function matching({ calls, table, imports }: AuditMatch): SQL {
  return (
    or(
      calls.length ? inArray(audit_log.call, calls) : undefined,
      table ? sql`split_part(${audit_log.record}, ' ', 1) = ${table}` : undefined,
      imports ? like(audit_log.call, IMPORT_CALL_PATTERN) : undefined,
    ) ?? sql`false`
  )
}

/** The day after a YYYY-MM-DD. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/**
 * Issue 47: the log's filters as one condition: who, from the start of `from` to the end of `to` in the
 * university's zone (both days included), the area and the action.
 */
export function auditFilter(filter: AuditFilter, zone: string): SQL | undefined {
  const start = filter.from ? instantOf(`${filter.from}T00:00`, zone) : null
  const end = filter.to ? instantOf(`${nextDay(filter.to)}T00:00`, zone) : null
  return and(
    filter.StaffID === undefined ? undefined : eq(audit_log.StaffID, filter.StaffID),
    start ? gte(audit_log.at, start.toISOString()) : undefined,
    end ? lt(audit_log.at, end.toISOString()) : undefined,
    filter.area ? matching(auditMatch('area', filter.area)) : undefined,
    filter.action ? matching(auditMatch('action', filter.action)) : undefined,
  )
}

/** Issue 47: each staff member in the log once, named as their newest entry names them, by name. */
export async function auditPeople(db: Database): Promise<{ StaffID: number; name: string }[]> {
  const rows = await db
    .select({
      StaffID: audit_log.StaffID,
      name: sql<string>`(array_agg(${audit_log.staff_name} order by ${audit_log.id} desc))[1]`,
    })
    .from(audit_log)
    .where(isNotNull(audit_log.StaffID))
    .groupBy(audit_log.StaffID)
  return rows
    .flatMap((row) => (row.StaffID === null ? [] : [{ StaffID: row.StaffID, name: row.name }]))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The id of the record an input names, if it names one: the field named as the table's key (`StaffID` for a
 * staff record; in an enrol body it names the person, not the leadership record), else `id` or `EntryID`.
 */
function idOf(value: unknown, table: PgTable | undefined): number | null {
  if (typeof value !== 'object' || value === null) return null
  const key = table ? primaryKeyOf(table).name : 'EntryID'
  // The university records name every kind's key EntryID, a staff member's StaffID included.
  for (const field of new Set([key, 'id', 'EntryID'])) {
    const id = (value as Record<string, unknown>)[field]
    if (typeof id === 'number' && Number.isInteger(id)) return id
  }
  return null
}

function primaryKeyOf(table: PgTable): PgColumn {
  const key = getTableConfig(table).columns.find((column) => column.primary)
  if (!key) throw new Error(`audit: ${getTableName(table)} has no primary key column`)
  return key
}

/** Columns never copied into the log: a staff row's password hash, a session's token. */
const SECRET = /password|token/i
const withoutSecrets = (row: object) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET.test(key)))

/** A row a write already read or returned, as the log keeps it (rowOf without a second read). */
export const loggedRow = (row: object): Record<string, unknown> => withoutSecrets(row)

/**
 * A record as the log keeps it (its secrets left out), or null when there is none. `lock`: the row stays
 * locked until the transaction ends, so a second save of it waits and then sees this one's entry.
 */
export async function rowOf(
  db: Database,
  table: PgTable,
  id: number,
  lock = false,
): Promise<Record<string, unknown> | null> {
  const query = db
    .select()
    .from(table)
    .where(eq(primaryKeyOf(table), id))
  const [row] = lock ? await query.for('update') : await query
  return row ? withoutSecrets(row) : null
}

/** How the log names a record: 'news 12'. */
export const recordName = (table: PgTable, id: number): string => `${getTableName(table)} ${id}`

/** A record's version (rules/versions.ts): the id of its newest entry, 0 when it has none. */
export async function versionOf(db: Database, record: string): Promise<number> {
  const [newest] = await db
    .select({ id: max(audit_log.id) })
    .from(audit_log)
    .where(eq(audit_log.record, record))
  return newest?.id ?? 0
}

/**
 * Each row's version as a column of a select over its table (a list whose rows a screen saves with their
 * version: the permission lists, a faculty's page). The record's own table and key are named in full: the
 * subquery reads audit_log, which has a StaffID of its own.
 */
export function versionColumn(table: PgTable): SQL<number> {
  const key = sql`${sql.identifier(getTableName(table))}.${sql.identifier(primaryKeyOf(table).name)}`
  const name = `${getTableName(table)} `
  return sql<number>`coalesce((select max(${audit_log.id}) from ${audit_log} where ${audit_log.record} = ${name}::text || ${key}::text), 0)`.mapWith(
    Number,
  )
}

/** The id of the row of `table` that `where` admits, or null: a write that names its record by a code. */
async function idWhere(db: Database, table: PgTable, where: SQL): Promise<number | null> {
  const key = primaryKeyOf(table)
  const [row] = await db.select({ id: key }).from(table).where(where).limit(1)
  return typeof row?.id === 'number' ? row.id : null
}

/** What a call asked for, without what must not be kept (a password). */
const asked = (input: unknown): unknown =>
  typeof input === 'object' && input !== null ? withoutSecrets(input) : input

/**
 * Reads the record a write names before its handler runs; `finish` records the entry once the handler
 * answered that it changed something. `basedOn`: the version the caller's form was opened from; a record
 * changed since is refused (409) before anything is written. `where`: which row of `table` the input names,
 * when not by its id (a faculty's page by its code); none found: the call makes it.
 */
export async function auditCall(
  db: Database,
  spec: Spec,
  input: unknown,
  table: PgTable | undefined,
  basedOn?: number,
  where?: SQL,
) {
  const call = `${spec.method} ${spec.path}`
  // A call that names no record's table names no record, whatever ids its input holds (a preview link's).
  const id = !table ? null : where ? await idWhere(db, table, where) : idOf(input, table)
  const checked = basedOn !== undefined && table !== undefined && id !== null
  const before = table && id !== null ? await rowOf(db, table, id, checked) : null
  if (checked && before && (await versionOf(db, recordName(table, id))) !== basedOn)
    throw new HttpError(409, STALE_VERSION)
  /** Whether the answer says the call changed something ('news exist' and the like changed nothing). */
  const wrote = (answer: unknown): boolean => {
    const message = (answer as { message?: unknown } | null)?.message
    return typeof message !== 'string' || WRITTEN.has(message)
  }
  /** The record the write changed: the one its input named, else the one its answer says it made. */
  const recordIdOf = (answer: unknown): number | null => {
    const made = (answer as { entry_id?: unknown } | null)?.entry_id
    return id ?? (typeof made === 'number' ? made : null)
  }
  return {
    /** The record the input names, before the handler runs; null for a record the call makes. */
    id,
    /** The record existed before the handler ran (false: the call makes it). */
    existed: before !== null,
    wrote,
    recordIdOf,
    /**
     * `also`: what the save asked besides the record's columns that its entry keeps with the record after it
     * (issue 27: the accessibility problems it dismissed, with their reasons). `saved`: the record as the
     * save left it when the write path read it already (the accessibility check), so it is not read twice.
     */
    async finish(
      writer: Writer,
      answer: unknown,
      also?: Record<string, unknown> | null,
      saved?: Record<string, unknown>,
    ): Promise<number | undefined> {
      if (!wrote(answer)) return undefined
      const recordId = recordIdOf(answer)
      const row =
        spec.method === 'DELETE'
          ? null
          : table && recordId !== null
            ? (saved ?? (await rowOf(db, table, recordId)))
            : asked(input)
      const after = row && also && typeof row === 'object' ? { ...row, ...also } : row
      const name = table ? getTableName(table) : spec.path.split('/')[0]
      return recordWrite(db, writer, {
        call,
        record: recordId === null ? null : `${name} ${recordId}`,
        before,
        after,
      })
    },
  }
}
