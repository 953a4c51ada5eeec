// bench/load/editors.ts: editors at an editor's pace against the built API server (out/main/server.js) on
// PostgreSQL, one server with its uploads folder. Each editor does one action every 3 s on average, in a loop of
// list, open (the record and its preview), save, and upload a camera-size JPEG (multipart); 50, 100 and 200
// editors in turn, an open loop (bench/load/loops.ts: times counted from each action's scheduled moment). Then
// a short closed loop of the same actions with no pause: the requests per second the server serves at
// saturation. Prints p50 / p95 per step, and writes them to docs/benchmarks.md. Target: p95 under 150 ms at
// 100 editors.
// Run: npx tsx bench/load/editors.ts   (it builds this checkout first. LEVELS, e.g. "100", and SECONDS per level
// (20), PACE_MS (3000), SATURATION_EDITORS (8) and SATURATION_SECONDS (15) override; with LEVELS set,
// docs/benchmarks.md is left as it is. BENCH_DATABASE_URL uses a running PostgreSQL instead of starting one,
// which needs Debian's postgresql and root for `runuser`; SERVER_NODE_ARGS passes node options to the server,
// e.g. `--cpu-prof`.)
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Cores,
  createAdmin,
  freshDatabase,
  measured,
  rssMb,
  serverEnv,
  startPostgres,
  startServer,
  stopServer,
} from '../lib/api-server'
import { build, writeResults } from '../lib/host'
import { type Api, type Editor, makePhoto, seedGallery, send, sendOk, signIn } from './editor-steps'
import { closedLoop, openLoop, type Saturation, seededRandom } from './loops'
import { allOf, cpuPerStep, failuresOf, type Run, TABLE_HEAD, tableRow } from './report'

const LEVELS = (process.env.LEVELS ?? '50,100,200').split(',').map(Number)
const SECONDS = Number(process.env.SECONDS ?? 20)
const PACE_MS = Number(process.env.PACE_MS ?? 3000)
const SATURATION_EDITORS = Number(process.env.SATURATION_EDITORS ?? 8)
const SATURATION_SECONDS = Number(process.env.SATURATION_SECONDS ?? 15)
/** One editor, actions back to back: what each costs on a server with nothing else to do. */
const ALONE_SECONDS = 10
const TARGET = { editors: 100, p95: 150 }

function printRun(run: Run) {
  console.log(tableRow(run))
  const failures = failuresOf(run.samples)
  if (Object.keys(failures).length) console.log(`${run.label}, failures:`, failures)
}

/** After the run: how many records name a photo the server cannot give (must be 0). */
async function photosMissing(api: Api, editors: Editor[]): Promise<number> {
  const rows = (await sendOk(api, 'GET', 'gallery/list')) as { EntryID: number; ImagePath: string | null }[]
  const ours = rows.filter((row) => editors.some((editor) => editor.id === row.EntryID))
  let missing = 0
  for (const row of ours)
    if (!row.ImagePath || (await send(api, 'GET', `/public/uploads/gallery/${row.ImagePath}`)).status !== 200)
      missing++
  return missing
}

