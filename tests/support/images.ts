import { crc32, createDeflate, deflateSync } from 'node:zlib'
import sharp from 'sharp'

// Real image files made by the tests themselves (STYLE.md: test data is made, never fetched).

/** One PNG chunk: length, name, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A valid PNG of one colour. `padToBytes` adds an ancillary text chunk so the file reaches that size
 * while staying a PNG any viewer opens.
 */
export function makePng(
  width = 8,
  height = 8,
  rgb: [number, number, number] = [30, 90, 200],
  padToBytes = 0,
): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  const size = pngOf(width, height, TRUECOLOUR, pixels).length
  const padding = padToBytes > size + 12 ? [pngChunk('tEXt', Buffer.alloc(padToBytes - size - 12, 0x61))] : []
  return pngOf(width, height, TRUECOLOUR, pixels, padding)
}

/**
 * A valid grey PNG of `width` x `height` pixels, all black: a huge picture in a small file (11000x11000 is
 * about 120 KB), its rows compressed as a stream so the test never holds the picture.
 */
export async function makeHugePng(width: number, height: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 })
  const compressed: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk))
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject))
  const row = Buffer.alloc(1 + width) // filter byte 0, then the row's samples
  for (let y = 0; y < height; y++)
    if (!deflate.write(row)) await new Promise((go) => deflate.once('drain', go))
  deflate.end()
  await ended
  return pngOf(width, height, GREY, Buffer.concat(compressed))
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const GREY = 0
const TRUECOLOUR = 2

/** A PNG of 8-bit samples: its header, its compressed rows, `extra` chunks before its end. */
function pngOf(width: number, height: number, colourType: number, idat: Buffer, extra: Buffer[] = []) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = colourType
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    ...extra,
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A JPEG as a phone writes one: its pixels stored `width` x `height`, with an EXIF orientation (6: shown
 * turned a quarter clockwise), a camera make and a GPS position (GPSMapDatum is the marker tests look for).
 * The left half red, the right half blue, so a test can tell which way the stored image stands.
 */
export async function makePhoneJpeg(width: number, height: number, orientation = 6): Promise<Buffer> {
  const half = Math.floor(width / 2)
  const blue = await sharp({
    create: { width: width - half, height, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .png()
    .toBuffer()
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .composite([{ input: blue, left: half, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSMapDatum: GPS_MARKER },
    })
    .toBuffer()
}
export const GPS_MARKER = 'WGS-84'

/** A PNG whose left half is fully transparent and right half opaque green. */
export async function makeTransparentPng(width = 64, height = 32): Promise<Buffer> {
  const green = await sharp({
    create: { width: width / 2, height, channels: 4, background: { r: 0, g: 200, b: 0, alpha: 1 } },
  })
    .png()
    .toBuffer()
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: green, left: width / 2, top: 0 }])
    .png()
    .toBuffer()
}

/** The start of a real JPEG cut short: it passes the check of its first bytes but cannot be decoded. */
export async function makeBrokenJpeg(): Promise<Buffer> {
  const whole = await makePhoneJpeg(64, 48, 1)
  return Buffer.concat([whole.subarray(0, 120), Buffer.alloc(2000, 0x2a)])
}

/**
 * A real JPEG cut off halfway, as a copy or download that stopped: its header is whole (right magic bytes,
 * its size readable) but its picture data ends early, so no decoder reads it to its end.
 */
export async function makeCutShortJpeg(width = 320, height = 240): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 }
  const whole = await sharp({ create: { width, height, channels: 3, background: '#4080c0', noise } })
    .jpeg({ quality: 90 })
    .toBuffer()
  return whole.subarray(0, Math.floor(whole.length / 2))
}

/**
 * A camera-size JPEG of random noise (which JPEG cannot compress) of at least `minBytes`: a photo over a
 * form's limit.
 */
export async function makeNoisyJpeg(minBytes: number): Promise<Buffer> {
  // Noise at quality 95 without chroma subsampling takes about 1.9 bytes a pixel; 3:2 like a camera frame.
  const pixels = Math.ceil(minBytes / 1.8)
  const width = Math.ceil(Math.sqrt((pixels * 3) / 2))
  const height = Math.ceil(pixels / width)
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 }
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#808080', noise } })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer()
  if (jpeg.length < minBytes) throw new Error(`makeNoisyJpeg made ${jpeg.length} bytes, short of ${minBytes}`)
  return jpeg
}
