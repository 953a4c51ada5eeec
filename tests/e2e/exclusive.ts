import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

// The suite's two workers share one server. A deployment-wide setting two specs change (the site preview
// address) is changed by one at a time: each holds a lock of this run (a folder, made atomically) meanwhile.

/** Runs `work` while no other worker of this run runs work of the same `name`. */
export async function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `console-e2e-${process.env.E2E_PORT}-${name}.lock`)
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      // Held by the other worker: look again shortly (it is held for one test at most).
      await sleep(100)
    }
  }
  try {
    return await work()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
