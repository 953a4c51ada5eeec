// bench/thumbnails: the server's work per camera photo and the bytes a gallery list page moves to draw 10 of
// them (issues 14 and 28). Each photo goes through the server's own upload step (prepareImage: made safe to
// publish, renditions made), timed, in this checkout and in the base commit (BASE: by default the one before
// metadata was removed by segments, which re-encoded every photo), the two taking turns on the same photos.
// The same photo turned (EXIF orientation 6) is timed too, and a phone's (4032x3024), also in the commit before
// photo work moved to worker threads (SLICED: its turns ran on the server's thread in slices). This checkout's
// step runs as the server runs it, in its pool of photo workers (photo-pool.ts); bench/thumbnails/busy.ts
// measures what other requests wait meanwhile.
// Run: npx tsx bench/thumbnails/run.ts   (PHOTOS overrides the count, BASE and SLICED the baseline commits)
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { prepareImage, PreparedFile, StagedFile } from '../../src/server/storage/images'
import { photoPool } from '../../src/server/storage/photo-pool'
import { photoWorkerCount } from '../../src/shared/rules/uploads'
import { cpuMsWithWorkers } from '../lib/api-server'
import { checkoutCommit, commitBefore, median, shortId, writeResults } from '../lib/host'
import { cameraPhoto } from './photos'

const PHOTOS = Number(process.env.PHOTOS ?? 10)
const BASE = process.env.BASE ?? commitBefore('src/server/storage/jpeg-metadata.ts')
/** The last commit whose turns ran on the server's thread, in slices. */
const SLICED = process.env.SLICED ?? commitBefore('src/server/storage/photo-pool.ts')
const BASE_ID = shortId(BASE)
const SLICED_ID = shortId(SLICED)

/** The upload step of this checkout, or of the commit before, which answered its renditions alone. */
type Prepare = (...args: Parameters<typeof prepareImage>) => Promise<PreparedFile | StagedFile[]>

/** One way of preparing photos: its times and the sizes of what it made. */
class Run {
  times: number[] = []
  /** Processor time of the whole process (libvips's threads too): the work, whatever else the machine runs. */
  cpu: number[] = []
  originals = 0
  stored = 0
  small = 0
  medium = 0
  constructor(private readonly prepare: Prepare) {}

  /** Prepares a copy of `photo` (the step rewrites its file), timed. */
  async time(photo: string, folder: string, index: number) {
    const path = join(folder, `staged-${index}.jpg`)
    copyFileSync(photo, path)
    const cpu = cpuMsWithWorkers()
    const started = performance.now()
    const prepared = await this.prepare(path, 'jpg', `${'0'.repeat(31)}${index}.jpg`, { keepMetadata: false })
    const made = Array.isArray(prepared) ? prepared : prepared.renditions
    this.times.push(performance.now() - started)
    this.cpu.push(cpuMsWithWorkers() - cpu)
    const size = (file: StagedFile | undefined) => statSync(file!.path).size
    this.originals += statSync(photo).size
    this.stored += statSync(path).size
    this.small += size(made.find((file) => file.name.endsWith('.sm.webp')))
    this.medium += size(made.find((file) => file.name.endsWith('.md.webp')))
    for (const file of [path, ...made.map((file) => file.path)]) rmSync(file, { force: true })
  }
}

const baseDir = checkoutCommit(BASE)
const slicedDir = checkoutCommit(SLICED)
const stepOf = async (dir: string) =>
  ((await import(join(dir, 'src/server/storage/images.ts'))) as { prepareImage: Prepare }).prepareImage
