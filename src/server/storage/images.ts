import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import sharp, { type Sharp } from 'sharp'
import { TURNED_JPEG_QUALITY } from '../../shared/rules/photo-metadata'
import { LIKENESS_GRID, likenessOf } from '../../shared/rules/duplicates'
import { RENDITION_SIZES, renditionName, type RenditionSize } from '../../shared/rules/renditions'
import {
  IMAGE_KINDS,
  MAX_IMAGE_PIXELS,
  tooManyPixelsMessage,
  UNREADABLE_IMAGE_MESSAGE,
  UNREADABLE_IMAGE_NOT_SAVED,
  type FileKind,
} from '../../shared/rules/uploads'
import { HttpError } from '../errors'
import { cleanJpeg } from './jpeg-metadata'
import { turnJpeg } from './jpeg-turn'
import { oneTurnAtATime } from './one-turn'
import { uprightSize, type PixelSize } from './pixel-size'
import { cleanPng } from './png-metadata'

// What the server does to an uploaded image before it is stored (issues 14 and 28), on the staged local
// file: made safe to publish and given its renditions. Safe to publish means its metadata blocks removed
// (EXIF with GPS and camera data, XMP, IPTC, comments) without touching its image data: a JPEG or PNG is
// walked by its segments or chunks and the blocks that only describe it are dropped, the compressed image
// data kept byte for byte (jpeg-metadata.ts, png-metadata.ts); a JPEG whose EXIF says it is turned is turned
// upright by moving its coded blocks (jpeg-turn.ts), and only where that cannot be done decoded and
// re-encoded (docs/architecture.md "Photos kept as shot"). Making the renditions reads
// the whole image, which proves it is one: a file whose first bytes passed the check but which is broken or
// cannot be decoded is refused here, before anything reaches the store. All of it runs in a photo worker
// (photo-pool.ts, photo-worker.ts), off the thread that answers requests.

// An upload is read once, whole, and every step works on those bytes (issue 45, item 6): its header, the decode
// and the cleaning each opened and read the file before, and libvips reads a file in small pieces. sharp's
// cache would only hold stale copies, and memory on a small server.
sharp.cache(false)

const WEBP_QUALITY = 80
/**
 * libwebp's effort (0-6; sharp's default 4). 0 takes about half the time of 2 for an 800-pixel rendition
 * some 3% larger and no worse (the same PSNR), on every upload, for files only the console's lists and forms
 * fetch: the encoding was a third of the server's work per photo (bench/thumbnails, issue 28).
 */
const WEBP_EFFORT = 0

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
 * What the server made of an upload: its renditions, an image's likeness (rules/duplicates.ts) and its upright
 * size as its header gives it (kept for the public API, public/image-size.ts).
 */
export interface PreparedFile {
  renditions: StagedFile[]
  likeness: string | null
  size: PixelSize | null
}

/** An upload refused as an image (a 400): `notSaved` says so when the record made for it was removed too. */
export class RefusedImage extends HttpError {
  constructor(
    message: string,
    readonly notSaved: string,
  ) {
    super(400, message)
  }
}

/**
 * Makes the staged upload at `path` (stored later as `fileName`) safe to publish and makes its renditions
 * beside it. Answers the renditions and the likeness; a video answers neither. A file that cannot be read as
 * an image, or has more than MAX_IMAGE_PIXELS, is a RefusedImage, and then the staged file and anything made
 * from it are gone.
 */
export async function prepareImage(
  path: string,
  kind: FileKind,
  fileName: string,
  options: ImageOptions,
): Promise<PreparedFile> {
  if (!IMAGE_KINDS.includes(kind) || renditionName(fileName, 'sm') === null)
    return { renditions: [], likeness: null, size: null }
  const [, cleaned] = stagedBeside(path)
  const made: StagedFile[] = []
  try {
    const file = await readFile(path)
    const size = await refuseTooManyPixels(file)
    const sizes = ['md', 'sm'] as const
    made.push(
      ...sizes.map((size) => ({
        name: renditionName(fileName, size) as string,
        path: renditionPath(path, size),
      })),
    )
    // The renditions come from the photo as uploaded (never from a turned photo's re-encoded copy), so the
    // two steps read the same file side by side; the medium size's pixels, decoded once, give both. They
    // are encoded as soon as the pixels are decoded, not after the cleaning: libvips's threads then encode
    // while a turn's JavaScript holds this thread (jpeg-turn.ts lets them start between its two halves).
    const renditions = uprightPixels(file, RENDITION_SIZES.md).then(async (pixels) => {
      const [likeness] = await allDone([
        likenessOfPixels(pixels()),
        ...sizes.map((size, index) => asRendition(pixels(), size).toFile(made[index].path)),
      ] as const)
      return likeness
    })
    const [rewritten, likeness] = await allDone([
      options.keepMetadata ? false : writeCleaned(file, kind, cleaned),
      renditions,
    ] as const)
    if (rewritten) await rename(cleaned, path)
    return { renditions: made, likeness, size }
  } catch (error) {
    await Promise.all(stagedBeside(path).map((file) => rm(file, { force: true })))
    throw asUnreadable(error)
  }
}

const renditionPath = (path: string, size: RenditionSize) => `${path}.${size}`

