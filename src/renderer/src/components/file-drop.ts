// Files out of a drop or a file input, folders walked to the bottom. A dropped folder arrives as a
// FileSystemDirectoryEntry whose reader hands its entries over in chunks (Chromium: 100 at a time), so
// it is read until it returns none. Nothing here reads a file's bytes.

export interface PickedFile {
  file: File
  /** Where the file sits in what was dropped or chosen: 'Open day/stage/a.png', or only its name. */
  path: string
}

export interface FilesFound {
  files: PickedFile[]
  /** Entries the system would not hand over (permissions, a file gone meanwhile). */
  unreadable: number
}

/** Says which paths to leave out (hidden files); a folder left out is not read at all. */
export type SkipPath = (path: string) => boolean

const fileOf = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject))

const readChunk = (reader: FileSystemDirectoryReader) =>
  new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject))

/** The path of an entry without the leading slash of `fullPath`. */
const pathOf = (entry: FileSystemEntry) => (entry.fullPath || entry.name).replace(/^\/+/, '')

async function walk(entry: FileSystemEntry, skip: SkipPath, found: FilesFound): Promise<void> {
  const path = pathOf(entry)
  if (skip(path)) return
  if (entry.isFile) {
    try {
      found.files.push({ file: await fileOf(entry as FileSystemFileEntry), path })
    } catch {
      found.unreadable++
    }
    return
  }
  if (!entry.isDirectory) return
  const reader = (entry as FileSystemDirectoryEntry).createReader()
  for (;;) {
    let chunk: FileSystemEntry[]
    try {
      chunk = await readChunk(reader)
    } catch {
      found.unreadable++
      return
    }
    if (chunk.length === 0) return
    for (const child of chunk) await walk(child, skip, found)
  }
}

/**
 * Every file a drop carries, folders included. Call it from the drop handler itself: the browser empties
 * the DataTransfer when the handler returns, so its entries are taken before the first await.
 */
export function filesFromDrop(data: DataTransfer, skip: SkipPath): Promise<FilesFound> {
  const entries = [...(data.items ?? [])]
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null)
  const plain = [...(data.files ?? [])]
  return (async () => {
    const found: FilesFound = { files: [], unreadable: 0 }
    if (entries.length === 0 || entries.some((entry) => entry === null)) {
      // No entry API (or an item without one): the files as the drop lists them, no folders.
      for (const file of plain) if (!skip(file.name)) found.files.push({ file, path: file.name })
      return found
    }
    for (const entry of entries) await walk(entry as FileSystemEntry, skip, found)
    return found
  })()
}

/** The files of a file input, with their place in a chosen folder (`webkitdirectory`) as the path. */
export function filesFromInput(list: FileList | null, skip: SkipPath): FilesFound {
  const files = [...(list ?? [])]
    .map((file) => ({ file, path: file.webkitRelativePath || file.name }))
    .filter(({ path }) => !skip(path))
  return { files, unreadable: 0 }
}

/** Does this drag carry files (rather than text or a link)? */
export const dragHasFiles = (data: DataTransfer | null): boolean =>
  !!data && [...(data.types ?? [])].includes('Files')
