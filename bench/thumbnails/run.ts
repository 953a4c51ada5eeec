// bench/thumbnails: the bytes a gallery list page moves to draw 10 camera-size photos, originals against the
// small renditions the server now makes (issue 14). Each photo goes through the server's own upload step
// (prepareImage: made safe to publish, renditions made), timed, and the sizes are summed.
// Run: npx tsx bench/thumbnails/run.ts   (PHOTOS overrides the count)
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { prepareImage } from '../../src/server/storage/images'
import { writeResults } from '../lib/host'

const PHOTOS = Number(process.env.PHOTOS ?? 10)

/**
 * A 12-megapixel camera JPEG as a phone writes it (quality 92, with EXIF): detail at every scale, as a real
 * scene has (coarse shapes that survive a thumbnail, finer ones, sensor grain), so both the photo and its
 * renditions weigh what real ones do.
 */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const width = 4000
  const height = 3000
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
    .withMetadata({ orientation: 1 })
    .withExifMerge({ IFD0: { Make: 'Bench', Model: 'Camera' } })
    .toBuffer()
}

const folder = mkdtempSync(join(tmpdir(), 'bench-thumbnails-'))
try {
  let originals = 0
  let small = 0
  let medium = 0
  let stored = 0
  const times: number[] = []
  for (let i = 0; i < PHOTOS; i++) {
    const path = join(folder, `photo-${i}.jpg`)
    const photo = await cameraPhoto(i)
    await writeFile(path, photo)
    originals += photo.length
    const started = performance.now()
    const made = await prepareImage(path, 'jpg', `${'0'.repeat(31)}${i}.jpg`, { keepMetadata: false })
    times.push(performance.now() - started)
    stored += statSync(path).size
    small += statSync(made.find((file) => file.name.endsWith('.sm.webp'))!.path).size
    medium += statSync(made.find((file) => file.name.endsWith('.md.webp'))!.path).size
  }
  const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`
  const kb = (bytes: number) => (bytes < 1_048_576 ? `${Math.round(bytes / 1024)} KB` : mb(bytes))
  times.sort((a, b) => a - b)
  const markdown = `## bench/thumbnails: bytes to draw a gallery list page (issue 14)

Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (2 cores, shared): ${PHOTOS}
12-megapixel camera JPEGs (4000x3000, quality 92, with EXIF) through the server's upload step
(\`prepareImage\`).

| | bytes for ${PHOTOS} photos |
| --- | --- |
| originals as uploaded (what a list page moved before) | ${mb(originals)} |
| stored originals (upright, EXIF removed: what the public site serves) | ${mb(stored)} |
| small renditions (160 px, what a list page moves now) | ${kb(small)} |
| medium renditions (800 px, what an edit form loads) | ${kb(medium)} |

Server time per photo for that step (EXIF removed, both renditions made): median
${Math.round(times[Math.floor(times.length / 2)])} ms, slowest ${Math.round(times[times.length - 1])} ms.
Run it with \`npx tsx bench/thumbnails/run.ts\` (PHOTOS overrides the count).`
  console.log(markdown)
  await writeResults('thumbnails', markdown)
} finally {
  rmSync(folder, { recursive: true, force: true })
}
