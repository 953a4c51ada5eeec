import { getTableName, is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import * as schema from './schema'

// The tables of schema.ts by the name the audit log gives their records ('news 12': the table `news`), for
// the calls that start from an audit entry (issue 25: a photo's references, restoring a deleted record).

const TABLES = new Map<string, PgTable>(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
)

/** The table a record name's first word names, when it has a single-column primary key; else undefined. */
export function recordTableNamed(name: string): PgTable | undefined {
  const table = TABLES.get(name)
  if (!table) return undefined
  const keys = getTableConfig(table).columns.filter((column) => column.primary)
  return keys.length === 1 ? table : undefined
}

export { recordOfName } from '../../shared/rules/retention'