const before = await stepOf(baseDir)
const sliced = await stepOf(slicedDir)
const pool = photoPool()
const count = photoWorkerCount(availableParallelism())
const workers = `${count} photo worker${count === 1 ? '' : 's'}`
const inWorker: Prepare = (...args) => pool.prepareImage(...args)
const folder = mkdtempSync(join(tmpdir(), 'bench-thumbnails-'))
try {
  const runs = {
    before: new Run(before),
    after: new Run(inWorker),
    turnedBefore: new Run(before),
    turned: new Run(inWorker),
    turnedSliced: new Run(sliced),
    phoneBefore: new Run(before),
    phone: new Run(inWorker),
    phoneSliced: new Run(sliced),
  }
  for (let i = 0; i < PHOTOS; i++) {
    const photo = join(folder, `photo-${i}.jpg`)
    await writeFile(photo, await cameraPhoto(i))
    const turned = join(folder, `turned-${i}.jpg`)
    await writeFile(turned, await cameraPhoto(i, 6))
    // Taking turns, so neither gets the warmer caches every time.
    const order = i % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const)
    for (const which of order) await runs[which].time(photo, folder, i)
    const turnedOrder =
      i % 2
        ? (['turned', 'turnedSliced', 'turnedBefore'] as const)
        : (['turnedBefore', 'turnedSliced', 'turned'] as const)
    for (const which of turnedOrder) await runs[which].time(turned, folder, i)
    // A phone's 12 megapixels (4032x3024) are whole 16-pixel blocks both ways: turned by moving its blocks.
    const phone = join(folder, `phone-${i}.jpg`)
    await writeFile(phone, await cameraPhoto(i, 6, 4032, 3024))
    const phoneOrder =
      i % 2
        ? (['phone', 'phoneSliced', 'phoneBefore'] as const)
        : (['phoneBefore', 'phoneSliced', 'phone'] as const)
    for (const which of phoneOrder) await runs[which].time(phone, folder, i)
  }
  const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`
  const kb = (bytes: number) => (bytes < 1_048_576 ? `${Math.round(bytes / 1024)} KB` : mb(bytes))
  const ms = (values: number[]) => `${Math.round(median(values))} ms`
  const slowest = (values: number[]) => `${Math.round(Math.max(...values))} ms`
  const { before: old, after: now, turnedBefore: oldTurned, turned: upright, phoneBefore, phone } = runs
  const { turnedSliced, phoneSliced } = runs
  const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(2)
  const markdown = `## bench/thumbnails: server work per camera photo, bytes to draw a gallery list page (issues 14, 28)

Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (2 cores, shared; load average
${loadavg()[0].toFixed(1)} at the end): ${PHOTOS}
12-megapixel camera JPEGs (4000x3000, quality 92, with EXIF and GPS) through the server's upload step
(\`prepareImage\`: metadata removed, both renditions made), in this checkout (in its photo worker, as the server
runs it: ${workers} on this machine) and in \`${BASE_ID}\` (before: every photo decoded and re-encoded at quality
92) in the same run, taking turns; turned photos also in \`${SLICED_ID}\` (turned on the server's thread in slices).

| server time per photo | median | slowest | processor time, median |
| --- | --- | --- | --- |
| before (${BASE_ID}) | ${ms(old.times)} | ${slowest(old.times)} | ${ms(old.cpu)} |
| now: a photo standing upright (metadata dropped by segments, scan data kept) | ${ms(now.times)} | ${slowest(now.times)} | ${ms(now.cpu)} |
| before, the same photo turned (EXIF orientation 6) | ${ms(oldTurned.times)} | ${slowest(oldTurned.times)} | ${ms(oldTurned.cpu)} |
| ${SLICED_ID}, the same photo turned on the server's thread in slices | ${ms(turnedSliced.times)} | ${slowest(turnedSliced.times)} | ${ms(turnedSliced.cpu)} |
| now, the same photo turned in a photo worker (its luma moved block by block, its chroma, which ends in half a block, resampled) | ${ms(upright.times)} | ${slowest(upright.times)} | ${ms(upright.cpu)} |
| before, a phone's 4032x3024 photo turned (EXIF orientation 6) | ${ms(phoneBefore.times)} | ${slowest(phoneBefore.times)} | ${ms(phoneBefore.cpu)} |
| ${SLICED_ID}, the phone's photo turned by moving its blocks on the server's thread in slices | ${ms(phoneSliced.times)} | ${slowest(phoneSliced.times)} | ${ms(phoneSliced.cpu)} |
| now, the phone's photo turned by moving its blocks in a photo worker (nothing re-encoded) | ${ms(phone.times)} | ${slowest(phone.times)} | ${ms(phone.cpu)} |

Ratios of medians in this run: upright ${ratio(now.times, old.times)} of before; the 4000x3000 photo turned
${ratio(upright.times, oldTurned.times)} of the re-encode and ${ratio(upright.times, turnedSliced.times)} of the slices; the phone's photo
${ratio(phone.times, phoneBefore.times)} of the re-encode and ${ratio(phone.times, phoneSliced.times)} of the slices.

| | bytes for ${PHOTOS} photos |
| --- | --- |
| originals as uploaded (what a list page moved before issue 14) | ${mb(now.originals)} |
| stored originals before (re-encoded at quality 92) | ${mb(old.stored)} |
| stored originals now (metadata removed, image data as shot: what the public site serves) | ${mb(now.stored)} |
| small renditions (160 px, what a list page moves now) | ${kb(now.small)} |
| medium renditions (800 px, what an edit form loads) | ${kb(now.medium)} |

Run it with \`npx tsx bench/thumbnails/run.ts\` (PHOTOS overrides the count, BASE and SLICED the baselines).`
  console.log(markdown)
  await writeResults('thumbnails', markdown)
} finally {
  await pool.close()
  rmSync(folder, { recursive: true, force: true })
  for (const dir of [baseDir, slicedDir]) rmSync(dir, { recursive: true, force: true })
}
