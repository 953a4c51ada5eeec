import { readlinkSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'

/**
 * This thread's id where the system gives each thread a priority of its own (Linux: setpriority takes a thread's
 * id, and /proc/thread-self links to /proc/<pid>/task/<tid>); null elsewhere.
 */
export function thisThreadId(): number | null {
  if (process.platform !== 'linux') return null
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop())
    return Number.isSafeInteger(tid) && tid > 0 ? tid : null
  } catch {
    return null
  }
}

/**
 * Lowers the calling thread, not its process, to the nice value `nice` (never raises it: a process started
 * lower stays so). Where a thread has no priority of its own, or the system refuses, the thread keeps the
 * process's.
 */
export function lowerThisThread(nice: number): void {
  const tid = thisThreadId()
  if (tid === null) return
  try {
    if (getPriority(tid) < nice) setPriority(tid, nice)
  } catch {
    // refused: the process's priority stays the thread's
  }
}
