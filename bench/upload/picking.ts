// bench/upload/picking.ts (issue 45): the desktop path of "files read when picked". 20 camera photos (12
// megapixels, about 3 MB each) on disk are read by main as the page asks for them, in parts of
// PICKED_READ_PART one after another (useReadPicked.ts): each hashed, checked (damaged, too many pixels),
// given its likeness and a small preview, and the built API server asked which the gallery holds. Prints the
// time from the pick to the last part's answer (every mark shown), per run and the median. Browser mode's
// figure (the same, after the page has handed each file's bytes to the host) is printed by the e2e test
// "20 camera photos picked" in tests/e2e/gallery-duplicates.spec.ts.
// It prints its figures only; they go to docs/benchmarks.md by hand.
// Run: npm run build && npx tsx bench/upload/picking.ts   (PHOTOS, RUNS override)
import { mkdtempSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApiClient } from '../../src/main/api/client'
import { findKnown } from '../../src/main/uploads/known'
import { PICKED_READ_PART } from '../../src/shared/rules/duplicates'
import { cameraPhotos } from '../../tests/support/camera-burst'
import { apiToken, ensureBuilt, median, startDemoServer } from '../lib/host'

const PHOTOS = Number(process.env.PHOTOS ?? 20)
const RUNS = Number(process.env.RUNS ?? 3)
const PORT = 5693
const api = `http://127.0.0.1:${PORT}/api/`

ensureBuilt()
const dir = mkdtempSync(join(tmpdir(), 'console-bench-picking-'))
const stop = (await startDemoServer(PORT, join(dir, 'server'))).stop
try {
  const token = await apiToken(api)
  const { send } = createApiClient({ baseUrl: api, token: () => token })
  console.log(`Writing ${PHOTOS} camera photos…`)
  const photos = await cameraPhotos(PHOTOS)
  const seconds: number[] = []
  for (let run = 0; run < RUNS; run++) {
    // Each run its own files (new paths, new bytes): nothing main read before is read from its memory.
    const paths: string[] = []
    for (const [i, bytes] of photos.entries()) {
      const path = join(dir, `run${run}-photo-${i}.jpg`)
      await writeFile(path, Buffer.concat([bytes, Buffer.from([run])]))
      paths.push(path)
    }
    const picked = performance.now()
    for (let start = 0; start < paths.length; start += PICKED_READ_PART) {
      const answer = await findKnown(send, paths.slice(start, start + PICKED_READ_PART))
      if (!answer.ok) throw new Error(`the check failed: ${answer.message}`)
    }
    seconds.push((performance.now() - picked) / 1000)
    console.log(`run ${run + 1}: every mark in ${seconds.at(-1)!.toFixed(2)} s`)
  }
  console.log(
    `desktop path, ${PHOTOS} camera photos picked to every mark: median ${median(seconds).toFixed(2)} s of ${RUNS} runs; load average ${loadavg()[0].toFixed(1)}`,
  )
} finally {
  await stop()
  rmSync(dir, { recursive: true, force: true })
}
