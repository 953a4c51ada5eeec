import { contract } from '../../shared/contract'
import type { GalleryKnownPhoto } from '../../shared/contract/gallery'
import type { CallResult } from '../../shared/contract/define'
import { KNOWN_HASHES_MAX } from '../../shared/rules/duplicates'
import type { KnownFiles } from '../../shared/uploads-queue'
import type { Send } from '../api/client'
import { sha256OfFile } from '../files/hash'
import { likenessOfFile } from '../files/likeness'

// Which of these files the gallery already holds (issue 28): each hashed as a stream and, if a photo, given
// its likeness; then the server asked about all of them at once (one call per 500 files): by its bytes first,
// by its likeness (a resized or re-saved copy) for a file whose bytes it does not hold. A file that cannot be
// read is not known: its upload meets the reason later, as before.

/** Files hashed at once: two keep a disk busy without starving the uploads under way. */
const HASHED_AT_ONCE = 2

/** What main knows of a picked file: null when it could not be read. */
export interface FilePrints {
  sha256: string
  likeness: string | null
}

export async function hashFiles(
  paths: readonly string[],
  atOnce = HASHED_AT_ONCE,
): Promise<(FilePrints | null)[]> {
  const prints: (FilePrints | null)[] = new Array<FilePrints | null>(paths.length).fill(null)
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const i = next++
      const [sha256, likeness] = await Promise.all([
        sha256OfFile(paths[i]!).catch(() => null),
        likenessOfFile(paths[i]!),
      ])
      prints[i] = sha256 === null ? null : { sha256, likeness }
    }
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, paths.length) }, worker))
  return prints
}

/** The title of a file with these bytes still waiting in the upload queue, or null (queue.ts `waitingWith`). */
export type QueuedWith = (sha256: string) => string | null

export async function findKnown(
  send: Send,
  paths: readonly string[],
  queuedWith: QueuedWith = () => null,
): Promise<CallResult<KnownFiles>> {
  return knownHashes(send, await hashFiles(paths), queuedWith)
}

/**
 * The server's answer for files already hashed (null: a file that could not be read), and for a file the
 * gallery does not hold, the queued file with its bytes.
 */
export async function knownHashes(
  send: Send,
  prints: readonly (FilePrints | null)[],
  queuedWith: QueuedWith = () => null,
): Promise<CallResult<KnownFiles>> {
  const read = prints.filter((print): print is FilePrints => print !== null)
  const found = new Map<string, GalleryKnownPhoto>()
  for (let start = 0; start < read.length; start += KNOWN_HASHES_MAX) {
    const part = read.slice(start, start + KNOWN_HASHES_MAX)
    const likenesses = part.flatMap((print) => (print.likeness === null ? [] : [print.likeness]))
    const result = await send(contract.gallery.known, {
      hashes: [...new Set(part.map((print) => print.sha256))],
      ...(likenesses.length > 0 && { likenesses: [...new Set(likenesses)] }),
    })
    if (!result.ok) return result
    for (const photo of result.data.known) found.set(photo.hash, photo)
  }
  return {
    ok: true,
    data: prints.map((print) => {
      if (print === null) return null
      const photo = found.get(print.sha256) ?? (print.likeness ? found.get(print.likeness) : null) ?? null
      return { sha256: print.sha256, photo, queuedAs: photo ? null : queuedWith(print.sha256) }
    }),
  }
}
