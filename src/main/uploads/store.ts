import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { randomUUID } from 'node:crypto'

// The queue's state on disk, written after every step so a quit or a crash loses nothing. Writes are
// atomic (a temporary file of its own renamed over the old one) and run one at a time, in order; states that
// arrive while one is being written are written once, as the newest. A write that fails does not fail the
// ones after it: the next one writes the whole state again.

export function createJsonFile<T>(path: string) {
  let chain: Promise<void> = Promise.resolve()
  /** The write waiting its turn: a later state replaces its value, so a burst of steps is one write. */
  let waiting: { value: T; done: Promise<void> } | null = null
  return {
    async read(): Promise<T | null> {
      try {
        return JSON.parse(await readFile(path, 'utf8')) as T
      } catch {
        return null
      }
    },
    /** Settles once this state, or a later one, is on disk. */
    write(value: T): Promise<void> {
      if (waiting) {
        waiting.value = value
        return waiting.done
      }
      const entry: { value: T; done: Promise<void> } = { value, done: Promise.resolve() }
      waiting = entry
      entry.done = chain.then(async () => {
        waiting = null
        // Read when its turn comes: the newest state, one text at a time however many steps came.
        const text = JSON.stringify(entry.value)
        // The paths of the user's files: readable by this user only, as every file of the console.
        await mkdir(dirname(path), { recursive: true, mode: 0o700 })
        const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`
        await writeFile(temporary, text, { mode: 0o600 })
        await rename(temporary, path)
      })
      chain = entry.done.catch(() => undefined)
      return entry.done
    },
  }
}
