import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { App } from '../../../src/renderer/src/app/App'
import { resetUploads } from '../../../src/renderer/src/state/uploads'
import { useSession } from '../../../src/renderer/src/state/session'
import { channel, contractApi } from '../../../src/shared/bridge'
import { apiCall, buildBridge, mediaUrl, type Transport } from '../../../src/shared/bridge-build'
import { BRIDGE_TABLE, eventChannel } from '../../../src/shared/bridge-table'
import type { GalleryRow } from '../../../src/shared/contract/gallery'
import type { SessionUser } from '../../../src/shared/contract/session'
import type { JobView, QueueView } from '../../../src/shared/uploads-queue'
import type { ConnectionState } from '../../../src/shared/rules/connection'
import { ADA, ok, openedRecordAnswer, type Answer } from './fake-bridge'

// What the gallery tests share: the app over a transport that also carries upload reports (the shared
// fake bridge has no upload events), rows, files made here, and folders as a drop hands them over.

export const CATEGORIES = [
  { EntryID: 3, CategoryName: 'Campus' },
  { EntryID: 4, CategoryName: 'Convocation' },
]
export const SUBS = [{ EntryID: 9, CategoryID: 3, CategoryName: 'Campus', SubCategoryName: 'Library' }]
export const EMPTY_QUEUE: QueueView = { paused: false, jobs: [] }

export interface GalleryApp {
  invoke: ReturnType<typeof vi.fn>
  callsOf(name: string): unknown[]
  /** Main reporting the queue. */
  emitProgress(view: QueueView): void
  /** Main reporting whether the API server can be reached. */
  emitConnection(state: ConnectionState): void
}

/** The whole app at `path`, signed in as ADA, with the gallery's answers unless `answers` says otherwise. */
export async function renderGallery(
  path: string,
  options: {
    answers?: Record<string, Answer>
    queue?: QueueView
    pathFor?: (file: File) => Promise<string>
    /** Who is signed in: ADA, a Super Admin, unless told. */
    user?: SessionUser
  } = {},
): Promise<GalleryApp> {
  resetUploads()
  const queue = options.queue ?? EMPTY_QUEUE
  const answers: Record<string, Answer> = {
    ['session.current']: () => ({ user: options.user ?? ADA, expired: false }),
    ['session.logout']: () => undefined,
    ['connection.current']: () => 'online',
    [channel.api('academics', 'facultyList')]: () => ok([]),
    [channel.api('gallery', 'categoryList')]: () => ok(CATEGORIES),
    [channel.api('gallery', 'subcategoryListOf')]: (arg) =>
      ok(SUBS.filter((row) => row.CategoryID === (arg as { CategoryID: number }).CategoryID)),
    // Issue 48: nothing waits for review, and the defaults of rules/review.ts decide who is reviewed.
    [channel.api('review', 'list')]: () => ok([]),
    [channel.api('review', 'count')]: () => ok({ toDecide: 0, minePending: 0, mineChanges: 0 }),
    [channel.api('review', 'settings')]: () => ok({ rules: [] }),
    ['uploads.list']: () => queue,
    ['uploads.enqueue']: () => queue,
    ...Object.fromEntries(
      Object.keys(BRIDGE_TABLE.uploads)
        .filter((a) => a !== 'list' && a !== 'enqueue')
        .map((a) => [`uploads.${a}`, () => undefined]),
    ),
    ...options.answers,
  }
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const invoke = vi.fn(async (name: string, arg?: unknown) => {
    const answer = answers[name] ?? openedRecordAnswer(answers, name)
    if (!answer) throw new Error(`the gallery test has no answer for ${name}`)
    return answer(arg)
  })
  const transport: Transport = {
    invoke,
    subscribe: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return () => set.delete(listener)
    },
  }
  const bridge = buildBridge(
    transport,
    () => ({
      'files.pathFor': options.pathFor ?? (async (file) => `/home/ada/Pictures/${file.name}`),
      'media.url': (folder, imagePath) => mediaUrl('/media/', folder, imagePath),
    }),
    contractApi(apiCall(transport)),
  )
  window.history.replaceState(null, '', `#${path}`)
  render(<App bridge={bridge} />)
  await waitFor(() => expect(useSession.getState().known).toBe(true))
  return {
    invoke,
    callsOf: (name) => invoke.mock.calls.filter(([n]) => n === name).map(([, arg]) => arg),
    emitProgress: (view) =>
      act(() => listeners.get(eventChannel('uploads.onProgress'))?.forEach((listener) => listener(view))),
    emitConnection: (state) =>
      act(() => listeners.get(eventChannel('connection.onChange'))?.forEach((listener) => listener(state))),
  }
}

