// bench/search: issue 28's one search over every area with 100,000 generated records (titles of 4 to 12
// words, rich-text bodies of tens to hundreds of words, as the areas hold them): the server's time for the
// search call (search/query.ts, every area side by side, as the route runs it), p50 and p95 over a set of
// typical queries, as a Super Admin (every area) and as a Faculty user (their faculty's only). Target: p95
// under 50 ms. On PostgreSQL when DATABASE_URL, BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (a new
// database is made there and dropped after), else on PGlite in a temporary folder.
// Run: npx tsx bench/search/run.ts   (RECORDS overrides the count, RUNS the rounds of queries, KEEP_DATABASE=1
// leaves the PostgreSQL database for EXPLAIN; REUSE=<database name, or PGlite folder> measures a kept one
// again, without loading; PGLITE_DIR=<folder> loads PGlite there and keeps it; DETAIL=1 prints each query's times)
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { serverCode } from '../lib/server-code'
import type { Database, OpenDatabase } from '../../src/server/db/client'

const RECORDS = Number(process.env.RECORDS ?? 100_000)
const RUNS = Number(process.env.RUNS ?? 20)
const REUSE = process.env.REUSE ?? null
const serverUrl =
  process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null

/** Words a university site uses, and many rarer ones (names, places, terms) made of syllables. */
const COMMON = `university faculty student students staff research campus library engineering building
graduation convocation ceremony science computing law medicine health nursing arts education business
management department lecture lecturer professor dean vice chancellor senate council board alumni feedback
news event seminar workshop conference admission admissions scholarship award prize project community
partner partnership international national week day year semester session examination results course
programme degree masters doctoral undergraduate postgraduate hall hostel sports centre center innovation
technology laboratory clinic hospital water energy climate environment agriculture economics history
english mathematics physics chemistry biology geography music theatre film media press release visit
delegation memorandum understanding grant funding opening new old annual first second final public lecture
series talk panel discussion forum celebration anniversary launch exhibition fair orientation registration`
  .split(/\s+/)
  .filter(Boolean)
const SYLLABLES = [
  'ba',
  'de',
  'fi',
  'go',
  'ku',
  'la',
  'me',
  'ni',
  'o',
  'pa',
  're',
  'si',
  'tu',
  'wa',
  'yo',
  'zi',
  'ke',
  'mo',
]
const RARE = Array.from({ length: 6000 }, (_, i) => {
  let word = ''
  for (let n = i + 7; word.length < 8; n = Math.floor(n / SYLLABLES.length) + 3 * word.length + 1)
    word += SYLLABLES[n % SYLLABLES.length]
  return word
})
/** Common words first: picks are skewed towards the start, as in real text. */
const VOCABULARY = [...COMMON, 'Ilé-Ifẹ̀', 'Ọ̀yọ́', 'Ìbàdàn', '工程学院', '东京大学', '图书馆', ...RARE]

/** What each area gets of the records, and how long its title and text are (in words). */
const SHARES = [
  { table: 'news', share: 0.28, title: [6, 12], body: [120, 400] },
  { table: 'event', share: 0.14, title: [4, 10], body: [60, 200] },
  { table: 'gallery', share: 0.3, title: [3, 8], body: [0, 0] },
  { table: 'leadership', share: 0.02, title: [2, 3], body: [40, 150] },
  { table: 'headline', share: 0.03, title: [4, 10], body: [20, 60] },
  { table: 'slider', share: 0.01, title: [3, 8], body: [8, 20] },
  { table: 'partner', share: 0.01, title: [2, 6], body: [0, 0] },
  { table: 'alumni_feedback', share: 0.08, title: [4, 10], body: [80, 250] },
  { table: 'media_news', share: 0.1, title: [6, 14], body: [0, 0] },
  { table: 'course_about', share: 0.03, title: [2, 4], body: [100, 300] },
] as const

const QUERIES = [
  'graduation',
  'graduates',
  'engineering building',
  'enginering',
  'ile ife',
  'convocation ceremony',
  'library',
  'new research grant',
  'vice chancellor',
  RARE[4321],
  `${RARE[77]} ${RARE[1500]}`,
  'student',
  // Half typed, as the dialog asks at each keystroke: the last word taken as a beginning when few are found.
  'convocati',
  'univ',
  'gra',
  'new engineeri',
  // A run of characters written without spaces, asked as the phrase of its characters.
  '学院',
]

