// bench/load/versions.ts: what keeping versions costs (issue 25, "Measured"), on PostgreSQL, the built API
// server (out/main/server.js) of this checkout against the same server built from BASE, in the same run:
// 1. Saves under load: EDITORS editors for SECONDS s, each in a loop of opening its own news item (read-one)
//    and saving it, as the desktop app does: this checkout's saves send the version the item was opened
//    from (VERSION_HEADER), so the server checks it; BASE's read-one carries no version and its saves send
//    none. Update latency p50/p95 per round, ROUNDS rounds with the two builds' order alternating.
// 2. Growth: the bytes of audit_log and of the whole database before and after SAVES saves of one news
//    item with a 2 KB body, for both builds.
// 3. History: that item, now with SAVES + 1 versions, opened HISTORY_CALLS times: the history call's answer
//    time and size against the read-one call's, interleaved in the same run.
// Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55477/postgres npx tsx bench/load/versions.ts
//   (BASE, BASE_BUILD: a folder already holding BASE's build; EDITORS, SECONDS, ROUNDS, SAVES, HISTORY_CALLS;
//   without BENCH_DATABASE_URL a PostgreSQL is made, which needs Debian's postgresql and root)
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import pg from 'pg'
import { z } from 'zod'
import { RecordVersion } from '../../src/shared/contract/define'
import { VERSION_HEADER } from '../../src/shared/rules/versions'
import {
  BENCH_PASSWORD,
  createAdmin,
  freshDatabase,
  percentile,
  serverEnv,
  startPostgres,
  startServer,
  stopServer,
} from '../lib/api-server'
import { buildCommit, ensureBuilt, median, writeResults } from '../lib/host'
import { newsAddBody, newsContent } from '../../tests/support/news-text'

/** The first parent of "Merge feat-versions" (1a616c2): main just before issue 25's server work. */
const BASE = process.env.BASE ?? '240e2b2'
const EDITORS = Number(process.env.EDITORS ?? 50)
const SECONDS = Number(process.env.SECONDS ?? 20)
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const SAVES = Number(process.env.SAVES ?? 1000)
const HISTORY_CALLS = Number(process.env.HISTORY_CALLS ?? 50)
const BODY_BYTES = 2048

const work = mkdtempSync(join(tmpdir(), 'console-versions-'))
// PostgreSQL, when the bench makes its own, runs as its own user, which must reach its folder inside.
chmodSync(work, 0o755)

interface Build {
  label: string
  cwd: string
}

const newsBody = (title: string, seed: number) =>
  newsAddBody(title, newsContent(seed, BODY_BYTES), 'Versions Bench')

interface Server {
  api: string
  token: string
  database: string
  stop(): Promise<unknown>
}

async function startOn(build: Build, postgresUrl: string, database: string): Promise<Server> {
  const url = await freshDatabase(postgresUrl, database)
  const env = serverEnv(url, null, join(work, database))
  const instance = await startServer(env, build.cwd)
  createAdmin(env, build.cwd)
  const login = await fetch(new URL('login/staff_login', instance.api), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: BENCH_PASSWORD }),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`${build.label}: sign-in failed`)
  return { api: instance.api, token, database: url, stop: () => stopServer(instance) }
}

