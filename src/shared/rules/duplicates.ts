// Issue 28 part 2: a photo already in the gallery is not uploaded again. A file is known by the SHA-256 of
// its bytes as picked (main hashes it before sending) and as received (the server hashes it as it streams).

/** How many hashes one `gallery/known` call may ask about. */
export const KNOWN_HASHES_MAX = 500

/**
 * The first part of a batch asked about at once by bench/upload/hashing.ts, each next part twice the last, as
 * Add Gallery handed a batch over before issue 45. Add Gallery now reads files as they are picked, in parts of
 * PICKED_READ_PART, and queues a batch whole: a photo of the batch already sent would be in the gallery when
 * the next part was asked, and a burst of one scene would look like itself.
 */
export const KNOWN_FIRST_PART = 6

/**
 * Files read and asked about in one call while they are picked (issue 45): the marks show every few files, and
 * a part costs the server one small question.
 */
export const PICKED_READ_PART = 4

/** The batch's files `0..count` cut into the parts asked about one after another: [start, end) pairs. */
export function knownParts(count: number): [number, number][] {
  const parts: [number, number][] = []
  let size = KNOWN_FIRST_PART
  for (let start = 0; start < count; size = Math.min(size * 2, KNOWN_HASHES_MAX)) {
    const end = Math.min(count, start + size)
    parts.push([start, end])
    start = end
  }
  return parts
}

/**
 * Sent by the upload queue with a gallery photo the user did not choose Upload anyway for: the server refuses
 * it (409, its `field` KNOWN_PHOTO_FIELD, its message `queuedFoundSaid`) when the gallery holds another photo
 * with the same bytes, asked while it holds a lock on those bytes, so two editors sending the same file at the
 * same moment store it once. Without it (SPEC's client, Upload anyway) the photo is stored as before.
 */
export const UNLESS_KNOWN_HEADER = 'upload-unless-known'
/** The `field` of that refusal: the gallery holds the photo already. */
export const KNOWN_PHOTO_FIELD = 'ContentHash'

/** A SHA-256 as both sides write it: 64 lower-case hexadecimal digits. */
export const SHA256_HEX = /^[0-9a-f]{64}$/

/** Where a photo of the gallery is filed, as the picked list names it: "Events / 2026". */
export const galleryPlace = (category: string, subCategory: string): string => `${category} / ${subCategory}`

/** A photo of the gallery a picked file was found as: by its bytes, or (alike) by its likeness. */
export interface FoundPhoto {
  ImageTitle: string
  CategoryName: string
  SubCategoryName: string
  alike?: boolean
}

/**
 * A picked file with the same bytes as another file of the same list (a folder holding 'IMG_0012.jpg' and
 * 'IMG_0012 (1).jpg'): that one goes (renderer gallery/known-marks.ts says which), this one is skipped like a
 * file the gallery holds. Named by where the other was picked from ('Convocation/IMG_0012.jpg'), which the
 * editor cannot change.
 */
export interface PickedCopy {
  copyOf: string
}

/**
 * A picked file with the same bytes as a file of an earlier batch still waiting in the upload queue (the same
 * folder dropped again while the first is being sent), named by that file's title.
 */
export interface QueuedCopy {
  queuedAs: string
}

/**
 * Why a picked file is skipped unless the user chooses Upload anyway: the gallery holds it, it was picked
 * twice, or the upload queue holds it.
 */
export type FoundFile = FoundPhoto | PickedCopy | QueuedCopy

/** Why a found file is skipped, in the order the picked list's summary counts them. */
export const FOUND_KINDS = ['gallery', 'picked', 'queued'] as const
export type FoundKind = (typeof FOUND_KINDS)[number]

export const foundKind = (found: FoundFile): FoundKind =>
  'copyOf' in found ? 'picked' : 'queuedAs' in found ? 'queued' : 'gallery'

/** What the picked list says of a file found in the gallery, picked twice, or in the queue. */
export function foundSaid(found: FoundFile): string {
  if ('copyOf' in found) return DUPLICATE_TEXT.copy(found.copyOf)
  if ('queuedAs' in found) return DUPLICATE_TEXT.inQueue(found.queuedAs)
  return (found.alike ? DUPLICATE_TEXT.alike : DUPLICATE_TEXT.already)(
    found.ImageTitle,
    galleryPlace(found.CategoryName, found.SubCategoryName),
  )
}

/**
 * What a queued file says when the server refused its photo, the gallery holding its bytes (another editor's
 * copy arrived first). Never a likeness: a queued file is never compared again after it was picked.
 */
export const queuedFoundSaid = (photo: FoundPhoto): string =>
  DUPLICATE_TEXT.queuedKnown(photo.ImageTitle, galleryPlace(photo.CategoryName, photo.SubCategoryName))

