import sharp from 'sharp'
import { pngChunk } from './images'

// Photos as cameras and editors write them, with every kind of metadata the server must drop (issue 28), and
// plain readers of their segments and chunks, written apart from the server's own so a test does not
// check the server's walker with itself.

/** Text that appears only in the metadata blocks: none of it may be left in a stored photo. */
export const METADATA_MARKERS = {
  gps: 'WGS-84',
  camera: 'CameraMaker',
  xmp: 'Jane Photographer',
  iptc: 'Caption by the press office',
  comment: 'Shot on the east lawn',
} as const

/**
 * A camera JPEG: `width` x `height` pixels stored, EXIF (camera, GPS, `orientation`), XMP, an ICC profile
 * (Display P3), a Photoshop/IPTC block and a comment. Left half red (grey noise with `grain`), right half blue.
 */
export async function makeCameraJpeg(
  width: number,
  height: number,
  { orientation = 1, quality = 90, progressive = false, grain = false } = {},
): Promise<Buffer> {
  const half = Math.floor(width / 2)
  const blue = await sharp({
    create: { width: width - half, height, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .png()
    .toBuffer()
  // Grain (sensor noise) makes every block's detail its own, so a re-encoding cannot give the same pixels.
  const noise = grain ? { type: 'gaussian' as const, mean: 128, sigma: 40 } : undefined
  const jpeg = await sharp({
    create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 }, noise },
  })
    .composite([{ input: blue, left: half, top: 0 }])
    .jpeg({ quality, progressive })
    .withIccProfile('p3')
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: METADATA_MARKERS.camera, Model: 'Body 5' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 31/1 0/1', GPSMapDatum: METADATA_MARKERS.gps },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/">' +
        `<dc:creator>${METADATA_MARKERS.xmp}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .toBuffer()
  // sharp writes no IPTC or comment: spliced in after the start-of-image marker, as Photoshop places them.
  const caption = Buffer.from(METADATA_MARKERS.iptc, 'latin1')
  const iptc = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, 0, caption.length]), caption])
  const resource = Buffer.concat([Buffer.from('8BIM\x04\x04\0\0', 'latin1'), u32(iptc.length), iptc])
  return Buffer.concat([
    jpeg.subarray(0, 2),
    jpegSegment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource])),
    jpegSegment(0xfe, Buffer.from(METADATA_MARKERS.comment, 'latin1')),
    jpeg.subarray(2),
  ])
}

export function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0])
  head.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([head, payload])
}

/** A TIFF-structured EXIF block holding only an Orientation tag (of TIFF `type`, 3 being SHORT). */
export function exifBlock(order: 'II' | 'MM', orientation: number, type = 3): Buffer {
  const tiff = Buffer.alloc(26)
  const little = order === 'II'
  tiff.write(order, 0, 'latin1')
  const u16 = (value: number, at: number) =>
    little ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at)
  const u32 = (value: number, at: number) =>
    little ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at)
  u16(42, 2)
  u32(8, 4)
  u16(1, 8)
  u16(0x0112, 10)
  u16(type, 12)
  u32(1, 14)
  u16(orientation, 18)
  return tiff
}

/** `jpeg` with an EXIF segment saying `orientation` spliced in after its start, its image data untouched. */
export function withOrientation(jpeg: Buffer, orientation: number): Buffer {
  const exif = jpegSegment(
    0xe1,
    Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifBlock('MM', orientation)]),
  )
  return Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)])
}

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

/** The markers of a JPEG's header segments, in order, up to its first scan. */
export function jpegMarkers(jpeg: Buffer): number[] {
  const markers: number[] = []
  for (let at = 2; jpeg[at + 1] !== 0xda; at += 2 + jpeg.readUInt16BE(at + 2)) markers.push(jpeg[at + 1])
  return markers
}

/** Its compressed image data: from the first start-of-scan marker to the end-of-image marker, both included. */
export function scanData(jpeg: Buffer): Buffer {
  let at = 2
  while (jpeg[at + 1] !== 0xda) at += 2 + jpeg.readUInt16BE(at + 2)
  return jpeg.subarray(at, jpeg.lastIndexOf(Buffer.from([0xff, 0xd9])) + 2)
}

/** The payloads of a JPEG's header segments with this marker, in order. */
export function jpegPayloads(jpeg: Buffer, marker: number): Buffer[] {
  const payloads: Buffer[] = []
  for (let at = 2; jpeg[at + 1] !== 0xda; at += 2 + jpeg.readUInt16BE(at + 2))
    if (jpeg[at + 1] === marker) payloads.push(jpeg.subarray(at + 4, at + 2 + jpeg.readUInt16BE(at + 2)))
  return payloads
}

/**
 * A PNG of noise (so its pixels are worth comparing) with an ICC profile and the metadata chunks editors and
 * phones write: tEXt, zTXt, iTXt, tIME and eXIf (with a GPS marker), placed after IHDR.
 */
export async function makeTaggedPng(width = 48, height = 32): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 50 }
  const png = await sharp({ create: { width, height, channels: 4, background: '#20a0e080', noise } })
    .withIccProfile('p3')
    .png()
    .toBuffer()
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8)
  const latin = (text: string) => Buffer.from(text, 'latin1')
  const exif = Buffer.concat([latin('MM\0*\0\0\0\x08\0\0\0\0\0\0'), latin(METADATA_MARKERS.gps)])
  const tags = [
    pngChunk('tEXt', latin(`Author\0${METADATA_MARKERS.xmp}`)),
    pngChunk('zTXt', latin('Comment\0\0x\x9c\x03\0\0\0\0\x01')),
    pngChunk('iTXt', latin(`Description\0\0\0\0\0${METADATA_MARKERS.comment}`)),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 25, 1, 2, 3])),
    pngChunk('eXIf', exif),
  ]
  return Buffer.concat([png.subarray(0, ihdrEnd), ...tags, png.subarray(ihdrEnd)])
}

/** A PNG's chunks: name and the whole chunk (length, name, data, CRC). */
export function pngChunks(png: Buffer): { type: string; bytes: Buffer }[] {
  const chunks: { type: string; bytes: Buffer }[] = []
  for (let at = 8; at < png.length;) {
    const end = at + 12 + png.readUInt32BE(at)
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), bytes: png.subarray(at, end) })
    at = end
  }
  return chunks
}

/**
 * A photo-like picture with a shape of its own per `seed` (smooth light and dark areas, as in a scene, never
 * flat): what a likeness tells apart (rules/duplicates.ts). Raw pixels, for sharp to write in any format or size.
 */
export function makeScene(seed: number, width = 640, height = 480): Buffer {
  let state = seed * 7919 + 17
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648
  const waves = Array.from({ length: 3 }, () => ({
    fx: 0.5 + random() * 2.5,
    fy: 0.5 + random() * 2.5,
    phase: random() * Math.PI * 2,
    tint: [random(), random(), random()],
  }))
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      for (let channel = 0; channel < 3; channel++) {
        let level = 128
        for (const wave of waves)
          level +=
            40 *
            wave.tint[channel]! *
            Math.sin((wave.fx * x * 2 * Math.PI) / width + wave.phase) *
            Math.cos((wave.fy * y * 2 * Math.PI) / height + wave.phase)
        pixels[at + channel] = Math.max(0, Math.min(255, Math.round(level)))
      }
    }
  return pixels
}

/** makeScene's pixels as sharp reads them. */
export const sceneInput = (seed: number, width = 640, height = 480) =>
  sharp(makeScene(seed, width, height), { raw: { width, height, channels: 3 } })
