import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePortPair } from '../support/free-port'
import { startProcess, stopProcess } from './processes'

// A new PGlite database costs a server start seconds of initdb and every migration, and the demo university's
// seed more: made once per run (global-setup.ts) and copied for the shared web server and for each spec's own
// server that wants a migrated or seeded one, as a console restarted on its data finds it. A spec about a
// new install's first start (first-run, server-start) still starts from an empty folder.

/** Where the global setup keeps the prepared server folders (chosen in playwright.config.ts). */
export const PREPARED_ENV = 'E2E_PREPARED_DIR'

/**
 * A server folder (`db/`, `uploads/`): migrated and empty (no account yet: the console asks for its first
 * Super Admin), or with the demo university.
 */
export type Prepared = 'migrated' | 'demo'

/** Starts the standalone API server on `dataDir` (migrating it, seeding it with `demo`), then stops it. */
async function startOnce(dataDir: string, demo: boolean): Promise<void> {
  const server = await startProcess(
    ['out/main/server.js'],
    { PORT: String(freePortPair()), DATA_DIR: dataDir, CONSOLE_DEMO: demo ? '1' : '0' },
    'API at',
  )
  // Stopped by its signal, PGlite closes cleanly and the folder can be copied.
  await stopProcess(server)
}

/** Makes the migrated folder under `dir`. */
export const prepareMigrated = (dir: string): Promise<void> => startOnce(join(dir, 'migrated'), false)

/** Makes the demo folder under `dir`, from a copy of the migrated one. */
export async function prepareDemo(dir: string): Promise<void> {
  cpSync(join(dir, 'migrated'), join(dir, 'demo'), { recursive: true })
  await startOnce(join(dir, 'demo'), true)
}

/** Copies a prepared server folder to `serverDir` (which must not exist yet). */
export function copyPrepared(kind: Prepared, serverDir: string): string {
  const from = process.env[PREPARED_ENV]
  if (!from) throw new Error(`${PREPARED_ENV} is not set: run the specs through playwright.config.ts`)
  cpSync(join(from, kind), serverDir, { recursive: true })
  return serverDir
}

/** A new standalone API server folder (its DATA_DIR) holding a copy of a prepared one. */
export const preparedServerDir = (kind: Prepared, name: string): string =>
  copyPrepared(kind, join(mkdtempSync(join(tmpdir(), `console-${name}-api-`)), 'server'))

/** A new web host folder (CONSOLE_DATA_DIR) whose embedded server starts on a copy of a prepared folder. */
export function preparedHostDir(kind: Prepared, name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `console-${name}-`))
  copyPrepared(kind, join(dir, 'server'))
  return dir
}
