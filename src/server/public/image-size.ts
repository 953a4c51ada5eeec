import sharp from 'sharp'
import { renditionName } from '../../shared/rules/renditions'
import type { Database } from '../db/client'
import { image_size } from '../db/schema'
import type { FileStore } from '../storage/file-store'
import { uprightSize, type PixelSize } from '../storage/pixel-size'

// Issue 46: an image's size in pixels as readers see it (upright), kept in image_size when it is stored so the
// projection gives every image and rendition its width and height without opening a file in a save.

export type { PixelSize }

/** The upright size of an image file or its bytes, read from its header; null for anything else. */
export async function measureImage(file: string | Buffer): Promise<PixelSize | null> {
  try {
    return uprightSize(await sharp(file).metadata())
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

/** The first bytes of a stored file that hold its header: a cleaned photo's frame header comes early. */
const HEAD_BYTES = 512 * 1024

/**
 * The size of an image already stored (one stored before sizes were kept), read from its first bytes, or from
 * the whole file when they do not tell (a large colour profile or EXIF block before the frame header).
 */
export async function measureStored(
  files: FileStore,
  folder: string,
  name: string,
): Promise<PixelSize | null> {
  const read = async (range?: { start: number; end: number }) => {
    const opened = await files.open(folder, name, range).catch(() => null)
    if (!opened) return null
    const chunks: Buffer[] = []
    for await (const chunk of opened.body) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }
  const head = await read({ start: 0, end: HEAD_BYTES - 1 })
  if (!head) return null
  const measured = await measureImage(head)
  if (measured || head.length < HEAD_BYTES) return measured
  const whole = await read()
  return whole ? measureImage(whole) : null
}
