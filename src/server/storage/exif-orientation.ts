// The one EXIF fact the server needs before EXIF is dropped: the Orientation tag (0x0112) of the first image
// directory, which says how the stored pixels must be turned to stand upright (1: as stored; 2 to 8: the
// eight ways of turning and mirroring). Read as libvips reads it, so the server's decision to turn a photo
// and sharp's turning agree; anything malformed counts as 1, as a viewer treats it.

const ORIENTATION_TAG = 0x0112
const SHORT = 3

/** The orientation in a TIFF-structured EXIF block (a JPEG APP1 payload after `Exif\0\0`, a PNG eXIf). */
export function exifOrientation(tiff: Buffer): number {
  if (tiff.length < 8) return 1
  const order = tiff.toString('latin1', 0, 2)
  if (order !== 'II' && order !== 'MM') return 1
  const little = order === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  if (u16(2) !== 42) return 1
  const directory = u32(4)
  if (directory + 2 > tiff.length) return 1
  const entries = u16(directory)
  for (let i = 0; i < entries; i++) {
    const entry = directory + 2 + i * 12
    if (entry + 12 > tiff.length) return 1
    if (u16(entry) !== ORIENTATION_TAG) continue
    if (u16(entry + 2) !== SHORT) return 1
    const value = u16(entry + 8)
    return value >= 1 && value <= 8 ? value : 1
  }
  return 1
}
