// bench/load/upload-threads.ts: where one upload's processor time goes, by thread (issue 45, item 6). The
// built server (out/main/server.js, as bench/load/editors.ts runs it) on PostgreSQL, one editor uploading
// bench/load's 3000x2000 JPEG back to back; each thread's processor time from /proc/<pid>/task/*/stat before
// and after, per upload, each thread named by what it is (the main thread, V8's platform threads, libuv's
// pool, the photo worker, libvips's workers). With PERF=1 it also records the server with `perf` meanwhile and
// prints the time by thread and library.
// With BASE (a commit), that commit's build is measured too, the two alternating ROUNDS times (3) in one session.
// Run: npx tsx bench/load/upload-threads.ts   (it builds this checkout first. UPLOADS, 60, the uploads measured
// per round; PG_PORT, 55520; SERVER_NODE_ARGS as for editors.ts, e.g. `--perf-basic-prof` or `--trace-gc`.)
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createAdmin,
  freshDatabase,
  serverEnv,
  startPostgres,
  startServer,
  stopServer,
} from '../lib/api-server'
import { build, buildCommit, median, shortId } from '../lib/host'
import { type Api, makePhoto, photoParts, seedGallery, sendOk, signIn } from './editor-steps'

const UPLOADS = Number(process.env.UPLOADS ?? 60)
const PG_PORT = Number(process.env.PG_PORT ?? 55520)
const ROUNDS = Number(process.env.ROUNDS ?? 3)

interface Thread {
  tid: number
  name: string
  ticks: number
}

function threadsOf(pid: number): Thread[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((entry) => {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${entry}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
      return [{ tid: Number(entry), name, ticks: Number(fields[11]) + Number(fields[12]) }]
    } catch {
      return []
    }
  })
}

/**
 * What each thread is, from gdb's view of its stack (Node 20 names none of them but libvips's): the main
 * thread, V8's platform workers (garbage collection, compiling), libuv's pool (fs, crypto, sharp's calls),
 * a worker thread (the photo worker), libvips's own.
 */
