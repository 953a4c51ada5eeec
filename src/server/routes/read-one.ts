import { eq, getTableColumns, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import { recordName, versionOf } from '../audit-log'
import { columnsFor } from '../db/columns'
import type { Database } from '../db/client'
import { HttpError } from '../errors'
import type { HandlerContext } from './define'
import { requireFaculty } from './guards'

// Issue 23 "Edits that can be linked": an update screen opened by its address (`/news/general/update?id=7`)
// loads its record with the area's read-one call (contract `readOne`). Every area answers it the same way,
// so the handler is written once here: the row the list shows for that id, a 404 naming what is missing,
// and, for faculty content, the same 403 the area's update gives for another faculty's record.

/**
 * The read-one call's input: the record's key from the path (`:EntryID`; `:StaffID` for accounts, a code for
 * a faculty's or a course's page).
 */
export type ByKey<K extends string, V extends number | string = number> = { readonly [key in K]: V }

/** Who asks, under which policy. */
type Caller = Pick<HandlerContext, 'actor' | 'access'>

interface ReadOneOptions<Row, K extends string, V extends number | string> {
  /** The list's own query, narrowed to the rows `where` admits. */
  rows: (db: Database, where: SQL) => PromiseLike<Row[]>
  /** The column the key is matched against (of the record's own table). */
  id: PgColumn
  /** The 404's message ('No news with this id'). */
  notFound: string
  /** The record's faculty, for content a Faculty or Department user may reach only in their own faculty. */
  facultyOf?: (row: Row) => string | null
  /** Any other refusal, after the record is found (accounts: another faculty's staff). */
  check?: (caller: Caller, row: Row) => void
  /**
   * Who may reach the record, checked before it is looked up: a course's page by its course's faculty, so
   * another faculty's course is refused whether or not its page exists yet.
   */
  reach?: (ctx: ReadContext<K, V>) => Promise<unknown>
  /** The input field holding the key: `EntryID` unless named. */
  key?: K
  /** The record's id (its table's primary key) when the key is not it: a faculty's EntryID by its code. */
  recordId?: (row: Row) => number
}

/** A read-one handler, and how the audit log names the record it read (for its history and lease). */
export interface ReadOneHandler<Row, K extends string, V extends number | string = number> {
  (ctx: ReadContext<K, V>): Promise<Row & { version: number }>
  /** 'news 12' for `{ EntryID: 12 }` and its row; 'faculty 3' for `{ FacultyCode: 'FCS' }` and its row. */
  recordOf(input: ByKey<K, V>, row: Row): string
  /** The column the key is matched against (its table is the record's), and the input field holding it. */
  id: PgColumn
  key: K
}

export type ReadContext<K extends string, V extends number | string = number> = Caller & {
  input: ByKey<K, V>
  db: Database
}

/** The handler of a read-one call: the row, with its version (rules/versions.ts). */
export function readOne<Row, K extends string = 'EntryID', V extends number | string = number>(
  options: ReadOneOptions<Row, K, V>,
): ReadOneHandler<Row, K, V> {
  const key = (options.key ?? 'EntryID') as K
  const recordOf = (input: ByKey<K, V>, row: Row) => {
    const id = options.recordId ? options.recordId(row) : input[key]
    if (typeof id !== 'number') throw new Error(`readOne keyed by ${key} needs recordId`)
    return recordName(options.id.table, id)
  }
  const read = async (ctx: ReadContext<K, V>) => {
    await options.reach?.(ctx)
    const [row] = await options.rows(ctx.db, eq(options.id, ctx.input[key]))
    if (row === undefined) throw new HttpError(404, options.notFound, key)
    if (options.facultyOf) requireFaculty(ctx, options.facultyOf(row))
    options.check?.(ctx, row)
    return { ...row, version: await versionOf(ctx.db, recordOf(ctx.input, row)) }
  }
  return Object.assign(read, { recordOf, id: options.id, key })
}

/**
 * readOne for an area whose list reads `columnsFor(table, Row)` from one table keyed by EntryID (news,
 * events, headlines...): `get: readOneFrom(newsTable, NewsRow, NEWS_NOT_FOUND, (row) => row.FacultyCode)`.
 */
export function readOneFrom<T extends PgTable, S extends z.ZodRawShape>(
  table: T,
  row: z.ZodObject<S>,
  notFound: string,
  facultyOf?: (row: z.output<z.ZodObject<S>>) => string | null,
) {
  const id = (getTableColumns(table) as Record<string, PgColumn | undefined>).EntryID
  if (!id) throw new Error('readOneFrom needs a table with an EntryID column')
  // The selection is the contract row's own columns, so the rows are that row's shape (as the list's are).
  // drizzle types a select over a generic table by that table's columns, which TypeScript cannot match to
  // the generic contract row: the row (one record) is read by the contract's schema instead.
  const columns = columnsFor(table, row) as Record<string, PgColumn>
  const rows = row.array()
  return readOne({
    id,
    notFound,
    facultyOf,
    rows: async (db, where) =>
      rows.parse(
        await db
          .select(columns)
          .from(table as PgTable)
          .where(where),
      ),
  })
}
