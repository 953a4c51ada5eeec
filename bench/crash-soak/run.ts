// Crash soak of the bulk-upload queue in browser mode: a batch of photos handed to the host as the page
// does, the whole host (bridge, queue and embedded server) killed with SIGKILL at a random moment,
// restarted on the same data folder, and left to finish. Each run counts what a user would care about:
// photos lost (neither delivered nor shown as failed) and photos delivered twice.
//
//   npx tsx bench/crash-soak/run.ts [runs=20] [files=60] [megabytes=2]
//
// Not a test: it takes minutes and its timing is random by design. Results go to docs/benchmarks.md.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { QueueView } from '../../src/shared/uploads-queue'
import { WEB_BRIDGE } from '../../src/shared/web-bridge'
import { makePng } from '../../tests/support/images'
import { apiToken, ensureBuilt, LAUNCH_HEADERS, LAUNCH_SECRET, writeResults } from '../lib/host'

const RUNS = Number(process.argv[2] ?? 20)
const FILES = Number(process.argv[3] ?? 60)
const MEGABYTES = Number(process.argv[4] ?? 2)
const PORT = Number(process.env.BENCH_PORT ?? 5960)
const FINISHED = ['done', 'failed', 'cancelled', 'changed']

interface Host {
  child: ChildProcess
  url: string
  api: string
}

function startHost(dataDir: string): Promise<Host> {
  // Its own process group, so the kill takes the whole host at once, as a crash would.
  const child = spawn(process.execPath, ['out/main/web.js'], {
    env: {
      ...process.env,
      // The demo university and its accounts, which the bench signs in with.
      CONSOLE_DEMO: '1',
      PORT: String(PORT),
      API_PORT: String(PORT + 1),
      CONSOLE_DATA_DIR: dataDir,
      CONSOLE_LAUNCH_SECRET: LAUNCH_SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  return new Promise((resolve, reject) => {
    let seen = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk
      if (seen.includes('API at'))
        resolve({ child, url: `http://127.0.0.1:${PORT}`, api: `http://127.0.0.1:${PORT + 1}/api/` })
    })
    child.on('exit', (code) => reject(new Error(`host exited with ${code}`)))
  })
}

function killHard(host: Host): Promise<void> {
  return new Promise((resolve) => {
    host.child.once('exit', () => resolve())
    process.kill(-host.child.pid!, 'SIGKILL')
  })
}

/** The bridge as one browser profile uses it: its cookie names the same client across restarts. */
function bridgeOf(host: Host, clientId: string) {
  const headers = { [WEB_BRIDGE.header]: '1', origin: host.url, cookie: `console_client=${clientId}` }
  return {
    async invoke<T>(name: string, arg?: unknown): Promise<T> {
      const response = await fetch(`${host.url}${WEB_BRIDGE.invoke}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ channel: name, arg }),
      })
      const reply = (await response.json()) as { ok: boolean; value?: T; error?: string }
      if (!reply.ok) throw new Error(`${name}: ${reply.error}`)
      return reply.value as T
    },
    async pathFor(name: string, bytes: Buffer): Promise<string> {
      const response = await fetch(`${host.url}${WEB_BRIDGE.files}?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(bytes),
      })
      const reply = (await response.json()) as { ok: boolean; value?: string }
      if (!reply.ok || !reply.value) throw new Error('the host did not take the file')
      return reply.value
    },
  }
}

async function waitUntil<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 300_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await probe().catch(() => null)
    if (found !== null) return found
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

interface RunResult {
  killedAfterMs: number
  doneBeforeKill: number
  delivered: number
  failedShown: number
  lost: number
  duplicated: number
}

/**
 * Photo `i` of the batch, MEGABYTES large: each of its own pixels, since the gallery refuses a photo whose bytes
 * it holds already (issue 28) and the soak counts photos delivered, not copies cancelled.
 */
const photoOf = (i: number) =>
  makePng(64, 64, [40, i % 256, 120 + Math.floor(i / 256)], MEGABYTES * 1024 * 1024)

