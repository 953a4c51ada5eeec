// bench/alumni-import: the CSV import of university records (issue 22) with 50,000 alumni students: how long a
// preview and an apply take, and the memory they hold, against a plain streamed parse of the same file in
// the same run (the least any import must do). On PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names a
// server (a new database is made there and dropped after), else on PGlite in a temporary folder.
// Run: npx tsx bench/alumni-import/run.ts   (ROWS overrides the count)
// The server's modules are loaded through Vite, as the build and the tests load them (their migrations are
// bundled with import.meta.glob).
import { createReadStream } from 'node:fs'
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse'
import pg from 'pg'
import { serverCode } from '../lib/server-code'
import { writeResults } from '../lib/host'

const ROWS = Number(process.env.ROWS ?? 50_000)
const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null

const GENDERS = ['Female', 'Male']
const COURSES = [
  'BSc Computer Science',
  'LLB Law',
  'BSc Nursing, Hons',
  'B.Eng "Civil" Engineering',
  'BA English',
]

/** A file as a student records system exports it: quoted names with commas and quotes among them. */
function csvOf(rows: number, suffix = ''): string {
  const lines = ['StudentID,StudentName,Gender,CourseName']
  for (let i = 0; i < rows; i++) {
    const course = COURSES[i % COURSES.length]
    lines.push(
      `ALU${String(i).padStart(6, '0')},"Surname${i}, Given${suffix}",${GENDERS[i % 2]},"${course.replace(/"/g, '""')}"`,
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`

/** Runs `work`, sampling memory as it goes: its time, and the peaks of the JS heap and the RSS above the start. */
async function measure<T>(work: () => Promise<T>) {
  global.gc?.()
  const start = process.memoryUsage()
  const peak = { heap: start.heapUsed, rss: start.rss }
  const sample = () => {
    const now = process.memoryUsage()
    peak.heap = Math.max(peak.heap, now.heapUsed)
    peak.rss = Math.max(peak.rss, now.rss)
  }
  const sampler = setInterval(sample, 20)
  const started = performance.now()
  const result = await work()
  const ms = performance.now() - started
  clearInterval(sampler)
  sample()
  return { result, ms, heapGrowth: peak.heap - start.heapUsed, rssGrowth: peak.rss - start.rss }
}

const folder = await mkdtemp(join(tmpdir(), 'bench-alumni-import-'))
const code = await serverCode()
let dropDatabase: (() => Promise<void>) | null = null
try {
  const { openDatabase } =
    await code.load<typeof import('../../src/server/db/client')>('/src/server/db/client.ts')
  const { runImport } = await code.load<typeof import('../../src/server/records/import')>(
    '/src/server/records/import.ts',
  )

  let engine: string
  let database
  if (serverUrl) {
    const name = `bench_import_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    database = await openDatabase({ url: url.toString() })
    engine = 'PostgreSQL'
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  } else {
    database = await openDatabase({ dataDir: join(folder, 'db') })
    engine = 'PGlite (no DATABASE_URL or TEST_DATABASE_URL given)'
  }
  console.log(`alumni-import: ${ROWS} rows on ${engine}`)

  const file = join(folder, 'alumni.csv')
  await writeFile(file, csvOf(ROWS))
  const changedFile = join(folder, 'alumni-changed.csv')
  await writeFile(changedFile, csvOf(ROWS, ' Jr'))
  const size = (await stat(file)).size

  const plainParse = async () => {
    let rows = 0
    for await (const record of createReadStream(file).pipe(parse({ bom: true })) as AsyncIterable<string[]>)
      rows += record.length > 0 ? 1 : 0
    return rows - 1
  }
  await plainParse() // warm-up: the parser's first run compiles it
  const baseline = await measure(plainParse)
  const options = { by: 'bench' }
  const preview = await measure(() =>
    runImport(database.db, 'alumni-students', createReadStream(file), { ...options, apply: false }),
  )
  const apply = await measure(() =>
    runImport(database.db, 'alumni-students', createReadStream(file), { ...options, apply: true }),
  )
  const again = await measure(() =>
    runImport(database.db, 'alumni-students', createReadStream(file), { ...options, apply: true }),
  )
  const changed = await measure(() =>
    runImport(database.db, 'alumni-students', createReadStream(changedFile), { ...options, apply: true }),
  )
  await database.close()

  if (baseline.result !== ROWS) throw new Error(`the baseline read ${baseline.result} rows`)
  if (preview.result.counts.added !== ROWS || preview.result.applied)
    throw new Error('the preview went wrong')
  if (apply.result.counts.added !== ROWS || !apply.result.applied) throw new Error('the apply went wrong')
  if (again.result.counts.unchanged !== ROWS) throw new Error('the second import changed rows')
  if (changed.result.counts.changed !== ROWS) throw new Error('the changed file did not change every row')

  const row = (label: string, m: { ms: number; heapGrowth: number; rssGrowth: number }) =>
    `| ${label} | ${(m.ms / 1000).toFixed(2)} s | ${(m.ms / baseline.ms).toFixed(1)} | ${mb(m.heapGrowth)} | ${mb(m.rssGrowth)} |`
  const markdown = `## bench/alumni-import: ${ROWS.toLocaleString('en')} alumni students from CSV (issue 22)

Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (2 cores, shared), on ${engine}:
a ${mb(size)} file of ${ROWS.toLocaleString('en')} rows (CRLF, quoted names holding commas and quotes), read
as a stream, in batches of 500 rows, in one transaction. Baseline: the same file through csv-parse alone,
streamed, in the same run (after one warm-up run). Ratio = time / baseline time. Memory: the peaks of
the JS heap and of the process's resident memory above where each run started, sampled every 20 ms (with
PGlite the database itself lives in the process, in WebAssembly memory, and counts in the RSS).

| run | time | ratio | heap growth | RSS growth |
| --- | --- | --- | --- | --- |
${row('plain parse (baseline)', baseline)}
${row('preview (everything done, rolled back)', preview)}
${row(`apply (${ROWS.toLocaleString('en')} added, committed)`, apply)}
${row('same file again (all unchanged)', again)}
${row('every row changed', changed)}

The preview names at most 2,000 rows of each list (the counts count them all), so its answer stays small.
Run it with \`node --expose-gc --import tsx bench/alumni-import/run.ts\` (ROWS overrides the count;
DATABASE_URL or TEST_DATABASE_URL for PostgreSQL).`
  console.log(markdown)
  await writeResults(serverUrl ? 'alumni-import-postgresql' : 'alumni-import-pglite', markdown)
} finally {
  await code.close()
  await dropDatabase?.()
  await rm(folder, { recursive: true, force: true })
}
