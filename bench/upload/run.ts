// bench/upload: 200 files of 2 MB and 20 files of 10 MB through main's upload queue into the real API
// server, against curl uploading the same files (record, then photo) to the same server in the same run:
// one by one, and at the queue's own concurrency (3 at a time), the fair baseline. Prints MB/s for each,
// the queue's ratio to parallel curl, and the queue process's peak memory growth.
// Run: npx tsx bench/upload/run.ts   (SMALL, LARGE override the file counts)
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createApiClient } from '../../src/main/api/client'
import { createUploadQueue } from '../../src/main/uploads/queue'
import { queueTotals } from '../../src/shared/uploads-queue'
import { makePng } from '../../tests/support/images'
import { apiToken, ensureBuilt, writeResults, startDemoServer } from '../lib/host'

const run = promisify(execFile)
const SMALL = Number(process.env.SMALL ?? 200)
const LARGE = Number(process.env.LARGE ?? 20)
const PORT = 5690
const api = `http://127.0.0.1:${PORT}/api/`

async function makeFiles(dir: string) {
  await mkdir(dir, { recursive: true })
  const files: { path: string; title: string; size: number }[] = []
  const specs = [
    ...Array.from({ length: SMALL }, (_, i) => ({ name: `small-${i}`, size: 2 * 1024 * 1024 })),
    ...Array.from({ length: LARGE }, (_, i) => ({ name: `large-${i}`, size: 10 * 1000 * 1000 })),
  ]
  // Pixels of its own per file: the gallery refuses a photo whose bytes it holds already (issue 28).
  for (const [i, spec] of specs.entries()) {
    const path = join(dir, `${spec.name}.png`)
    await writeFile(path, makePng(16, 16, [spec.size % 255, i % 256, 160], spec.size))
    files.push({ path, title: spec.name, size: spec.size })
  }
  return files
}

/** The queue's own concurrency, which the parallel curl baseline uses too. */
const AT_ONCE = 3

/** Each file by curl (record, then photo), `atOnce` files at a time. */
async function viaCurl(
  token: string,
  files: { path: string; title: string }[],
  batch: object,
  tag: string,
  atOnce = 1,
) {
  let next = 0
  const worker = async () => {
    while (next < files.length) await curlOne(token, files[next++], batch, tag)
  }
  await Promise.all(Array.from({ length: atOnce }, worker))
}

async function curlOne(token: string, file: { path: string; title: string }, batch: object, tag: string) {
  const auth = ['-H', `authorization: Bearer ${token}`]
  const body = JSON.stringify({
    ...batch,
    ImageTitle: `${tag} ${file.title}`,
    FacultyCode: 'General',
    InsertedBy: 'bench',
  })
  const created = await run('curl', [
    '-sS',
    '-X',
    'POST',
    ...auth,
    '-H',
    'content-type: application/json',
    '-d',
    body,
    `${api}gallery/add`,
  ])
  const { entry_id } = JSON.parse(created.stdout) as { entry_id: number }
  await run('curl', [
    '-sS',
    '-f',
    '-X',
    'PATCH',
    ...auth,
    '-F',
    `entry_id=${entry_id}`,
    '-F',
    `photo=@${file.path}`,
    `${api}gallery/uploadGalleryPhoto`,
  ])
}

async function viaQueue(
  token: string,
  files: { path: string; title: string }[],
  batch: { category: number; SubCategoryID: number },
  dir: string,
  tag: string,
) {
  const client = createApiClient({ baseUrl: api, token: () => token })
  const queue = await createUploadQueue({
    send: client.send,
    file: join(dir, 'queue.json'),
    concurrency: () => AT_ONCE,
    onChange: () => {},
  })
  global.gc?.()
  const start = process.memoryUsage()
  const baseline = start.rss
  let peak = baseline
  // Where growth sits, for a run that misses the target: the JS heap, or buffers outside it.
  let heapPeak = start.heapUsed
  let buffersPeak = start.arrayBuffers
  const sampler = setInterval(() => {
    const now = process.memoryUsage()
    peak = Math.max(peak, now.rss)
    heapPeak = Math.max(heapPeak, now.heapUsed)
    buffersPeak = Math.max(buffersPeak, now.arrayBuffers)
  }, 20)
  const started = performance.now()
  queue.start()
  await queue.enqueue({
    files: files.map((f) => ({ path: f.path, title: `${tag} ${f.title}` })),
    ...batch,
    FacultyCode: 'General',
    InsertedBy: 'bench',
  })
  while (queueTotals(queue.view()).pending > 0) await new Promise((resolve) => setTimeout(resolve, 50))
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const totals = queueTotals(queue.view())
  await queue.close()
  if (totals.done !== files.length)
    throw new Error(`queue finished ${totals.done} of ${files.length}: ${JSON.stringify(totals)}`)
  const mb = (bytes: number) => bytes / 1024 / 1024
  return {
    seconds,
    growthMb: mb(peak - baseline),
    heapMb: mb(heapPeak - start.heapUsed),
    buffersMb: mb(buffersPeak - start.arrayBuffers),
  }
}

