import sharp from 'sharp'
import { renditionName } from '../../shared/rules/renditions'
import type { Database } from '../db/client'
import { image_size } from '../db/schema'
import type { FileStore } from '../storage/file-store'

// Issue 46: an image's size in pixels as readers see it (upright), kept in image_size when it is stored so the
// projection gives every image and rendition its width and height without opening a file in a save.

export interface PixelSize {
  width: number
  height: number
}

/** The upright size of an image file or its bytes, read from its header; null for anything else. */
export async function measureImage(file: string | Buffer): Promise<PixelSize | null> {
  try {
    const { width, height, orientation } = await sharp(file).metadata()
    if (!width || !height) return null
    // EXIF orientations 5 to 8 turn the picture a quarter (a photo kept as sent, KEEP_ORIGINAL_METADATA).
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height }
  } catch {
    return null
  }
}

/** Keeps the size of a stored image (its name is never reused for other bytes). */
export async function keepImageSize(db: Database, folder: string, name: string, size: PixelSize | null) {
  if (!size || renditionName(name, 'sm') === null) return
  await db
    .insert(image_size)
    .values({ folder, name, ...size })
    .onConflictDoUpdate({ target: [image_size.folder, image_size.name], set: size })
}

/** The size of an image already stored, read from the store (images stored before sizes were kept). */
export async function measureStored(
  files: FileStore,
  folder: string,
  name: string,
): Promise<PixelSize | null> {
  const opened = await files.open(folder, name).catch(() => null)
  if (!opened) return null
  const chunks: Buffer[] = []
  for await (const chunk of opened.body) chunks.push(chunk as Buffer)
  return measureImage(Buffer.concat(chunks))
}
