import { KEPT_PNG_CHUNKS } from '../../shared/rules/photo-metadata'
import { DamagedImage } from './damaged-image'
import { exifOrientation } from './exif-orientation'

// A PNG's metadata removed by its chunks (issue 28), without decoding a pixel: ancillary chunks not in
// KEPT_PNG_CHUNKS (text, EXIF, time, private ones) are dropped, the image's own chunks kept byte for byte,
// and whatever follows IEND goes. A file whose chunks run past its end, or that has no IHDR first or no IEND,
// is refused as damaged.

export interface CleanedPng {
  pieces: Buffer[]
  dropped: number
  /** Its eXIf chunk's Orientation (1 when there is none). */
  orientation: number
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export function cleanPng(file: Buffer): CleanedPng {
  if (!file.subarray(0, 8).equals(SIGNATURE)) throw damaged('no PNG signature')
  const pieces = [file.subarray(0, 8)]
  let orientation = 1
  let at = 8
  for (let first = true; ; first = false) {
    if (at + 12 > file.length) throw damaged('cut short before IEND')
    const length = file.readUInt32BE(at)
    const type = file.toString('latin1', at + 4, at + 8)
    const end = at + 12 + length
    if (!/^[A-Za-z]{4}$/.test(type) || end > file.length) throw damaged(`a broken chunk at byte ${at}`)
    if (first && type !== 'IHDR') throw damaged('IHDR is not first')
    if (type === 'eXIf') orientation = exifOrientation(withoutExifPrefix(file.subarray(at + 8, end - 4)))
    if (isCritical(type) || KEPT_PNG_CHUNKS.includes(type)) pieces.push(file.subarray(at, end))
    at = end
    if (type === 'IEND') break
  }
  const kept = pieces.reduce((sum, piece) => sum + piece.length, 0)
  return { pieces, dropped: file.length - kept, orientation }
}

/** A chunk a decoder must understand: its name starts upper-case (IHDR, PLTE, IDAT, IEND). */
const isCritical = (type: string) => type[0] >= 'A' && type[0] <= 'Z'

/** Some writers put a JPEG's `Exif\0\0` before the TIFF data of eXIf. */
const withoutExifPrefix = (data: Buffer) =>
  data.toString('latin1', 0, 6) === 'Exif\0\0' ? data.subarray(6) : data

const damaged = (why: string) => new DamagedImage(`damaged PNG: ${why}`)
