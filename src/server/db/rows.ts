import type { SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from './client'

/** What runs a raw query: the database, or a transaction of it. */
type Executor = Pick<Database, 'execute'>

/**
 * The rows of a raw query, each read by `row`. Both drivers answer `{ rows }`, which drizzle types as
 * `unknown` over the two; reading the answer here gives every raw query typed rows without a cast, and a
 * column that comes back other than the query said fails here, naming it, not later in a handler.
 */
export async function rowsOf<R extends z.ZodType>(db: Executor, query: SQL, row: R): Promise<z.output<R>[]> {
  return z.object({ rows: z.array(row) }).parse(await db.execute(query)).rows
}
