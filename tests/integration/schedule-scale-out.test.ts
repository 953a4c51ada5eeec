import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scheduledCall, SCHEDULER_NAME } from '../../src/shared/rules/schedule'
import { createPostgresDatabase } from './helpers'

// Issue 26: the scheduler exactly once across servers and restarts, with built servers (out/main/server.js) as
// a deployment runs them on one PostgreSQL database: 200 jobs due at the same minute run once each between two
// servers; a server killed (SIGKILL) while it holds due jobs loses them to the next server, which runs them once,
// marked late. Needs a real PostgreSQL (TEST_DATABASE_URL) and the build (npm run build).

const serverScript = join(import.meta.dirname, '../../out/main/server.js')
const postgres = process.env.TEST_DATABASE_URL
if (!postgres)
  console.log('schedule-scale-out.test.ts: skipped, it needs a real PostgreSQL (TEST_DATABASE_URL)')

interface Instance {
  process: ChildProcess
  output: string[]
}

describe.runIf(postgres)('scheduled changes on two API servers sharing one database', () => {
  let database: { url: string; drop(): Promise<void> }
  let folder: string
  let client: pg.Client
  const started: Instance[] = []

  /** A built server; `hold`: SCHEDULER_TEST_HOLD_MS, its batches wait that long holding their jobs. */
  function startInstance(hold?: number): Promise<Instance> {
    const child = spawn(process.execPath, [serverScript], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: database.url,
        DATA_DIR: join(folder, `server-${started.length}`),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...(hold ? { SCHEDULER_TEST_HOLD_MS: String(hold) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output: string[] = []
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start in 60 s: ${output.join('')}`)), 60_000)
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      child.stdout?.on('data', (chunk: Buffer) => {
        output.push(chunk.toString())
        if (!/API at http:\/\/\S+\/api\//.test(output.join(''))) return
        clearTimeout(timer)
        const instance = { process: child, output }
        started.push(instance)
        resolve(instance)
      })
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output.join('')}`)))
    })
  }

  const stop = (instance: Instance, signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (instance.process.exitCode !== null || instance.process.signalCode !== null) return resolve()
      instance.process.once('exit', () => resolve())
      instance.process.kill(signal)
    })

  /** `count` news records, each with a pending publish due `dueAgoMs` ago; answers the jobs' ids. */
  async function dueJobs(label: string, count: number, dueAgoMs: number): Promise<number[]> {
    const { rows } = await client.query<{ id: number }>(
      `with made as (
         insert into news ("Title", "Description", "Status", "FacultyCode", "Slug")
         select $1 || ' ' || n, '[{"type":"paragraph","children":[{"text":"Text"}]}]', 0, 'General', $2 || '-' || n
         from generate_series(1, $3::int) n
         returning "EntryID"
       )
       insert into schedule_job (record_table, "EntryID", action, due_at, set_by_name)
       select 'news', "EntryID", 'publish', now() - make_interval(secs => $4::float / 1000), 'Test'
       from made
       returning id`,
      [label, label.toLowerCase().replace(/\W+/g, '-'), count, dueAgoMs],
    )
    return rows.map((row) => row.id)
  }

  /** Waits (polling the database, at most `ms`) until none of the jobs is pending. */
  async function untilRun(ids: number[], ms = 60_000): Promise<void> {
    const deadline = Date.now() + ms
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from schedule_job where id = any($1) and state = 'pending'`,
        [ids],
      )
      if (rows[0].n === 0) return
      if (Date.now() > deadline) throw new Error(`${rows[0].n} jobs still pending after ${ms} ms`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  /** What the jobs did: their states, and per record the scheduler's audit entries (its versions). */
  async function outcome(ids: number[]) {
    const jobs = await client.query<{ state: string; late_ms: number | null; record: string }>(
      `select state, late_ms, record_table || ' ' || "EntryID" as record from schedule_job where id = any($1)`,
      [ids],
    )
    const entries = await client.query<{ record: string; n: number }>(
      `select record, count(*)::int as n from audit_log
       where staff_name = $1 and call = $2 and record = any($3) group by record`,
      [SCHEDULER_NAME, scheduledCall('publish'), jobs.rows.map((job) => job.record)],
    )
    const published = await client.query<{ n: number }>(
      `select count(*)::int as n from news where "Status" = 1 and 'news ' || "EntryID" = any($1)`,
      [jobs.rows.map((job) => job.record)],
    )
    return { jobs: jobs.rows, entries: entries.rows, published: published.rows[0].n }
  }

  beforeAll(async () => {
    expect(existsSync(serverScript), 'build the server first: npm run build').toBe(true)
    folder = await mkdtemp(join(tmpdir(), 'console-schedule-scale-'))
    database = await createPostgresDatabase()
    client = new pg.Client({ connectionString: database.url })
    await client.connect()
  }, 120_000)

  afterAll(async () => {
    await Promise.all(started.map((instance) => stop(instance, 'SIGTERM')))
    await client?.end()
    await database?.drop()
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it('runs 200 jobs due at the same minute once each between two servers', async () => {
    // Both at once on the empty database: each migrates under the advisory lock, then their schedulers run,
    // each batch holding its jobs a second so that the two servers' batches overlap.
    const [a, b] = await Promise.all([startInstance(1000), startInstance(1000)])
    const ids = await dueJobs('Same minute', 200, 0)
    await untilRun(ids)
    const { jobs, entries, published } = await outcome(ids)
    expect(jobs.filter((job) => job.state === 'done')).toHaveLength(200)
    expect(entries).toHaveLength(200)
    expect(entries.every((entry) => entry.n === 1)).toBe(true)
    expect(published).toBe(200)
    await Promise.all([stop(a, 'SIGTERM'), stop(b, 'SIGTERM')])
  }, 120_000)

  it('runs once, marked late, the jobs of a server killed while it held them', async () => {
    // Due two minutes ago: whoever runs them now runs them late.
    const ids = await dueJobs('Killed holding', 20, 2 * 60_000)
    const holder = await startInstance(10 * 60_000)
    // The holder's first batch (at start) takes the jobs and waits holding their row locks: seen from here,
    // SKIP LOCKED finds none of them free while they are still pending.
    const deadline = Date.now() + 30_000
    for (;;) {
      await client.query('begin')
      const free = await client.query(
        `select id from schedule_job where id = any($1) and state = 'pending' for update skip locked`,
        [ids],
      )
      await client.query('rollback')
      if (free.rows.length === 0) break
      if (Date.now() > deadline) throw new Error('the holder never took the jobs')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await stop(holder, 'SIGKILL')
    const before = await outcome(ids)
    expect(before.jobs.every((job) => job.state === 'pending')).toBe(true)
    expect(before.entries).toEqual([])

    await startInstance()
    await untilRun(ids)
    const { jobs, entries, published } = await outcome(ids)
    expect(jobs.every((job) => job.state === 'done')).toBe(true)
    expect(jobs.every((job) => (job.late_ms ?? 0) >= 2 * 60_000)).toBe(true)
    expect(entries).toHaveLength(20)
    expect(entries.every((entry) => entry.n === 1)).toBe(true)
    expect(published).toBe(20)
  }, 120_000)
})
