import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, resolveBrowser } from './tests/support/chromium'
import { PREPARED_ENV } from './tests/e2e/prepared-data'
import { freePortPair } from './tests/support/free-port'

// End-to-end tests drive the real console in Chromium through browser mode: the built renderer, the bridge
// host and the embedded API server with a database of this run's own. Playwright loads this file in the
// main process and again in every worker: the port, data folders and browser are chosen once, in the main
// process, and handed to the workers (and the global setup) through the environment (E2E_PORT and
// CHROMIUM_PATH also override).
const port = Number((process.env.E2E_PORT ??= String(freePortPair())))
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'console-e2e-'))
process.env[PREPARED_ENV] ??= mkdtempSync(join(tmpdir(), 'console-e2e-prepared-'))
process.env.CHROMIUM_PATH ??= chooseBrowser()
// The embedded API answers only callers with its per-launch secret: the suite names it, to call the API too.
process.env.CONSOLE_LAUNCH_SECRET ??= randomBytes(24).toString('hex')

function chooseBrowser(): string {
  try {
    return resolveBrowser()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The shared web server, started on a copy of the run's prepared database (tests/e2e/global-setup.ts).
  globalSetup: './tests/e2e/global-setup.ts',
})