/** A file of any size without allocating it. */
export function fileOf(name: string, size = 2000, type = 'image/png'): File {
  const file = new File(['x'], name, { type, lastModified: 1_700_000_000_000 })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

/** A row of the gallery list: a photo of the Campus / Library sub-category without alternative text. */
export const galleryRow = (over: Partial<GalleryRow> = {}): GalleryRow => ({
  EntryID: 11,
  ImageTitle: 'Open day',
  ImagePath: 'open.png',
  ImageAlt: null,
  ImageDecorative: false,
  CategoryID: 3,
  CategoryName: 'Campus',
  SubCategoryID: 9,
  SubCategoryName: 'Library',
  InsertedBy: 'Ada Obi',
  HeldBack: null,
  CaptionsPath: null,
  ...over,
})

export const job = (over: Partial<JobView>): JobView => ({
  id: 'j1',
  batchId: 'b1',
  name: 'a.png',
  title: 'a',
  size: 1000,
  sentBytes: 0,
  status: 'queued',
  phase: null,
  message: null,
  entryId: null,
  ...over,
})

/** Ticks "Select all listed" once the list has told it its rows (it is disabled until then). */
export async function selectAllListed() {
  const all = (await screen.findByRole('checkbox', { name: 'Select all listed' })) as HTMLInputElement
  await waitFor(() => expect(all.disabled).toBe(false))
  fireEvent.click(all)
}

/** The alert on screen says `text`; OK closes it. */
export async function dialogSays(text: string, title?: string) {
  const dialog = await waitFor(() => {
    const shown = screen.getByRole('dialog')
    if (title) expect(within(shown).getByText(title)).toBeTruthy()
    expect(within(shown).getByText(text)).toBeTruthy()
    return shown
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

/** The column headers of the table on screen, in order. */
export const headers = () =>
  [...document.querySelectorAll('.ag-header-cell-text')].map((header) => header.textContent)

export const inputOf = (label: string) => screen.getByLabelText(label) as HTMLInputElement

// Folders as Chromium hands them to a drop: entries, and a reader that gives at most `chunk` at a time.

export function fileEntry(file: File, fullPath = `/${file.name}`): FileSystemFileEntry {
  return {
    isFile: true,
    isDirectory: false,
    name: file.name,
    fullPath,
    file: (resolve: (file: File) => void) => resolve(file),
  } as unknown as FileSystemFileEntry
}

export function folderEntry(
  fullPath: string,
  children: (parent: string) => FileSystemEntry[],
  chunk = 100,
): FileSystemDirectoryEntry {
  return {
    isFile: false,
    isDirectory: true,
    name: fullPath.split('/').pop(),
    fullPath,
    createReader() {
      const all = children(fullPath)
      let at = 0
      return {
        readEntries(resolve: (entries: FileSystemEntry[]) => void) {
          const next = all.slice(at, at + chunk)
          at += next.length
          setTimeout(() => resolve(next), 0)
        },
      }
    },
  } as unknown as FileSystemDirectoryEntry
}

/** Drops entries on `target` as a drag from the file manager does. */
export function dropEntries(target: Element, entries: FileSystemEntry[]) {
  const items = entries.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry }))
  const dataTransfer = { types: ['Files'], items, files: [] }
  fireEvent.dragEnter(target, { dataTransfer })
  fireEvent.dragOver(target, { dataTransfer })
  fireEvent.drop(target, { dataTransfer })
}

/** The four calls behind a gallery name list (Add Category, Add Sub-category), by the list's noun. */
export function nameListCalls(noun: 'category' | 'subcategory') {
  return {
    LIST: channel.api('gallery', `${noun}List`),
    ADD: channel.api('gallery', `${noun}Add`),
    UPDATE: channel.api('gallery', `${noun}Update`),
    DELETE: channel.api('gallery', `${noun}Delete`),
  }
}

/** A name list screen at `path`: its list answers `rows` and every write succeeds, unless `answers` says otherwise. */
export function renderNameList(
  path: string,
  calls: ReturnType<typeof nameListCalls>,
  rows: unknown[],
  answers: Record<string, Answer>,
): Promise<GalleryApp> {
  return renderGallery(path, {
    answers: {
      [calls.LIST]: () => ok(rows),
      [calls.ADD]: () => ok({ message: 'success' }),
      [calls.UPDATE]: () => ok({ message: 'success' }),
      [calls.DELETE]: () => ok({ message: 'deleted' }),
      ...answers,
    },
  })
}

/** The grid row that shows `name`. */
export const gridRowOf = (name: string) => screen.getByText(name).closest('.ag-row') as HTMLElement
