import { constants, createReadStream } from 'node:fs'
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { FileStore } from './file-store'

/**
 * A stored file is read in pieces of this size (Node's default is 64 KB): a 5 MB photo sent in 20 reads
 * rather than 80, each a call into the thread pool from the server's main thread.
 */
const READ_BYTES = 256 * 1024

/** Files in `<root>/<folder>/<name>`; dot folders (the temporary one) are not part of the store. */
export function folderStore(root: string): FileStore {
  return {
    kind: 'folder',
    async put(folder, name, localPath) {
      await mkdir(join(root, folder), { recursive: true })
      // The temporary folder is inside the root: one file system, so this is a rename, never a copy.
      await rename(localPath, join(root, folder, name))
    },
    async remove(folder, name) {
      await rm(join(root, folder, name), { force: true })
    },
    async open(folder, name, range) {
      const path = join(root, folder, name)
      const info = await stat(path).catch(() => null)
      if (!info?.isFile()) return null
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
      if (!range)
        return { size: info.size, etag, body: createReadStream(path, { highWaterMark: READ_BYTES }) }
      const end = Math.min(range.end ?? info.size - 1, info.size - 1)
      return {
        size: info.size,
        etag,
        range: { start: range.start, end },
        body: createReadStream(path, { ...range, end, highWaterMark: READ_BYTES }),
      }
    },
    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
        .filter((key) => !key.startsWith('.'))
        .sort()
    },
    async check() {
      await access(root, constants.W_OK)
    },
  }
}
