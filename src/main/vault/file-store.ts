import Conf from 'conf'
import type { KeyValueStore } from './vault'

/** Browser mode's store: a JSON file in the data folder, by the library electron-store is built on. */
export function createFileStore(cwd: string): KeyValueStore {
  const conf = new Conf<Record<string, unknown>>({
    cwd,
    configName: 'console',
    projectName: 'university-content-console',
  })
  return {
    get: (key) => conf.get(key),
    set: (key, value) => conf.set(key, value),
    delete: (key) => conf.delete(key),
  }
}
