import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import sharp from 'sharp'
import { PICKED_PREVIEW_SIDE } from '../../shared/rules/gallery'
import {
  contentMatchesName,
  fileKindOf,
  IMAGE_KINDS,
  UNREADABLE_IMAGE_MESSAGE,
  type UploadRule,
} from '../../shared/rules/uploads'
import { FILE_GONE, readHead, tooManyPixels } from './check'
import { readLikeness, UNREADABLE } from './likeness'

// Issue 45: a picked file is read as soon as it is picked, not when Upload is pressed, so the picked list shows
// at once what the queue would meet later: a photo that does not decode, one of too many pixels, one whose
// content is not its type. The same reading gives the likeness (rules/duplicates.ts) and a small preview.

export interface PickedRead {
  likeness: string | null
  /** Why the file cannot go, in the words the queue would fail it with; null when it can. */
  problem: string | null
  /** A small JPEG of the photo as a data: address, for the picked list; null for a video or a refused file. */
  preview: string | null
}

const refused = (problem: string): PickedRead => ({ likeness: null, problem, preview: null })

export async function readPicked(path: string, rule: UploadRule): Promise<PickedRead> {
  const info = await stat(path).catch(() => null)
  if (!info?.isFile()) return refused(FILE_GONE)
  const name = basename(path)
  const kind = fileKindOf(name)
  if (!contentMatchesName(name, await readHead(path).catch(() => new Uint8Array())))
    return refused(rule.typeMessage)
  if (!kind || !IMAGE_KINDS.includes(kind)) return { likeness: null, problem: null, preview: null }
  const tooLarge = await tooManyPixels(path)
  if (tooLarge) return refused(tooLarge)
  const likeness = await readLikeness(path)
  if (likeness === UNREADABLE) return refused(UNREADABLE_IMAGE_MESSAGE)
  return { likeness, problem: null, preview: await previewOf(path) }
}

/**
 * Shrunk as it is decoded (a JPEG at 1/2 to 1/8 of its size, libvips's shrink-on-load), upright, flattened on
 * white: a few kilobytes whatever the photo's size. Null when it cannot be made; the row then shows its icon.
 */
async function previewOf(path: string): Promise<string | null> {
  try {
    const jpeg = await sharp(path, { autoOrient: true })
      .resize(PICKED_PREVIEW_SIDE, PICKED_PREVIEW_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 70 })
      .toBuffer()
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`
  } catch {
    return null
  }
}
