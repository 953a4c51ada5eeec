// Issue 28 part 2: a photo already in the gallery is not uploaded again. A file is known by the SHA-256 of
// its bytes as picked (main hashes it before sending) and as received (the server hashes it as it streams).

/** How many hashes one `gallery/known` call may ask about. */
export const KNOWN_HASHES_MAX = 500

/**
 * A batch is asked about in parts, each part queued as soon as it is answered, so the queue sends the first
 * files while main hashes the next: the check then adds little to the batch's time to done (bench/upload/
 * hashing.ts). The first part is small, so sending starts at once; each next part twice the last.
 */
export const KNOWN_FIRST_PART = 6

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

/** A SHA-256 as both sides write it: 64 lower-case hexadecimal digits. */
export const SHA256_HEX = /^[0-9a-f]{64}$/

/** Where a photo of the gallery is filed, as the picked list names it: "Events / 2026". */
export const galleryPlace = (category: string, subCategory: string): string => `${category} / ${subCategory}`

/** What the picked list says of a file the gallery already holds, and its two choices. */
export const DUPLICATE_TEXT = {
  already: (title: string, place: string) => `Already in the gallery as '${title}' (${place})`,
  skip: 'Skip',
  uploadAnyway: 'Upload anyway',
  /** The summary's count of files left out because the gallery has them. */
  skipped: (n: number) => `${n} already in the gallery, skipped`,
  /** A queued file found in the gallery after a restart: not sent unless the user asks again. */
  queuedKnown: (title: string, place: string) =>
    `Already in the gallery as '${title}' (${place}); not uploaded. Retry to upload it anyway.`,
} as const
