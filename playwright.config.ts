import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

// End-to-end tests drive the real console in Debian's Chromium through browser mode: the built renderer,
// the bridge host and the embedded API server with a fresh database for this run.
const port = Number(process.env.E2E_PORT ?? 5280)
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'console-e2e-'))
process.env.E2E_DATA_DIR = dataDir
// The embedded API answers only callers with its per-launch secret: the suite names it, to call the API too.
process.env.CONSOLE_LAUNCH_SECRET ??= randomBytes(24).toString('hex')

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

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
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node out/main/web.js',
    url: `http://127.0.0.1:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      API_PORT: String(port + 1),
      CONSOLE_DATA_DIR: dataDir,
      CONSOLE_LAUNCH_SECRET: process.env.CONSOLE_LAUNCH_SECRET,
    },
  },
})
