import { join } from 'node:path'
import pg from 'pg'
import type { OpenDatabase, openDatabase as OpenDatabaseFn } from '../../src/server/db/client'

// A bench's own database: a new one on the PostgreSQL server at `serverUrl` (dropped by `drop`), or PGlite in
// `folder`. `open` is the server's openDatabase as the bench loaded it (through vite, with the server's code).

export interface BenchDatabase {
  database: OpenDatabase
  /** 'PostgreSQL 15.x' or 'PGlite', for the bench's report. */
  engine: string
  drop(): Promise<void>
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function benchDatabase(
  open: typeof OpenDatabaseFn,
  serverUrl: string | null,
  prefix: string,
  folder: string,
): Promise<BenchDatabase> {
  if (!serverUrl)
    return { database: await open({ dataDir: join(folder, 'db') }), engine: 'PGlite', drop: async () => {} }
  const name = `${prefix}_${Date.now().toString(36)}`
  const version = await onServer(serverUrl, async (client) => {
    await client.query(`create database ${name}`)
    return (await client.query('show server_version')).rows[0].server_version as string
  })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    database: await open({ url: url.toString() }),
    engine: `PostgreSQL ${version}`,
    drop: async () => {
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
    },
  }
}
