import { count, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client'

/** How many rows of `table` match `where` (all rows when it is undefined). */
export const countWhere = async (db: Database, table: PgTable, where?: SQL): Promise<number> =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0
