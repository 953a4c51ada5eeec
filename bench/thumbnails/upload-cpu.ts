// bench/thumbnails/upload-cpu.ts: where an upload's processor time goes (issue 45, item 6: bench/load/editors.ts
// says the uploads decide the p95 at 100 editors). Each step of the server's photo work on bench/load's
// 3000x2000 JPEG, timed alone as storage/images.ts runs it; beside each step that could be made cheaper, the
// cheaper way in the same run, its ratio to the step, and what it would change; then the whole upload step
// (prepareImage) in a photo worker, as the server runs it, on that JPEG and on a 12-megapixel camera photo
// (photos.ts), and that JPEG cut short (refused as before). Processor time is the whole process's (libvips's
// threads too): on a shared machine it is the fair figure, where the time on the clock depends on the load
// (printed).
// Run: npx tsx bench/thumbnails/upload-cpu.ts   (RUNS overrides how often each step runs, 15; PHOTOS the count
// of photos through the upload step, 12)
import { createHash } from 'node:crypto'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp, { type KernelEnum, type Sharp } from 'sharp'
import { cleanJpeg } from '../../src/server/storage/jpeg-metadata'
import { likenessOfPixels, RefusedImage } from '../../src/server/storage/images'
import { photoPool } from '../../src/server/storage/photo-pool'
import { likenessDistance } from '../../src/shared/rules/duplicates'
import { RENDITION_SIZES } from '../../src/shared/rules/renditions'
import { makePhoto } from '../load/editor-steps'
import { cpuMsWithWorkers } from '../lib/api-server'
import { median } from '../lib/host'
import { cameraPhoto } from './photos'

const RUNS = Number(process.env.RUNS ?? 15)
const PHOTOS = Number(process.env.PHOTOS ?? 12)
const MD = RENDITION_SIZES.md
const SM = RENDITION_SIZES.sm

/** Processor ms since `since` (a cpuMsWithWorkers()): the photo worker's too. */
const cpuMs = (since: number) => cpuMsWithWorkers() - since

/** The median processor time of `task`, after one run to warm it. */
async function cpuOf(task: () => Promise<unknown>): Promise<number> {
  await task()
  const cpus: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const since = cpuMsWithWorkers()
    await task()
    cpus.push(cpuMs(since))
  }
  return median(cpus)
}

const fitted = (pixels: Sharp, longest: number, kernel: keyof KernelEnum = 'lanczos3') =>
  pixels.resize(longest, longest, { fit: 'inside', withoutEnlargement: true, kernel })
/** As images.ts decodes an upload: upright, at 1/2, 1/4 or 1/8 of its size as `longest` allows. */
const upright = (photo: string) => sharp(photo, { autoOrient: true, failOn: 'warning' })
const webp = (pixels: Sharp) => pixels.webp({ quality: 80, effort: 0 })
async function rawOf(pipeline: Sharp): Promise<() => Sharp> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true })
  return () => sharp(data, { raw: info })
}
const likeness = likenessOfPixels