ensureBuilt()
const dir = mkdtempSync(join(tmpdir(), 'console-bench-upload-'))
const stopServer = (await startDemoServer(PORT, join(dir, 'server'))).stop
try {
  const token = await apiToken(api)
  const subs = (await (
    await fetch(`${api}gallery/subcategory/list`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    EntryID: number
    CategoryID: number
  }[]
  const batch = { category: subs[0].CategoryID, SubCategoryID: subs[0].EntryID }
  console.log(`Writing ${SMALL} files of 2 MB and ${LARGE} of 10 MB…`)
  const files = await makeFiles(join(dir, 'files'))
  const megabytes = files.reduce((sum, f) => sum + f.size, 0) / 1024 / 1024

  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now()
    await work()
    return (performance.now() - started) / 1000
  }
  const curlSeconds = await timed(() => viaCurl(token, files, batch, 'curl'))
  const parallelSeconds = await timed(() => viaCurl(token, files, batch, 'parallel', AT_ONCE))
  const queue = await viaQueue(token, files, batch, dir, 'queue')

  const curlRate = megabytes / curlSeconds
  const parallelRate = megabytes / parallelSeconds
  const queueRate = megabytes / queue.seconds
  const lines = [
    `files: ${files.length} (${megabytes.toFixed(0)} MB)`,
    `sequential curl: ${curlRate.toFixed(1)} MB/s (${curlSeconds.toFixed(1)} s)`,
    `curl ${AT_ONCE} at a time: ${parallelRate.toFixed(1)} MB/s (${parallelSeconds.toFixed(1)} s)`,
    `upload queue (${AT_ONCE} at a time): ${queueRate.toFixed(1)} MB/s (${queue.seconds.toFixed(1)} s), ratio to parallel curl ${(queueRate / parallelRate).toFixed(2)}`,
    `queue process peak RSS growth: ${queue.growthMb.toFixed(1)} MB (JS heap ${queue.heapMb.toFixed(1)} MB, array buffers ${queue.buffersMb.toFixed(1)} MB)`,
  ]
  console.log(lines.join('\n'))
  await writeResults(
    'upload',
    `## bench/upload: ${SMALL} files of 2 MB and ${LARGE} of 10 MB into the real server

Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (2 cores; server, queue and curl share them). Each file is
one record and one streamed photo (the server makes its two renditions of each). Baselines: curl in the same
run, one file after another and ${AT_ONCE} at a time (the queue's own concurrency: the fair comparison).

| | MB/s | time | peak memory growth |
| --- | --- | --- | --- |
| sequential curl | ${curlRate.toFixed(1)} | ${curlSeconds.toFixed(1)} s | (separate processes) |
| curl, ${AT_ONCE} at a time | ${parallelRate.toFixed(1)} | ${parallelSeconds.toFixed(1)} s | (separate processes) |
| main's upload queue, ${AT_ONCE} at a time | ${queueRate.toFixed(1)} | ${queue.seconds.toFixed(1)} s | ${queue.growthMb.toFixed(1)} MB RSS (JS heap ${queue.heapMb.toFixed(1)} MB, array buffers ${queue.buffersMb.toFixed(1)} MB) |

Ratio queue / parallel curl: ${(queueRate / parallelRate).toFixed(2)} (target: at least 0.9); queue / sequential curl:
${(queueRate / curlRate).toFixed(2)}. Memory target: growth under 40 MB.
Run it with \`node --expose-gc --import tsx bench/upload/run.ts\` (SMALL and LARGE override the file counts; without
\`--expose-gc\` the starting figure may hold garbage, which makes growth read lower or higher).`,
  )
} finally {
  await stopServer()
  rmSync(dir, { recursive: true, force: true })
}
