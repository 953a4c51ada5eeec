// bench/schedule: issue 26 "Measured": JOBS scheduled publishes due within one minute, two API servers (the
// built out/main/server.js, two processes) on one PostgreSQL. Reports whether each job ran once and within 60 s
// of its time, and the API's p95 while the burst runs against its idle p95 measured in the same run.
// 1. Seeds JOBS draft news items and one pending publish each, due spread evenly over one minute starting
//    LEAD_S seconds from now (written straight into the database: the bench measures the scheduler, not the
//    saves that would make the jobs).
// 2. From the start until every job is done, PROBES clients read news items through both servers in turn
//    (GET news/one/:id, the call an update screen makes), each sample kept with its time.
// 3. Idle p95: the samples before the first job's time; burst p95: the samples from then until the last job
//    is done. Lag: each job's ran_at - due_at. Once: the Scheduler's audit entries per record.
// Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55477/postgres npx tsx bench/schedule/run.ts
//   (JOBS, LEAD_S, PROBES; without BENCH_DATABASE_URL a PostgreSQL is made, which needs Debian's postgresql
//   and root; `npm run build` first)
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { SCHEDULER_NAME } from '../../src/shared/rules/schedule'
import {
  BENCH_PASSWORD,
  createAdmin,
  freshDatabase,
  percentile,
  serverEnv,
  startPostgres,
  startServer,
  stopServer,
  type Instance,
} from '../lib/api-server'
import { ensureBuilt, writeResults } from '../lib/host'

const JOBS = Number(process.env.JOBS ?? 10_000)
const LEAD_S = Number(process.env.LEAD_S ?? 30)
const PROBES = Number(process.env.PROBES ?? 4)
const WINDOW_S = 60

const work = mkdtempSync(join(tmpdir(), 'console-schedule-'))
chmodSync(work, 0o755)

async function signIn(api: string): Promise<string> {
  const login = await fetch(new URL('login/staff_login', api), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: BENCH_PASSWORD }),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error('sign-in failed')
  return token
}

/** JOBS draft news items and their publishes, due from `first` over WINDOW_S seconds. */
async function seed(client: pg.Client, first: Date): Promise<void> {
  const body = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Timetable published.' }] }])
  await client.query(
    `insert into news ("Title", "Description", "Status", "FacultyCode", "Slug", "InsertedBy")
     select 'Scheduled item ' || n, $1, 0, 'General', 'scheduled-item-' || n, 'Schedule Bench'
     from generate_series(1, $2::int) as n`,
    [body, JOBS],
  )
  await client.query(
    `insert into schedule_job (record_table, "EntryID", action, due_at, set_by_name)
     select 'news', "EntryID", 'publish',
            $1::timestamptz + ((row_number() over (order by "EntryID") - 1) * $2::float8 / $3::int) * interval '1 second',
            'Schedule Bench'
     from news where "InsertedBy" = 'Schedule Bench'`,
    [first.toISOString(), WINDOW_S, JOBS],
  )
}

interface Sample {
  at: number
  ms: number
}

