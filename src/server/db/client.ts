import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'
import { migrate, type MigrationReport } from './migrate'

// One database API over two engines: PGlite (embedded, a folder on disk) and PostgreSQL (a deployment).

/** PGlite's extensions the migrations create (0027: the search's trigrams and accent folding). Every PGlite
 * opened on the console's data loads them. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent }

/** What both drizzle drivers share; route code is written against this and runs on either engine. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseOptions =
  /** Embedded PGlite kept in this folder (created when missing). */
  | { dataDir: string }
  /** A PostgreSQL connection string. */
  | { url: string }
  /** An already opened PGlite (tests load a prepared copy); closing the database closes it. */
  | { pglite: PGlite }

export interface OpenDatabase {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

/** Opens the database and brings its tables up to date, telling `report` how far the migrations are. */
export async function openDatabase(
  options: DatabaseOptions,
  report?: MigrationReport,
): Promise<OpenDatabase> {
  const opened = await connect(options)
  try {
    await migrate(opened.db, undefined, report)
  } catch (error) {
    await opened.close()
    throw error
  }
  return opened
}

async function connect(options: DatabaseOptions): Promise<OpenDatabase> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // A connection the server ends (a restart, a dropped database) emits 'error': on the pool while the client
    // is idle, on the client itself while it is checked out between two queries. Unheard, either ends the
    // process; heard, the next query on that client fails and the pool replaces it.
    pool.on('error', (error) => console.error('postgres pool:', error.message))
    const open = new Set<pg.PoolClient>()
    let closed = () => {}
    pool.on('connect', (client) => {
      open.add(client)
      client.on('error', (error) => console.error('postgres connection:', error.message))
    })
    pool.on('remove', (client) => {
      open.delete(client)
      if (open.size === 0) closed()
    })
    return {
      db: drizzlePostgres({ client: pool, schema }),
      kind: 'postgres',
      // pool.end() answers once every client is told to end, before their connections are gone; waiting for
      // them means the database has no session of ours left when this answers (a drop after it terminates none).
      close: async () => {
        const gone = new Promise<void>((resolve) => (closed = resolve))
        await pool.end()
        if (open.size > 0) await gone
      },
    }
  }
  let client: PGlite
  if ('pglite' in options) client = options.pglite
  else {
    await mkdir(options.dataDir, { recursive: true })
    client = await PGlite.create({ dataDir: options.dataDir, extensions: PGLITE_EXTENSIONS })
  }
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}
