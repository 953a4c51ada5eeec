// bench/thumbnails: the server's work per camera photo and the bytes a gallery list page moves to draw 10 of
// them (issues 14 and 28). Each photo goes through the server's own upload step (prepareImage: made safe to
// publish, renditions made), timed, in this checkout and in the base commit (BASE: by default the one before
// metadata was removed by segments, which re-encoded every photo), the two taking turns on the same photos.
// The same photo turned (EXIF orientation 6) is timed too: it is the one case still re-encoded.
// Run: npx tsx bench/thumbnails/run.ts   (PHOTOS overrides the count, BASE the baseline commit)
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { prepareImage, type PreparedFile, type StagedFile } from '../../src/server/storage/images'
import { checkoutCommit, median, writeResults } from '../lib/host'

const PHOTOS = Number(process.env.PHOTOS ?? 10)
const BASE =
  process.env.BASE ??
  `${execFileSync('git', [
    'log',
    '--diff-filter=A',
    '--format=%H',
    '--',
    'src/server/storage/jpeg-metadata.ts',
  ])
    .toString()
    .trim()
    .split('\n')
    .pop()}^`
/** The baseline as the table names it: a short commit id. */
const BASE_ID = execFileSync('git', ['rev-parse', '--short', BASE]).toString().trim()

/**
 * A 12-megapixel camera JPEG as a phone writes it (quality 92, with EXIF): detail at every scale, as a real
 * scene has (coarse shapes that survive a thumbnail, finer ones, sensor grain), so both the photo and its
 * renditions weigh what real ones do.
 */
async function cameraPhoto(seed: number, orientation = 1, width = 4000, height = 3000): Promise<Buffer> {
  const layer = async (w: number, h: number, sigma: number) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: { r: 90 + seed * 9, g: 120, b: 150 - seed * 6 },
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: 'cubic' })
      .png({ compressionLevel: 1 })
      .toBuffer()
  const [coarse, fine, grain] = await Promise.all([
    layer(160, 120, 70),
    layer(1000, 750, 40),
    layer(width, height, 14),
  ])
  return sharp(coarse)
    .composite([
      { input: fine, blend: 'overlay' },
      { input: grain, blend: 'soft-light' },
    ])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'Bench', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 31/1 0/1', GPSMapDatum: 'WGS-84' },
    })
    .toBuffer()
}

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
    const cpu = process.cpuUsage()
    const started = performance.now()
    const prepared = await this.prepare(path, 'jpg', `${'0'.repeat(31)}${index}.jpg`, { keepMetadata: false })
    const made = Array.isArray(prepared) ? prepared : prepared.renditions
    this.times.push(performance.now() - started)
    const used = process.cpuUsage(cpu)
    this.cpu.push((used.user + used.system) / 1000)
    const size = (file: StagedFile | undefined) => statSync(file!.path).size
    this.originals += statSync(photo).size
    this.stored += statSync(path).size
    this.small += size(made.find((file) => file.name.endsWith('.sm.webp')))
    this.medium += size(made.find((file) => file.name.endsWith('.md.webp')))
    for (const file of [path, ...made.map((file) => file.path)]) rmSync(file, { force: true })
  }
}

const baseDir = checkoutCommit(BASE)
const before = ((await import(join(baseDir, 'src/server/storage/images.ts'))) as { prepareImage: Prepare })
  .prepareImage
const folder = mkdtempSync(join(tmpdir(), 'bench-thumbnails-'))
try {
  const runs = {
    before: new Run(before),
    after: new Run(prepareImage),
    turnedBefore: new Run(before),
    turned: new Run(prepareImage),
    phoneBefore: new Run(before),
    phone: new Run(prepareImage),
  }
  for (let i = 0; i < PHOTOS; i++) {
    const photo = join(folder, `photo-${i}.jpg`)
    await writeFile(photo, await cameraPhoto(i))
    const turned = join(folder, `turned-${i}.jpg`)
    await writeFile(turned, await cameraPhoto(i, 6))
    // Taking turns, so neither gets the warmer caches every time.
    const order = i % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const)
    for (const which of order) await runs[which].time(photo, folder, i)
    const turnedOrder = i % 2 ? (['turned', 'turnedBefore'] as const) : (['turnedBefore', 'turned'] as const)
    for (const which of turnedOrder) await runs[which].time(turned, folder, i)
    // A phone's 12 megapixels (4032x3024) are whole 16-pixel blocks both ways: turned by moving its blocks.
    const phone = join(folder, `phone-${i}.jpg`)
    await writeFile(phone, await cameraPhoto(i, 6, 4032, 3024))
    const phoneOrder = i % 2 ? (['phone', 'phoneBefore'] as const) : (['phoneBefore', 'phone'] as const)
    for (const which of phoneOrder) await runs[which].time(phone, folder, i)
  }
  const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`
  const kb = (bytes: number) => (bytes < 1_048_576 ? `${Math.round(bytes / 1024)} KB` : mb(bytes))
  const ms = (values: number[]) => `${Math.round(median(values))} ms`
  const slowest = (values: number[]) => `${Math.round(Math.max(...values))} ms`
  const { before: old, after: now, turnedBefore: oldTurned, turned: upright, phoneBefore, phone } = runs
  const markdown = `## bench/thumbnails: server work per camera photo, bytes to draw a gallery list page (issues 14, 28)

Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (2 cores, shared; load average
${loadavg()[0].toFixed(1)} at the end): ${PHOTOS}
12-megapixel camera JPEGs (4000x3000, quality 92, with EXIF and GPS) through the server's upload step
(\`prepareImage\`: metadata removed, both renditions made), in this checkout and in \`${BASE_ID}\` (before: every
photo decoded and re-encoded at quality 92) in the same run, taking turns.

| server time per photo | median | slowest | processor time, median |
| --- | --- | --- | --- |
| before (${BASE_ID}) | ${ms(old.times)} | ${slowest(old.times)} | ${ms(old.cpu)} |
| now: a photo standing upright (metadata dropped by segments, scan data kept) | ${ms(now.times)} | ${slowest(now.times)} | ${ms(now.cpu)} |
| before, the same photo turned (EXIF orientation 6) | ${ms(oldTurned.times)} | ${slowest(oldTurned.times)} | ${ms(oldTurned.cpu)} |
| now, the same photo turned (its luma moved block by block, its chroma, which ends in half a block, resampled) | ${ms(upright.times)} | ${slowest(upright.times)} | ${ms(upright.cpu)} |
| before, a phone's 4032x3024 photo turned (EXIF orientation 6) | ${ms(phoneBefore.times)} | ${slowest(phoneBefore.times)} | ${ms(phoneBefore.cpu)} |
| now, the phone's photo turned by moving its blocks (nothing re-encoded) | ${ms(phone.times)} | ${slowest(phone.times)} | ${ms(phone.cpu)} |

| | bytes for ${PHOTOS} photos |
| --- | --- |
| originals as uploaded (what a list page moved before issue 14) | ${mb(now.originals)} |
| stored originals before (re-encoded at quality 92) | ${mb(old.stored)} |
| stored originals now (metadata removed, image data as shot: what the public site serves) | ${mb(now.stored)} |
| small renditions (160 px, what a list page moves now) | ${kb(now.small)} |
| medium renditions (800 px, what an edit form loads) | ${kb(now.medium)} |

Run it with \`npx tsx bench/thumbnails/run.ts\` (PHOTOS overrides the count, BASE the baseline commit).`
  console.log(markdown)
  await writeResults('thumbnails', markdown)
} finally {
  rmSync(folder, { recursive: true, force: true })
  rmSync(baseDir, { recursive: true, force: true })
}
