import { useCallback, useEffect, useRef, useState } from 'react'
import type { FoundFile } from '../../../../shared/rules/duplicates'
import {
  CAPTIONS_TEXT,
  GALLERY_CAPTIONS,
  GALLERY_UPLOAD_TEXT as T,
  isCaptionsFile,
  isGalleryVideo,
  pairCaptions,
  titleFromFileName,
  webVttProblem,
} from '../../../../shared/rules/gallery'
import { canShrink, checkFile, UPLOAD_RULES } from '../../../../shared/rules/uploads'
import type { FilesFound } from '../../components/file-drop'

// The files of a batch before it is sent: each checked against SPEC's gallery rule as it comes in, a
// title made from its name. A file refused stays in the list with its reason. What only reading the file
// tells (damaged, too many pixels, known; a small preview) comes a moment later (useReadPicked.ts, issue 45).

export interface Picked {
  key: string
  file: File
  /** Where it was in what was dropped or chosen ('Open day/a.png'), for the eye. */
  path: string
  title: string
  /** Its alternative text (issue 27), as typed: '' while none. */
  alt: string
  /** The SPEC reason this file is not sent, or null when it goes. */
  problem: string | null
  video: boolean
  /**
   * A small preview main made of a photo as it read it (a data: address): the page never decodes the photo
   * itself, which for a huge PNG held hundreds of megabytes. Null until read, and for a video.
   */
  preview: string | null
  /** A photo over the size limit that Shrink to fit may make fit (issue 14). */
  shrinkable: boolean
  /** Being shrunk now. */
  shrinking: boolean
  /** The smaller copy main made, which is sent instead of the file. */
  shrunk: { path: string; before: number; after: number } | null
  /** Read and asked about (issue 28, 45): the answer stands for the rest of the list's life. */
  checked: boolean
  /** The SHA-256 of its bytes, once asked about (null while not, or when it could not be read). */
  sha256: string | null
  /** Why it is skipped by default (the gallery's photo with its bytes, …), when it is. */
  known: FoundFile | null
  /** A known file is skipped unless the user chooses Upload anyway. */
  skip: boolean
  /** A video's captions (issue 27), picked beside it or paired by name, with why they cannot go. */
  captions: PickedCaptions | null
}

/**
 * What reading a file taught: its hash, why it is skipped by default (FoundFile), if it is, why it cannot go
 * (damaged, too many pixels), and its preview.
 */
export interface KnownAnswer {
  sha256: string | null
  known: FoundFile | null
  problem?: string | null
  preview?: string | null
}

/** A file as its reading left it: a known one skipped by default, a damaged one refused with its reason. */
export const withAnswer = (item: Picked, answer: KnownAnswer): Picked => ({
  ...item,
  checked: true,
  sha256: answer.sha256,
  known: answer.known,
  skip: answer.known !== null,
  ...(answer.problem && { problem: answer.problem, shrinkable: false, preview: null }),
  ...(answer.preview && !answer.problem && { preview: answer.preview }),
})

export interface PickedCaptions {
  file: File
  /** Why these captions cannot go (not WebVTT, too large), or null. */
  problem: string | null
}

/**
 * A file that goes at the next Upload: accepted, not a known file the user skips, and with captions that
 * can go when it has some (a video never goes without the captions it was given).
 */
export const goes = (item: Picked) =>
  item.problem === null && !(item.known && item.skip) && !item.captions?.problem

/** Captions refused by name or size at once; their text is read after (UTF-8, the WEBVTT line). */
const captionsAsPicked = (file: File): PickedCaptions => ({
  file,
  problem: checkFile(GALLERY_CAPTIONS, file),
})

async function captionsContentProblem(file: File): Promise<string | null> {
  if (typeof file.arrayBuffer !== 'function') return null
  const bytes = await file.arrayBuffer().catch(() => null)
  return bytes ? webVttProblem(new Uint8Array(bytes)) : null
}

/** The bytes that will be sent for a file: its shrunk copy's when it has one. */
export const sentSize = (item: Picked) => item.shrunk?.after ?? item.file.size

/** The same file chosen twice (from the same place, unchanged) is listed once. */
const identity = (path: string, file: File) => `${path}\u0000${file.size}\u0000${file.lastModified}`

let nextKey = 0

/** Sorted as a person would: 'photo 2' before 'photo 10', folders together. */
const byPath = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

