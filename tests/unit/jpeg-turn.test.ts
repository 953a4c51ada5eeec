import sharp, { type Sharp } from 'sharp'
import { describe, expect, it } from 'vitest'
import { readCoefficients, withGrid } from '../../src/server/storage/jpeg-coefficients'
import { turnJpeg } from '../../src/server/storage/jpeg-turn'
import { writeCoefficients } from '../../src/server/storage/jpeg-write'
import { jpegPayloads, jpegSegment, makeScene, withOrientation } from '../support/photo-files'

// A JPEG turned upright by moving its coded blocks (issue 28): checked with libvips's own decoder (sharp),
// never with the turn's reader. Turned, it shows what a decoder turning the photo by its EXIF shows, within
// the rounding of the inverse DCT; turned four quarter turns, it decodes to the very pixels it started
// as, which no re-encoding can do. Where whole blocks cannot move, the answer is null (re-encoded instead).

const scene = (width: number, height: number): Sharp =>
  sharp(makeScene(7, width, height), { raw: { width, height, channels: 3 } })

const decoded = async (jpeg: Buffer) => sharp(jpeg).raw().toBuffer({ resolveWithObject: true })

/** The largest difference of any sample, and the mean one. */
function difference(a: Buffer, b: Buffer) {
  let largest = 0
  let sum = 0
  for (let i = 0; i < a.length; i++) {
    const step = Math.abs(a[i] - b[i])
    largest = Math.max(largest, step)
    sum += step
  }
  return { largest, mean: sum / a.length }
}

/**
 * How far `turned` decodes from what libvips shows turning `photo` by its EXIF `orientation` (their sizes checked
 * equal first).
 */
async function againstLibvips(photo: Buffer, turned: Buffer, orientation: number) {
  const expected = await sharp(withOrientation(photo, orientation))
    .autoOrient()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const got = await decoded(turned)
  expect([got.info.width, got.info.height]).toEqual([expected.info.width, expected.info.height])
  return difference(got.data, expected.data)
}

async function turnedFourTimes(jpeg: Buffer, orientation: number): Promise<Buffer> {
  let turned = jpeg
  for (let quarter = 0; quarter < 4; quarter++) {
    const next = await turnJpeg(turned, orientation)
    if (!next) throw new Error(`not turned at quarter ${quarter}`)
    turned = next
  }
  return turned
}

