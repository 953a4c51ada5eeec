import { contract } from '../../shared/contract'
import type { GalleryKnownPhoto } from '../../shared/contract/gallery'
import type { CallResult } from '../../shared/contract/define'
import { KNOWN_HASHES_MAX } from '../../shared/rules/duplicates'
import type { KnownFiles } from '../../shared/uploads-queue'
import type { Send } from '../api/client'
import { sha256OfFile } from '../files/hash'

// Which of these files the gallery already holds (issue 28): each hashed as a stream, then the server asked
// about all of them at once (one call per 500 files). A file that cannot be read is not known: its upload
// meets the reason later, as before.

/** Files hashed at once: two keep a disk busy without starving the uploads under way. */
const HASHED_AT_ONCE = 2

export async function hashFiles(
  paths: readonly string[],
  atOnce = HASHED_AT_ONCE,
): Promise<(string | null)[]> {
  const hashes: (string | null)[] = new Array<string | null>(paths.length).fill(null)
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const i = next++
      hashes[i] = await sha256OfFile(paths[i]!).catch(() => null)
    }
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, paths.length) }, worker))
  return hashes
}

export async function findKnown(send: Send, paths: readonly string[]): Promise<CallResult<KnownFiles>> {
  const hashes = await hashFiles(paths)
  return knownHashes(send, hashes)
}

/** The server's answer for hashes already taken (null: a file that could not be read). */
export async function knownHashes(
  send: Send,
  hashes: readonly (string | null)[],
): Promise<CallResult<KnownFiles>> {
  const asked = [...new Set(hashes.filter((hash): hash is string => hash !== null))]
  const found = new Map<string, GalleryKnownPhoto>()
  for (let start = 0; start < asked.length; start += KNOWN_HASHES_MAX) {
    const result = await send(contract.gallery.known, {
      hashes: asked.slice(start, start + KNOWN_HASHES_MAX),
    })
    if (!result.ok) return result
    for (const photo of result.data.known) found.set(photo.hash, photo)
  }
  return { ok: true, data: hashes.map((hash) => (hash === null ? null : (found.get(hash) ?? null))) }
}
