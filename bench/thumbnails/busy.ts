// bench/thumbnails/busy.ts: what the server's other requests wait while turned photos upload (issue 45). The
// built server (out/main/server.js, PGlite, the demo university) is asked for a list (news, GET) one request
// after another: first idle, then while PHOTOS phone photos held upright by their EXIF (4032x3024, orientation
// 6, turned by moving their blocks) upload to the gallery from a process of their own (upload-photos.ts), as
// many at a time as the console's upload queue sends by default. In this checkout (photo work in processes of its own), in the commit before that (THREADS: in worker
// threads of the server's process) and in the commit before those (SLICED: turns on the server's thread in
// slices), in the same run.
// Idle and busy take turns ROUNDS times, each with its own records.
// Run: npx tsx bench/thumbnails/busy.ts   (PHOTOS, SAMPLES: idle requests in all, ROUNDS, SLICED and THREADS the
// baseline commits)
import { execFileSync, fork } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_SETTINGS } from '../../src/main/vault/vault'
import { photoWorkerCount } from '../../src/shared/rules/uploads'
import { percentile, startServer, stopServer } from '../lib/api-server'
import { apiToken, buildCommit, commitBefore, median, shortId, writeResults } from '../lib/host'
import { cameraPhoto } from './photos'

const PHOTOS = Number(process.env.PHOTOS ?? 10)
const SAMPLES = Number(process.env.SAMPLES ?? 1000)
/** Idle and busy spells, taking turns. */
const ROUNDS = Number(process.env.ROUNDS ?? 4)
/** The last commit whose turns ran on the server's thread, in slices. */
const SLICED = process.env.SLICED ?? commitBefore('src/server/storage/photo-pool.ts')
const SLICED_ID = shortId(SLICED)
/** The last commit whose photo work ran in worker threads of the server's process. */
const THREADS = process.env.THREADS ?? commitBefore('src/server/storage/photo-process.ts')
const THREADS_ID = shortId(THREADS)

interface Measured {
  idle: number[]
  busy: number[]
  uploadSeconds: number
}

/** One list request, timed; its answer read whole. */
async function listOnce(api: string, token: string): Promise<number> {
  const started = performance.now()
  const answer = await fetch(`${api}news/list/all/General`, { headers: { authorization: `Bearer ${token}` } })
  await answer.arrayBuffer()
  if (!answer.ok) throw new Error(`list answered ${answer.status}`)
  return performance.now() - started
}

/**
 * Starts the uploader (upload-photos.ts, a process of its own) for these records and photos, and once it is
 * ready gives back go(): it uploads them all and ends.
 */
async function uploader(
  api: string,
  token: string,
  ids: number[],
  photos: string[],
): Promise<() => Promise<void>> {
  const child = fork(
    join(import.meta.dirname, 'upload-photos.ts'),
    [api, token, JSON.stringify(ids), JSON.stringify(photos)],
    { execArgv: ['--import', 'tsx'] },
  )
  await once(child, 'message')
  return async () => {
    const exited = once(child, 'exit')
    child.send('go')
    const [code] = await exited
    if (code !== 0) throw new Error(`the uploader exited with ${code}`)
  }
}

