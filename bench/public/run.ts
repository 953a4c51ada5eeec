// bench/public: the public content API (issue 46, "Measured") on PostgreSQL with RECORDS published news items
// (seed.ts), served by the built API server (out/main/server.js, `npm run server`'s entry) as one process:
// 1. A list of 20, a record by its slug, and revalidations (If-None-Match → 304) of a record and of a list:
//    each alone at LATENCY_RATE requests/s for RATE_SECONDS (an open loop: p50 / p95 / p99), then in a closed loop of
//    CONNECTIONS connections for SECONDS (the rate the server sustains). Per core: requests per second of the
//    server process's processor time (read from /proc over the loop), and PostgreSQL's share beside it.
// 2. Editors (bench/load's loop of list, open, save, upload at an editor's pace, EDITORS of them) alone, and
//    again while the site sends RATE requests/s (the mix of part 1, from a process of its own at nice SITE_NICE:
//    site-process.ts), ROUNDS times alternating: p95 against p95.
// 3. From a save's commit to its webhook's delivery (webhook.ts), SAVES saves.
// Run: npx tsx bench/public/run.ts   (as root with Debian's postgresql: it builds this checkout, starts its own
// PostgreSQL on BENCH_PG_PORT (55531), then takes about ten minutes on two cores. RECORDS, RATE,
// LATENCY_RATE, RATE_SECONDS, CONNECTIONS, SECONDS, EDITORS, EDITOR_SECONDS, ROUNDS, SITE_NICE and SAVES
// override; with RECORDS below 100,000 docs/benchmarks.md is left as it is. SERVER_NODE_ARGS passes node
// options to the server, e.g. `--cpu-prof`.)
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { loadavg, setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { PUBLIC_PREFIX } from '../../src/shared/rules/public'
import {
  createAdmin,
  freshDatabase,
  serverEnv,
  startPostgres,
  startServer,
  stopServer,
} from '../lib/api-server'
import { build, writeResults } from '../lib/host'
import { type Api, makePhoto, seedGallery, send, signIn } from '../load/editor-steps'
import { closedLoop as editorsLoop, openLoop, type Sample, seededRandom } from '../load/loops'
import { allOf, spreadOf } from '../load/report'
import { errorsOf, type KindFigures, type Loops, measureKind, perCore } from './kinds'
import { seedNews, type Seeded } from './seed'
import { closedLoop, SITE_HEADERS, type SiteRequest, type Timed } from './traffic'
import { deliveryTimes, type DeliveryTimes } from './webhook'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const RECORDS = env('RECORDS', 100_000)
/** The site's requests per second beside the editors (the 500). */
const RATE = env('RATE', 500)
/** The nice value of the site's process beside the editors (SITE_NICE; 0: the server's own priority). */
const SITE_PROCESS_NICE = env('SITE_NICE', 10)
/** Each kind's rate when its times are taken: a busy site's, which two shared cores can serve. */
const LATENCY_RATE = env('LATENCY_RATE', 100)
const RATE_SECONDS = env('RATE_SECONDS', 10)
const CONNECTIONS = env('CONNECTIONS', 8)
const SECONDS = env('SECONDS', 10)
const EDITORS = env('EDITORS', 20)
const EDITOR_SECONDS = env('EDITOR_SECONDS', 20)
const ROUNDS = env('ROUNDS', 2)
const SAVES = env('SAVES', 60)
const PACE_MS = 3000
/** Records read by slug (spread over all of them, so most reads are of rows not read just before). */
const SLUGS = 1000
const LOOPS: Loops = {
  latencyRate: LATENCY_RATE,
  rateSeconds: RATE_SECONDS,
  connections: CONNECTIONS,
  seconds: SECONDS,
}
const GOALS = {
  revalidationP95: 5,
  listP95: 25,
  revalidationsPerCore: 1500,
  editorsRatio: 1.2,
  webhookP95: 1000,
}

/** The site's requests of part 1, by kind; the 304s carry the ETags of their answers as read once before. */
async function siteRequests(site: Api, seeded: Seeded): Promise<Record<string, SiteRequest[]>> {
  const at = (path: string) => `${PUBLIC_PREFIX}/${path}`
  const lists = [at('news?limit=20'), ...seeded.faculties.map((code) => at(`news?limit=20&faculty=${code}`))]
  const step = Math.floor(seeded.slugs.length / SLUGS) || 1
  const records = seeded.slugs.filter((_, i) => i % step === 0).map((slug) => at(`news/${slug}`))
  const plain = (kind: string, paths: string[]) =>
    paths.map((path) => ({ kind, path, headers: {}, status: 200 }))
  const revalidations = async (kind: string, paths: string[]) =>
    Promise.all(
      paths.map(async (path) => {
        const answer = await send(site, 'GET', path, SITE_HEADERS)
        const etag = answer.status === 200 ? answer.headers.etag : undefined
        if (!etag) throw new Error(`${path}: ${answer.status} without an ETag`)
        return { kind, path, headers: { 'if-none-match': etag }, status: 304 }
      }),
    )
  return {
    'list of 20': plain('list of 20', lists),
    'record by slug': plain('record by slug', records),
    'revalidation of a record (304)': await revalidations('revalidation of a record (304)', records),
    'revalidation of a list (304)': await revalidations('revalidation of a list (304)', lists),
  }
}

interface EditorsFigures {
  idle: Sample[]
  busy: Sample[]
  site: Timed[]
}

/** EDITORS editors alone, then with the site's RATE requests/s beside them, ROUNDS times. */
async function editorsUnderSite(api: Api, site: Api, mix: SiteRequest[]): Promise<EditorsFigures> {
  api.photo = await makePhoto()
  const editors = await seedGallery(api, EDITORS)
  await editorsLoop(api, editors, 3)
  const figures: EditorsFigures = { idle: [], busy: [], site: [] }
  for (let round = 0; round < ROUNDS; round++) {
    // The same schedule of actions in both: only the site's traffic differs.
    figures.idle.push(...(await openLoop(api, editors, EDITOR_SECONDS, PACE_MS, seededRandom(EDITORS))))
    const siteTraffic = await siteBeside(site.base, mix, RATE, EDITOR_SECONDS)
    const [busy, siteTimes] = await Promise.all([
      openLoop(api, editors, EDITOR_SECONDS, PACE_MS, seededRandom(EDITORS)),
      siteTraffic.times,
    ])
    figures.busy.push(...busy)
    figures.site.push(...siteTimes)
    console.log(
      `editors round ${round + 1}: p95 alone ${allOf(figures.idle).p95} ms, with the site ${allOf(figures.busy).p95} ms`,
    )
  }
  return figures
}

/**
 * Starts the site's `rate` requests/s for `seconds` in a process of its own (site-process.ts) and answers, once
 * it sends, their times to come.
 */
async function siteBeside(
  base: string,
  mix: SiteRequest[],
  rate: number,
  seconds: number,
): Promise<{ times: Promise<Timed[]> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'site-process.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  // Below the server's priority: a website's requests come from other machines, and this process's own work
  // (a third of a core at 500/s) is not the server's to bear. It still sends on time while a core is free (the
  // site's times show when it does not).
  if (child.pid !== undefined) setPriority(child.pid, SITE_PROCESS_NICE)
  child.stdin.end(JSON.stringify({ base, mix, rate, seconds }))
  let output = ''
  child.stdout.setEncoding('utf8')
  const ended = new Promise<Timed[]>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as Timed[])
        : reject(new Error(`the site's process ended with ${code}: ${output}`)),
    ),
  )
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk
      if (output.startsWith('ready\n')) resolve()
    })
    ended.catch(reject)
  })
  // Wrapped: an async function's answer that is itself a promise would be awaited with it.
  return { times: ended }
}