const folder = await mkdtemp(join(tmpdir(), 'bench-search-'))
const code = await serverCode()
let dropDatabase: (() => Promise<void>) | null = null
try {
  const { openDatabase } =
    await code.load<typeof import('../../src/server/db/client')>('/src/server/db/client.ts')
  const { seedDemoData } =
    await code.load<typeof import('../../src/server/db/seed')>('/src/server/db/seed.ts')
  const { searchEverything } = await code.load<typeof import('../../src/server/search/query')>(
    '/src/server/search/query.ts',
  )

  let engine: string
  let database: OpenDatabase
  if (serverUrl) {
    const name = REUSE ?? `bench_search_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    const version = (await admin.query('show server_version')).rows[0].server_version as string
    if (!REUSE) await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    database = await openDatabase({ url: url.toString() })
    engine = `PostgreSQL ${version}`
    console.log(`database ${name}`)
    if (!process.env.KEEP_DATABASE && !REUSE)
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: serverUrl })
        await client.connect()
        await client.query(`drop database if exists ${name} with (force)`)
        await client.end()
      }
  } else {
    database = await openDatabase({ dataDir: REUSE ?? process.env.PGLITE_DIR ?? join(folder, 'db') })
    engine = 'PGlite'
  }
  const { db } = database
  console.log(`search: ${RECORDS} records on ${engine}`)
  const started = performance.now()
  // A kept database may just have been migrated: its planner statistics are made again.
  if (REUSE) await db.execute(sql`analyze`)
  else await load(db)
  const loadSeconds = (performance.now() - started) / 1000

  // Generated in the database, from a fixed vocabulary, deterministically (a hash of the row and word). The
  // helpers are plain tables and functions: the pool's connections all see them, and the database goes after.
  async function load(db: Database) {
    await seedDemoData(db)
    await db.execute(sql`create table bench_vocabulary (n serial primary key, word text not null)`)
    await db.execute(
      sql`insert into bench_vocabulary (word) select unnest(string_to_array(${VOCABULARY.join('\n')}, chr(10)))`,
    )
    await db.execute(
      sql.raw(`
    create function bench_words(count int, seed int) returns text language sql stable as $$
      select coalesce(string_agg(v.word, ' ' order by g), '') from generate_series(1, count) g
      join bench_vocabulary v on v.n = 1 + floor(
        power((hashint8(seed::bigint * 1000 + g) & 2147483647) / 2147483648.0, 3) * ${VOCABULARY.length})::int
    $$`),
    )
    await db.execute(
      sql.raw(`
    create function bench_rich(count int, seed int) returns text language sql stable as $$
      select json_build_array(
        json_build_object('type', 'paragraph', 'children', json_build_array(
          json_build_object('text', bench_words(count / 2, seed)))),
        json_build_object('type', 'paragraph', 'children', json_build_array(
          json_build_object('text', bench_words(count - count / 2, seed + 7), 'bold', true))))::text
    $$`),
    )
    const between = (range: readonly [number, number], i: string) =>
      `${range[0]} + (hashint4(${i}) & 2147483647) % ${range[1] - range[0] + 1}`
    const gallery = (await db.execute(
      sql`select "EntryID" as sub, "CategoryID" as cat from gallery_subcategory order by "EntryID" limit 1`,
    )) as unknown as { rows: { sub: number; cat: number }[] }
    const faculties = ['General', 'FCS', 'FMSS', 'FENG', 'FLAW', 'FMHS', 'FENV']
    const facultyOf = (i: string) =>
      `(array[${faculties.map((f) => `'${f}'`).join(',')}])[1 + (${i}) % ${faculties.length}]`
    const day = (i: string) => `now() - make_interval(days => (${i}) % 2000)`
    for (const area of SHARES) {
      const count = Math.round(RECORDS * area.share)
      const title = `initcap(bench_words(${between(area.title, 'i')}, i))`
      const body = `bench_rich(${between(area.body, 'i + 1')}, i + 2)`
      const rows = `from generate_series(1, ${count}) i`
      const statements: Record<string, string> = {
        news: `insert into news ("Title","Description","FacultyCode","Slug","InsertedDate") select ${title} || ' ' || i, ${body}, ${facultyOf('i')}, 'b-news-' || i, ${day('i')} ${rows}`,
        event: `insert into event ("Title","Description","EventDate","StartTime","EndTime","Location","FacultyCode","Slug","InsertedDate") select ${title} || ' ' || i, ${body}, current_date, '10:00', '12:00', bench_words(3, i + 9), ${facultyOf('i')}, 'b-event-' || i, ${day('i')} ${rows}`,
        gallery: `insert into gallery ("ImageTitle","CategoryID","SubCategoryID","InsertedDate") select ${title}, ${gallery.rows[0].cat}, ${gallery.rows[0].sub}, ${day('i')} ${rows}`,
        leadership: `insert into leadership ("Title","FullName","Position","Designation","Category","Description","InsertedDate") select 'Prof.', ${title} || ' ' || i, 1 + i % 20, bench_words(3, i + 5), (array['Board','Senate','Management'])[1 + i % 3], ${body}, ${day('i')} ${rows}`,
        headline: `insert into headline ("LinkTitle","LinkPath","BGColour","Message","Slug","InsertedDate") select ${title} || ' ' || i, 'https://example.edu', 'gold-black', ${body}, 'b-headline-' || i, ${day('i')} ${rows}`,
        slider: `insert into slider ("Title","Caption","ImagePosition","BtnName","BtnLink","Slug","InsertedDate") select ${title} || ' ' || i, bench_words(${between(area.body, 'i')}, i + 3), 1 + i % 12, 'Read more', 'https://example.edu', 'b-slider-' || i, ${day('i')} ${rows}`,
        partner: `insert into partner ("PartnerName","InsertedDate") select ${title} || ' ' || i, ${day('i')} ${rows}`,
        alumni_feedback: `insert into alumni_feedback ("StudentID","StudentName","Title","Description","InsertedDate") select 'B' || i, initcap(bench_words(2, i + 4)), ${title} || ' ' || i, ${body}, ${day('i')} ${rows}`,
        media_news: `insert into media_news ("title","url","publishedAt","InsertedDate") select ${title}, 'https://press.example/' || i, '', ${day('i')} ${rows}`,
        course_about: `with made as (insert into course ("CourseName","CourseCode","Slug","FacultyCode") select ${title}, 'B' || i, 'b-course-' || i, ${facultyOf('i + 1')} ${rows} where ${facultyOf('i + 1')} <> 'General' returning "CourseCode") insert into course_about ("CourseCode","Description","HODContent") select "CourseCode", bench_rich(${between(area.body, 'substr("CourseCode", 2)::int')}, substr("CourseCode", 2)::int + 2), '' from made`,
      }
      await db.execute(sql.raw(statements[area.table]))
      process.stdout.write(`  ${area.table}: ${count}\n`)
    }
    await db.execute(sql`analyze`)
  }
  const counted = (await db.execute(
    sql.raw(SHARES.map((a) => `select count(*)::int as n from ${a.table}`).join(' union all ')),
  )) as unknown as { rows: { n: number }[] }
  const total = counted.rows.reduce((sum, row) => sum + row.n, 0)

  const actors = {
    'Super Admin': { IsAdmin: 1, FacultyCode: null },
    'Faculty user (FCS)': { IsAdmin: 2, FacultyCode: 'FCS' },
  }
  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
  }
  const lines: string[] = []
  for (const [who, actor] of Object.entries(actors)) {
    for (const q of QUERIES) await searchEverything(db, actor, q) // warm-up: plans and caches
    const times: number[] = []
    const perQuery = new Map<string, number[]>()
    let hits = 0
    for (let run = 0; run < RUNS; run++)
      for (const q of QUERIES) {
        const t = performance.now()
        const answer = await searchEverything(db, actor, q)
        const ms = performance.now() - t
        times.push(ms)
        perQuery.set(q, [...(perQuery.get(q) ?? []), ms])
        if (run === 0) hits += answer.groups.reduce((n, g) => n + g.hits.length, 0)
      }
    if (process.env.DETAIL)
      for (const [q, ms] of perQuery)
        console.log(
          `  ${who} “${q}”: median ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms`,
        )
    const slowest = [...perQuery]
      .map(([q, ms]) => [q, percentile(ms, 95)] as const)
      .sort((a, b) => b[1] - a[1])[0]
    lines.push(
      `| ${who} | ${times.length} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms | ${Math.max(...times).toFixed(1)} ms | “${slowest[0]}” ${slowest[1].toFixed(1)} ms | ${hits} |`,
    )
  }
  await database.close()

  const markdown = `## bench/search: one search over ${total.toLocaleString('en')} records (issue 28)

Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (2 cores, shared), on ${engine}:
${total.toLocaleString('en')} generated records over the searched areas (titles of a few words, rich-text bodies
of tens to hundreds of words, from a vocabulary of ${VOCABULARY.length.toLocaleString('en')} words, common ones
most often), loaded in ${loadSeconds.toFixed(0)} s with the search's indexes in place. Time: the server's search
call (search/query.ts, one query per area the user may see, side by side), ${QUERIES.length} typical queries
(stems, a typo, accents, common and rare words) × ${RUNS} rounds after one warm-up round. Target: p95 under 50 ms.

| who | calls | p50 | p95 | max | slowest query (its p95) | hits per round |
| --- | --- | --- | --- | --- | --- | --- |
${lines.join('\n')}

Run it with \`npx tsx bench/search/run.ts\` (RECORDS, RUNS; DATABASE_URL or BENCH_DATABASE_URL for PostgreSQL).`
  console.log(markdown)
} finally {
  await code.close()
  await dropDatabase?.()
  await rm(folder, { recursive: true, force: true })
}