/** The staged upload and every file prepareImage may write beside it (removed when it is refused). */
export const stagedBeside = (path: string): string[] => [
  path,
  `${path}.clean`,
  ...(Object.keys(RENDITION_SIZES) as RenditionSize[]).map((size) => renditionPath(path, size)),
]

/** Its size from its header, before anything decodes it (MAX_IMAGE_PIXELS says why); answers it upright. */
async function refuseTooManyPixels(file: Buffer): Promise<PixelSize | null> {
  const header = await sharp(file).metadata()
  const { width = 0, height = 0 } = header
  if (width * height > MAX_IMAGE_PIXELS)
    throw new RefusedImage(tooManyPixelsMessage(width, height), tooManyPixelsMessage(width, height, true))
  return uprightSize(header)
}

/** Writes the `size` rendition of the image file `source` to `target`. */
export async function makeRendition(source: string, size: RenditionSize, target: string): Promise<void> {
  const pixels = await uprightPixels(source, RENDITION_SIZES[size])
  await asRendition(pixels(), size).toFile(target)
}

/**
 * The pixels of the image file or bytes `source`, upright by its EXIF orientation, in sRGB, fitted inside `longest`
 * (never enlarged), decoded once: a function giving a new sharp pipeline over them each time it is called.
 * sharp hands the size to libvips's JPEG loader, which then decodes at 1/2, 1/4 or 1/8 of the photo's size
 * (shrink-on-load): a 4000x3000 photo is decoded at 1000x750 for its 800-pixel rendition. Every byte of its
 * compressed data is still read, and a warning of the decoder (data cut short or corrupt) fails it, so
 * pixels read prove the image whole.
 */
async function uprightPixels(source: string | Buffer, longest: number): Promise<() => Sharp> {
  const { data, info } = await sharp(source, { autoOrient: true, failOn: 'warning' })
    .resize(longest, longest, { fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  const raw = { width: info.width, height: info.height, channels: info.channels }
  return () => sharp(data, { raw })
}

/** The likeness of a stored image's bytes (likeness-backfill.ts); null when it has none or does not decode. */
export async function likenessOfStored(bytes: Buffer): Promise<string | null> {
  return likenessOfPixels(sharp(bytes, { autoOrient: true })).catch(() => null)
}

/** The likeness of these pixels, as main computes a picked file's (main/files/likeness.ts). */
export async function likenessOfPixels(pixels: Sharp): Promise<string | null> {
  const { width, height } = LIKENESS_GRID
  const grey = await pixels
    .flatten({ background: '#ffffff' })
    .resize(width, height, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer()
  return likenessOf(grey)
}

/** The `size` rendition of these pixels: WebP, which keeps transparency. */
function asRendition(pixels: Sharp, size: RenditionSize): Sharp {
  const longest = RENDITION_SIZES[size]
  return pixels
    .resize(longest, longest, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
}

/**
 * Writes the upload's bytes without its metadata to `target`, upright; false (nothing written) when it
 * carries none and stands upright already, or is a GIF (which carries none of these blocks, and whose
 * animation re-encoding would lose).
 */
async function writeCleaned(file: Buffer, kind: FileKind, target: string): Promise<boolean> {
  if (kind === 'gif') return false
  if (kind === 'png') {
    const png = cleanPng(file)
    // Re-encoding a PNG loses nothing.
    if (png.orientation !== 1)
      await oneTurnAtATime(() => sharp(file).autoOrient().keepIccProfile().png().toFile(target))
    else if (png.dropped > 0) await writeFile(target, Buffer.concat(png.pieces), { flag: 'wx' })
    return png.orientation !== 1 || png.dropped > 0
  }
  const jpeg = cleanJpeg(file)
  const turned = jpeg.orientation === 1 ? null : await turnJpeg(Buffer.concat(jpeg.pieces), jpeg.orientation)
  if (turned) await writeFile(target, turned, { flag: 'wx' })
  else if (jpeg.orientation !== 1) {
    // Sides that are not whole blocks, or a coding the turn does not read: turned by re-encoding.
    const { min, max, unknown } = TURNED_JPEG_QUALITY
    const quality = Math.min(max, Math.max(min, jpeg.quality ?? unknown))
    await oneTurnAtATime(() =>
      sharp(file)
        .autoOrient()
        .keepIccProfile()
        .jpeg({ quality, chromaSubsampling: jpeg.chromaSubsampling, progressive: jpeg.progressive })
        .toFile(target),
    )
  } else if (jpeg.dropped > 0) await writeFile(target, Buffer.concat(jpeg.pieces), { flag: 'wx' })
  return jpeg.orientation !== 1 || jpeg.dropped > 0
}

/**
 * Promise.all that waits for every step to end before failing with the first failure: the caller then
 * removes the files the steps wrote, and none is still being written.
 */
async function allDone<T extends readonly unknown[]>(
  steps: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(steps)
  const failed = settled.find((step) => step.status === 'rejected')
  if (failed) throw failed.reason
  return settled.map((step) => (step as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>
  }
}

/** sharp's decoding errors carry no code; a file-system error (disk full) does, and stays a 500. */
function asUnreadable(error: unknown): unknown {
  if (error instanceof RefusedImage) return error
  if (error instanceof Error && !(error as NodeJS.ErrnoException).code)
    return new RefusedImage(UNREADABLE_IMAGE_MESSAGE, UNREADABLE_IMAGE_NOT_SAVED)
  return error
}
