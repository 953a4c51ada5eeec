import { chmodSync, mkdirSync } from 'node:fs'
import Conf from 'conf'
import type { KeyValueStore } from './vault'

/** Browser mode's store: a JSON file in the data folder, by the library electron-store is built on. */
export function createFileStore(cwd: string): KeyValueStore {
  // It holds a session token: readable by this user only (a copied token works against the API).
  mkdirSync(cwd, { recursive: true, mode: 0o700 })
  // A folder made by an earlier version, open to all, is closed too.
  if (process.platform !== 'win32') chmodSync(cwd, 0o700)
  const conf = new Conf<Record<string, unknown>>({
    cwd,
    configFileMode: 0o600,
    configName: 'console',
    projectName: 'university-content-console',
  })
  return {
    get: (key) => conf.get(key),
    set: (key, value) => conf.set(key, value),
    delete: (key) => conf.delete(key),
  }
}
