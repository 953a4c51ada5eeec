import { rename, rm } from 'node:fs/promises'
import sharp from 'sharp'
import { RENDITION_SIZES, renditionName, type RenditionSize } from '../../shared/rules/renditions'
import { IMAGE_KINDS, UNREADABLE_IMAGE_MESSAGE, type FileKind } from '../../shared/rules/uploads'
import { HttpError } from '../errors'

// What the server does to an uploaded image before it is stored (issue 14), on the staged local file:
// made safe to publish (EXIF orientation applied, EXIF/GPS/XMP/IPTC dropped, the colour profile kept) and
// given its renditions. Reading the whole image also proves it is one: a file whose first bytes passed
// the check but which cannot be decoded is refused here, before anything reaches the store.

// A file is read once per step and then renamed or removed: sharp's file cache would only hold stale
// copies, and memory on a small server.
sharp.cache(false)

/** High enough that a re-encoded photo is indistinguishable from the upload. */
const JPEG_QUALITY = 92
const WEBP_QUALITY = 80

export interface ImageOptions {
  /** KEEP_ORIGINAL_METADATA: store the original as uploaded (its renditions are still made). */
  keepMetadata: boolean
}

/** A file made beside an upload, to be stored under `name` next to it. */
export interface StagedFile {
  name: string
  path: string
}

/**
 * Makes the staged upload at `path` (stored later as `fileName`) safe to publish and makes its renditions
 * beside it. Answers the renditions; a video answers none. A file that cannot be read as an image is a
 * 400 with UNREADABLE_IMAGE_MESSAGE, and then the staged file and anything made from it are gone.
 */
export async function prepareImage(
  path: string,
  kind: FileKind,
  fileName: string,
  options: ImageOptions,
): Promise<StagedFile[]> {
  if (!IMAGE_KINDS.includes(kind) || renditionName(fileName, 'sm') === null) return []
  const made: StagedFile[] = []
  try {
    if (!options.keepMetadata) await stripMetadata(path, kind)
    // The small one from the medium one: decoding an 800-pixel WebP is far cheaper than a camera photo.
    let source = path
    for (const size of ['md', 'sm'] as const) {
      const staged = { name: renditionName(fileName, size) as string, path: `${path}.${size}` }
      made.push(staged)
      await makeRendition(source, size, staged.path)
      source = staged.path
    }
    return made
  } catch (error) {
    await Promise.all([path, ...made.map((file) => file.path)].map((file) => rm(file, { force: true })))
    throw asUnreadable(error)
  }
}

/** Writes the `size` rendition of the image file `source` to `target` (WebP, which keeps transparency). */
export async function makeRendition(source: string, size: RenditionSize, target: string): Promise<void> {
  const longest = RENDITION_SIZES[size]
  await sharp(source)
    .rotate()
    .resize(longest, longest, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toFile(target)
}

/** Rewrites the file upright and without EXIF, XMP or IPTC; a file carrying none is left as it is. */
async function stripMetadata(path: string, kind: FileKind): Promise<void> {
  // GIF carries none of these blocks, and re-encoding would lose its animation.
  if (kind === 'gif') return
  const info = await sharp(path).metadata()
  const turned = info.orientation !== undefined && info.orientation !== 1
  if (!turned && !info.exif && !info.xmp && !info.iptc) return
  const cleaned = `${path}.clean`
  try {
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless told to, and
    // keepIccProfile keeps the colours a camera or editor meant.
    const image = sharp(path).rotate().keepIccProfile()
    await (kind === 'png' ? image.png() : image.jpeg({ quality: JPEG_QUALITY })).toFile(cleaned)
    await rename(cleaned, path)
  } catch (error) {
    await rm(cleaned, { force: true })
    throw error
  }
}

/** sharp's decoding errors carry no code; a file-system error (disk full) does, and stays a 500. */
function asUnreadable(error: unknown): unknown {
  if (error instanceof Error && !(error as NodeJS.ErrnoException).code)
    return new HttpError(400, UNREADABLE_IMAGE_MESSAGE)
  return error
}
