import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shrinkToFit } from '../../src/main/files/shrink'
import { checkFile, SHRINK_TEXT, UPLOAD_RULES } from '../../src/shared/rules/uploads'
import { makeNoisyJpeg, makePhoneJpeg } from '../support/images'

// Shrink to fit (issue 14): main makes a photo over its form's limit fit, from the file on disk.

const LIMIT = UPLOAD_RULES.galleryAdd.maxBytes
let folder: string
let outDir: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'shrink-test-'))
  outDir = join(folder, 'shrunk')
})
afterAll(() => rm(folder, { recursive: true, force: true }))

// Making and shrinking a camera-size photo takes seconds on a busy machine.
describe('shrinkToFit', { timeout: 30_000 }, () => {
  it('brings a 12 MB camera JPEG under the 10 MB limit as a new file, leaving the original as it was', async () => {
    const photo = await makeNoisyJpeg(12_000_000)
    const source = join(folder, 'Camera Photo.jpg')
    await writeFile(source, photo)
    expect(checkFile(UPLOAD_RULES.galleryAdd, { name: 'Camera Photo.jpg', size: photo.length })).toBe(
      UPLOAD_RULES.galleryAdd.sizeMessage,
    )

    const result = await shrinkToFit(source, LIMIT, outDir)
    if (!result.ok) throw new Error(result.message)
    expect(result).toMatchObject({ name: 'Camera Photo.jpg', before: photo.length })
    expect(result.after).toBeLessThanOrEqual(LIMIT)
    expect(basename(result.path)).toBe('Camera Photo.jpg')
    expect(result.path.startsWith(outDir)).toBe(true)
    expect((await stat(result.path)).size).toBe(result.after)
    expect(checkFile(UPLOAD_RULES.galleryAdd, { name: result.name, size: result.after })).toBeNull()
    // Still a photo of the same shape, no larger; the user's file untouched.
    const [before, after] = await Promise.all([sharp(photo).metadata(), sharp(result.path).metadata()])
    expect(after.format).toBe('jpeg')
    expect(after.width).toBeLessThanOrEqual(before.width)
    expect(after.width / after.height).toBeCloseTo(before.width / before.height, 1)
    expect((await readFile(source)).equals(photo)).toBe(true)

    // A tighter limit (a 2 MB form) takes a smaller picture: its longest side reduced until it fits.
    const tighter = await shrinkToFit(source, 2_000_000, outDir)
    if (!tighter.ok) throw new Error(tighter.message)
    expect(tighter.after).toBeLessThanOrEqual(2_000_000)
    const smaller = await sharp(tighter.path).metadata()
    expect(smaller.width).toBeLessThan(before.width)
    expect(smaller.width / smaller.height).toBeCloseTo(before.width / before.height, 1)
  })

  it('keeps a portrait photo upright', async () => {
    const source = join(folder, 'portrait.jpg')
    await writeFile(source, await makePhoneJpeg(1200, 800))
    const result = await shrinkToFit(source, 20_000, outDir)
    if (!result.ok) throw new Error(result.message)
    const after = await sharp(result.path).metadata()
    expect(after.height).toBeGreaterThan(after.width)
  })

  it('refuses a video: videos are never re-encoded', async () => {
    const source = join(folder, 'tour.mp4')
    await writeFile(
      source,
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]),
    )
    expect(await shrinkToFit(source, 10, outDir)).toEqual({ ok: false, message: SHRINK_TEXT.video })
  })

  it('refuses a file that is not the photo its name says', async () => {
    const source = join(folder, 'notes.jpg')
    await writeFile(source, 'not a photo at all')
    expect(await shrinkToFit(source, 10, outDir)).toEqual({ ok: false, message: SHRINK_TEXT.notImage })
  })
})
