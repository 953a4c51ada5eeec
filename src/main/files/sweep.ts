import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { inJobGroup, JOB_STATUSES, type JobStatus } from '../../shared/uploads-queue'
import { createJsonFile } from '../uploads/store'

// Main keeps copies of files the page chose: in browser mode each dropped file (a browser file has no path),
// and Shrink to fit's smaller copies (one folder each, so the copy keeps the photo's own name). A copy is kept
// while an upload queue may still send it and for a week after (a form's "Retry photo" reads it too); older
// copies nobody needs are removed when the browser-mode host starts (every profile's) and on a run's first
// shrink (the desktop app's).

export const COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

const isSettled = (status: unknown) =>
  JOB_STATUSES.includes(status as JobStatus) && inJobGroup('settled', status as JobStatus)

async function pathsStillQueued(queueFiles: readonly string[]): Promise<Set<string>> {
  const needed = new Set<string>()
  for (const file of queueFiles) {
    const saved = await createJsonFile<{
      jobs?: { path?: unknown; status?: unknown; captions?: { path?: unknown } }[]
    }>(file).read()
    for (const job of saved?.jobs ?? []) {
      if (isSettled(job.status)) continue
      if (typeof job.path === 'string') needed.add(job.path)
      // A video's captions (issue 27) are sent after it, from their own copy.
      if (typeof job.captions?.path === 'string') needed.add(job.captions.path)
    }
  }
  return needed
}

/**
 * Removes the copies in `dir` (and in its folders, which go once empty) older than `maxAgeMs` that no queue
 * needs; answers how many files went.
 */
export async function sweepCopies(options: {
  dir: string
  queueFiles: readonly string[]
  maxAgeMs?: number
  now?: number
}): Promise<number> {
  const { maxAgeMs = COPY_MAX_AGE_MS, now = Date.now() } = options
  const needed = await pathsStillQueued(options.queueFiles)

  async function sweep(dir: string): Promise<{ removed: number; left: number }> {
    const names = await readdir(dir).catch(() => [] as string[])
    let removed = 0
    let left = 0
    for (const name of names) {
      const path = join(dir, name)
      const info = await stat(path).catch(() => null)
      if (info?.isDirectory()) {
        const inside = await sweep(path)
        removed += inside.removed
        // A folder made just now is a shrink about to write its copy.
        if (inside.left === 0 && now - info.mtimeMs >= maxAgeMs)
          await rm(path, { recursive: true, force: true })
        else left++
      } else if (info?.isFile() && !needed.has(path) && now - info.mtimeMs >= maxAgeMs) {
        await rm(path, { force: true })
        removed++
      } else left++
    }
    return { removed, left }
  }
  return (await sweep(options.dir)).removed
}
