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

/** The read-one call's input: the record's id from the path (`:EntryID`, or `:StaffID` for accounts). */
type ByKey<K extends string> = { readonly [key in K]: number }

/** Who asks, under which policy. */
type Caller = Pick<HandlerContext, 'actor' | 'access'>

interface ReadOneOptions<Row, K extends string> {
  /** The list's own query, narrowed to the rows `where` admits. */
  rows: (db: Database, where: SQL) => PromiseLike<Row[]>
  /** The column the id is matched against. */
  id: PgColumn
  /** The 404's message ('No news with this id'). */
  notFound: string
  /** The record's faculty, for content a Faculty or Department user may reach only in their own faculty. */
  facultyOf?: (row: Row) => string | null
  /** Any other refusal, after the record is found (accounts: another faculty's staff). */
  check?: (caller: Caller, row: Row) => void
  /** The input field holding the id: `EntryID` unless named. */
  key?: K
}

/** A read-one handler, and how the audit log names the record it reads (for its history). */
export interface ReadOneHandler<Row, K extends string> {
  (ctx: ReadContext<K>): Promise<Row & { version: number }>
  /** 'news 12' for `{ EntryID: 12 }`. */
  recordOf(input: ByKey<K>): string
  /** The column the id is matched against (its table is the record's). */
  id: PgColumn
}

type ReadContext<K extends string> = Caller & { input: ByKey<K>; db: Database }

/** The handler of a read-one call: the row, with its version (rules/versions.ts). */
export function readOne<Row, K extends string = 'EntryID'>(
  options: ReadOneOptions<Row, K>,
): ReadOneHandler<Row, K> {
  const key = (options.key ?? 'EntryID') as K
  const recordOf = (input: ByKey<K>) => recordName(options.id.table, input[key])
  const read = async (ctx: ReadContext<K>) => {
    const [row] = await options.rows(ctx.db, eq(options.id, ctx.input[key]))
    if (row === undefined) throw new HttpError(404, options.notFound, key)
    if (options.facultyOf) requireFaculty(ctx, options.facultyOf(row))
    options.check?.(ctx, row)
    return { ...row, version: await versionOf(ctx.db, recordOf(ctx.input)) }
  }
  return Object.assign(read, { recordOf, id: options.id })
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
  // The one cast kept: drizzle types a select over a generic table by that table's columns, which TypeScript
  // cannot match to the generic contract row; every answer is still parsed by the contract outside production.
  const columns = columnsFor(table, row) as Record<string, PgColumn>
  return readOne({
    id,
    notFound,
    facultyOf,
    rows: (db, where) =>
      db
        .select(columns)
        .from(table as PgTable)
        .where(where) as unknown as PromiseLike<z.output<z.ZodObject<S>>[]>,
  })
}
