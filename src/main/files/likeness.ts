import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import sharp from 'sharp'
import { LIKENESS_GRID, likenessOf } from '../../shared/rules/duplicates'
import { fileKindOf, IMAGE_KINDS } from '../../shared/rules/uploads'
import { rememberReadWhole, tooManyPixels } from './check'

// A picked photo's likeness (rules/duplicates.ts), made as the server makes a stored photo's, so a resized or
// re-saved copy of a gallery photo is found before it is sent (issue 28). The decode reads the file to its
// end at 1/8 scale, as the check before sending does (check.ts), which then need not read it again: each
// picked photo is decoded once in main.

/** A photo that did not decode to its end: damaged, as the check before sending would find it. */
export const UNREADABLE = Symbol('unreadable')

/**
 * The picked photo's likeness: null for a video, a photo of too many pixels (refused unread) or a nearly flat
 * picture; UNREADABLE for a photo that does not decode.
 */
export async function readLikeness(path: string): Promise<string | null | typeof UNREADABLE> {
  const kind = fileKindOf(basename(path))
  if (!kind || !IMAGE_KINDS.includes(kind)) return null
  try {
    // Refused before it is sent (check.ts), and not decoded here either.
    if (await tooManyPixels(path)) return null
    const before = await stat(path)
    const { width, height } = LIKENESS_GRID
    const grey = await sharp(path, { autoOrient: true })
      .flatten({ background: '#ffffff' })
      .resize(width, height, { fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer()
    rememberReadWhole(path, before)
    return likenessOf(grey)
  } catch {
    return UNREADABLE
  }
}

/** The picked file's likeness; null for a video, a nearly flat picture or a file that does not decode. */
export async function likenessOfFile(path: string): Promise<string | null> {
  const likeness = await readLikeness(path)
  return likeness === UNREADABLE ? null : likeness
}