describe('turnJpeg', () => {
  it('turns a photo each of the seven ways EXIF says, to what a decoder turning it by its EXIF shows', async () => {
    // Baseline in both subsamplings; progressive as libjpeg writes it (successive approximation) and as
    // mozjpeg does (its own scan script).
    const codings = {
      '4:2:0': { chromaSubsampling: '4:2:0' },
      '4:4:4': { chromaSubsampling: '4:4:4' },
      progressive: { progressive: true },
      mozjpeg: { mozjpeg: true },
    } as const
    for (const [name, coding] of Object.entries(codings)) {
      const photo = await scene(320, 240)
        .jpeg({ quality: 88, ...coding })
        .toBuffer()
      for (let orientation = 2; orientation <= 8; orientation++) {
        const turned = await turnJpeg(photo, orientation)
        if (!turned) throw new Error(`${name} ${orientation}: not turned`)
        // The inverse DCT rounds a block and its transpose a level or two apart; a block moved or signed
        // wrongly would be tens of levels off.
        const { largest, mean } = await againstLibvips(photo, turned, orientation)
        expect(largest, `${name} ${orientation}`).toBeLessThanOrEqual(6)
        expect(mean, `${name} ${orientation}`).toBeLessThan(0.3)
      }
    }
  })

  it('loses nothing: four quarter turns, or two half turns, give back the exact pixels', async () => {
    const colour = await scene(336, 208).jpeg({ quality: 90 }).toBuffer()
    const grey = await scene(320, 240).toColourspace('b-w').jpeg({ quality: 90 }).toBuffer()
    const cmyk = await scene(320, 240).toColourspace('cmyk').jpeg({ quality: 90 }).toBuffer()
    const progressive = await scene(320, 240).jpeg({ quality: 90, progressive: true }).toBuffer()
    // A file with restart markers every 7 MCUs, as many cameras write: the same coefficients, written again.
    const frame = readCoefficients(colour)
    frame.restartInterval = 7
    const restarts = writeCoefficients(frame)
    expect(restarts.includes(Buffer.from([0xff, 0xd7]))).toBe(true)
    expect((await decoded(restarts)).data.equals((await decoded(colour)).data)).toBe(true)
    expect(readCoefficients(grey).components).toHaveLength(1)
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk')
    // Read from its scans, a progressive photo's coefficients are those libvips decodes, written baseline.
    const rewritten = writeCoefficients(readCoefficients(progressive))
    expect((await decoded(rewritten)).data.equals((await decoded(progressive)).data)).toBe(true)
    expect((await sharp(rewritten).metadata()).isProgressive).toBe(false)

    // 4:2:2 (chroma at half width only, as many cameras write it), which turns into 4:4:0.
    const halfWidth = await chromaHalfWidth(
      await scene(320, 240).jpeg({ chromaSubsampling: '4:4:4' }).toBuffer(),
    )
    expect(await sharp(halfWidth).metadata()).toMatchObject({ width: 320, height: 240 })

    const photos = { colour, grey, cmyk, restarts, progressive, halfWidth }
    for (const [name, photo] of Object.entries(photos)) {
      const original = (await decoded(photo)).data
      for (const orientation of [6, 8, 5, 7]) {
        const back = (await decoded(await turnedFourTimes(photo, orientation))).data
        expect(back.equals(original), `${name}, four times ${orientation}`).toBe(true)
      }
      const half = await turnJpeg(photo, 3)
      const twice = half && (await turnJpeg(half, 3))
      expect(twice && (await decoded(twice)).data.equals(original), `${name}, 3 twice`).toBe(true)
    }
  })

  it('keeps the quantisation steps, transposed with the blocks, and the colour profile', async () => {
    const photo = await scene(320, 240).jpeg({ quality: 90 }).withIccProfile('p3').toBuffer()
    const turned = await turnJpeg(photo, 6)
    if (!turned) throw new Error('not turned')
    const [steps] = jpegPayloads(photo, 0xdb)
    const [turnedSteps] = jpegPayloads(turned, 0xdb)
    const natural = (table: Buffer) => zigzagToRows(table.subarray(1, 65))
    const transposed = (rows: number[][]) => rows.map((_, v) => rows.map((row) => row[v]))
    expect(natural(turnedSteps)).toEqual(transposed(natural(steps)))
    expect(natural(steps)).not.toEqual(transposed(natural(steps)))
    expect(jpegPayloads(turned, 0xe2)).toEqual(jpegPayloads(photo, 0xe2))
  })

  it('swaps the pixel aspect of a JFIF header with the pixels', async () => {
    // libvips writes no JFIF header: one with pixels twice as tall as wide (units 0: an aspect ratio only).
    const jpeg = await scene(320, 240).jpeg().toBuffer()
    const jfif = Buffer.from([...Buffer.from('JFIF\0', 'latin1'), 1, 2, 0, 0, 1, 0, 2, 0, 0])
    const photo = Buffer.concat([jpeg.subarray(0, 2), jpegSegment(0xe0, jfif), jpeg.subarray(2)])
    const turned = await turnJpeg(photo, 8)
    if (!turned) throw new Error('not turned')
    const [header] = jpegPayloads(turned, 0xe0)
    expect([header.readUInt16BE(8), header.readUInt16BE(10)]).toEqual([2, 1])
  })

  it("turns a photo whose chroma ends in a part block (4000x3000's, turned a quarter) by resampling only its chroma", async () => {
    // 416x312 in 4:2:0, as a 4000x3000 photo: its luma is whole 8x8 blocks down, its chroma (156 high) ends in
    // half a block, which turning clockwise or half around would put at the left or top edge; the other turns
    // move every block.
    for (const coding of [{}, { progressive: true }] as const) {
      const photo = await scene(416, 312)
        .jpeg({ quality: 90, ...coding })
        .toBuffer()
      const source = readCoefficients(photo)
      // Each of the seven, and the turn back to the photo as shot: a quarter the other way, or the same again.
      for (const [orientation, back] of [
        [2, 2],
        [3, 3],
        [4, 4],
        [5, 5],
        [6, 8],
        [7, 7],
        [8, 6],
      ]) {
        const turned = await turnJpeg(photo, orientation)
        if (!turned) throw new Error(`${orientation}: not turned`)
        // The chroma quantised again moves colours a few levels; a block moved wrongly would be tens off.
        const { largest, mean } = await againstLibvips(photo, turned, orientation)
        expect(largest, `${orientation}`).toBeLessThanOrEqual(8)
        expect(mean, `${orientation}`).toBeLessThan(0.6)
        // Turned back, the luma holds the very coefficients it was shot with: it was moved, never resampled.
        const again = await turnJpeg(turned, back)
        if (!again) throw new Error(`${orientation} back: not turned`)
        const luma = readCoefficients(again).components[0]
        const shot = source.components[0]
        const pictureBlocks = Math.ceil(shot.height / 8) * shot.blocksWide * 64
        expect(luma.blocks.subarray(0, pictureBlocks)).toEqual(shot.blocks.subarray(0, pictureBlocks))
      }
    }
  }, 60_000)

  it('answers null where the luma cannot move whole blocks to the top or left edge', async () => {
    // 300 and 203 are not whole 8x8 blocks: a turn putting that edge first is a re-encode (by libvips).
    const ragged = await scene(300, 203).jpeg().toBuffer()
    expect(await turnJpeg(ragged, 6)).toBeNull() // its ragged bottom would become the left edge
    expect(await turnJpeg(ragged, 3)).toBeNull()
    expect(await turnJpeg(ragged, 8)).toBeNull() // its ragged right would become the top
    expect(await turnJpeg(ragged, 5)).not.toBeNull() // transposed only: the ragged edges stay right and bottom
    expect(await turnJpeg(ragged, 1)).toBeNull()
  })

  it('reads no blocks from nothing: a frame claiming more than its file holds, a scan cut short', async () => {
    const photo = await scene(320, 240).jpeg().toBuffer()
    const claiming = Buffer.from(photo)
    const frame = claiming.indexOf(Buffer.from([0xff, 0xc0]))
    claiming.writeUInt16BE(7000, frame + 5)
    claiming.writeUInt16BE(7008, frame + 7)
    const cut = Buffer.concat([photo.subarray(0, photo.length / 2), Buffer.from([0xff, 0xd9])])
    // Refused by the reader itself (before room is made for 7000x7008 pixels; at the cut, not at the end).
    expect(() => readCoefficients(claiming)).toThrow(/larger than its file/)
    expect(() => readCoefficients(cut)).toThrow(/ends before its blocks/)
    expect(await turnJpeg(claiming, 6)).toBeNull()
    expect(await turnJpeg(cut, 6)).toBeNull()
    expect(await turnJpeg(photo, 6)).not.toBeNull()
  })
})

