// bench/public/peer.ts: issue 46's peer comparison. Our public content API and Directus's REST API, each on a
// database of its own in one PostgreSQL, with the same RECORDS published news items (seed.ts's), answer the
// same three requests: a list of 20 (alone and for each faculty), a record by its slug (SLUGS spread over all),
// and a revalidation of a record (If-None-Match with the ETag of its answer: 304), if the peer gives ETags.
// Each kind is measured on ours, then on the peer, with kinds.ts's loops (run.ts's): at LATENCY_RATE
// requests/s for RATE_SECONDS (p50 / p95), then CONNECTIONS connections for SECONDS (requests/s, and per
// CPU-second of the server process). Directus is installed with npm into PEER_DIR ($TMPDIR/bench-peer), never
// into this project (peer-directus.ts).
// Run: npx tsx bench/public/peer.ts   (as root with Debian's postgresql, as run.ts; PostgreSQL on BENCH_PG_PORT,
// 55541, Directus on PEER_PORT, 55542. RECORDS is 10,000 by default: seeding ours takes 2 to 5 s a thousand on
// this shared machine. The table goes to docs/benchmarks.md unless NO_WRITE is set.)
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { PUBLIC_PREFIX } from '../../src/shared/rules/public'
import { freshDatabase, serverEnv, startPostgres, startServer, stopServer } from '../lib/api-server'
import { build, writeResults } from '../lib/host'
import { type Api, send } from '../load/editor-steps'
import { type KindFigures, type Loops, measureKind, perCore } from './kinds'
import {
  DIRECTUS_VERSION,
  defineNews,
  draftsHidden,
  installDirectus,
  seedDirectus,
  startDirectus,
} from './peer-directus'
import { seedNews, slugOf } from './seed'
import { closedLoop, SITE_HEADERS, type SiteRequest } from './traffic'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const RECORDS = env('RECORDS', 10_000)
const SLUGS = 1000
const FACULTIES = ['General', 'FCS', 'FBM', 'FEN', 'FMS']
const LOOPS: Loops = {
  latencyRate: env('LATENCY_RATE', 100),
  rateSeconds: env('RATE_SECONDS', 10),
  connections: env('CONNECTIONS', 8),
  seconds: env('SECONDS', 10),
}
const KINDS = ['list of 20', 'record by slug', 'revalidation of a record (304)'] as const
type Kind = (typeof KINDS)[number]

/** What one side answers: its paths per kind, and what one answer looked like. */
interface Side {
  name: string
  api: Api
  pid: number
  requests: Partial<Record<Kind, SiteRequest[]>>
  /** A record's answer: its size as sent, its encoding, its ETag (none is a finding). */
  sample: { bytes: number; encoding: string; etag: string | undefined; listBytes: number }
}

const slugs = () => {
  const step = Math.floor(RECORDS / SLUGS) || 1
  return Array.from({ length: Math.min(SLUGS, RECORDS) }, (_, i) => slugOf(i * step))
}

async function sideOf(
  name: string,
  api: Api,
  pid: number,
  lists: string[],
  records: string[],
): Promise<Side> {
  const plain = (kind: Kind, paths: string[]) =>
    paths.map((path) => ({ kind, path, headers: {}, status: 200 }))
  const first = await send(api, 'GET', records[0], SITE_HEADERS)
  const list = await send(api, 'GET', lists[0], SITE_HEADERS)
  for (const answer of [first, list])
    if (answer.status !== 200)
      throw new Error(`${name}: ${answer.status} ${answer.body.toString().slice(0, 200)}`)
  const etag = first.headers.etag
  const requests: Side['requests'] = {
    'list of 20': plain('list of 20', lists),
    'record by slug': plain('record by slug', records),
  }
  if (etag)
    requests['revalidation of a record (304)'] = await Promise.all(
      records.map(async (path) => {
        const answer = await send(api, 'GET', path, SITE_HEADERS)
        const tag = answer.headers.etag
        if (!tag) throw new Error(`${name} ${path}: ${answer.status} without an ETag`)
        return {
          kind: 'revalidation of a record (304)',
          path,
          headers: { 'if-none-match': tag },
          status: 304,
        }
      }),
    )
  return {
    name,
    api,
    pid,
    requests,
    sample: {
      bytes: first.body.length,
      encoding: String(first.headers['content-encoding'] ?? 'none'),
      etag,
      listBytes: list.body.length,
    },
  }
}