/** The mix the site sends while editors work: every kind of part 1, interleaved. */
function interleaved(kinds: SiteRequest[][]): SiteRequest[] {
  const longest = Math.max(...kinds.map((each) => each.length))
  return Array.from({ length: longest }, (_, i) => kinds.map((each) => each[i % each.length])).flat()
}

async function main() {
  // Always: an out/ left from an earlier checkout would be measured instead of this one.
  build()
  const work = mkdtempSync(join(tmpdir(), 'console-public-'))
  // PostgreSQL runs as its own user, which must reach its folder inside.
  chmodSync(work, 0o755)
  const postgres = startPostgres(work, env('BENCH_PG_PORT', 55531))
  const load = [loadavg()]
  try {
    const url = await freshDatabase(postgres.url, 'public_bench')
    const serverEnvironment = {
      ...serverEnv(url, null, join(work, 'server')),
      // One address sends all the bench's requests: the public API's limit per address would refuse them.
      PUBLIC_RATE_LIMIT: '0',
      WEBHOOK_ALLOW_PRIVATE: '1',
    }
    const server = await startServer(serverEnvironment)
    const pid = server.child.pid ?? 0
    try {
      createAdmin(serverEnvironment)
      const seedStart = performance.now()
      const seeded = await seedNews(url, RECORDS)
      const seedSeconds = (performance.now() - seedStart) / 1000
      console.log(`${RECORDS} news items seeded and projected in ${seedSeconds.toFixed(0)} s`)
      const newApi = (): Api => ({
        base: server.api,
        token: '',
        agent: new Agent({ keepAlive: true }),
        photo: Buffer.alloc(0),
        requests: 0,
      })
      const site = newApi()
      const requests = await siteRequests(site, seeded)
      // Warm-up (discarded): the server's code compiled, PostgreSQL's pages read.
      await closedLoop(site, interleaved(Object.values(requests)), CONNECTIONS, 5)
      const kinds: KindFigures[] = []
      for (const [kind, each] of Object.entries(requests)) {
        kinds.push(await measureKind(site, pid, postgres, kind, each, LOOPS))
        console.log(kinds[kinds.length - 1])
      }
      const api = newApi()
      await signIn(api)
      const editors = await editorsUnderSite(api, site, interleaved(Object.values(requests)))
      const deliveries = await deliveryTimes(api, SAVES)
      load.push(loadavg())
      const markdown = report({ kinds, editors, deliveries, load, seedSeconds })
      console.log(markdown)
      if (RECORDS >= 100_000) await writeResults('public', markdown)
    } finally {
      await stopServer(server)
    }
  } finally {
    postgres.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

interface Figures {
  kinds: KindFigures[]
  editors: EditorsFigures
  deliveries: DeliveryTimes
  /** The machine's load averages (1, 5 and 15 minutes) at the start and at the end. */
  load: number[][]
  seedSeconds: number
}

const percent = (cores: number) => `${Math.round(cores * 100)}%`
const verdict = (met: boolean) => (met ? '**met**' : '**not met**')

function report({ kinds, editors, deliveries, load, seedSeconds }: Figures): string {
  const kind = (name: string) => kinds.find((each) => each.kind.startsWith(name))!
  const revalidation = kind('revalidation of a record')
  const list = kind('list')
  const idle = allOf(editors.idle)
  const busy = allOf(editors.busy)
  const site = spreadOf(
    editors.site.map((sample) => sample.latency),
    1,
  )
  const fromRequest = spreadOf(deliveries.fromRequest)
  const fromAnswer = spreadOf(deliveries.fromAnswer)
  const loads = load.map((each) => each.map((value) => value.toFixed(1)).join(' / '))
  const rows = kinds.map((figures) => {
    const { atRate: timed, closed } = figures
    return `| ${figures.kind} | ${timed.p50} / ${timed.p95} / ${timed.p99} (${timed.errors}) | ${Math.round(closed.perSecond)} (p95 ${closed.p95} ms, ${closed.errors} errors) | ${percent(closed.cores.process)} / ${percent(closed.cores.mainThread)} | **${Math.round(perCore(figures))}** (${Math.round(closed.perSecond / closed.cores.mainThread)}) | ${closed.postgres === null ? 'not read' : percent(closed.postgres)} | ${percent(closed.cores.bench)} |`
  })
  return [
    '## bench/public: the public content API (issue 46)',
    '',
    `bench/public/run.ts, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: the built server (out/main/server.js), one process, on PostgreSQL with ${RECORDS.toLocaleString('en')} published news items (a 1.3 KB story with a heading, a list and a link, an image with its size and alternative text; written in bulk with their \`published\` copies made by the server's own code, a sample of which the server's projection found unchanged; seeded in ${seedSeconds.toFixed(0)} s). The site's requests go over kept-alive connections and accept compressed answers. Lists: \`news?limit=20\`, alone and for General and each of 4 faculties, in turn; records: ${SLUGS} slugs spread over all the items; revalidations: the same with \`If-None-Match\` of their ETag. Rate limit off (\`PUBLIC_RATE_LIMIT=0\`: the bench is one address).`,
    '',
    `Each kind alone: first at ${LATENCY_RATE} requests/s for ${RATE_SECONDS} s (an open loop: times in ms from each request's scheduled moment, p50 / p95 / p99, errors), then ${CONNECTIONS} connections with no pause for ${SECONDS} s (a closed loop: the rate the server sustains). **Per core** is that rate divided by the processor time the server process used over the loop (from /proc: the cores it kept busy); in parentheses, divided by its main thread's (which runs the JavaScript and so bounds one process). PostgreSQL's processes and the bench's own load use the same two cores beside it.`,
    '',
    `| request | at ${LATENCY_RATE}/s: p50 / p95 / p99 ms (errors) | closed loop: requests/s | server CPU: process / main thread | per core: requests per CPU-second (main thread) | PostgreSQL CPU | bench CPU |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Editors (${EDITORS}, bench/load's loop of list, open, save and upload of a 2 MB photo, one action every ${PACE_MS / 1000} s each, the same schedule each time, ${ROUNDS} rounds of ${EDITOR_SECONDS} s alone and ${EDITOR_SECONDS} s while the site sends ${RATE} requests/s of the mix above from a process of its own at nice ${SITE_PROCESS_NICE}): p50 / p95 alone ${idle.p50} / ${idle.p95} ms (${idle.count} actions), with the site ${busy.p50} / ${busy.p95} ms (${busy.count}): **${(busy.p95 / idle.p95).toFixed(2)}x**. The site's requests meanwhile: p50 / p95 / p99 ${site.p50} / ${site.p95} / ${site.p99} ms, ${errorsOf(editors.site)} errors.`,
    '',
    `Webhooks: ${fromRequest.count} news items added one at a time (100 to 600 ms apart), each delivery to a receiver on loopback checked with \`standardwebhooks\`: from the save's request to its delivery p50 / p95 / p99 ${fromRequest.p50} / ${fromRequest.p95} / ${fromRequest.p99} ms, from its answer ${fromAnswer.p50} / ${fromAnswer.p95} / ${fromAnswer.p99} ms (the commit is between the two). The delivery worker looks for due deliveries every 500 ms.`,
    '',
    'Goals:',
    `- 304 p95 at most ${GOALS.revalidationP95} ms: ${verdict(revalidation.atRate.p95 <= GOALS.revalidationP95)}, ${revalidation.atRate.p95} ms at ${LATENCY_RATE}/s (a list's 304: ${kind('revalidation of a list').atRate.p95} ms).`,
    `- List p95 at most ${GOALS.listP95} ms: ${verdict(list.atRate.p95 <= GOALS.listP95)}, ${list.atRate.p95} ms at ${LATENCY_RATE}/s.`,
    `- At least ${GOALS.revalidationsPerCore.toLocaleString('en')} revalidations/s per core: ${verdict(perCore(revalidation) >= GOALS.revalidationsPerCore)}, ${Math.round(perCore(revalidation)).toLocaleString('en')} per CPU-second of the server (${Math.round(revalidation.closed.perSecond).toLocaleString('en')}/s measured on the shared cores).`,
    `- Editors' p95 while the site sends ${RATE} requests/s at most ${GOALS.editorsRatio}x alone: ${verdict(busy.p95 <= idle.p95 * GOALS.editorsRatio)}, ${(busy.p95 / idle.p95).toFixed(2)}x.`,
    `- From a save's commit to its webhook's delivery p95 at most 1 s: ${verdict(fromRequest.p95 <= GOALS.webhookP95)}, at most ${fromRequest.p95} ms.`,
    '',
    `The machine has 2 cores shared with other engineers' work (up to five others, and this session's own tests for part of it) during the run (load average 1 / 5 / 15 min: ${loads[0]} at the start, ${loads[1] ?? '?'} at the end), so times are noisy: the per-core rates and the ratio measured in the same run say more than the absolute times.`,
    '',
    'Run it with `npx tsx bench/public/run.ts`, as root on Debian or Ubuntu with the postgresql package installed (it builds this checkout and starts its own PostgreSQL).',
  ].join('\n')
}

void main()
