// bench/a11y-report: issue 27 "Measured": the accessibility report over 10,000 published records answers in
// under 1 s. Generated records as editors write them (news, events, gallery photos, leadership, alumni
// feedback; rich text of a few headings, paragraphs and links, some with the problems the checker finds: a
// photo without alternative text, "click here", a heading level skipped, a paragraph in capitals), all
// published, checked by the server's pass (timed too). Then GET a11y/report and GET a11y/count through the API
// server over HTTP (answers not re-checked against the contract, as in production), as a Super Admin (every
// record) and as a Faculty user (their faculty's): median and p95 over RUNS calls after one warm-up call.
// On PostgreSQL when DATABASE_URL, BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (a new database is
// made there and dropped after), else on PGlite in a temporary folder.
// Run: npx tsx bench/a11y-report/run.ts   (RECORDS overrides the count, RUNS the calls per figure)
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { AddressInfo } from 'node:net'
import { serverCode } from '../lib/server-code'
import { benchDatabase } from '../lib/bench-database'

const RECORDS = Number(process.env.RECORDS ?? 10_000)
const RUNS = Number(process.env.RUNS ?? 20)
const serverUrl =
  process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null

/** What each area gets of the records. */
const SHARES = { news: 0.5, event: 0.2, gallery: 0.15, leadership: 0.05, alumni_feedback: 0.1 } as const
const FACULTIES = ['General', 'FCS', 'FMSS', 'FENG', 'FLAW', 'FMHS', 'FENV']
const WORDS = `university faculty student research campus library engineering graduation ceremony science
computing law medicine health arts education lecture professor dean senate council alumni seminar workshop
conference admission scholarship award project community partnership international semester examination
results programme degree hall sports innovation technology laboratory clinic water energy climate`.split(
  /\s+/,
)

/** A deterministic pseudo-random number in [0, 1) for record `i` and draw `n`. */
const draw = (i: number, n: number) => {
  const x = Math.sin(i * 12.9898 + n * 78.233) * 43758.5453
  return x - Math.floor(x)
}
const words = (i: number, n: number, count: number) =>
  Array.from({ length: count }, (_, k) => WORDS[Math.floor(draw(i, n + k) * WORDS.length)]).join(' ')
const text = (value: string, marks: Record<string, boolean> = {}) => ({ text: value, ...marks })
const block = (type: string, children: object[]) => ({ type, children })

/** A body as an editor writes one: headings, paragraphs, two links; some of it as the checker flags it. */
function body(i: number): string {
  const vague = draw(i, 1) < 0.3
  const skipped = draw(i, 2) < 0.2
  const capitals = draw(i, 3) < 0.1
  const nodes: object[] = [block('heading-two', [text(words(i, 10, 4))])]
  for (let p = 0; p < 4; p++)
    nodes.push(block('paragraph', [text(`${words(i, 20 + p * 40, 30 + Math.floor(draw(i, p) * 40))}. `)]))
  nodes.push(
    block('paragraph', [
      text('Details are on '),
      {
        type: 'link',
        url: `https://www.example.edu/page/${i}`,
        children: [text(vague ? 'click here' : 'the programme page')],
      },
      text(' and in '),
      { type: 'link', url: `https://www.example.edu/files/${i}.pdf`, children: [text('the handbook (PDF)')] },
      text('.'),
    ]),
  )
  nodes.push(block(skipped ? 'heading-four' : 'heading-three', [text(words(i, 200, 3))]))
  nodes.push(block('paragraph', [text(capitals ? words(i, 300, 12).toUpperCase() : words(i, 300, 40))]))
  return JSON.stringify(nodes)
}
/** Half the photos are named, as the form saves them; the other half carry no file. */
const photo = (i: number) =>
  draw(i, 4) < 0.5 ? `${(i * 2654435761).toString(16).padStart(32, '0').slice(0, 32)}.jpg` : null

