import type { ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { SETUP_MESSAGES, SETUP_TEXT } from '../../src/shared/rules/setup'
import { freePortPair } from '../support/free-port'
import { DEMO_PASSWORD, signIn } from './helpers'
import { expectAlert, expectSummary } from './screen-helpers'
import { START_TIMEOUT_MS, startProcess, stopProcess } from './processes'

// A new user starts the console for the first time, without the demo: nobody can sign in with a published
// password; the first screen makes the first Super Admin, who lands on the dashboard and can sign in again.

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
      CONSOLE_DATA_DIR: mkdtempSync(join(tmpdir(), 'console-first-run-')),
      CONSOLE_DEMO: '0',
    },
    'Console ready',
  )
})

test.afterAll(() => stopProcess(host))

test('the first run makes the first Super Admin, who is signed in; no demo password opens anything', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: SETUP_TEXT.title })).toBeVisible()
  await page.getByLabel('First Name').fill('Ngozi')
  await page.getByLabel('Surname').fill('Eze')
  await page.getByLabel('Username').fill('web.lead')
  await page.getByLabel('Password', { exact: true }).fill('a long pass phrase')
  await page.getByLabel('Confirm Password').fill('a long pass phrase!')
  await page.getByRole('button', { name: SETUP_TEXT.submit }).click()
  await expectSummary(page, SETUP_MESSAGES.confirm)
  await page.getByLabel('Confirm Password').fill('a long pass phrase')
  await page.getByRole('button', { name: SETUP_TEXT.submit }).click()

  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ngozi Eze' })).toBeVisible()

  // From now on the login screen is the usual one, and only the new account opens it.
  await signIn(page, 'admin', DEMO_PASSWORD)
  await expectAlert(page, 'Oops!', 'Invalid Login Credential')
  await signIn(page, 'web.lead', 'a long pass phrase')
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
})