async function measure(cwd: string, photos: string[], work: string): Promise<Measured> {
  const server = await startServer(
    {
      ...process.env,
      CONSOLE_DEMO: '1',
      PORT: '0',
      DATA_DIR: mkdtempSync(join(work, 'data-')),
      LOG_LEVEL: 'error',
    },
    cwd,
  )
  try {
    const { api } = server
    const token = await apiToken(api)
    const auth = { authorization: `Bearer ${token}` }
    const subs = (await (await fetch(`${api}gallery/subcategory/list`, { headers: auth })).json()) as {
      EntryID: number
      CategoryID: number
    }[]
    const records: number[] = []
    for (let index = 0; index < photos.length * ROUNDS; index++) {
      const created = await fetch(`${api}gallery/add`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          category: subs[0].CategoryID,
          SubCategoryID: subs[0].EntryID,
          ImageTitle: `busy ${index}`,
          FacultyCode: 'General',
          InsertedBy: 'bench',
        }),
      })
      records.push(((await created.json()) as { entry_id: number }).entry_id)
    }
    for (let i = 0; i < 20; i++) await listOnce(api, token)
    // Idle and busy take turns, ROUNDS times: a machine whose speed drifts during the run (a shared one's does,
    // by a third between minutes) moves both sides of the ratio alike.
    const idle: number[] = []
    const busy: number[] = []
    let uploadSeconds = 0
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < SAMPLES / ROUNDS; i++) idle.push(await listOnce(api, token))
      const ids = records.slice(round * photos.length, (round + 1) * photos.length)
      const go = await uploader(api, token, ids, photos)
      let uploading = true
      const started = performance.now()
      const uploads = go().finally(() => (uploading = false))
      while (uploading) busy.push(await listOnce(api, token))
      await uploads
      uploadSeconds += (performance.now() - started) / 1000
    }
    return { idle, busy, uploadSeconds: uploadSeconds / ROUNDS }
  } finally {
    await stopServer(server)
  }
}

const work = mkdtempSync(join(tmpdir(), 'bench-busy-'))
console.log(`Building this checkout, ${THREADS_ID} and ${SLICED_ID}…`)
execFileSync('npx', ['electron-vite', 'build'], { stdio: 'ignore' })
const slicedDir = buildCommit(SLICED)
const threadsDir = buildCommit(THREADS)
try {
  const photos: string[] = []
  for (let i = 0; i < PHOTOS; i++) {
    const path = join(work, `phone-${i}.jpg`)
    await writeFile(path, await cameraPhoto(i, 6, 4032, 3024))
    photos.push(path)
  }
  const sliced = await measure(slicedDir, photos, work)
  const threads = await measure(threadsDir, photos, work)
  const now = await measure('.', photos, work)
  const p95 = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.95,
      1,
    )
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const row = (name: string, { idle, busy, uploadSeconds }: Measured) =>
    `| ${name} | ${ms(median(idle))} | ${ms(p95(idle))} | ${ms(median(busy))} | ${ms(p95(busy))} | ${(p95(busy) / p95(idle)).toFixed(2)} | ${busy.length} | ${uploadSeconds.toFixed(1)} s |`
  const count = photoWorkerCount(availableParallelism())
  const markdown = `## bench/thumbnails/busy.ts: other requests while turned photos upload (issue 45)

Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (2 cores, shared with other work; load
average ${loadavg()[0].toFixed(1)} at the end): the built server (PGlite, the demo university) answering the news list
(\`GET news/list/all/General\`) one request after another, ${SAMPLES / ROUNDS} times idle, then for as long as ${PHOTOS} phone
photos held upright by their EXIF (4032x3024, orientation 6, turned by moving their blocks) upload to the gallery, ${DEFAULT_SETTINGS.uploadConcurrency}
at a time; ${ROUNDS} times in turn, each with records of its own (${SAMPLES} idle requests in all; uploads took: one round). This checkout (${count} photo worker process${count === 1 ? '' : 'es'} on this machine), \`${THREADS_ID}\` (as many worker
threads in the server's process) and \`${SLICED_ID}\` (turns on the server's thread in 8 ms slices) in the same run.

| server | idle median | idle p95 | while uploading: median | p95 | p95 against idle | requests | uploads took |
| --- | --- | --- | --- | --- | --- | --- | --- |
${row(`${SLICED_ID} (slices on the server's thread)`, sliced)}
${row(`${THREADS_ID} (worker threads)`, threads)}
${row('now (worker processes)', now)}

Run it with \`npx tsx bench/thumbnails/busy.ts\` (PHOTOS, SAMPLES, ROUNDS, SLICED and THREADS the baseline commits).`
  console.log(markdown)
  await writeResults('thumbnails-busy', markdown)
} finally {
  rmSync(work, { recursive: true, force: true })
  rmSync(slicedDir, { recursive: true, force: true })
  rmSync(threadsDir, { recursive: true, force: true })
}