/** A 4:4:4 photo of 320x240 made 4:2:2: its chroma blocks cut to the left half of each grid, so half as wide. */
async function chromaHalfWidth(photo: Buffer): Promise<Buffer> {
  const frame = readCoefficients(photo)
  const [luma, ...chroma] = frame.components
  const halved = chroma.map((component) => {
    const half = withGrid({ ...component, width: 160, blocksWide: component.blocksWide / 2 })
    for (let y = 0; y < component.blocksHigh; y++)
      for (let x = 0; x < half.blocksWide; x++) {
        const from = y * component.blocksWide + x
        const to = y * half.blocksWide + x
        half.blocks.set(component.blocks.subarray(from * 64, from * 64 + 64), to * 64)
        half.nonZero.set(component.nonZero.subarray(from * 2, from * 2 + 2), to * 2)
      }
    return half
  })
  return writeCoefficients({ ...frame, components: [{ ...luma, h: 2 }, ...halved] })
}

/** A DQT table's 64 steps, given in zig-zag order, as 8 rows of 8. */
function zigzagToRows(zigzag: Buffer): number[][] {
  const rows = Array.from({ length: 8 }, () => new Array<number>(8).fill(0))
  let k = 0
  for (let sum = 0; sum < 15; sum++) {
    const cells: [number, number][] = []
    for (let v = 0; v < 8; v++) if (sum - v >= 0 && sum - v < 8) cells.push([v, sum - v])
    // Odd diagonals run down and to the left, even ones up and to the right.
    if (sum % 2 === 0) cells.reverse()
    for (const [v, u] of cells) rows[v][u] = zigzag[k++]
  }
  return rows
}
