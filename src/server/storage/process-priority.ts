import { readdirSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'

/**
 * Lowers this whole process to the nice value `nice` (never raises it). Linux gives each thread a priority of
 * its own, and a new thread takes the one of the thread that starts it: each thread there now is lowered, so
 * those started later (libuv's and libvips's pools) start lower. Elsewhere (macOS, Windows) the process has one
 * priority, and 0 names this process. Where the system refuses, the priority stays as it was.
 */
export function lowerThisProcess(nice: number): void {
  for (const id of threadIds() ?? [0]) {
    try {
      if (getPriority(id) < nice) setPriority(id, nice)
    } catch {
      // refused, or the thread ended meanwhile
    }
  }
}

/** The ids of this process's threads (Linux), else null. */
function threadIds(): number[] | null {
  if (process.platform !== 'linux') return null
  try {
    return readdirSync('/proc/self/task')
      .map(Number)
      .filter((tid) => Number.isSafeInteger(tid) && tid > 0)
  } catch {
    return null
  }
}