function roles(pid: number): Map<number, string> {
  const found = new Map<number, string>([[pid, 'main thread (requests, JavaScript)']])
  let out = ''
  try {
    out = execFileSync('gdb', ['-p', String(pid), '-batch', '-ex', 'thread apply all bt 40'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 60_000,
    }).toString()
  } catch (error) {
    out = String((error as { stdout?: Buffer }).stdout ?? '')
  }
  for (const block of out.split(/\nThread \d+ /)) {
    const tid = /LWP (\d+)/.exec(block)?.[1]
    if (!tid || Number(tid) === pid) continue
    const role = /node::worker::Worker/.test(block)
      ? 'photo worker thread (its JavaScript)'
      : /uv__threadpool|worker \(arg/.test(block) && /uv_/.test(block)
        ? "libuv's pool (fs, sharp's calls, crypto)"
        : /WorkerThreadsTaskRunner|PlatformWorker/.test(block)
          ? "V8's platform threads (GC, compiling)"
          : /vips|g_thread/.test(block)
            ? "libvips's workers"
            : 'other (signals, inspector, timers)'
    found.set(Number(tid), role)
  }
  return found
}

/** One server of the build in `cwd` on a fresh database: processor ms per upload by thread's role. */
async function measure(cwd: string, postgresUrl: string, database: string, work: string) {
  const env = serverEnv(await freshDatabase(postgresUrl, database), null, join(work, database))
  const server = await startServer(env, cwd)
  const pid = server.child.pid ?? 0
  try {
    createAdmin(env, cwd)
    const api: Api = {
      base: server.api,
      token: '',
      agent: new Agent({ keepAlive: true }),
      photo: await makePhoto(),
      requests: 0,
    }
    await signIn(api)
    const [editor] = await seedGallery(api, 1)
    const upload = () => sendOk(api, 'PATCH', 'gallery/uploadGalleryPhoto', ...photoParts(api, editor.id))
    // Warm: the server's JavaScript compiled, its photo worker started.
    for (let i = 0; i < 20; i++) await upload()
    const named = roles(pid)
    const load = loadavg()[0]
    const before = threadsOf(pid)
    const perfData = join(work, `${database}.perf`)
    const perf = process.env.PERF
      ? spawn('perf', ['record', '-F', '997', '-g', '-p', String(pid), '-o', perfData], { stdio: 'ignore' })
      : null
    // With SERVER_NODE_ARGS=--trace-gc: the collections of the server's main thread and workers meanwhile.
    const collections = { scavenges: 0, markCompacts: 0 }
    const countCollections = (chunk: Buffer) => {
      const lines = chunk.toString().split('\n')
      collections.scavenges += lines.filter((line) => line.includes('Scavenge')).length
      collections.markCompacts += lines.filter((line) => line.includes('Mark-Compact')).length
    }
    server.child.stdout?.on('data', countCollections)
    const start = performance.now()
    for (let i = 0; i < UPLOADS; i++) await upload()
    const wallMs = (performance.now() - start) / UPLOADS
    server.child.stdout?.off('data', countCollections)
    const after = threadsOf(pid)
    if (perf) {
      perf.kill('SIGINT')
      await new Promise((resolve) => perf.once('exit', resolve))
      if (process.env.PERF_KEEP) execFileSync('cp', [perfData, `${process.env.PERF_KEEP}-${database}`])
    }
    const byRole = new Map<string, number>()
    for (const thread of after) {
      const was = before.find((one) => one.tid === thread.tid)?.ticks ?? 0
      const role =
        named.get(thread.tid) ?? (thread.name.startsWith('libvips') ? "libvips's workers" : 'new since')
      byRole.set(role, (byRole.get(role) ?? 0) + ((thread.ticks - was) * 10) / UPLOADS)
    }
    byRole.set(
      'all',
      [...byRole.values()].reduce((sum, ms) => sum + ms, 0),
    )
    return { byRole, wallMs, load, collections }
  } finally {
    await stopServer(server)
  }
}

async function main() {
  build()
  const base = process.env.BASE
  const builds: [string, string][] = [
    ...(base ? ([[shortId(base), buildCommit(base)]] as [string, string][]) : []),
    ['this checkout', '.'],
  ]
  const work = mkdtempSync(join(tmpdir(), 'upload-threads-'))
  chmodSync(work, 0o755)
  const postgres = startPostgres(work, PG_PORT)
  const results = new Map<string, Awaited<ReturnType<typeof measure>>[]>()
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const [label, cwd] of round % 2 ? [...builds].reverse() : builds) {
        const result = await measure(
          cwd,
          postgres.url,
          `upload_threads_${round}_${results.size}_${label.replace(/\W/g, '')}`,
          work,
        )
        results.set(label, [...(results.get(label) ?? []), result])
        const gc = result.collections
        console.log(
          `${label}, round ${round + 1}: ${result.byRole.get('all')!.toFixed(1)} ms per upload (${result.wallMs.toFixed(0)} ms on the clock), load average ${result.load.toFixed(1)}` +
            (gc.scavenges + gc.markCompacts
              ? `, ${gc.scavenges} scavenges and ${gc.markCompacts} mark-compacts`
              : ''),
        )
      }
  } finally {
    postgres.stop()
    rmSync(work, { recursive: true, force: true })
    for (const [, cwd] of builds) if (cwd !== '.') rmSync(cwd, { recursive: true, force: true })
  }
  const allRoles = [
    ...new Set([...results.values()].flatMap((runs) => runs.flatMap((run) => [...run.byRole.keys()]))),
  ]
  const labels = [...results.keys()]
  console.log(
    `\nProcessor ms per upload of bench/load's JPEG by thread, medians of ${ROUNDS} rounds of ${UPLOADS} uploads back to back:\n`,
  )
  console.log(`| thread | ${labels.join(' | ')} |\n| --- | ${labels.map(() => '---').join(' | ')} |`)
  for (const role of allRoles.filter((role) => role !== 'all').concat('all'))
    console.log(
      `| ${role} | ${labels.map((label) => median(results.get(label)!.map((run) => run.byRole.get(role) ?? 0)).toFixed(1)).join(' | ')} |`,
    )
  console.log(
    `| on the clock, ms per upload | ${labels.map((label) => median(results.get(label)!.map((run) => run.wallMs)).toFixed(0)).join(' | ')} |`,
  )
}

void main()
