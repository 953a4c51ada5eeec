import { randomUUID } from 'node:crypto'
import { statSync } from 'node:fs'
import { basename, isAbsolute } from 'node:path'
import { FILE_GONE } from './check'

// The files a page may have main upload: only those the user chose (dropped or picked; in browser mode,
// whose bytes the page handed over). The page holds an opaque handle for each, never a path, so it cannot
// name any other file on disk to the bridge nor learn whether one exists (any other text is "gone").

export interface FileGrants {
  /** A handle for a file the user chose; throws for anything but an existing regular file. */
  grant(path: string): string
  /** The path behind a handle this registry gave out; null for any other text. */
  pathOf(handle: string): string | null
}

export function createFileGrants(): FileGrants {
  const paths = new Map<string, string>()
  return {
    grant(path) {
      if (
        typeof path !== 'string' ||
        !isAbsolute(path) ||
        !statSync(path, { throwIfNoEntry: false })?.isFile()
      )
        throw new Error(FILE_GONE)
      // The name stays readable at the end (the upload's file name); the random part is what grants.
      const handle = `chosen:${randomUUID()}/${basename(path)}`
      paths.set(handle, path)
      return handle
    },
    pathOf: (handle) => (typeof handle === 'string' ? (paths.get(handle) ?? null) : null),
  }
}
