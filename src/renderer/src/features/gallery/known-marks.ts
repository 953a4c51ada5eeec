import type { KnownFile } from '../../../../shared/uploads-queue'
import type { KnownAnswer, Picked } from './usePickedFiles'

// Issue 28, as files are read (since issue 45, when picked): which picked files are skipped by default. A
// file the gallery holds is marked with its photo; a file whose bytes wait in the upload queue (the same
// folder dropped again while it is being sent) with the queued file's title. Of files with the same bytes (a folder holding 'IMG_0012.jpg' and
// 'IMG_0012 copy.jpg'), one goes and the others are marked as its copies: the one with the shortest name,
// which a copy's name ('… copy', '… (1)', '… - Copy') never is, or else the first in the list.

/**
 * The marks of one part of the files read, which were asked about (`asked`, by item key; null when a file
 * could not be read). A file asked at an earlier hand-over keeps its mark and the user's choice, and is not
 * in `asked`. `goingWith` (a hash → the file that goes with those bytes) is carried across the parts of one
 * hand-over, so a copy is found whichever part it is in. A copy names that file by where it was picked from.
 */
export function marksOf(
  part: readonly Picked[],
  asked: ReadonlyMap<string, KnownFile | null>,
  goingWith: Map<string, Picked>,
): Map<string, KnownAnswer> {
  const hashOf = (item: Picked) => (asked.has(item.key) ? (asked.get(item.key)?.sha256 ?? null) : item.sha256)
  const kept = (item: Picked) => {
    const file = asked.get(item.key)
    return !file || (!file.photo && !file.queuedAs && !file.problem)
  }
  for (const item of [...part].sort((a, b) => a.file.name.length - b.file.name.length)) {
    const sha256 = hashOf(item)
    if (sha256 !== null && kept(item) && !goingWith.has(sha256)) goingWith.set(sha256, item)
  }
  const marks = new Map<string, KnownAnswer>()
  for (const item of part) {
    if (!asked.has(item.key)) continue
    const file = asked.get(item.key) ?? null
    const sha256 = file?.sha256 ?? null
    const first = sha256 === null ? undefined : goingWith.get(sha256)
    const known =
      file?.photo ??
      (file?.queuedAs ? { queuedAs: file.queuedAs } : null) ??
      (!first || first.key === item.key ? null : { copyOf: first.path })
    marks.set(item.key, { sha256, known, problem: file?.problem ?? null, preview: file?.preview ?? null })
  }
  return marks
}