async function send(server: Server, path: string, method = 'GET', body?: unknown, version?: number) {
  return fetch(new URL(path, server.api), {
    method,
    headers: {
      authorization: `Bearer ${server.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(version === undefined ? {} : { [VERSION_HEADER]: String(version) }),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
}

async function addNews(server: Server, title: string): Promise<number> {
  const answer = (await (await send(server, 'news/add', 'POST', newsBody(title, 0))).json()) as {
    entry_id?: number
  }
  if (!answer.entry_id) throw new Error(`news/add: ${JSON.stringify(answer)}`)
  return answer.entry_id
}

/**
 * One save as the desktop app makes it: open the item, save it with the version it was opened from (if any).
 * Answers the save's own time (ms).
 */
async function save(server: Server, id: number, n: number): Promise<number> {
  const opened = (await (await send(server, `news/one/${id}`)).json()) as { version?: number }
  const start = performance.now()
  const saved = await send(
    server,
    'news/update',
    'PATCH',
    { ...newsBody(`Open day ${id} save ${n}`, n), id },
    opened.version,
  )
  if (!saved.ok) throw new Error(`news/update: ${saved.status} ${await saved.text()}`)
  await saved.arrayBuffer()
  return performance.now() - start
}

interface LoadFigures {
  p50: number
  p95: number
  updates: number
  updatesPerSecond: number
  /** Answers other than 2xx, and requests that failed; 409s (a version check gone wrong) among them. */
  errors: number
  conflicts: number
  checked: boolean
}

/** Part 1: EDITORS editors, each opening and saving its own news item, for SECONDS s. */
async function underLoad(build: Build, postgresUrl: string, round: number): Promise<LoadFigures> {
  const server = await startOn(build, postgresUrl, `versions_load_${build.label}_${round}`)
  try {
    const ids: number[] = []
    for (let i = 0; i < EDITORS; i++) ids.push(await addNews(server, `Open day ${i}`))
    // Once by hand: the save works, and on this checkout a save from an older version is refused, so the
    // versions are really checked under the load below.
    await save(server, ids[0], 0)
    const opened = (await (await send(server, `news/one/${ids[0]}`)).json()) as { version?: number }
    let checked = false
    if (opened.version !== undefined) {
      const stale = await send(
        server,
        'news/update',
        'PATCH',
        { ...newsBody('Stale', 1), id: ids[0] },
        opened.version - 1,
      )
      if (stale.status !== 409) throw new Error(`a stale save answered ${stale.status}, not 409`)
      checked = true
    }
    if (build.label === 'after' && !checked)
      throw new Error('the read-one of this checkout answered no version')

    const auth = { authorization: `Bearer ${server.token}` }
    const path = (p: string) => new URL(p, server.api).pathname
    let saves = 0
    const stepsFor = (id: number): autocannon.Request[] => [
      {
        method: 'GET',
        path: path(`news/one/${id}`),
        headers: auth,
        onResponse: (_status, body, context) => {
          ;(context as { version?: number }).version = (JSON.parse(body) as { version?: number }).version
        },
      },
      {
        method: 'PATCH',
        setupRequest: (request, context) => {
          const version = (context as { version?: number }).version
          return {
            ...request,
            path: path('news/update'),
            headers: {
              ...auth,
              'content-type': 'application/json',
              ...(version === undefined ? {} : { [VERSION_HEADER]: String(version) }),
            },
            body: JSON.stringify({ ...newsBody(`Open day ${id} save ${++saves}`, saves), id }),
          }
        },
      },
    ]
    let editor = 0
    // Each editor's answers come in its loop's order (one request at a time on its connection): odd ones
    // are its saves.
    const answered = new Map<autocannon.Client, number>()
    const latencies: number[] = []
    let conflicts = 0
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: new URL(server.api).origin,
          connections: EDITORS,
          duration: SECONDS,
          requests: stepsFor(ids[0]),
          setupClient: (client) => client.setRequests(stepsFor(ids[editor++ % ids.length])),
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      )
      instance.on('response', (client, status, _bytes, responseTime) => {
        const count = (answered.get(client) ?? 0) + 1
        answered.set(client, count)
        if (count % 2 === 0) latencies.push(responseTime)
        if (status === 409) conflicts++
      })
    })
    latencies.sort((a, b) => a - b)
    return {
      p50: percentile(latencies, 0.5, 1),
      p95: percentile(latencies, 0.95, 1),
      updates: latencies.length,
      updatesPerSecond: Math.round(latencies.length / SECONDS),
      errors: result.errors + result.non2xx + result.timeouts,
      conflicts,
      checked,
    }
  } finally {
    await server.stop()
  }
}

interface Sizes {
  auditLog: number
  news: number
  database: number
}

async function sizesOf(database: string): Promise<Sizes> {
  const client = new pg.Client({ connectionString: database })
  await client.connect()
  try {
    const { rows } = await client.query<{ audit: string; news: string; database: string }>(
      `select pg_total_relation_size('audit_log') as audit, pg_total_relation_size('news') as news,
              pg_database_size(current_database()) as database`,
    )
    return { auditLog: Number(rows[0].audit), news: Number(rows[0].news), database: Number(rows[0].database) }
  } finally {
    await client.end()
  }
}

interface CallFigures {
  p50: number
  p95: number
  bytes: number
  gzipBytes: number
}

interface GrowthFigures {
  before: Sizes
  after: Sizes
  /** The saves' own times, one save at a time (no other editor): the cost without queueing. */
  saveP50: number
  saveP95: number
  /** This checkout only (BASE has no history call): the history and read-one calls on the saved item. */
  history?: CallFigures
  readOne?: CallFigures
  /** JSON.parse and the contract's zod check of one history answer, as a client reads it (median, ms). */
  historyParseMs?: number
  /** How many versions the history answer held. */
  versions?: number
}

/** Parts 2 and 3: one news item saved SAVES times, one save after another; then its history opened. */
async function growthAndHistory(build: Build, postgresUrl: string): Promise<GrowthFigures> {
  const server = await startOn(build, postgresUrl, `versions_growth_${build.label}`)
  try {
    const id = await addNews(server, 'Open day growth')
    const before = await sizesOf(server.database)
    const saveMs: number[] = []
    for (let n = 1; n <= SAVES; n++) saveMs.push(await save(server, id, n))
    const after = await sizesOf(server.database)
    saveMs.sort((a, b) => a - b)
    const sizes = { before, after, saveP50: percentile(saveMs, 0.5, 1), saveP95: percentile(saveMs, 0.95, 1) }
    const hasHistory = (await send(server, `news/history/${id}`)).ok
    if (!hasHistory) return sizes

    const timed = async (path: string) => {
      const start = performance.now()
      const text = await (await send(server, path)).text()
      return { ms: performance.now() - start, text }
    }
    const times = { history: [] as number[], readOne: [] as number[], parse: [] as number[] }
    let historyText = ''
    let readOneText = ''
    for (let i = 0; i < HISTORY_CALLS; i++) {
      const history = await timed(`news/history/${id}`)
      const readOne = await timed(`news/one/${id}`)
      times.history.push(history.ms)
      times.readOne.push(readOne.ms)
      historyText = history.text
      readOneText = readOne.text
      const start = performance.now()
      z.array(RecordVersion).parse(JSON.parse(historyText))
      times.parse.push(performance.now() - start)
    }
    const figures = (ms: number[], text: string): CallFigures => {
      const sorted = [...ms].sort((a, b) => a - b)
      return {
        p50: percentile(sorted, 0.5, 1),
        p95: percentile(sorted, 0.95, 1),
        bytes: Buffer.byteLength(text),
        gzipBytes: gzipSync(text).length,
      }
    }
    return {
      ...sizes,
      versions: (JSON.parse(historyText) as unknown[]).length,
      history: figures(times.history, historyText),
      readOne: figures(times.readOne, readOneText),
      historyParseMs: Math.round(median(times.parse) * 10) / 10,
    }
  } finally {
    await server.stop()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
const ratio = (after: number, before: number) => (after / before).toFixed(2)

async function main() {
  ensureBuilt()
  const baseDir =
    process.env.BASE_BUILD ?? (console.log(`Building ${BASE} for the baseline…`), buildCommit(BASE))
  const before: Build = { label: 'before', cwd: baseDir }
  const after: Build = { label: 'after', cwd: '.' }
  const postgres = startPostgres(work)
  try {
    const rounds: { before: LoadFigures; after: LoadFigures }[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      // The order alternates, so that a machine getting busier or quieter favours neither build.
      const order = round % 2 ? [before, after] : [after, before]
      const figures: Partial<Record<string, LoadFigures>> = {}
      for (const build of order) figures[build.label] = await underLoad(build, postgres.url, round)
      const done = { before: figures.before as LoadFigures, after: figures.after as LoadFigures }
      console.log(`round ${round}`, done)
      rounds.push(done)
    }
    const growthBefore = await growthAndHistory(before, postgres.url)
    const growthAfter = await growthAndHistory(after, postgres.url)
    console.log({ growthBefore, growthAfter })

    const med = (pick: (r: { before: LoadFigures; after: LoadFigures }) => number) =>
      Math.round(median(rounds.map(pick)) * 10) / 10
    const p50 = { before: med((r) => r.before.p50), after: med((r) => r.after.p50) }
    const p95 = { before: med((r) => r.before.p95), after: med((r) => r.after.p95) }
    const perSave = (g: GrowthFigures, key: keyof Sizes) => (g.after[key] - g.before[key]) / SAVES
    const history = growthAfter.history
    const readOne = growthAfter.readOne
    const table = [
      '## Versions (issue 25)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (2 cores, shared), on PostgreSQL, the built`,
      `API server of this checkout ("after") against the same server built from ${BASE} ("before": main just before`,
      'issue 25\'s server work, the first parent of "Merge feat-versions"), in the same run.',
      '',
      `### Saves under load: ${EDITORS} editors for ${SECONDS} s, each opening and saving its own news item (2 KB body)`,
      '',
      `After: each save sends the version its item was opened from (\`${VERSION_HEADER}\`) and the server checks it`,
      '(a stale save answered 409 before the load); before: no version. Latency of the saves only, in ms.',
      '',
      '| round | before p50 / p95 | after p50 / p95 | saves/s before / after | errors before / after |',
      '| --- | --- | --- | --- | --- |',
      ...rounds.map(
        (r, i) =>
          `| ${i + 1} | ${r.before.p50} / ${r.before.p95} | ${r.after.p50} / ${r.after.p95} | ` +
          `${r.before.updatesPerSecond} / ${r.after.updatesPerSecond} | ${r.before.errors} / ${r.after.errors} |`,
      ),
      `| **median** | **${p50.before} / ${p95.before}** | **${p50.after} / ${p95.after}** | | |`,
      '',
      `Ratio after / before (medians of ${ROUNDS} rounds): p50 ${ratio(p50.after, p50.before)}, p95 ${ratio(p95.after, p95.before)}.`,
      'Target: at most 1.10.',
      '',
      `One editor, one save after another (the ${SAVES.toLocaleString('en')} saves below, no other load from the bench), the save's`,
      `own time: before p50 ${growthBefore.saveP50} / p95 ${growthBefore.saveP95} ms, after p50 ${growthAfter.saveP50} / p95`,
      `${growthAfter.saveP95} ms; ratio p50 ${ratio(growthAfter.saveP50, growthBefore.saveP50)}, p95 ${ratio(growthAfter.saveP95, growthBefore.saveP95)}.`,
      '',
      `### Growth per ${SAVES.toLocaleString('en')} saves of one news item with a 2 KB body`,
      '',
      'One save after another, each opening the item first. Bytes: `pg_total_relation_size` (table, TOAST and',
      'indexes) and `pg_database_size`, after the item was added and after its saves.',
      '',
      '| | audit_log before / after | news table before / after | database before / after | per save: audit_log / database |',
      '| --- | --- | --- | --- | --- |',
      ...(
        [
          ['before', growthBefore],
          ['after', growthAfter],
        ] as const
      ).map(
        ([label, g]) =>
          `| ${label} | ${kb(g.before.auditLog)} / ${kb(g.after.auditLog)} | ${kb(g.before.news)} / ${kb(g.after.news)} | ` +
          `${mb(g.before.database)} / ${mb(g.after.database)} | ${(perSave(g, 'auditLog') / 1024).toFixed(2)} KB / ${(perSave(g, 'database') / 1024).toFixed(2)} KB |`,
      ),
      '',
      ...(history && readOne
        ? [
            `### History of a record with ${(SAVES + 1).toLocaleString('en')} versions`,
            '',
            `The same item (its add and ${SAVES.toLocaleString('en')} saves): its history call (\`GET news/history/:EntryID\`, which`,
            `answers the newest 1,000; here ${growthAfter.versions ?? 0} versions) and its read-one call, ${HISTORY_CALLS} times each,`,
            'interleaved, one call at a time on the otherwise idle server; time to the whole answer read, in ms.',
            '',
            '| call | p50 | p95 | answer size | gzipped |',
            '| --- | --- | --- | --- | --- |',
            `| read-one | ${readOne.p50} | ${readOne.p95} | ${kb(readOne.bytes)} | ${kb(readOne.gzipBytes)} |`,
            `| history | ${history.p50} | ${history.p95} | ${kb(history.bytes)} | ${kb(history.gzipBytes)} |`,
            '',
            `Ratio history / read-one: p50 ${ratio(history.p50, readOne.p50)}, p95 ${ratio(history.p95, readOne.p95)};`,
            `JSON.parse and the contract's zod check of one history answer: ${growthAfter.historyParseMs} ms (median).`,
            'The History panel\'s paint in browser mode (the issue\'s "opens in under 300 ms") is not measured here:',
            'bench/history-panel/browser.ts measures it (below).',
          ]
        : []),
      '',
      'Run it with `BENCH_DATABASE_URL=postgres://… npx tsx bench/load/versions.ts` (BASE, BASE_BUILD, EDITORS,',
      'SECONDS, ROUNDS, SAVES and HISTORY_CALLS override).',
    ].join('\n')
    console.log(table)
    await writeResults('versions', table)
  } finally {
    postgres.stop()
    if (!process.env.BASE_BUILD) rmSync(baseDir, { recursive: true, force: true })
    rmSync(work, { recursive: true, force: true })
  }
}

void main()