async function main() {
  ensureBuilt()
  const postgres = startPostgres(work)
  const servers: Instance[] = []
  const database = await freshDatabase(postgres.url, 'schedule_bench')
  const client = new pg.Client({ connectionString: database })
  try {
    const env = serverEnv(database, null, join(work, 'data'))
    servers.push(await startServer(env))
    createAdmin(env)
    servers.push(await startServer(env))
    const tokens = await Promise.all(servers.map((server) => signIn(server.api)))
    await client.connect()

    const first = new Date(Date.now() + LEAD_S * 1000)
    await seed(client, first)
    const ids = (
      await client.query<{ id: number }>(
        `select "EntryID" as id from news where "InsertedBy" = 'Schedule Bench' order by 1`,
      )
    ).rows.map((row) => row.id)
    console.log(`${JOBS} jobs due from ${first.toISOString()} over ${WINDOW_S} s; two servers`)

    const samples: Sample[] = []
    let running = true
    const probe = async (n: number) => {
      for (let i = n; running; i += PROBES) {
        const server = i % servers.length
        const id = ids[(i * 7919) % ids.length]
        const start = performance.now()
        const answer = await fetch(new URL(`news/one/${id}`, servers[server].api), {
          headers: { authorization: `Bearer ${tokens[server]}` },
        })
        await answer.arrayBuffer()
        if (!answer.ok) throw new Error(`news/one: ${answer.status}`)
        samples.push({ at: Date.now(), ms: performance.now() - start })
      }
    }
    const probes = Array.from({ length: PROBES }, (_, n) => probe(n))

    let lastDone = 0
    const deadline = first.getTime() + (WINDOW_S + 120) * 1000
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      const { rows } = await client.query<{ pending: string; latest: Date | null }>(
        `select count(*) filter (where state = 'pending') as pending, max(ran_at) as latest from schedule_job`,
      )
      if (Number(rows[0].pending) === 0) {
        lastDone = rows[0].latest?.getTime() ?? Date.now()
        break
      }
      if (Date.now() > deadline) throw new Error(`${rows[0].pending} jobs still pending two minutes late`)
    }
    running = false
    await Promise.all(probes)

    const states = await client.query<{ state: string; count: string }>(
      `select state, count(*) from schedule_job group by state order by state`,
    )
    const lags = (
      await client.query<{ lag: number }>(
        `select extract(epoch from ran_at - due_at) * 1000 as lag from schedule_job order by 1`,
      )
    ).rows.map((row) => Number(row.lag))
    const twice = await client.query<{ count: string }>(
      `select count(*) from (select record from audit_log where staff_name = $1 group by record having count(*) > 1) t`,
      [SCHEDULER_NAME],
    )
    const entries = await client.query<{ count: string }>(
      `select count(*) from audit_log where staff_name = $1`,
      [SCHEDULER_NAME],
    )
    const published = await client.query<{ count: string }>(
      `select count(*) from news where "InsertedBy" = 'Schedule Bench' and "Status" = 1`,
    )

    const ms = (list: Sample[]) => list.map((sample) => sample.ms).sort((a, b) => a - b)
    const idle = ms(samples.filter((sample) => sample.at < first.getTime()))
    const burst = ms(samples.filter((sample) => sample.at >= first.getTime() && sample.at <= lastDone))
    const idleP95 = percentile(idle, 0.95, 1)
    const burstP95 = percentile(burst, 0.95, 1)
    const byState = states.rows.map((row) => `${row.state} ${row.count}`).join(', ')
    const lines = [
      `| Jobs (due within ${WINDOW_S} s) | ${JOBS} |`,
      `| Job states after the run | ${byState} |`,
      `| Records published | ${published.rows[0].count} |`,
      `| Scheduler audit entries / records with more than one | ${entries.rows[0].count} / ${twice.rows[0].count} |`,
      `| Lag after due time p50 / p95 / max | ${percentile(lags, 0.5)} / ${percentile(lags, 0.95)} / ${Math.round(lags[lags.length - 1])} ms |`,
      `| Last job done after the first was due | ${((lastDone - first.getTime()) / 1000).toFixed(1)} s |`,
      `| API p95 (GET news/one) idle / burst | ${idleP95} / ${burstP95} ms (ratio ${(burstP95 / idleP95).toFixed(2)}; ${idle.length} / ${burst.length} samples) |`,
    ]
    const table = ['| Figure | Value |', '| --- | --- |', ...lines].join('\n')
    console.log(table)
    await writeResults(
      'schedule',
      [
        '## Scheduled changes (issue 26)',
        '',
        `\`bench/schedule/run.ts\`, ${new Date().toISOString().slice(0, 10)}, this machine (2 cores shared), PostgreSQL, two API`,
        `server processes, ${PROBES} clients reading records through both the whole time. Targets: every job done`,
        'once and within 60 s of its time; the API p95 during the burst at most 2x its idle p95.',
        '',
        table,
      ].join('\n'),
    )
  } finally {
    await client.end().catch(() => undefined)
    for (const server of servers) await stopServer(server)
    postgres.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
