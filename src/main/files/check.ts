import { open, readFile, stat } from 'node:fs/promises'
import { basename } from 'node:path'
import sharp from 'sharp'
import { webVttProblem } from '../../shared/rules/gallery'
import {
  checkFile,
  contentMatchesName,
  fileKindOf,
  IMAGE_KINDS,
  MAX_IMAGE_PIXELS,
  tooManyPixelsMessage,
  UNREADABLE_IMAGE_MESSAGE,
  type UploadRule,
} from '../../shared/rules/uploads'

// Main checks a file again before streaming it: the renderer's checks are for the user, these are the
// wall. A regular file, an allowed extension and size, content whose first bytes match the name, and an
// image of at most MAX_IMAGE_PIXELS that reads to its end: the server would refuse either only after its
// record was made.

// A file is read here again after it changed on disk (a queued file the user replaced): libvips' cache,
// keyed by the path, would answer for the old content.
sharp.cache(false)

/** The box an image is decoded into: small, so a camera JPEG is read at 1/8 scale, every byte still read. */
const DECODE_SIDE = 64

/**
 * Images decoded whole moments ago (likeness.ts), by path, with the size and time they had: not decoded again
 * while they stay so.
 */
const readWhole = new Map<string, string>()
const stamp = (info: { size: number; mtimeMs: number }) => `${info.size}:${info.mtimeMs}`

export function rememberReadWhole(path: string, info: { size: number; mtimeMs: number }): void {
  readWhole.set(path, stamp(info))
}

export interface CheckedFile {
  path: string
  name: string
  size: number
  /** Modification time in ms: a file changed after it was queued is not uploaded silently. */
  modifiedMs: number
}

export type FileCheck = { ok: true; file: CheckedFile } | { ok: false; message: string }

const HEAD_BYTES = 16
/** A file that was dropped or chosen and is gone (moved, deleted) by the time main reads it. */
export const FILE_GONE = 'The file is no longer there.'

export async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r')
  try {
    const buffer = new Uint8Array(HEAD_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * `decode: false` skips reading the image (its size, then to its end), for a file checked moments ago in the
 * same save: the server reads it anyway, and a photo damaged since takes its new record away
 * (RECORD_REQUEST_HEADER).
 */
export async function checkFileOnDisk(
  path: string,
  rule: UploadRule,
  { decode = true }: { decode?: boolean } = {},
): Promise<FileCheck> {
  const info = await stat(path).catch(() => null)
  if (!info?.isFile()) return { ok: false, message: FILE_GONE }
  const name = basename(path)
  const refused = checkFile(rule, { name, size: info.size })
  if (refused) return { ok: false, message: refused }
  if (!contentMatchesName(name, await readHead(path))) return { ok: false, message: rule.typeMessage }
  const kind = fileKindOf(name)
  // Used once: the file is sent next, and a retry later reads it again.
  const decoded = readWhole.get(path) === stamp(info)
  readWhole.delete(path)
  // An image read moments ago (decoded whole, or checked in the same save) passed both checks then.
  if (decode && !decoded && kind !== null && IMAGE_KINDS.includes(kind)) {
    const tooLarge = await tooManyPixels(path)
    if (tooLarge) return { ok: false, message: tooLarge }
    if (!(await readsToItsEnd(path))) return { ok: false, message: UNREADABLE_IMAGE_MESSAGE }
  }
  // A video's captions are small text: read whole, as the server will (UTF-8, its WEBVTT line).
  const problem = kind === 'vtt' ? webVttProblem(await readFile(path)) : null
  if (problem) return { ok: false, message: problem }
  return { ok: true, file: { path, name, size: info.size, modifiedMs: info.mtimeMs } }
}

/** The refusal of an image with more pixels than MAX_IMAGE_PIXELS, read from its header; null if it has not. */
export async function tooManyPixels(path: string): Promise<string | null> {
  const { width = 0, height = 0 } = await sharp(path)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }))
  return width * height > MAX_IMAGE_PIXELS ? tooManyPixelsMessage(width, height) : null
}

/**
 * Decodes the image as the server's renditions do (shrink-on-load, sharp's default strictness), so what
 * passes here the server reads too: a JPEG cut short or a PNG with broken data fails.
 */
async function readsToItsEnd(path: string): Promise<boolean> {
  try {
    await sharp(path)
      .resize(DECODE_SIDE, DECODE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer()
    return true
  } catch {
    return false
  }
}
