// bench/upload/hashing.ts (issue 28): what main's duplicate check adds to a batch. 200 photos of 5 MB go
// through main's upload queue into the real API server, in runs that alternate: the queue alone (enqueue
// to done), and the same batch with the check before it (each file hashed as a stream, SHA-256, then one
// gallery/known call per part, each part queued once answered, as Add Gallery did before issue 45). Prints each run's time to done and the added share (target: < 10%).
// It prints its figures only; they go to docs/benchmarks.md by hand.
// Run: npx tsx bench/upload/hashing.ts   (PHOTOS, SIZE_MB, RUNS override; KIND=jpeg for camera-like JPEGs)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApiClient } from '../../src/main/api/client'
import { findKnown } from '../../src/main/uploads/known'
import { createUploadQueue } from '../../src/main/uploads/queue'
import { knownParts } from '../../src/shared/rules/duplicates'
import { queueTotals } from '../../src/shared/uploads-queue'
import { makeNoisyJpeg, makePng } from '../../tests/support/images'
import { apiToken, ensureBuilt, startDemoServer } from '../lib/host'

const PHOTOS = Number(process.env.PHOTOS ?? 200)
const SIZE = Number(process.env.SIZE_MB ?? 5) * 1024 * 1024
/** Pairs of runs (queue alone, queue with the check), alternated so the machine's drift falls on both. */
const RUNS = Number(process.env.RUNS ?? 2)
/** 'png' (the default): padded PNGs, little work for the server; 'jpeg': camera-like JPEGs it must decode. */
const KIND = process.env.KIND === 'jpeg' ? 'jpeg' : 'png'
const PORT = 5691
const api = `http://127.0.0.1:${PORT}/api/`
const AT_ONCE = 3

/** Processor seconds a process has used so far (user and system, all its threads), from /proc. */
function cpuSecondsOf(pid: number): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** Processor seconds of main (this process) and of the server, so a run's work shows whatever else runs. */
function cpuNow(serverPid: number) {
  const own = process.cpuUsage()
  return { main: (own.user + own.system) / 1e6, server: cpuSecondsOf(serverPid) }
}

async function makeFiles(dir: string) {
  await mkdir(dir, { recursive: true })
  const paths: string[] = []
  // One noisy JPEG, each copy its own bytes by a trailing byte after its end (readers stop at EOI).
  const jpeg = KIND === 'jpeg' ? await makeNoisyJpeg(SIZE) : null
  for (let i = 0; i < PHOTOS; i++) {
    const path = join(dir, `photo-${i}.${KIND === 'jpeg' ? 'jpg' : 'png'}`)
    const bytes = jpeg
      ? Buffer.concat([jpeg, Buffer.from([i % 256, i >> 8])])
      : makePng(16, 16, [i % 255, Math.floor(i / 255), 160], SIZE)
    await writeFile(path, bytes)
    paths.push(path)
  }
  return paths
}