async function main() {
  // Always: an out/ left from an earlier checkout would be measured instead of this one.
  build()
  const work = mkdtempSync(join(tmpdir(), 'console-load-'))
  // PostgreSQL runs as its own user, which must reach its folder inside.
  chmodSync(work, 0o755)
  const postgres = startPostgres(work)
  const env = serverEnv(await freshDatabase(postgres.url, 'load_editors'), null, join(work, 'server'))
  const server = await startServer(env)
  const pid = server.child.pid ?? 0
  const load = [loadavg()[0]]
  try {
    createAdmin(env)
    const api: Api = {
      base: server.api,
      token: '',
      agent: new Agent({ keepAlive: true }),
      photo: Buffer.alloc(0),
      requests: 0,
    }
    await signIn(api)
    api.photo = await makePhoto()
    console.log(
      `Photo: ${(api.photo.length / 1e6).toFixed(2)} MB; seeding ${Math.max(...LEVELS)} records once…`,
    )
    const editors = await seedGallery(api, Math.max(...LEVELS))

    // Warm-up (discarded), then one editor alone: the baseline every level's times compare with.
    await closedLoop(api, editors.slice(0, 1), 3)
    const [alone, aloneCores] = await measured(pid, () =>
      closedLoop(api, editors.slice(0, 1), ALONE_SECONDS, pid),
    )
    const runs: Run[] = [{ label: 'one, back to back', samples: alone.samples, cores: aloneCores }]
    console.log(TABLE_HEAD.join('\n'))
    printRun(runs[0])
    for (const count of LEVELS) {
      const [samples, cores] = await measured(pid, () =>
        openLoop(api, editors.slice(0, count), SECONDS, PACE_MS, seededRandom(count)),
      )
      runs.push({ label: String(count), samples, cores })
      printRun(runs[runs.length - 1])
    }
    const [saturation, saturationCores] = await measured(pid, () =>
      closedLoop(api, editors.slice(0, SATURATION_EDITORS), SATURATION_SECONDS),
    )
    load.push(loadavg()[0])
    const missing = await photosMissing(api, editors)
    const markdown = report({
      runs,
      saturation,
      cores: saturationCores,
      missing,
      memoryMb: rssMb(pid),
      load,
      photoMb: api.photo.length / 1e6,
    })
    console.log(markdown)
    if (!process.env.LEVELS) await writeResults('load-editors', markdown)
  } finally {
    await stopServer(server)
    postgres.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

interface Figures {
  runs: Run[]
  saturation: Saturation
  cores: Cores
  missing: number
  memoryMb: number
  /** The machine's load average at the start and at the end. */
  load: number[]
  photoMb: number
}

function report({ runs, saturation, cores, missing, memoryMb, load, photoMb }: Figures): string {
  const target = runs.find((run) => run.label === String(TARGET.editors))
  const p95 = target ? allOf(target.samples).p95 : NaN
  const alone = allOf(runs[0].samples).p95
  const actions = saturation.samples.length
  const cpuMs = (cores.process * saturation.seconds * 1000) / actions
  const mainMs = (cores.mainThread * saturation.seconds * 1000) / actions
  const met = p95 < TARGET.p95 ? '**Met**' : '**Not met**'
  return [
    '## Load: editors against the API server',
    '',
    `bench/load/editors.ts, ${new Date().toISOString().slice(0, 10)}: the built server (out/main/server.js), one process with its uploads folder, on PostgreSQL. Each editor does one action every ${PACE_MS / 1000} s on average (a random start, gaps of 0.5 to 1.5 times that), in a loop of list (the gallery's), open (the record and its preview), save and upload (a ${photoMb.toFixed(1)} MB JPEG of 3000 x 2000, multipart), for ${SECONDS} s per level. Times in ms, from each action's scheduled moment to its answer (an open loop: a slow answer delays the editor's next action and is counted in it). "One, back to back": one editor with no pause, what each action costs an idle server. "Bench's own delay": how late the bench sent an action it was free to send.`,
    '',
    ...TABLE_HEAD,
    ...runs.map(tableRow),
    '',
    `At saturation (${SATURATION_EDITORS} editors with no pause, the same loop, ${Math.round(saturation.seconds)} s): **${Math.round(saturation.requestsPerSecond)} requests/s** (${Math.round(saturation.actionsPerSecond)} actions/s; an open is two requests), the server's main thread busy ${Math.round(cores.mainThread * 100)}% of the time and the whole process using ${Math.round(cores.process * 100)}% of a core. Per second of the server's processor time that is **${Math.round(saturation.requestsPerSecond / cores.process)} requests** (${Math.round(saturation.requestsPerSecond / cores.mainThread)} per second of its main thread): an action costs the server ${cpuMs.toFixed(0)} ms of processor time, ${mainMs.toFixed(0)} ms of it on the main thread, so one core given wholly to the server keeps up with about ${Math.floor((PACE_MS / cpuMs) * 0.7)} editors at 70% busy. ${saturation.errors} errors. Records without their photo after the run: ${missing}. Server memory at the end: ${memoryMb} MB.`,
    '',
    `The server's processor time per action, one editor alone (means): ${cpuPerStep(runs[0].samples)}.`,
    '',
    target
      ? `Target: p95 under ${TARGET.p95} ms at ${TARGET.editors} editors, all actions together. ${met}: ${p95} ms (${(p95 / alone).toFixed(1)} times one editor alone, ${alone} ms).`
      : `Target: p95 under ${TARGET.p95} ms at ${TARGET.editors} editors: not measured in this run.`,
    '',
    `The machine has 2 cores, shared during the run with the bench, PostgreSQL and other work (load average ${load.map((l) => l.toFixed(1)).join(' at the start, ')} at the end), so the times are noisy and depend on that load: the server's share of the processor (its CPU column) and the processor time per action say more about the server than the times do.`,
    '',
    'Run it with `npx tsx bench/load/editors.ts`, as root on Debian or Ubuntu with the postgresql package installed (it builds this checkout, starts its own PostgreSQL, then takes about five minutes). LEVELS, SECONDS, PACE_MS, SATURATION_EDITORS and SATURATION_SECONDS override; BENCH_DATABASE_URL uses a running PostgreSQL instead.',
  ].join('\n')
}

void main()
