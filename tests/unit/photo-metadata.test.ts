import sharp, { type JpegOptions } from 'sharp'
import { describe, expect, it } from 'vitest'
import { DamagedImage } from '../../src/server/storage/damaged-image'
import { exifOrientation } from '../../src/server/storage/exif-orientation'
import { cleanJpeg } from '../../src/server/storage/jpeg-metadata'
import { cleanPng } from '../../src/server/storage/png-metadata'
import { makePng, pngChunk } from '../support/images'
import { exifBlock, jpegSegment, makeCameraJpeg, METADATA_MARKERS, scanData } from '../support/photo-files'

// The segment and chunk walkers behind "photos kept as shot" (issue 28), on the cases an upload through the
// route cannot easily show: metadata between a progressive photo's scans or after its end, broken structure
// of every kind, what they read for a turned photo's re-encoding.

const joined = (cleaned: { pieces: Buffer[] }) => Buffer.concat(cleaned.pieces)
const plainJpeg = (options: JpegOptions = {}) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg(options)
    .toBuffer()

describe('cleanJpeg', () => {
  it('leaves a JPEG with no metadata as it is', async () => {
    const jpeg = await plainJpeg()
    const cleaned = cleanJpeg(jpeg)
    expect(cleaned.dropped).toBe(0)
    expect(joined(cleaned).equals(jpeg)).toBe(true)
  })

  it('drops a comment between the scans of a progressive photo, keeping every other byte', async () => {
    const jpeg = await plainJpeg({ progressive: true })
    const secondScan = jpeg.indexOf(Buffer.from([0xff, 0xda]), jpeg.indexOf(Buffer.from([0xff, 0xda])) + 2)
    const comment = jpegSegment(0xfe, Buffer.from(METADATA_MARKERS.comment))
    const withComment = Buffer.concat([jpeg.subarray(0, secondScan), comment, jpeg.subarray(secondScan)])
    const cleaned = cleanJpeg(withComment)
    expect(cleaned.progressive).toBe(true)
    expect(joined(cleaned).equals(jpeg)).toBe(true)
  })

  it('drops what follows the end of the image (a camera appends previews there, with EXIF of their own)', async () => {
    const jpeg = await plainJpeg()
    const preview = await makeCameraJpeg(32, 24)
    const cleaned = cleanJpeg(Buffer.concat([jpeg, preview]))
    expect(joined(cleaned).equals(jpeg)).toBe(true)
  })

  it('reads the orientation, quality, subsampling and coding a turned photo is re-encoded with', async () => {
    const camera = cleanJpeg(await makeCameraJpeg(64, 48, { orientation: 8, quality: 90 }))
    expect(camera).toMatchObject({
      orientation: 8,
      quality: 90,
      chromaSubsampling: '4:2:0',
      progressive: false,
    })
    const full = cleanJpeg(await plainJpeg({ quality: 75, chromaSubsampling: '4:4:4', progressive: true }))
    expect(full).toMatchObject({ orientation: 1, quality: 75, chromaSubsampling: '4:4:4', progressive: true })
  })

  it('refuses a broken structure as a damaged image', async () => {
    const jpeg = await makeCameraJpeg(64, 48)
    const scan = scanData(jpeg)
    const header = jpeg.subarray(0, jpeg.length - scan.length)
    const pastTheEnd = Buffer.from(jpeg)
    pastTheEnd.writeUInt16BE(0xfff0, 4)
    const broken = {
      'not a JPEG': Buffer.from('GIF89a'),
      'a segment running past the end': pastTheEnd,
      'cut short in its image data': jpeg.subarray(0, jpeg.length - Math.floor(scan.length / 2)),
      'no image data': Buffer.concat([header, Buffer.from([0xff, 0xd9])]),
      'no end of image': jpeg.subarray(0, jpeg.length - 2),
      'bytes where a marker should be': Buffer.concat([
        jpeg.subarray(0, 2),
        Buffer.from('xx'),
        jpeg.subarray(2),
      ]),
      'a scan before its frame': Buffer.concat([jpeg.subarray(0, 2), scan]),
      'a restart marker outside a scan': Buffer.concat([
        jpeg.subarray(0, 2),
        Buffer.from([0xff, 0xd0]),
        jpeg.subarray(2),
      ]),
    }
    for (const [why, file] of Object.entries(broken)) expect(() => cleanJpeg(file), why).toThrow(DamagedImage)
  })
})

describe('cleanPng', () => {
  it('drops metadata chunks and anything after IEND, keeps the image chunks and reads eXIf orientation', () => {
    const png = makePng(4, 4)
    const exif = pngChunk(
      'eXIf',
      Buffer.from('MM\0*\0\0\0\x08\0\x01\x01\x12\0\x03\0\0\0\x01\0\x06\0\0', 'latin1'),
    )
    const tagged = Buffer.concat([
      png.subarray(0, 33),
      pngChunk('tEXt', Buffer.from('Author\0Someone')),
      exif,
      png.subarray(33),
      Buffer.from('trailing bytes'),
    ])
    const cleaned = cleanPng(tagged)
    expect(cleaned.orientation).toBe(6)
    expect(joined(cleaned).equals(png)).toBe(true)
    expect(cleaned.dropped).toBe(tagged.length - png.length)
  })

  it('refuses a broken structure as a damaged image', () => {
    const png = makePng(4, 4)
    const tooLong = Buffer.from(png)
    tooLong.writeUInt32BE(1_000_000, 8)
    const broken = {
      'a chunk running past the end': tooLong,
      'no IEND': png.subarray(0, png.length - 12),
      'IHDR not first': Buffer.concat([
        png.subarray(0, 8),
        pngChunk('tEXt', Buffer.from('a\0b')),
        png.subarray(8),
      ]),
      'not a PNG': Buffer.from('\x89PNX\r\n\x1a\n'),
    }
    for (const [why, file] of Object.entries(broken)) expect(() => cleanPng(file), why).toThrow(DamagedImage)
  })
})

describe('exifOrientation', () => {
  it('reads the Orientation tag in either byte order, and counts anything malformed as upright', () => {
    expect(exifOrientation(exifBlock('II', 6))).toBe(6)
    expect(exifOrientation(exifBlock('MM', 8))).toBe(8)
    expect(exifOrientation(exifBlock('MM', 9))).toBe(1)
    expect(exifOrientation(exifBlock('II', 6, 4))).toBe(1)
    expect(exifOrientation(exifBlock('II', 6).subarray(0, 16))).toBe(1)
    expect(exifOrientation(Buffer.from('not a tiff at all'))).toBe(1)
  })
})