/** How the likenesses of 12 camera photos change when made from 160 px pixels rather than 800. */
async function likenessChange(folder: string): Promise<string> {
  let most = 0
  let lost = 0
  for (let seed = 0; seed < 12; seed++) {
    const path = join(folder, `likeness-${seed}.jpg`)
    writeFileSync(path, await cameraPhoto(seed))
    const medium = await rawOf(fitted(upright(path), MD))
    const [now, cheaper] = [await likeness(medium()), await likeness((await rawOf(fitted(medium(), SM)))())]
    if (now && cheaper) most = Math.max(most, likenessDistance(now, cheaper))
    else if (now !== cheaper) lost++
  }
  return `up to ${most} of 64 bits apart on 12 camera photos, ${lost} of them with a likeness on one side only`
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
const ms = (value: number) => value.toFixed(1)

const folder = mkdtempSync(join(tmpdir(), 'bench-upload-cpu-'))
const pool = photoPool()
try {
  const photo = join(folder, 'bench.jpg')
  writeFileSync(photo, await makePhoto())
  const bytes = readFileSync(photo)
  const started = loadavg()[0]
  const medium = await rawOf(fitted(upright(photo), MD))
  const small = await rawOf(fitted(medium(), SM))

  const steps: [string, number][] = [
    [
      'its SHA-256, as the body streams in (receive.ts, main thread)',
      await cpuOf(async () => createHash('sha256').update(bytes).digest()),
    ],
    [
      'its header: size and orientation (the too-many-pixels check)',
      await cpuOf(() => sharp(photo).metadata()),
    ],
    [
      'read again and walked by its segments (cleanJpeg)',
      await cpuOf(async () => cleanJpeg(readFileSync(photo))),
    ],
    [
      'decoded at 1/2 (shrink-on-load) and fitted in 800 px, upright',
      await cpuOf(() => fitted(upright(photo), MD).raw().toBuffer()),
    ],
    ['medium rendition: 800 px encoded as WebP (effort 0)', await cpuOf(() => webp(medium()).toBuffer())],
    [
      'small rendition: 800 px fitted in 160 and encoded as WebP',
      await cpuOf(() => webp(fitted(medium(), SM)).toBuffer()),
    ],
    ['likeness: 800 px shrunk to 9 x 8 grey', await cpuOf(() => likeness(medium()))],
  ]
  const total = steps.reduce((sum, [, value]) => sum + value, 0)
  const decode = steps[3]![1]
  const cheaper: [string, number, number, string][] = [
    [
      'decoded whole (no shrink-on-load), what a pipeline that cannot shrink on load costs',
      await cpuOf(() => sharp(photo, { failOn: 'warning' }).raw().toBuffer()),
      decode,
      'nothing: the cost of losing shrink-on-load',
    ],
    [
      'decoded at 1/8, the least any decode of it costs (every coefficient is still read)',
      await cpuOf(() => fitted(upright(photo), 375).raw().toBuffer()),
      decode,
      'no 800 px rendition can come of it',
    ],
    [
      'decoded at 1/4 and enlarged to 800 px',
      await cpuOf(() => upright(photo).resize(750).resize(MD, MD, { fit: 'inside' }).raw().toBuffer()),
      decode,
      'a blurred medium rendition',
    ],
    [
      'fitted in 800 px with the nearest pixel, not Lanczos',
      await cpuOf(() => fitted(upright(photo), MD, 'nearest').raw().toBuffer()),
      decode,
      'a jagged medium rendition',
    ],
    [
      "likeness from the small rendition's 160 px pixels",
      await cpuOf(() => likeness(small())),
      steps[6]![1],
      `the likeness: ${await likenessChange(folder)}`,
    ],
  ]

  console.log(
    `Each step alone, bench/load's 3000x2000 JPEG (${(bytes.length / 1e6).toFixed(2)} MB), processor ms, medians of ${RUNS}:\n`,
  )
  console.log(row(['step', 'processor ms']))
  console.log(row(['---', '---']))
  for (const [step, value] of steps) console.log(row([step, ms(value)]))
  console.log(row(['all of them', ms(total)]))
  console.log('\nCheaper ways, in the same run:\n')
  console.log(row(['instead', 'processor ms', 'ratio to the step', 'what it changes']))
  console.log(row(['---', '---', '---', '---']))
  for (const [way, value, step, change] of cheaper)
    console.log(row([way, ms(value), (value / step).toFixed(2), change]))

  const photos = {
    "bench/load's 3000x2000 JPEG": async () => photo,
    'a 12-megapixel camera photo (4000x3000)': async (seed: number) => {
      const path = join(folder, `camera-${seed}.jpg`)
      writeFileSync(path, await cameraPhoto(seed))
      return path
    },
  }
  console.log(
    `\nThe upload step (prepareImage) in a photo worker, processor ms per photo, medians of ${PHOTOS}:\n`,
  )
  for (const [name, photoOf] of Object.entries(photos)) {
    const cpus: number[] = []
    for (let i = 0; i < PHOTOS; i++) {
      const path = join(folder, 'staged.jpg')
      copyFileSync(await photoOf(i), path)
      const since = cpuMsWithWorkers()
      const prepared = await pool.prepareImage(path, 'jpg', `${'0'.repeat(31)}1.jpg`, { keepMetadata: false })
      cpus.push(cpuMs(since))
      for (const file of [path, ...prepared.renditions.map((made) => made.path)])
        rmSync(file, { force: true })
    }
    console.log(row([name, ms(median(cpus))]))
  }
  // The decode that shrinks on load still reads every byte: a photo cut short is refused, however little is missing.
  console.log("\nbench/load's JPEG cut short, through the upload step in a photo worker:\n")
  for (const kept of [bytes.length / 2, bytes.length * 0.99, bytes.length - 100]) {
    const path = join(folder, 'cut.jpg')
    writeFileSync(path, bytes.subarray(0, Math.floor(kept)))
    const answer = await pool
      .prepareImage(path, 'jpg', `${'0'.repeat(31)}2.jpg`, { keepMetadata: false })
      .then(
        () => 'ACCEPTED',
        (error: unknown) =>
          error instanceof RefusedImage ? `refused: ${error.message}` : `failed: ${String(error)}`,
      )
    console.log(row([`${Math.floor(kept)} of ${bytes.length} bytes`, answer]))
  }
  console.log(
    `\nLoad average on 2 cores: ${started.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end.`,
  )
} finally {
  await pool.close()
  rmSync(folder, { recursive: true, force: true })
}
