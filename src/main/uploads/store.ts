import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { randomUUID } from 'node:crypto'

// The queue's state on disk, written after every step so a quit or a crash loses nothing. Writes are
// atomic (a temporary file of its own renamed over the old one) and run one at a time, in order. A write
// that fails does not fail the ones after it: the next one writes the whole state again.

export function createJsonFile<T>(path: string) {
  let chain: Promise<void> = Promise.resolve()
  return {
    async read(): Promise<T | null> {
      try {
        return JSON.parse(await readFile(path, 'utf8')) as T
      } catch {
        return null
      }
    },
    write(value: T): Promise<void> {
      const text = JSON.stringify(value)
      const written = chain.then(async () => {
        // The paths of the user's files: readable by this user only, as every file of the console.
        await mkdir(dirname(path), { recursive: true, mode: 0o700 })
        const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`
        await writeFile(temporary, text, { mode: 0o600 })
        await rename(temporary, path)
      })
      chain = written.catch(() => undefined)
      return written
    },
  }
}