/** What the picked list says of a file the gallery already holds, and its two choices. */
export const DUPLICATE_TEXT = {
  already: (title: string, place: string) => `Already in the gallery as '${title}' (${place})`,
  /** A file whose bytes differ from every photo's but which looks like one (a resized or re-saved copy). */
  alike: (title: string, place: string) => `Looks like '${title}' (${place}), already in the gallery`,
  skip: 'Skip',
  uploadAnyway: 'Upload anyway',
  /** A file whose bytes another file of the same list has (PickedCopy), which goes in its place. */
  copy: (path: string) => `The same photo as '${path}', picked in this list`,
  /** A file whose bytes a file still waiting in the upload queue has (QueuedCopy). */
  inQueue: (title: string) => `Already in the upload queue as '${title}'`,
  /** The summary's counts of files left out, by why (foundKind). */
  skipped: {
    gallery: (n: number) => `${n} already in the gallery, skipped`,
    picked: (n: number) => `${n} picked twice, skipped`,
    queued: (n: number) => `${n} already in the upload queue, skipped`,
  } satisfies Record<FoundKind, (n: number) => string>,
  /** A queued file whose bytes the gallery got meanwhile (another editor's copy): not sent unless retried. */
  queuedKnown: (title: string, place: string) =>
    `Already in the gallery as '${title}' (${place}); not uploaded. Retry to upload it anyway.`,
} as const

// A resized or re-saved copy of a gallery photo has other bytes, so no SHA-256 finds it: its likeness does.
// The likeness is a difference hash of the upright image shrunk to 9x8 grey pixels (each of 64 bits: is a
// pixel darker than its right-hand neighbour), which a new size, a new JPEG quality or a new format barely
// moves; two photos whose likenesses differ in at most LIKENESS_MAX_DISTANCE bits look alike. Main and the
// server compute it the same way (sharp's shrink to LIKENESS_GRID, greyscale, then likenessOf).

/** The grey pixels a likeness is made of: one column more than its bits, for the right-hand neighbours. */
export const LIKENESS_GRID = { width: 9, height: 8 } as const

/**
 * What a gallery photo keeps as its likeness when it has none (a video, a picture with too little shape, a
 * stored file gone): taken, unlike null, which the background pass still has to take (a photo stored before).
 */
export const NO_LIKENESS = ''

/** A likeness as both sides write it: 16 lower-case hexadecimal digits (64 bits). */
export const LIKENESS_HEX = /^[0-9a-f]{16}$/

/**
 * Differing bits of two likenesses at most, for the photos to look alike (of 64). A copy at a quarter of the
 * size and JPEG quality 50 differs in up to 9; two unrelated photos in about 32, rarely fewer than 20.
 */
export const LIKENESS_MAX_DISTANCE = 10

/**
 * What a likeness needs to tell a picture from others: grey levels between its darkest and lightest pixels,
 * and rows that differ. A nearly flat picture (a blank slide, one colour) or one of plain vertical bands (every
 * row alike) has no shape to compare, and would look like every other such picture; a photo's rows differ.
 */
const LIKENESS_MIN_CONTRAST = 12
const LIKENESS_MIN_ROWS_APART = 3

/** The likeness of LIKENESS_GRID grey pixels, a byte a row; null for a picture with too little shape. */
export function likenessOf(grey: Uint8Array): string | null {
  const { width, height } = LIKENESS_GRID
  if (grey.length !== width * height)
    throw new Error(`likenessOf: ${grey.length} pixels, not ${width * height}`)
  let lowest = 255
  let highest = 0
  for (const level of grey) {
    lowest = Math.min(lowest, level)
    highest = Math.max(highest, level)
  }
  if (highest - lowest < LIKENESS_MIN_CONTRAST) return null
  let hex = ''
  for (let row = 0; row < height; row++) {
    let byte = 0
    for (let column = 0; column < width - 1; column++) {
      const at = row * width + column
      byte = (byte << 1) | (grey[at]! < grey[at + 1]! ? 1 : 0)
    }
    hex += byte.toString(16).padStart(2, '0')
  }
  return new Set(hex.match(/../g)).size < LIKENESS_MIN_ROWS_APART ? null : hex
}

/** How many bits of a 32-bit word are set (the parallel count: no loop per bit). */
export function bitsSet(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

/** A likeness as its two 32-bit words, high then low. */
export const likenessWords = (hex: string): [number, number] => [
  parseInt(hex.slice(0, 8), 16),
  parseInt(hex.slice(8, 16), 16),
]

/** How many of the 64 bits two likenesses differ in. */
export function likenessDistance(a: string, b: string): number {
  const [aHigh, aLow] = likenessWords(a)
  const [bHigh, bLow] = likenessWords(b)
  return bitsSet(aHigh ^ bHigh) + bitsSet(aLow ^ bLow)
}
