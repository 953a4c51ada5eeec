import { KEPT_JPEG_APP_SEGMENTS } from '../../shared/rules/photo-metadata'
import { DamagedImage } from './damaged-image'
import { exifOrientation } from './exif-orientation'

// A JPEG's metadata removed by its segments (issue 28), without decoding a pixel: the file is walked marker
// by marker; APP segments and comments not in KEPT_JPEG_APP_SEGMENTS are dropped (EXIF with its GPS
// position and camera serial, XMP and extended XMP, Photoshop/IPTC, FlashPix, MPF), and everything that codes
// the image (quantisation and Huffman tables, the frame, each scan's header and compressed data) is kept
// byte for byte. Whatever follows the end-of-image marker goes too: the extra images a camera appends there
// (MPF previews, a gain map, a motion photo's video) carry EXIF of their own. A file whose structure is broken
// (a segment running past the end, no frame, no scan, no end-of-image marker) is refused as damaged.

export interface CleanedJpeg {
  /** The file without its metadata, in order: written one after another they make the stored photo. */
  pieces: Buffer[]
  /** How many bytes were dropped; 0 when the file is stored as it came. */
  dropped: number
  /** The first EXIF block's Orientation (1 when there is none): how the pixels must turn to stand upright. */
  orientation: number
  /** The JPEG quality (IJG scale, 1-100) its first quantisation table shows; null when it has none. */
  quality: number | null
  /** '4:4:4' unless its colour is stored at half size both ways, as most cameras do. */
  chromaSubsampling: '4:2:0' | '4:4:4'
  progressive: boolean
}

const SOI = 0xd8
const EOI = 0xd9
const SOS = 0xda
const DQT = 0xdb
const COM = 0xfe
const APP1 = 0xe1

const isApp = (marker: number) => marker >= 0xe0 && marker <= 0xef
/** Start-of-frame markers (C4 DHT, C8 JPG and CC DAC share the range and are not frames). */
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
const isProgressiveFrame = (marker: number) => [0xc2, 0xc6, 0xca, 0xce].includes(marker)
/** Markers with no length: only ever inside a scan (RST0-7), or the file's start and end. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)

/** JPEG Annex K's luminance table, whose scaling by the IJG formula gives quality's steps. */
const ANNEX_K_LUMINANCE_SUM = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22,
  29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103,
  121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
].reduce((sum, step) => sum + step, 0)

export function cleanJpeg(file: Buffer): CleanedJpeg {
  if (file.length < 4 || file[0] !== 0xff || file[1] !== SOI) throw damaged('no start of image')
  const pieces = [file.subarray(0, 2)]
  const found: Omit<CleanedJpeg, 'pieces' | 'dropped'> = {
    orientation: 1,
    quality: null,
    chromaSubsampling: '4:2:0',
    progressive: false,
  }
  let exifRead = false
  let framed = false
  let scanned = false
  let at = 2
  for (;;) {
    if (file[at] !== 0xff) throw damaged(`no marker at byte ${at}`)
    let marker = at + 1
    while (file[marker] === 0xff) marker++ // fill bytes before a marker
    if (marker >= file.length) throw damaged('cut short before its end-of-image marker')
    const code = file[marker]
    if (code === EOI) {
      if (!scanned) throw damaged('no image data')
      pieces.push(file.subarray(marker - 1, marker + 1))
      break
    }
    if (isStandalone(code) || code === 0) throw damaged(`marker ${code.toString(16)} outside a scan`)
    if (marker + 3 > file.length) throw damaged('cut short in a segment')
    const end = marker + 1 + file.readUInt16BE(marker + 1)
    if (end < marker + 3 || end > file.length) throw damaged('a segment runs past the end of the file')
    const segment = file.subarray(marker - 1, end)
    const payload = file.subarray(marker + 3, end)
    at = end
    if (code === SOS) {
      if (!framed) throw damaged('a scan before its frame')
      scanned = true
      at = scanEnd(file, end)
      pieces.push(file.subarray(marker - 1, at))
    } else if (isApp(code) || code === COM) {
      if (code === APP1 && !exifRead && startsWith(payload, 'Exif\0\0')) {
        exifRead = true
        found.orientation = exifOrientation(payload.subarray(6))
      }
      if (isKept(code, payload)) pieces.push(segment)
    } else {
      if (isFrame(code) && !framed) {
        framed = true
        found.progressive = isProgressiveFrame(code)
        found.chromaSubsampling = subsamplingOf(payload)
      }
      if (code === DQT && found.quality === null) found.quality = qualityOf(payload)
      pieces.push(segment)
    }
  }
  const kept = pieces.reduce((sum, piece) => sum + piece.length, 0)
  return { pieces, dropped: file.length - kept, ...found }
}

/**
 * Where the compressed data of the scan starting at `from` ends: at the next marker that is neither a
 * stuffed 0xFF (FF 00) nor a restart marker (FF D0-D7).
 */
export function scanEnd(file: Buffer, from: number): number {
  let at = from
  for (;;) {
    const ff = file.indexOf(0xff, at)
    if (ff < 0 || ff + 1 >= file.length) throw damaged('cut short in its image data')
    const next = file[ff + 1]
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) at = ff + 1
    else return ff
  }
}

function isKept(marker: number, payload: Buffer): boolean {
  return KEPT_JPEG_APP_SEGMENTS.some((kept) => kept.marker === marker && startsWith(payload, kept.id))
}

const startsWith = (payload: Buffer, id: string) =>
  payload.length >= id.length && payload.toString('latin1', 0, id.length) === id

/** '4:2:0' when the first component (luma) is sampled twice as densely both ways as the other two. */
function subsamplingOf(frame: Buffer): CleanedJpeg['chromaSubsampling'] {
  const components = frame[5]
  if (components !== 3 || frame.length < 6 + 3 * components) return '4:4:4'
  const sampling = [0, 1, 2].map((index) => frame[6 + index * 3 + 1])
  return sampling[0] === 0x22 && sampling[1] === 0x11 && sampling[2] === 0x11 ? '4:2:0' : '4:4:4'
}

/**
 * The IJG quality whose scaling of Annex K's table gives steps of the same total as table 0's: the usual
 * estimate, close for the encoders most cameras and editors use, rough for custom tables (bounded where used).
 */
function qualityOf(dqt: Buffer): number | null {
  let at = 0
  while (at < dqt.length) {
    const precision = dqt[at] >> 4
    const table = dqt[at] & 0x0f
    const size = precision ? 128 : 64
    if (at + 1 + size > dqt.length) return null
    if (table === 0) {
      let sum = 0
      for (let i = 0; i < 64; i++) sum += precision ? dqt.readUInt16BE(at + 1 + i * 2) : dqt[at + 1 + i]
      const scale = (sum * 100) / ANNEX_K_LUMINANCE_SUM
      const quality = scale <= 100 ? (200 - scale) / 2 : 5000 / scale
      return Math.min(100, Math.max(1, Math.round(quality)))
    }
    at += 1 + size
  }
  return null
}

const damaged = (why: string) => new DamagedImage(`damaged JPEG: ${why}`)
