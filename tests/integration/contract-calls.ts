import { sql } from 'drizzle-orm'
import { contract } from '../../src/shared/contract'
import type { Spec } from '../../src/shared/contract/define'
import type { Database } from '../../src/server/db/client'

// What the tests generated from the contract share: every call by name, and a fingerprint of the whole
// database to prove a refused request changed nothing.

export interface ContractEntry {
  /** 'news.add' */
  name: string
  spec: Spec
}

export const CONTRACT_ENTRIES: readonly ContractEntry[] = Object.entries(contract).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, Spec>).map(([name, spec]) => ({ name: `${area}.${name}`, spec })),
)

export const hasBody = (spec: Spec) =>
  spec.kind === 'call' && (spec.method === 'POST' || spec.method === 'PATCH')

/** The fields of a call's body as the contract names them. */
export const bodyFields = (spec: Spec): string[] =>
  spec.kind === 'call' ? Object.keys((spec.input as { shape?: object }).shape ?? {}) : []

/**
 * Every table's content as one fingerprint per table: its row count and the sum of its rows' 64-bit hashes,
 * which no order and no sort is needed for, all tables read in one query. Sessions are left out: they record
 * when they were last used, which is not a write of the request under test. The generated suites take one
 * before and after each refused write (thousands): a hash of each table's rows joined in order, one query a
 * table, was most of their time.
 */
export async function tableHashes(db: Database): Promise<Record<string, string>> {
  const tables = await tablesOf(db)
  const result = (await db.execute(
    sql.raw(
      tables
        .map(
          (name) =>
            `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) as h from "${name}" t`,
        )
        .join(' union all '),
    ),
  )) as unknown as { rows: { name: string; h: string }[] }
  return Object.fromEntries(result.rows.map(({ name, h }) => [name, h]))
}

const tableLists = new WeakMap<Database, Promise<string[]>>()
/** The tables a test's database holds, read once: migrations have run before any test does. */
function tablesOf(db: Database): Promise<string[]> {
  let tables = tableLists.get(db)
  if (!tables) {
    tables = db
      .execute(
        sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'sessions' order by 1`,
      )
      .then((answer) =>
        (answer as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name),
      )
    tableLists.set(db, tables)
  }
  return tables
}

/** Whether some row of some table holds exactly this text in one of its columns. */
export async function storedExactly(db: Database, text: string): Promise<boolean> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] }
  for (const { table_name } of tables.rows) {
    const found = (await db.execute(
      sql`select 1 from ${sql.identifier(table_name)} t where exists (select 1 from jsonb_each_text(to_jsonb(t)) e where e.value = ${text}) limit 1`,
    )) as unknown as { rows: unknown[] }
    if (found.rows.length > 0) return true
  }
  return false
}
