// bench/search/explain.ts: EXPLAIN ANALYZE of each area's search query on a database bench/search/run.ts kept
// (REUSE=<PostgreSQL database name, or PGlite folder>), as a user, for one query: where the time goes.
// Run: REUSE=bench_search_x BENCH_DATABASE_URL=postgres://… npx tsx bench/search/explain.ts "student" [faculty]
import { sql, type SQL } from 'drizzle-orm'
import { serverCode } from '../lib/server-code'
import type { Database, OpenDatabase } from '../../src/server/db/client'

const REUSE = process.env.REUSE
if (!REUSE) throw new Error('REUSE names the kept database (or PGlite folder)')
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? null
const q = process.argv[2] ?? 'student'
const actor =
  process.argv[3] === 'faculty' ? { IsAdmin: 2, FacultyCode: 'FCS' } : { IsAdmin: 1, FacultyCode: null }

const code = await serverCode()
try {
  const { openDatabase } =
    await code.load<typeof import('../../src/server/db/client')>('/src/server/db/client.ts')
  const { searchEverything } = await code.load<typeof import('../../src/server/search/query')>(
    '/src/server/search/query.ts',
  )
  let database: OpenDatabase
  if (serverUrl) {
    const url = new URL(serverUrl)
    url.pathname = `/${REUSE}`
    database = await openDatabase({ url: url.toString() })
  } else database = await openDatabase({ dataDir: REUSE })
  const plans: string[] = []
  // Every statement the search sends, explained instead of run; the search reads no rows of the plans.
  const explaining = new Proxy(database.db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver)
      return async (query: SQL) => {
        const result = (await target.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[]
        }
        plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'))
        return { rows: [] }
      }
    },
  }) as Database
  for (let i = 0; i < 5; i++) await searchEverything(database.db, actor, q) // warm: caches and plans
  const times: number[] = []
  for (let i = 0; i < Number(process.env.TIMES ?? 1); i++) {
    const t = performance.now()
    await searchEverything(database.db, actor, q)
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  console.log(
    `search "${q}" as ${JSON.stringify(actor)}: median ${times[times.length >> 1].toFixed(1)} ms of ${times.length}`,
  )
  await searchEverything(explaining, actor, q)
  console.log(plans.join('\n\n-----\n\n'))
  await database.close()
} finally {
  await code.close()
}
