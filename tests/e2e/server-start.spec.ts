import type { ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { SERVER_START_TEXT, SLOW_START_ENV } from '../../src/shared/rules/server-start'
import { freePortPair } from '../support/free-port'
import { DEMO_PASSWORD, signIn } from './helpers'
import { START_TIMEOUT_MS, startProcess, stopProcess } from './processes'

// Issue 45: the console opens at once, even while its server prepares or updates the data. The page says how
// far it is, step by step, and asks to sign in by itself once the server is ready. The host here has a new
// database and holds back each migration (a test-only setting), so the start lasts long enough to watch.

const HOST_PORT = freePortPair()
let host: ChildProcess | null = null

test.use({ baseURL: `http://127.0.0.1:${HOST_PORT}` })

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS)
  host = await startProcess(
    ['out/main/web.js'],
    {
      PORT: String(HOST_PORT),
      API_PORT: String(HOST_PORT + 1),
      CONSOLE_DATA_DIR: mkdtempSync(join(tmpdir(), 'console-slow-start-')),
      CONSOLE_DEMO: '1',
      [SLOW_START_ENV]: '300',
    },
    // Served before the API server has started.
    'Console opening',
  )
})

// Once the page is closed: the host waits for its open event stream.
test.afterAll(() => stopProcess(host))

test('the page opens at once, says how far the data is prepared, then asks to sign in', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto('/')
  const progress = page.getByRole('progressbar', { name: SERVER_START_TEXT.progressLabel })
  // A new database is made (initdb) before its first migration: seconds, more on a busy machine.
  await expect(progress).toBeVisible({ timeout: 60_000 })
  const step = page.getByRole('status')
  await expect(step).toHaveText(/^Preparing your data: step \d+ of \d+$/)
  const first = await step.textContent()
  await expect(step).not.toHaveText(first ?? '')

  await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible({ timeout: 120_000 })
  await expect(progress).toHaveCount(0)
  await signIn(page, 'admin', DEMO_PASSWORD)
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
})