/** Seconds from the user's Upload to the batch done: with `check`, the duplicate check comes first. */
async function batch(
  serverPid: number,
  token: string,
  paths: string[],
  where: { category: number; SubCategoryID: number },
  tag: string,
  check: boolean,
) {
  const client = createApiClient({ baseUrl: api, token: () => token })
  const queue = await createUploadQueue({
    send: client.send,
    file: join(paths[0]!, '..', `${tag}.json`),
    concurrency: () => AT_ONCE,
    onChange: () => {},
  })
  queue.start()
  const cpuBefore = cpuNow(serverPid)
  const started = performance.now()
  let checkSeconds = 0
  const enqueue = (from: number, to: number) =>
    queue.enqueue({
      // Every file goes either way (the same bytes are in the gallery from the runs before): the bench
      // measures what the check costs, not what it saves.
      files: paths
        .slice(from, to)
        .map((path, i) => ({ path, title: `${tag} ${from + i}`, uploadKnown: true })),
      ...where,
      FacultyCode: 'General',
      InsertedBy: 'bench',
    })
  if (!check) await enqueue(0, paths.length)
  else
    // As Add Gallery handed a batch over before issue 45: asked about in parts, each queued once answered.
    for (const [from, to] of knownParts(paths.length)) {
      const asked = performance.now()
      const known = await findKnown(client.send, paths.slice(from, to))
      if (!known.ok) throw new Error(`the check failed: ${known.message}`)
      checkSeconds += (performance.now() - asked) / 1000
      await enqueue(from, to)
    }
  while (queueTotals(queue.view()).pending > 0) await new Promise((resolve) => setTimeout(resolve, 50))
  const seconds = (performance.now() - started) / 1000
  const cpuAfter = cpuNow(serverPid)
  const cpu = { main: cpuAfter.main - cpuBefore.main, server: cpuAfter.server - cpuBefore.server }
  const totals = queueTotals(queue.view())
  await queue.close()
  if (totals.done !== paths.length) throw new Error(`done ${totals.done} of ${paths.length}`)
  return { seconds, checkSeconds, cpu }
}

ensureBuilt()
const dir = mkdtempSync(join(tmpdir(), 'console-bench-hashing-'))
const server = await startDemoServer(PORT, join(dir, 'server'))
try {
  const token = await apiToken(api)
  const subs = (await (
    await fetch(`${api}gallery/subcategory/list`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { EntryID: number; CategoryID: number }[]
  const where = { category: subs[0]!.CategoryID, SubCategoryID: subs[0]!.EntryID }
  console.log(`Writing ${PHOTOS} photos of ${SIZE / 1024 / 1024} MB…`)
  const paths = await makeFiles(join(dir, 'files'))
  type Run = Awaited<ReturnType<typeof batch>>
  const plain: Run[] = []
  const checked: Run[] = []
  const cpuText = ({ cpu }: Run) =>
    `processor ${cpu.main.toFixed(1)} s main + ${cpu.server.toFixed(1)} s server`
  for (let run = 0; run < RUNS; run++) {
    plain.push(await batch(server.pid, token, paths, where, `plain${run}`, false))
    checked.push(await batch(server.pid, token, paths, where, `checked${run}`, true))
    const [alone, check] = [plain[run]!, checked[run]!]
    console.log(
      `run ${run + 1}: queue alone ${alone.seconds.toFixed(1)} s (${cpuText(alone)}); with the check ${check.seconds.toFixed(1)} s (check ${check.checkSeconds.toFixed(2)} s; ${cpuText(check)})`,
    )
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const alone = median(plain.map((run) => run.seconds))
  const withCheck = median(checked.map((run) => run.seconds))
  const check = median(checked.map((run) => run.checkSeconds))
  const cpuOf = (runs: Run[]) => median(runs.map(({ cpu }) => cpu.main + cpu.server))
  const addedPerRun = plain.map((run, i) => ((checked[i]!.seconds - run.seconds) / run.seconds) * 100)
  console.log(
    [
      `photos: ${PHOTOS} ${KIND} of ${SIZE / 1024 / 1024} MB, ${AT_ONCE} at a time, ${RUNS} runs each (medians)`,
      `queue alone, Upload to done: ${alone.toFixed(1)} s`,
      `with the duplicate check first: ${withCheck.toFixed(1)} s, the check's calls ${check.toFixed(2)} s in all, overlapping the sending`,
      `added: ${(((withCheck - alone) / alone) * 100).toFixed(1)}% (target < 10%); each run: ${addedPerRun.map((added) => `${added >= 0 ? '+' : ''}${added.toFixed(1)}%`).join(', ')}`,
      // The processor time main and the server used: what the check costs, less moved by the machine's load.
      `processor time (main + server): ${cpuOf(plain).toFixed(1)} s alone, ${cpuOf(checked).toFixed(1)} s with the check`,
      `load average at the end: ${loadavg()[0].toFixed(1)}`,
    ].join('\n'),
  )
} finally {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
}
