import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { gallery, gallery_subcategory } from '../../src/server/db/schema'
import { gallery as galleryCalls } from '../../src/shared/contract/gallery'
import { renditionName } from '../../src/shared/rules/renditions'
import { tooManyPixelsMessage, UNREADABLE_IMAGE_MESSAGE } from '../../src/shared/rules/uploads'
import { makeHugePng } from '../support/images'
import {
  jpegMarkers,
  jpegPayloads,
  makeCameraJpeg,
  makeTaggedPng,
  METADATA_MARKERS,
  pngChunks,
  scanData,
  withOrientation,
} from '../support/photo-files'
import { readCoefficients } from '../../src/server/storage/jpeg-coefficients'
import { useTestServer } from './helpers'

// Photos kept as shot (issue 28), through a real area's upload route: the metadata blocks of a camera JPEG or
// an editor's PNG are gone from the stored file, and its image data is the one uploaded, byte for byte; a
// photo turned by its EXIF is stored upright; a file whose segments are broken is refused as damaged.

const server = useTestServer()
let subCategory: { EntryID: number; CategoryID: number }
beforeAll(async () => {
  ;[subCategory] = await server.database.db.select().from(gallery_subcategory).limit(1)
})

/** Uploads `bytes` as a new gallery photo: the answer, and the stored file when there is one. */
async function upload(fileName: string, bytes: Buffer) {
  const [row] = await server.database.db
    .insert(gallery)
    .values({ ImageTitle: fileName, CategoryID: subCategory.CategoryID, SubCategoryID: subCategory.EntryID })
    .returning()
  const response = await server.sendPhoto(galleryCalls.uploadPhoto, row.EntryID, fileName, bytes)
  const answer = {
    status: response.status,
    message: ((await response.json()) as { message: string }).message,
  }
  const [{ ImagePath }] = await server.database.db
    .select()
    .from(gallery)
    .where(eq(gallery.EntryID, row.EntryID))
  const stored = ImagePath ? await server.readStored('gallery', ImagePath) : null
  return { answer, name: ImagePath, stored }
}

function expectNoMetadataText(stored: Buffer) {
  for (const text of Object.values(METADATA_MARKERS)) expect(stored.includes(text), text).toBe(false)
}

