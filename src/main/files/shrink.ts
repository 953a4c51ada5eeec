import { randomUUID } from 'node:crypto'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { contentMatchesName, fileKindOf, SHRINK_TEXT, SHRINKABLE_KINDS } from '../../shared/rules/uploads'
import { FILE_GONE, readHead } from './check'

// Shrink to fit (issue 14): a photo over its form's limit, made smaller in main from the file on disk,
// before anything is sent. The photo is written again at a high JPEG quality (a camera's own is higher than
// the eye needs), then its longest side reduced step by step until the file fits: a smaller picture, never a
// blurrier one, and no smaller than it must be. The result is a new file in main's own folder, under the
// photo's own name; the user's file is never changed. Videos are never re-encoded.

/** JPEG quality of the result: close to what a camera writes. */
const QUALITY = 88
/** Each step keeps this share of the longest side. */
const STEP = 0.85
/** Smaller than this on its longest side is no longer the photo the user meant: give up instead. */
const SMALLEST_SIDE = 640
/** Aim a little under the limit: the server counts the bytes the form sends. */
const HEADROOM = 0.97

/** Where a bridge's smaller copies go unless told otherwise: `shrunk/` beside its queue file. */
export const shrunkDirBeside = (queueFile: string) => join(dirname(queueFile), 'shrunk')

export type ShrinkResult =
  { ok: true; path: string; name: string; before: number; after: number } | { ok: false; message: string }

export async function shrinkToFit(source: string, maxBytes: number, outDir: string): Promise<ShrinkResult> {
  const name = basename(source)
  const kind = fileKindOf(name)
  if (kind && !SHRINKABLE_KINDS.includes(kind)) return { ok: false, message: SHRINK_TEXT.video }
  const info = await stat(source).catch(() => null)
  if (!info?.isFile()) return { ok: false, message: FILE_GONE }
  if (!kind || !contentMatchesName(name, await readHead(source)))
    return { ok: false, message: SHRINK_TEXT.notImage }

  let meta: Metadata
  try {
    meta = await sharp(source).metadata()
  } catch (error) {
    return { ok: false, message: SHRINK_TEXT.failed(error instanceof Error ? error.message : String(error)) }
  }
  const target = maxBytes * HEADROOM
  let longest = Math.max(meta.width ?? 0, meta.height ?? 0)
  // A photo already smaller than that still gets its one try at its own size.
  const smallest = Math.min(SMALLEST_SIDE, longest)
  while (longest > 0 && longest >= smallest) {
    const image = sharp(source)
      .rotate()
      .resize(longest, longest, { fit: 'inside', withoutEnlargement: true })
      .keepIccProfile()
    const bytes = await (
      kind === 'png'
        ? image.png({ compressionLevel: 9, adaptiveFiltering: true })
        : image.jpeg({ quality: QUALITY })
    ).toBuffer()
    if (bytes.length <= target) {
      const folder = join(outDir, randomUUID())
      await mkdir(folder, { recursive: true })
      const path = join(folder, name)
      await writeFile(path, bytes)
      return { ok: true, path, name, before: info.size, after: bytes.length }
    }
    longest = Math.floor(longest * STEP)
  }
  return { ok: false, message: SHRINK_TEXT.tooDetailed }
}
