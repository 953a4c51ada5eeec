import { contract } from '../../shared/contract'
import type { GalleryKnownPhoto } from '../../shared/contract/gallery'
import type { CallResult } from '../../shared/contract/define'
import { KNOWN_HASHES_MAX } from '../../shared/rules/duplicates'
import { UPLOAD_RULES } from '../../shared/rules/uploads'
import type { KnownFiles } from '../../shared/uploads-queue'
import type { Send } from '../api/client'
import { sha256OfFile } from '../files/hash'
import { readPicked } from '../files/picked'

// Which of these files the gallery already holds (issue 28): each hashed as a stream and, if a photo, read
// (files/picked.ts: damaged, too many pixels, its likeness and a small preview; issue 45); then the server
// asked about the rest at once (one call per 500 files): by its bytes first, by its likeness (a resized or
// re-saved copy) for a file whose bytes it does not hold. A file that cannot be read at all is not known.

/** Files hashed at once: two keep a disk busy without starving the uploads under way. */
const HASHED_AT_ONCE = 2

/** What main knows of a picked file: null when it could not be read. */
export interface FilePrints {
  sha256: string
  likeness: string | null
  /** Why the file cannot go (damaged, too many pixels), found as it was read; the server is not asked. */
  problem: string | null
  preview: string | null
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
      const [sha256, read] = await Promise.all([
        sha256OfFile(paths[i]!).catch(() => null),
        readPicked(paths[i]!, UPLOAD_RULES.galleryAdd),
      ])
      prints[i] = sha256 === null ? null : { sha256, ...read }
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
  const read = prints.filter((print): print is FilePrints => print !== null && print.problem === null)
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
      const { sha256, problem, preview } = print
      const seen = { sha256, ...(problem && { problem }), ...(preview && { preview }) }
      if (problem) return { ...seen, photo: null, queuedAs: null }
      const photo = found.get(sha256) ?? (print.likeness ? found.get(print.likeness) : null) ?? null
      return { ...seen, photo, queuedAs: photo ? null : queuedWith(sha256) }
    }),
  }
}