export function usePickedFiles() {
  const [items, setItems] = useState<Picked[]>([])
  /** What the last drop or choice added, said under the drop zone. */
  const [note, setNote] = useState('')
  const current = useRef<Picked[]>([])
  useEffect(() => {
    current.current = items
  }, [items])

  /** The content of captions just picked: refused when it is not WebVTT, if they are still the row's. */
  const readCaptions = useCallback(async (key: string, file: File) => {
    const problem = await captionsContentProblem(file)
    if (problem === null) return
    setItems((list) =>
      list.map((item) =>
        item.key === key && item.captions?.file === file ? { ...item, captions: { file, problem } } : item,
      ),
    )
  }, [])

  /** Adds what was dropped or chosen; answers the files added, for reading. */
  const add = useCallback(
    (found: FilesFound): Picked[] => {
      const seen = new Set(current.current.map((item) => identity(item.path, item.file)))
      const fresh: Picked[] = []
      let duplicates = 0
      const sorted = [...found.files].sort((a, b) => byPath.compare(a.path, b.path))
      const captions = sorted.filter(({ file }) => isCaptionsFile(file.name))
      const incoming = sorted.filter(({ file }) => !isCaptionsFile(file.name))
      for (const { file, path } of incoming) {
        const id = identity(path, file)
        if (seen.has(id)) {
          duplicates++
          continue
        }
        seen.add(id)
        const problem = checkFile(UPLOAD_RULES.galleryAdd, file)
        const video = isGalleryVideo(file.name)
        fresh.push({
          key: `p${++nextKey}`,
          file,
          path,
          title: titleFromFileName(file.name),
          alt: '',
          problem,
          video,
          preview: null,
          shrinkable: problem !== null && canShrink(UPLOAD_RULES.galleryAdd, file),
          shrinking: false,
          shrunk: null,
          checked: false,
          sha256: null,
          known: null,
          skip: false,
          captions: null,
        })
      }
      // Captions pair with a video of their name: one of this drop first, then one already listed.
      const videos = [...fresh, ...current.current]
        .filter((item) => item.video && item.problem === null && !item.captions)
        .map((item) => ({ name: item.file.name, key: item.key }))
      const { pairs, unpaired } = pairCaptions(
        videos,
        captions.map(({ file }) => ({ name: file.name, file })),
      )
      const paired = new Map(pairs.map(([video, file]) => [video.key, captionsAsPicked(file.file)]))
      for (const item of fresh) item.captions = paired.get(item.key) ?? null
      setNote(
        [
          T.added(fresh.length, duplicates, found.unreadable),
          pairs.length > 0 ? CAPTIONS_TEXT.paired(pairs.length) : '',
          unpaired.length > 0 ? CAPTIONS_TEXT.unpaired(unpaired.length) : '',
        ]
          .filter(Boolean)
          .join(' · '),
      )
      if (fresh.length > 0 || paired.size > 0)
        setItems((list) => [
          ...list.map((item) => (paired.has(item.key) ? { ...item, captions: paired.get(item.key)! } : item)),
          ...fresh,
        ])
      for (const [key, picked] of paired) if (picked.problem === null) void readCaptions(key, picked.file)
      return fresh
    },
    [readCaptions],
  )

  const setTitle = useCallback(
    (key: string, title: string) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, title } : item))),
    [],
  )

  const setAlt = useCallback(
    (key: string, alt: string) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, alt } : item))),
    [],
  )
  /** ALT_TEXT.useTitle: every empty alternative text takes its file's title, as a start to improve on. */
  const altFromTitles = useCallback(
    () =>
      setItems((list) => list.map((item) => (item.alt.trim() ? item : { ...item, alt: item.title.trim() }))),
    [],
  )

  const removeWhere = useCallback((gone: (item: Picked) => boolean) => {
    setItems((list) => list.filter((item) => !gone(item)))
    setNote('')
  }, [])

  /** Marks files as not sent, with the reason, where they are in the list. */
  const refuse = useCallback((keys: ReadonlySet<string>, problem: string) => {
    setItems((list) => list.map((item) => (keys.has(item.key) ? { ...item, problem, preview: null } : item)))
  }, [])

  const change = useCallback(
    (key: string, patch: (item: Picked) => Partial<Picked>) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch(item) } : item))),
    [],
  )
  /** Shrink to fit under way for a file, done (it now goes, as its smaller copy) or given up with a reason. */
  const shrinking = useCallback((key: string) => change(key, () => ({ shrinking: true })), [change])
  const shrunk = useCallback(
    (key: string, copy: NonNullable<Picked['shrunk']>) =>
      change(key, () => ({
        shrinking: false,
        shrinkable: false,
        shrunk: copy,
        problem: null,
        // The copy is read as a file just picked: its preview, and whether the gallery holds it.
        checked: false,
        preview: null,
      })),
    [change],
  )
  const notShrunk = useCallback(
    (key: string, problem: string) => change(key, () => ({ shrinking: false, shrinkable: false, problem })),
    [change],
  )

  /** What reading files taught: a known one is marked and skipped, a damaged one refused. */
  const markKnown = useCallback(
    (answers: ReadonlyMap<string, KnownAnswer>) =>
      setItems((list) =>
        list.map((item) => {
          const answer = answers.get(item.key)
          return answer ? withAnswer(item, answer) : item
        }),
      ),
    [],
  )
  /** Captions picked beside a video, or taken away (null). */
  const setCaptions = useCallback(
    (key: string, file: File | null) => {
      const picked = file && captionsAsPicked(file)
      change(key, () => ({ captions: picked }))
      if (file && picked?.problem === null) void readCaptions(key, file)
    },
    [change, readCaptions],
  )

  /** Skip (the default) or Upload anyway, for a file the gallery holds. */
  const setSkip = useCallback((key: string, skip: boolean) => change(key, () => ({ skip })), [change])

  const itemOf = useCallback((key: string) => current.current.find((item) => item.key === key), [])

  const remove = useCallback((key: string) => removeWhere((item) => item.key === key), [removeWhere])
  const removeRefused = useCallback(() => removeWhere((item) => item.problem !== null), [removeWhere])
  const clear = useCallback(() => removeWhere(() => true), [removeWhere])
  /** After a hand-over: the files sent leave the list, with those refused before it. */
  const clearExcept = useCallback(
    (kept: ReadonlySet<string>) => removeWhere((item) => !kept.has(item.key)),
    [removeWhere],
  )

  return {
    items,
    note,
    add,
    setTitle,
    setAlt,
    altFromTitles,
    remove,
    removeRefused,
    clear,
    refuse,
    clearExcept,
    itemOf,
    markKnown,
    setSkip,
    setCaptions,
    shrinking,
    shrunk,
    notShrunk,
  }
}
