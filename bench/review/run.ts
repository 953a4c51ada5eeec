// bench/review: issue 48 "Measured": the Review screen with 1,000 pending changes opens in under 500 ms on
// PostgreSQL, and approving adds at most 10% to a publish's p95. PENDING news items of a faculty, each changed
// by its Faculty editor through the API (so each has its round of review, its version and its held copy), then:
// GET review/list as a DSSD reviewer against GET news/list/all/:facultyCode of the same records (the list
// the editors open, the baseline), and a direct publish (a Super Admin's PATCH news/update of a published item)
// against a reviewed editor's save and its approval, each over HTTP on loopback, median and p95 over RUNS calls
// after one warm-up, ratios against the baselines measured in the same run.
// On PostgreSQL when DATABASE_URL, BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (a new database is
// made there and dropped after), else on PGlite in a temporary folder.
// Run: npx tsx bench/review/run.ts   (PENDING overrides the count, RUNS the calls per figure)
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { AddressInfo } from 'node:net'
import { serverCode } from '../lib/server-code'
import { benchDatabase } from '../lib/bench-database'

const PENDING = Number(process.env.PENDING ?? 1000)
const RUNS = Number(process.env.RUNS ?? 30)
const serverUrl =
  process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null

const slate = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])
const newsBody = (title: string, text: string) => ({
  title,
  status: 1,
  content: slate(text),
  FacultyCode: 'FCS',
  submittedBy: 'Bench Writer',
})
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const folder = await mkdtemp(join(tmpdir(), 'bench-review-'))
const code = await serverCode()
let dropDatabase: (() => Promise<void>) | null = null
try {
  const { load } = code
  const { openDatabase } = await load<typeof import('../../src/server/db/client')>('/src/server/db/client.ts')
  const { seedDemoData } = await load<typeof import('../../src/server/db/seed')>('/src/server/db/seed.ts')
  const { buildServer } = await load<typeof import('../../src/server/app')>('/src/server/app.ts')
  const { DEMO_PASSWORD } = await load<typeof import('../../src/server/db/seed-data')>(
    '/src/server/db/seed-data.ts',
  )

  const opened = await benchDatabase(openDatabase, serverUrl, 'bench_review', folder)
  const { database, engine } = opened
  dropDatabase = opened.drop
  const { db } = database
  await seedDemoData(db)
  const app = await buildServer({
    db,
    uploadsDir: join(folder, 'uploads'),
    checkAnswers: false,
    logger: false,
    scheduling: false,
    versionPruning: false,
    a11yPass: false,
    webhooks: { worker: false },
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/`
  const tokens: Record<string, string> = {}
  for (const username of ['admin', 'faculty', 'dssd']) {
    const answer = await fetch(new URL('login/staff_login', api), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    })
    tokens[username] = ((await answer.json()) as { token: string }).token
  }
  const send = async (as: string, method: string, path: string, body?: unknown) => {
    const t = performance.now()
    const answer = await fetch(new URL(path, api), {
      method,
      headers: {
        authorization: `Bearer ${tokens[as]}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await answer.text()
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`)
    return { ms: performance.now() - t, json: JSON.parse(text) as unknown, bytes: text.length }
  }
  const add = async (title: string) =>
    ((await send('admin', 'POST', 'news/add', newsBody(title, 'First words'))).json as { entry_id: number })
      .entry_id

  const started = performance.now()
  for (let i = 1; i <= PENDING; i++) {
    const id = await add(`Bench item ${i}`)
    await send('faculty', 'PATCH', 'news/update', {
      id,
      ...newsBody(`Bench item ${i}`, `Changed words ${i}`),
    })
  }
  console.log(
    `review: ${PENDING} pending changes on ${engine}, made in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )

  const timed = async (call: () => Promise<{ ms: number; bytes: number }>) => {
    const first = await call()
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) times.push((await call()).ms)
    return { median: percentile(times, 50), p95: percentile(times, 95), bytes: first.bytes }
  }
  const list = await timed(() => send('dssd', 'GET', 'review/list'))
  const baselineList = await timed(() => send('dssd', 'GET', 'news/list/all/FCS'))
  const listed = ((await send('dssd', 'GET', 'review/list')).json as unknown[]).length

  // A direct publish of a published item, against the reviewed editor's save and the approval of it.
  const direct = await add('Bench direct')
  let n = 0
  const publish = await timed(() =>
    send('admin', 'PATCH', 'news/update', { id: direct, ...newsBody('Bench direct', `Direct ${++n}`) }),
  )
  const reviewed = await add('Bench reviewed')
  const saves: number[] = []
  const approvals: number[] = []
  for (let run = 0; run <= RUNS; run++) {
    const save = await send('faculty', 'PATCH', 'news/update', {
      id: reviewed,
      ...newsBody('Bench reviewed', `Reviewed ${run}`),
    })
    const rows = (await send('dssd', 'GET', 'review/list')).json as {
      table: string
      EntryID: number
      version: number
    }[]
    const round = rows.find((row) => row.table === 'news' && row.EntryID === reviewed)!
    const approve = await send('dssd', 'POST', 'review/approve', {
      table: 'news',
      EntryID: reviewed,
      version: round.version,
    })
    if (run > 0) {
      saves.push(save.ms)
      approvals.push(approve.ms)
    }
  }
  await app.close()
  await database.close()

  const ms = (value: number) => `${value.toFixed(0)} ms`
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`
  const markdown = `## bench/review: the Review screen over ${PENDING.toLocaleString('en')} pending changes, and an approval's cost (issue 48)

Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (2 cores, shared), on ${engine}:
${PENDING.toLocaleString('en')} news items of one faculty, each published by a Super Admin and changed by its
Faculty editor through the API (each waiting for review). Time: the API call over HTTP on loopback, answer read
whole, ${RUNS} calls after one warm-up. Targets: the Review screen's list under 500 ms on PostgreSQL; an approval
at most 10% over a publish's p95.

| call | median | p95 | answer | against | p95 ratio |
| --- | --- | --- | --- | --- | --- |
| \`GET review/list\` (DSSD, ${listed} listed) | ${ms(list.median)} | ${ms(list.p95)} | ${(list.bytes / 1e3).toFixed(0)} kB | \`GET news/list/all/FCS\`: ${ms(baselineList.p95)} | ${ratio(list.p95, baselineList.p95)} |
| \`PATCH news/update\` (Super Admin, publishes) | ${ms(publish.median)} | ${ms(publish.p95)} | | (the baseline) | 1.00× |
| \`PATCH news/update\` (Faculty, waits for review) | ${ms(percentile(saves, 50))} | ${ms(percentile(saves, 95))} | | the publish | ${ratio(percentile(saves, 95), publish.p95)} |
| \`POST review/approve\` (DSSD, publishes) | ${ms(percentile(approvals, 50))} | ${ms(percentile(approvals, 95))} | | the publish | ${ratio(percentile(approvals, 95), publish.p95)} |

Run it with \`npx tsx bench/review/run.ts\` (PENDING, RUNS; DATABASE_URL or BENCH_DATABASE_URL for PostgreSQL).`
  console.log(markdown)
} finally {
  await code.close()
  await dropDatabase?.()
  await rm(folder, { recursive: true, force: true })
}