async function oneRun(run: number): Promise<RunResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-soak-'))
  const clientId = randomUUID()
  let host = await startHost(dataDir)
  let bridge = bridgeOf(host, clientId)
  await bridge.invoke('session.login', { username: 'admin', password: 'demo1234' })
  const token = await apiToken(host.api)
  const categories = (await (
    await fetch(`${host.api}gallery/category/list`, {
      headers: { ...LAUNCH_HEADERS, authorization: `Bearer ${token}` },
    })
  ).json()) as { EntryID: number }[]
  const category = categories[0].EntryID
  const subs = (await (
    await fetch(`${host.api}gallery/subcategory/list/${category}`, {
      headers: { ...LAUNCH_HEADERS, authorization: `Bearer ${token}` },
    })
  ).json()) as { EntryID: number }[]

  const titles = Array.from({ length: FILES }, (_, i) => `Soak ${run} photo ${i + 1}`)
  const files = []
  for (const [i, title] of titles.entries())
    files.push({
      path: await bridge.pathFor(`photo-${i + 1}.png`, photoOf(i)),
      title,
      name: `photo-${i + 1}.png`,
    })
  await bridge.invoke('uploads.enqueue', {
    files,
    category,
    SubCategoryID: subs[0].EntryID,
    FacultyCode: 'General',
    InsertedBy: 'Soak',
  })

  // Killed mid-batch: once a random number of photos is through, plus a random part of the next ones.
  const started = Date.now()
  const target = Math.floor(Math.random() * FILES * 0.9)
  const before = await waitUntil('the batch to get going', async () => {
    const current = await bridge.invoke<QueueView>('uploads.list')
    return current.jobs.filter((job) => job.status === 'done').length >= target ? current : null
  })
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 400))
  const killedAfterMs = Date.now() - started
  await killHard(host)

  host = await startHost(dataDir)
  bridge = bridgeOf(host, clientId)
  const view = await waitUntil('the queue to finish', async () => {
    const current = await bridge.invoke<QueueView>('uploads.list')
    return current.jobs.length === FILES && current.jobs.every((job) => FINISHED.includes(job.status))
      ? current
      : null
  })

  const freshToken = await apiToken(host.api)
  const rows = (await (
    await fetch(`${host.api}gallery/list`, {
      headers: { ...LAUNCH_HEADERS, authorization: `Bearer ${freshToken}` },
    })
  ).json()) as { ImageTitle: string; ImagePath: string | null }[]
  const uploads = join(dataDir, 'server', 'uploads', 'gallery')
  let delivered = 0
  let lost = 0
  let duplicated = 0
  for (const title of titles) {
    const mine = rows.filter((row) => row.ImageTitle === title)
    const withPhoto = mine.filter((row) => row.ImagePath && existsSync(join(uploads, row.ImagePath)))
    if (mine.length > 1) duplicated += mine.length - 1
    const job = view.jobs.find((j) => j.title === title)
    if (withPhoto.length > 0 && job?.status === 'done') delivered++
    else if (job && job.status !== 'done') continue
    else lost++
  }
  const notDone = view.jobs.filter((job) => job.status !== 'done')
  for (const job of notDone) console.log(`  ${job.title}: ${job.status} (${job.message ?? ''})`)
  const failedShown = notDone.length
  const host0 = host
  await new Promise<void>((resolve) => {
    host0.child.once('exit', () => resolve())
    host0.child.kill('SIGTERM')
  })
  await rm(dataDir, { recursive: true, force: true })
  return {
    killedAfterMs,
    doneBeforeKill: before.jobs.filter((job) => job.status === 'done').length,
    delivered,
    failedShown,
    lost,
    duplicated,
  }
}

async function main() {
  ensureBuilt()
  const results: RunResult[] = []
  for (let run = 1; run <= RUNS; run++) {
    const result = await oneRun(run)
    results.push(result)
    console.log(
      `run ${run}: killed after ${result.killedAfterMs} ms (${result.doneBeforeKill} done), delivered ${result.delivered}, shown as failed ${result.failedShown}, lost ${result.lost}, duplicated ${result.duplicated}`,
    )
  }
  const sum = (key: keyof RunResult) => results.reduce((total, r) => total + r[key], 0)
  const summary = [
    `Crash soak (bench/crash-soak): ${RUNS} runs of ${FILES} photos of ${MEGABYTES} MB in browser mode, the`,
    'host (bridge, queue and embedded server) killed with SIGKILL mid-batch (after a random number of photos',
    'had arrived, plus up to 0.4 s), restarted on the same data folder and left to finish.',
    '',
    '| runs | photos | delivered once | shown as failed | lost | duplicated |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${RUNS} | ${RUNS * FILES} | ${sum('delivered')} | ${sum('failedShown')} | ${sum('lost')} | ${sum('duplicated')} |`,
  ].join('\n')
  console.log(`\n${summary}`)
  if (process.env.SOAK_WRITE !== '0') await writeResults('crash-soak', summary)
}

await main()
