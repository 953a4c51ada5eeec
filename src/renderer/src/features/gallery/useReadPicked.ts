import { useCallback, useMemo, useRef, useState } from 'react'
import { PICKED_READ_PART } from '../../../../shared/rules/duplicates'
import { GALLERY_UPLOAD_TEXT as T } from '../../../../shared/rules/gallery'
import type { KnownFile } from '../../../../shared/uploads-queue'
import { useBridge } from '../../app/BridgeProvider'
import { runPool } from '../../components/pool'
import { marksOf } from './known-marks'
import { withAnswer, type KnownAnswer, type Picked, type usePickedFiles } from './usePickedFiles'

// Issue 45: picked files are read as they are picked, not when Upload is pressed. Main reads each one (in
// browser mode after the host has its bytes): damaged, too many pixels, its bytes and its likeness asked of the
// gallery as it stands now, a small preview; the list is marked part by part as the answers come, with a
// progress note. Upload waits for what is still being read, and a file whose reading failed is read once more
// then. Photos of one batch are never compared with each other for their likeness: none of them is in the
// gallery before the batch is queued, and that waits for the last part.

/** Files handed to main at once (in browser mode each is a request to the host). */
const PATHS_AT_ONCE = 4

export function useReadPicked(picked: ReturnType<typeof usePickedFiles>) {
  const bridge = useBridge()
  /** A file's path is asked for once (browser mode sends its bytes for it): a second use reuses it. */
  const paths = useRef(new WeakMap<File, string>())
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const counts = useRef({ done: 0, total: 0 })
  /** Reading runs one after another, in the order the files were picked. */
  const chain = useRef<Promise<void>>(Promise.resolve())
  /** Of files with the same bytes, the one that goes (known-marks.ts), across every part and drop. */
  const goingWith = useRef(new Map<string, Picked>())
  /** What reading taught, by item key, at once: Upload takes it before the list has drawn it. */
  const answers = useRef(new Map<string, KnownAnswer>())

  const pathOf = useCallback(
    async (file: File): Promise<string> => {
      let path = paths.current.get(file)
      if (!path) {
        path = await bridge.files.pathFor(file)
        paths.current.set(file, path)
      }
      return path
    },
    [bridge],
  )

  /** What main found of these files, by item key; empty when it could not be asked (a help, not a wall). */
  const askMain = useCallback(
    async (part: readonly { item: Picked; path: string }[]) => {
      const found = new Map<string, KnownFile | null>()
      const answer = await bridge.uploads.known(part.map(({ path }) => path)).catch(() => null)
      if (!answer || !('ok' in answer) || !answer.ok || !Array.isArray(answer.data)) return found
      part.forEach(({ item }, i) => found.set(item.key, answer.data[i] ?? null))
      return found
    },
    [bridge],
  )

  const readNow = useCallback(
    async (items: readonly Picked[]) => {
      for (let start = 0; start < items.length; start += PICKED_READ_PART) {
        const part = items.slice(start, start + PICKED_READ_PART).filter((item) => picked.itemOf(item.key))
        try {
          const found = await runPool(part, {
            limit: PATHS_AT_ONCE,
            task: async (item) => item.shrunk?.path ?? (await pathOf(item.file)),
          })
          // A file the system has no path for stays in the list, marked.
          const unreadable = new Set(part.filter((_, i) => !found?.[i]).map((item) => item.key))
          if (unreadable.size > 0) picked.refuse(unreadable, T.unreadable)
          const readable = part.flatMap((item, i) => (found?.[i] ? [{ item, path: found[i] }] : []))
          if (readable.length > 0) {
            const asked = await askMain(readable)
            // A file removed from the list meanwhile no longer goes in place of its copies.
            for (const [hash, item] of goingWith.current)
              if (!picked.itemOf(item.key)) goingWith.current.delete(hash)
            const marks = marksOf(
              readable.map(({ item }) => item),
              asked,
              goingWith.current,
            )
            for (const [key, mark] of marks) answers.current.set(key, mark)
            if (marks.size > 0) picked.markKnown(marks)
          }
        } catch {
          // Not read now (the host refused the bytes, …): read again when Upload is pressed.
        }
        counts.current.done += Math.min(PICKED_READ_PART, items.length - start)
        setProgress({ ...counts.current })
      }
    },
    [askMain, pathOf, picked],
  )

  /** Reads files just picked (or a copy just shrunk), after those picked before them. */
  const read = useCallback(
    (items: readonly Picked[]): Promise<void> => {
      const unread = items.filter((item) => item.problem === null && !item.checked)
      if (unread.length === 0) return chain.current
      counts.current.total += unread.length
      setProgress({ ...counts.current })
      chain.current = chain.current.then(async () => {
        await readNow(unread)
        if (counts.current.done >= counts.current.total) {
          counts.current = { done: 0, total: 0 }
          setProgress(null)
        }
      })
      return chain.current
    },
    [readNow],
  )

  return useMemo(
    () => ({
      /** "Checking the files… 40 of 100" while files are read; null when none is. */
      progress,
      read,
      pathOf,
      /** Settles once every file picked so far has been read. */
      idle: () => chain.current,
      /** The file as its reading left it (the list may not have drawn that yet). */
      asRead: (item: Picked): Picked => {
        const answer = answers.current.get(item.key)
        return answer && !item.checked ? withAnswer(item, answer) : item
      },
    }),
    [progress, read, pathOf],
  )
}
