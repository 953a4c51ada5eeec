import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, resolveBrowser } from './tests/support/chromium'
import { freePortPair } from './tests/support/free-port'

// End-to-end tests drive the real console in Chromium through browser mode: the built renderer, the bridge
// host and the embedded API server with a fresh database for this run. Playwright loads this file in the
// main process and again in every worker: the port, data folder and browser are chosen once, in the main
// process, and handed to the workers through the environment (E2E_PORT and CHROMIUM_PATH also override).
const port = Number((process.env.E2E_PORT ??= String(freePortPair())))
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'console-e2e-')))
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
  webServer: {
    command: 'node out/main/web.js',
    // The page is served at once, while the API server starts (issue 45): the suite waits for it to be ready.
    wait: { stdout: /Console ready/ },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      API_PORT: String(port + 1),
      CONSOLE_DATA_DIR: dataDir,
      CONSOLE_LAUNCH_SECRET: process.env.CONSOLE_LAUNCH_SECRET,
      // The suite works on the demo university and signs in with its accounts.
      CONSOLE_DEMO: '1',
      // The webhook test's receiver listens on loopback, which a deployment's endpoints may not use unless allowed.
      WEBHOOK_ALLOW_PRIVATE: '1',
      // The reference site's spec (site.spec.ts) reads the public content API, which the embedded server serves only so.
      PUBLIC_API: '1',
    },
  },
})