const folder = await mkdtemp(join(tmpdir(), 'bench-a11y-'))
const code = await serverCode()
let dropDatabase: (() => Promise<void>) | null = null
try {
  const { load } = code
  const { openDatabase } = await load<typeof import('../../src/server/db/client')>('/src/server/db/client.ts')
  const { seedDemoData } = await load<typeof import('../../src/server/db/seed')>('/src/server/db/seed.ts')
  const { buildServer } = await load<typeof import('../../src/server/app')>('/src/server/app.ts')
  const { checkUnchecked } =
    await load<typeof import('../../src/server/a11y/store')>('/src/server/a11y/store.ts')
  const schema = await load<typeof import('../../src/server/db/schema')>('/src/server/db/schema.ts')
  const { DEMO_PASSWORD } = await load<typeof import('../../src/server/db/seed-data')>(
    '/src/server/db/seed-data.ts',
  )

  const opened = await benchDatabase(openDatabase, serverUrl, 'bench_a11y', folder)
  const { database, engine } = opened
  dropDatabase = opened.drop
  const { db } = database
  await seedDemoData(db)
  // The demo university's own records are checked first, so the pass timed below is the generated ones'.
  await checkUnchecked(db)
  console.log(`a11y report: ${RECORDS} published records on ${engine}`)

  const started = performance.now()
  const [sub] = await db.select().from(schema.gallery_subcategory).limit(1)
  const count = (share: number) => Math.round(RECORDS * share)
  const rows = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i + 1))
  const inBatches = async <T>(table: Parameters<typeof db.insert>[0], values: T[]) => {
    for (let at = 0; at < values.length; at += 500)
      await db.insert(table).values(values.slice(at, at + 500) as never)
  }
  const faculty = (i: number) => FACULTIES[i % FACULTIES.length]
  await inBatches(
    schema.news,
    rows(count(SHARES.news), (i) => ({
      Title: `${words(i, 0, 6)} ${i}`,
      Description: body(i),
      ImagePath: photo(i),
      Status: 1,
      FacultyCode: faculty(i),
      Slug: `bench-news-${i}`,
    })),
  )
  await inBatches(
    schema.event,
    rows(count(SHARES.event), (i) => ({
      Title: `${words(i, 5, 5)} ${i}`,
      Description: body(i + 1e6),
      ImagePath: photo(i + 1e6),
      Status: 1,
      EventDate: '2027-05-01',
      StartTime: '10:00',
      EndTime: '12:00',
      Location: 'Main hall',
      FacultyCode: faculty(i),
      Slug: `bench-event-${i}`,
    })),
  )
  await inBatches(
    schema.gallery,
    rows(count(SHARES.gallery), (i) => ({
      ImageTitle: `${words(i, 7, 4)} ${i}`,
      ImagePath: `${(i * 40503).toString(16).padStart(32, 'a').slice(0, 32)}.jpg`,
      CategoryID: sub.CategoryID,
      SubCategoryID: sub.EntryID,
      FacultyCode: faculty(i),
    })),
  )
  await inBatches(
    schema.leadership,
    rows(count(SHARES.leadership), (i) => ({
      Title: 'Prof.',
      FullName: `${words(i, 9, 2)} ${i}`,
      Position: 1 + (i % 20),
      Designation: words(i, 11, 3),
      Category: (['Board', 'Senate', 'Management'] as const)[i % 3],
      Status: 1,
      ImagePath: photo(i + 2e6),
      Description: body(i + 2e6),
    })),
  )
  await inBatches(
    schema.alumni_feedback,
    rows(count(SHARES.alumni_feedback), (i) => ({
      StudentID: `B${i}`,
      StudentName: words(i, 13, 2),
      Title: `${words(i, 14, 5)} ${i}`,
      Description: body(i + 3e6),
      ImagePath: photo(i + 3e6),
    })),
  )
  const loadSeconds = (performance.now() - started) / 1000
  const passStarted = performance.now()
  const checked = await checkUnchecked(db)
  const passSeconds = (performance.now() - passStarted) / 1000
  console.log(
    `  loaded in ${loadSeconds.toFixed(1)} s; the pass checked ${checked} records in ${passSeconds.toFixed(1)} s`,
  )

  const uploadsDir = join(folder, 'uploads')
  const app = await buildServer({
    db,
    uploadsDir,
    checkAnswers: false,
    logger: false,
    scheduling: false,
    versionPruning: false,
    a11yPass: false,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/`
  const signIn = async (username: string) => {
    const answer = await fetch(new URL('login/staff_login', api), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    })
    return ((await answer.json()) as { token: string }).token
  }
  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
  }
  const lines: string[] = []
  for (const who of ['admin', 'faculty']) {
    const token = await signIn(who)
    for (const path of ['a11y/report', 'a11y/count']) {
      const get = async () => {
        const t = performance.now()
        const answer = await fetch(new URL(path, api), { headers: { authorization: `Bearer ${token}` } })
        const bytes = (await answer.arrayBuffer()).byteLength
        if (!answer.ok) throw new Error(`${path} answered ${answer.status}`)
        return { ms: performance.now() - t, bytes }
      }
      const first = await get()
      const times: number[] = []
      for (let run = 0; run < RUNS; run++) times.push((await get()).ms)
      const listed =
        path === 'a11y/report'
          ? (
              (await (
                await fetch(new URL(path, api), { headers: { authorization: `Bearer ${token}` } })
              ).json()) as {
                records: unknown[]
              }
            ).records.length
          : null
      lines.push(
        `| ${who === 'admin' ? 'Super Admin' : 'Faculty (FCS)'} | \`GET ${path}\` | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms | ${(first.bytes / 1e6).toFixed(1)} MB | ${listed ?? '–'} |`,
      )
    }
  }
  await app.close()
  await database.close()

  const markdown = `## bench/a11y-report: the accessibility report over ${RECORDS.toLocaleString('en')} published records (issue 27)

Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (2 cores, shared), on ${engine}:
${RECORDS.toLocaleString('en')} generated published records (news, events, gallery photos, leadership, alumni
feedback; rich text of headings, paragraphs and two links; 30 % with "click here", 20 % with a heading level
skipped, 10 % with a paragraph in capitals, half with a photo and none with alternative text), loaded in
${loadSeconds.toFixed(0)} s and checked by the server's pass in ${passSeconds.toFixed(1)} s. Time: the API call over HTTP
on loopback, answer read whole (no contract check of answers, as in production), ${RUNS} calls after one
warm-up. Target: the report under 1 s.

| who | call | median | p95 | answer | records listed |
| --- | --- | --- | --- | --- | --- |
${lines.join('\n')}

Run it with \`npx tsx bench/a11y-report/run.ts\` (RECORDS, RUNS; DATABASE_URL or BENCH_DATABASE_URL for PostgreSQL).`
  console.log(markdown)
} finally {
  await code.close()
  await dropDatabase?.()
  await rm(folder, { recursive: true, force: true })
}