const newApi = (base: string): Api => ({
  base,
  token: '',
  agent: new Agent({ keepAlive: true }),
  photo: Buffer.alloc(0),
  requests: 0,
})

async function main() {
  const peerDir = process.env.PEER_DIR ?? join(tmpdir(), 'bench-peer')
  const cli = installDirectus(peerDir)
  build()
  const work = mkdtempSync(join(tmpdir(), 'console-peer-'))
  chmodSync(work, 0o755)
  const postgres = startPostgres(work, env('BENCH_PG_PORT', 55541))
  const load = [loadavg()]
  try {
    const ourUrl = await freshDatabase(postgres.url, 'public_bench')
    const peerUrl = await freshDatabase(postgres.url, 'directus_bench')
    const server = await startServer({
      ...serverEnv(ourUrl, null, join(work, 'server')),
      PUBLIC_RATE_LIMIT: '0',
    })
    const peer = await startDirectus(cli, peerUrl, env('PEER_PORT', 55542))
    try {
      let start = performance.now()
      await seedNews(ourUrl, RECORDS)
      console.log(`ours: ${RECORDS} seeded in ${((performance.now() - start) / 1000).toFixed(0)} s`)
      start = performance.now()
      const refusal = await defineNews(peer)
      await seedDirectus(peerUrl, RECORDS)
      const hidden = await draftsHidden(peer, peerUrl)
      console.log(`directus: ${RECORDS} seeded in ${((performance.now() - start) / 1000).toFixed(0)} s`)
      const ours = await sideOf(
        'ours',
        newApi(server.api),
        server.child.pid ?? 0,
        ['news?limit=20', ...FACULTIES.map((code) => `news?limit=20&faculty=${code}`)].map(
          (path) => `${PUBLIC_PREFIX}/${path}`,
        ),
        slugs().map((slug) => `${PUBLIC_PREFIX}/news/${slug}`),
      )
      const fields = 'fields=id,title,slug,date,faculty,image,image_alt,body'
      const published = 'filter[status][_eq]=published'
      const theirs = await sideOf(
        'directus',
        peer.api,
        peer.child.pid ?? 0,
        ['', ...FACULTIES.map((code) => `&filter[faculty][_eq]=${code}`)].map(
          (faculty) => `items/news?${published}${faculty}&sort=-date&limit=20&${fields}`,
        ),
        slugs().map((slug) => `items/news?${published}&filter[slug][_eq]=${slug}&limit=1&${fields}`),
      )
      const rows: Row[] = []
      for (const side of [ours, theirs]) {
        // Warm-up (discarded): each server's code compiled, PostgreSQL's pages read.
        const all = Object.values(side.requests).flat()
        await closedLoop(side.api, all, LOOPS.connections, 5)
      }
      for (const kind of KINDS) {
        const row: Row = { kind }
        for (const side of [ours, theirs]) {
          const requests = side.requests[kind]
          if (!requests) continue
          const figures = await measureKind(side.api, side.pid, postgres, kind, requests, LOOPS)
          console.log(side.name, figures)
          row[side.name === 'ours' ? 'ours' : 'peer'] = figures
        }
        rows.push(row)
      }
      load.push(loadavg())
      const markdown = report(rows, ours, theirs, load, { refusal, hidden })
      console.log(markdown)
      if (!process.env.NO_WRITE) await writeResults('public-peer', markdown)
    } finally {
      await peer.stop()
      await stopServer(server)
    }
  } finally {
    postgres.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

interface Row {
  kind: Kind
  ours?: KindFigures
  peer?: KindFigures
}

const ratio = (a: number, b: number) => `**${(a / b).toFixed(2)}x**`

interface Access {
  /** Directus's refusal of the published-only rule through its API, if it refused. */
  refusal: string | null
  /** Whether its Public policy was then found not to read a draft. */
  hidden: boolean
}

function report(rows: Row[], ours: Side, theirs: Side, load: number[][], access: Access): string {
  const loads = load.map((each) => each.map((value) => value.toFixed(1)).join(' / '))
  const cells = (figures: KindFigures | undefined) =>
    figures
      ? [
          `${Math.round(figures.closed.perSecond)}${figures.closed.errors ? ` (${figures.closed.errors} errors)` : ''}`,
          `${figures.atRate.p50} / ${figures.atRate.p95}${figures.atRate.errors ? ` (${figures.atRate.errors} errors)` : ''}`,
          String(Math.round(perCore(figures))),
        ]
      : ['no ETag: not measured', '', '']
  const lines = rows.map(({ kind, ours: our, peer }) => {
    const [oursRate, oursTimes, oursCore] = cells(our)
    const [peerRate, peerTimes, peerCore] = cells(peer)
    const both = our && peer
    return `| ${kind} | ${oursRate} | ${peerRate} | ${both ? ratio(our.closed.perSecond, peer.closed.perSecond) : ''} | ${oursTimes} | ${peerTimes} | ${oursCore} | ${peerCore} | ${both ? ratio(perCore(our), perCore(peer)) : ''} |`
  })
  const sample = (side: Side) =>
    `a record ${side.sample.bytes} bytes as sent (encoding: ${side.sample.encoding}), a list of 20 ${side.sample.listBytes}, ETag ${side.sample.etag ? `\`${side.sample.etag}\`` : '**none**'}`
  return [
    '## bench/public/peer.ts: ours beside Directus (issue 46)',
    '',
    `bench/public/peer.ts, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: our built server (out/main/server.js) and Directus ${DIRECTUS_VERSION} (npm, installed in a folder of the bench's own; \`directus start\`, one process, answer cache and rate limiter off, as ours runs; Node ${process.version} for both), each on its own database in one PostgreSQL, with the same ${RECORDS.toLocaleString('en')} published news items (seed.ts: title, slug, date, faculty, image and its alternative text, a 1.3 KB rich-text body; Directus's \`news\` collection has those fields, unique slug, indexed status and date, and is read by its Public policy: see Access below). Requests: a list of 20 newest (alone and for each of 5 faculties; Directus: \`items/news?filter[status][_eq]=published&sort=-date&limit=20&fields=…\`), a record by its slug (${SLUGS} slugs over all the items; Directus: \`filter[slug][_eq]=…&limit=1\`), and a record's revalidation with \`If-None-Match\`. Each kind on ours then on Directus: ${LOOPS.latencyRate} requests/s for ${LOOPS.rateSeconds} s (p50 / p95 ms from each scheduled moment), then ${LOOPS.connections} connections for ${LOOPS.seconds} s (requests/s; **per core**: requests per CPU-second of the server's process). Ratios: ours over Directus's (above 1: ours does more).`,
    '',
    '| request | ours: requests/s | Directus: requests/s | ratio | ours: p50 / p95 ms | Directus: p50 / p95 ms | ours: per core | Directus: per core | ratio per core |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
    '',
    `Answers: ours ${sample(ours)}; Directus ${sample(theirs)}.`,
    '',
    `Access: ${access.refusal ? `Directus refused the Public policy's rule (\`status\` is \`published\`) through its API (\`POST /permissions\`: 403, "${access.refusal}": custom permission rules are a licensed feature in Directus 12, and a rule written into \`directus_permissions\` by hand is dropped when it reads its permissions), so its Public policy reads every news item and the requests above filter on \`status\` themselves; ` : ''}a draft written beside the records was ${access.hidden ? 'not served to the Public role' : '**served** to the Public role when asked for by its slug without that filter'}. Ours serves published copies only.`,
    '',
    `The machine has 2 cores shared with other engineers' work during the run (load average 1 / 5 / 15 min: ${loads[0]} at the start, ${loads[1] ?? '?'} at the end): both servers, PostgreSQL and the bench share them, so the ratios measured in the same run say more than the absolute figures.`,
    '',
    "Run it with `npx tsx bench/public/peer.ts` (as run.ts; RECORDS=100000 for the issue's count).",
  ].join('\n')
}

void main()
