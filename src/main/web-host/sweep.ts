import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { JobStatus } from '../../shared/uploads-queue'
import { createJsonFile } from '../uploads/store'

// In browser mode a dropped file reaches main as a copy in the host's folder (a browser file has no path).
// A copy is kept while an upload queue may still send it and for a week after (a form's "Retry photo"
// reads it too); older copies nobody needs are removed when the host starts.

export const DROPPED_FILE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/** A queue still needs a job's file unless the job is done or cancelled. */
const FINISHED: readonly JobStatus[] = ['done', 'cancelled']

async function pathsStillQueued(queueFiles: readonly string[]): Promise<Set<string>> {
  const needed = new Set<string>()
  for (const file of queueFiles) {
    const saved = await createJsonFile<{ jobs?: { path?: unknown; status?: unknown }[] }>(file).read()
    for (const job of saved?.jobs ?? [])
      if (typeof job.path === 'string' && !FINISHED.includes(job.status as JobStatus)) needed.add(job.path)
  }
  return needed
}

/** Removes the copies older than `maxAgeMs` that no queue needs; answers how many went. */
export async function sweepDroppedFiles(options: {
  filesDir: string
  queueFiles: readonly string[]
  maxAgeMs?: number
  now?: number
}): Promise<number> {
  const { filesDir, maxAgeMs = DROPPED_FILE_MAX_AGE_MS, now = Date.now() } = options
  const needed = await pathsStillQueued(options.queueFiles)
  const names = await readdir(filesDir).catch(() => [] as string[])
  let removed = 0
  for (const name of names) {
    const path = join(filesDir, name)
    if (needed.has(path)) continue
    const info = await stat(path).catch(() => null)
    if (!info?.isFile() || now - info.mtimeMs < maxAgeMs) continue
    await rm(path, { force: true })
    removed++
  }
  return removed
}