/** The colour of the pixel at (x, y), as red, green, blue. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({
    resolveWithObject: true,
  })
  return [...data.subarray(0, 3)]
}

describe('a camera JPEG', () => {
  it('is stored with no EXIF, GPS, XMP, IPTC or comment, its colour profile kept and its image data as uploaded', async () => {
    const photo = await makeCameraJpeg(640, 480)
    for (const text of Object.values(METADATA_MARKERS)) expect(photo.includes(text), text).toBe(true)
    const { answer, stored } = await upload('camera.jpg', photo)
    expect(answer).toEqual({ status: 200, message: 'uploaded' })
    if (!stored) throw new Error('nothing stored')

    const info = await sharp(stored).metadata()
    expect([info.exif, info.xmp, info.iptc, info.comments]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expectNoMetadataText(stored)
    // No APP1 (EXIF, XMP), APP13 (IPTC) or COM segment left; the ICC profile (APP2) is the one sent.
    expect(jpegMarkers(stored).filter((marker) => [0xe1, 0xed, 0xfe].includes(marker))).toEqual([])
    expect(info.icc).toEqual((await sharp(photo).metadata()).icc)
    expect(jpegPayloads(stored, 0xe2)).toEqual(jpegPayloads(photo, 0xe2))
    // The compressed image data, start of scan to end of image, byte for byte: not decoded, not re-encoded.
    expect(scanData(stored).equals(scanData(photo))).toBe(true)
    expect([info.width, info.height]).toEqual([640, 480])
  })

  it('keeps a progressive photo the same way', async () => {
    const photo = await makeCameraJpeg(320, 240, { progressive: true })
    const { stored } = await upload('progressive.jpg', photo)
    if (!stored) throw new Error('nothing stored')
    expectNoMetadataText(stored)
    expect(scanData(stored).equals(scanData(photo))).toBe(true)
    expect((await sharp(stored).metadata()).isProgressive).toBe(true)
  })

  it('turned by its EXIF (orientation 6), of whole blocks as phones write, is stored upright with its image data moved, not re-encoded', async () => {
    // Stored 320 wide and 240 high (whole 16-pixel blocks, as a phone's 4032x3024), shown turned a quarter
    // clockwise: 240 wide and 320 high.
    const photo = await makeCameraJpeg(320, 240, { orientation: 6, quality: 90, grain: true })
    let { answer, stored } = await upload('phone-portrait.jpg', photo)
    expect(answer.message).toBe('uploaded')
    if (!stored) throw new Error('nothing stored')
    const info = await sharp(stored).metadata()
    expect([info.width, info.height, info.orientation ?? 1, info.exif, info.xmp]).toEqual([
      240,
      320,
      1,
      undefined,
      undefined,
    ])
    expectNoMetadataText(stored)
    expect(jpegPayloads(stored, 0xe2)).toEqual(jpegPayloads(photo, 0xe2))
    // The blue right half is now the bottom.
    expect(await pixel(stored, 120, 300)).toEqual([
      expect.toSatisfy((red: number) => red < 60),
      expect.anything(),
      expect.toSatisfy((blue: number) => blue > 200),
    ])
    // Uploaded three times more, each time said to be turned a quarter: four quarter turns in all give back
    // the very pixels the camera's file decodes to, which no re-encoding of grain would.
    for (let quarter = 2; quarter <= 4; quarter++) {
      ;({ answer, stored } = await upload(`phone-portrait-${quarter}.jpg`, withOrientation(stored, 6)))
      if (!stored) throw new Error(`nothing stored for quarter ${quarter}`)
    }
    const original = await sharp(photo).raw().toBuffer()
    expect((await sharp(stored).raw().toBuffer()).equals(original)).toBe(true)
  })

  it('turned by its EXIF (orientation 6), 4000x3000 in shape (its chroma ends in half a block), is stored upright with its luma moved, not re-encoded', async () => {
    // 416x312 in 4:2:0 as a 4000x3000 photo: its luma is whole 8x8 blocks down, its chroma is not, and turned a
    // quarter clockwise that half block would be the left edge. The chroma is resampled; the luma moves.
    const photo = await makeCameraJpeg(416, 312, { orientation: 6, quality: 90, grain: true })
    let { answer, stored } = await upload('samsung-portrait.jpg', photo)
    expect(answer.message).toBe('uploaded')
    if (!stored) throw new Error('nothing stored')
    const info = await sharp(stored).metadata()
    expect([info.width, info.height, info.orientation ?? 1, info.exif]).toEqual([312, 416, 1, undefined])
    expect(jpegPayloads(stored, 0xe2)).toEqual(jpegPayloads(photo, 0xe2))
    expect(await pixel(stored, 150, 400)).toEqual([
      expect.toSatisfy((red: number) => red < 60),
      expect.anything(),
      expect.toSatisfy((blue: number) => blue > 200),
    ])
    // Sent again said to be turned a quarter the other way: back as shot, its luma holds the very coefficients
    // the camera's file holds, which no re-encoding of grain would.
    ;({ answer, stored } = await upload('samsung-back.jpg', withOrientation(stored, 8)))
    if (!stored) throw new Error('nothing stored turned back')
    const luma = readCoefficients(stored).components[0]
    const shot = readCoefficients(photo).components[0]
    const picture = Math.ceil(shot.height / 8) * shot.blocksWide * 64
    expect([luma.width, luma.height]).toEqual([416, 312])
    expect(Buffer.from(luma.blocks.buffer, luma.blocks.byteOffset, picture * 2)).toEqual(
      Buffer.from(shot.blocks.buffer, shot.blocks.byteOffset, picture * 2),
    )
  })

  it('turned by its EXIF (orientation 6) with sides of part blocks is stored upright, re-encoded at the quality it was shot at, with its profile', async () => {
    // Stored 300 wide and 203 high, shown turned a quarter clockwise: 203 wide and 300 high. Its bottom edge is
    // a part block even of the luma, which would become the left edge: it cannot be turned by moving blocks.
    const photo = await makeCameraJpeg(300, 203, { orientation: 6, quality: 90 })
    const { answer, name, stored } = await upload('portrait.jpg', photo)
    expect(answer.message).toBe('uploaded')
    if (!stored || !name) throw new Error('nothing stored')

    const info = await sharp(stored).metadata()
    expect([info.width, info.height]).toEqual([203, 300])
    expect([info.orientation ?? 1, info.exif, info.xmp, info.iptc]).toEqual([
      1,
      undefined,
      undefined,
      undefined,
    ])
    expectNoMetadataText(stored)
    expect(info.icc).toEqual((await sharp(photo).metadata()).icc)
    // The red left half is now the top, the blue right half the bottom.
    expect(await pixel(stored, 100, 20)).toEqual([
      expect.toSatisfy((red: number) => red > 200),
      expect.anything(),
      expect.toSatisfy((blue: number) => blue < 60),
    ])
    expect(await pixel(stored, 100, 280)).toEqual([
      expect.toSatisfy((red: number) => red < 60),
      expect.anything(),
      expect.toSatisfy((blue: number) => blue > 200),
    ])
    // Quantised again by the steps it was shot with (quality 90), not by a fixed higher or lower quality.
    expect(jpegPayloads(stored, 0xdb)).toEqual(jpegPayloads(photo, 0xdb))
    const medium = await server.readStored('gallery', renditionName(name, 'md') as string)
    expect(await sharp(medium).metadata()).toMatchObject({ width: 203, height: 300 })
  })
})

describe('a PNG', () => {
  it('is stored without its text, time and EXIF chunks, its profile and image chunks byte for byte', async () => {
    const png = await makeTaggedPng()
    const { answer, stored } = await upload('tagged.png', png)
    expect(answer.message).toBe('uploaded')
    if (!stored) throw new Error('nothing stored')

    const sent = pngChunks(png)
    const kept = pngChunks(stored)
    expect(kept.map((chunk) => chunk.type)).toEqual(
      sent
        .map((chunk) => chunk.type)
        .filter((type) => !['tEXt', 'zTXt', 'iTXt', 'tIME', 'eXIf'].includes(type)),
    )
    expect(kept.map((chunk) => chunk.type)).toContain('iCCP')
    for (const chunk of kept)
      expect(
        sent.some((other) => other.bytes.equals(chunk.bytes)),
        chunk.type,
      ).toBe(true)
    expectNoMetadataText(stored)
    const pixels = async (image: Buffer) => sharp(image).raw().toBuffer()
    expect((await pixels(stored)).equals(await pixels(png))).toBe(true)
  })
})

describe('a JPEG whose segments are broken', () => {
  it('is refused as a damaged photo, leaving nothing stored', async () => {
    const photo = await makeCameraJpeg(320, 240)
    // The first segment says it runs 60,000 bytes: past the end of the file.
    const broken = Buffer.from(photo)
    broken.writeUInt16BE(60_000, 4)
    const before = await server.storedFiles()
    const { answer, name } = await upload('broken.jpg', broken)
    expect(answer).toEqual({ status: 400, message: UNREADABLE_IMAGE_MESSAGE })
    expect(name).toBeNull()
    expect(await server.storedFiles()).toEqual(before)
  })

  it('is refused when its header is followed by no image data at all', async () => {
    const photo = await makeCameraJpeg(320, 240)
    const headerOnly = Buffer.concat([
      photo.subarray(0, photo.length - scanData(photo).length),
      Buffer.from([0xff, 0xd9]),
    ])
    const { answer } = await upload('header-only.jpg', headerOnly)
    expect(answer).toEqual({ status: 400, message: UNREADABLE_IMAGE_MESSAGE })
  })
})

describe('a picture of more pixels than an upload may have', () => {
  it('is refused by its header, with its size and the limit, before anything decodes it', async () => {
    const before = await server.storedFiles()
    // 121 megapixels in 118 KB: turned upright by its EXIF, this would have taken about 1.2 GB.
    const huge = await makeHugePng(11_000, 11_000)
    const png = await upload('huge.png', huge)
    expect(png.answer).toEqual({ status: 400, message: tooManyPixelsMessage(11_000, 11_000) })
    expect(png.name).toBeNull()

    // A JPEG's frame says its size: this one claims 12000x10080 (121 megapixels) over 320x240 of data.
    const photo = await makeCameraJpeg(320, 240)
    const frame = photo.indexOf(Buffer.from([0xff, 0xc0]))
    photo.writeUInt16BE(10_080, frame + 5)
    photo.writeUInt16BE(12_000, frame + 7)
    const jpeg = await upload('claims-more.jpg', photo)
    expect(jpeg.answer).toEqual({ status: 400, message: tooManyPixelsMessage(12_000, 10_080) })
    expect(await server.storedFiles()).toEqual(before)

    // One just under the limit is taken, and the server is the same as before.
    const large = await upload('large.png', await makeHugePng(10_000, 12_000))
    expect(large.answer).toEqual({ status: 200, message: 'uploaded' })
  }, 60_000)
})
