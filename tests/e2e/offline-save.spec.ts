import type { ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePortPair } from '../support/free-port'
import { signInAs } from './helpers'
import { startProcess, stopProcess } from './processes'

// The API server goes away in the middle of an editor's work (a remote server restarting, a lost
// connection): the form keeps what was typed, a toast says why, and once the server is back the same
// Submit saves exactly one record. Here the console talks to a separate API server process.

// Free ports, so two runs on one machine do not collide.
const HOST_PORT = freePortPair()
const API_PORT = HOST_PORT + 1
const apiData = mkdtempSync(join(tmpdir(), 'console-offline-api-'))
let api: ChildProcess | null = null
let host: ChildProcess | null = null

const startApi = () =>
  startProcess(
    ['out/main/server.js'],
    { PORT: String(API_PORT), DATA_DIR: apiData, CONSOLE_DEMO: '1' },
    'API at',
  )
test.use({ baseURL: `http://127.0.0.1:${HOST_PORT}` })

test.beforeAll(async () => {
  api = await startApi()
  host = await startProcess(
    ['out/main/web.js'],
    {
      PORT: String(HOST_PORT),
      CONSOLE_API_URL: `http://127.0.0.1:${API_PORT}/api/`,
      CONSOLE_DATA_DIR: mkdtempSync(join(tmpdir(), 'console-offline-host-')),
    },
    'Console ready',
  )
})

test.afterAll(async () => {
  await stopProcess(host)
  await stopProcess(api)
})

test('a save while the server is down keeps the form; once it is back, one record is saved', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/news/general/add')
  const title = `Exam timetable ${Date.now().toString(36)}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Content').click()
  await page.keyboard.type('Second-semester examinations begin on Monday.')

  await stopProcess(api)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Cannot reach the server. Check your connection and try again.')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue(title)
  await expect(page.getByLabel('Content')).toContainText('Second-semester examinations begin on Monday.')
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled()

  api = await startApi()
  await page.getByRole('button', { name: 'Submit' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('NEWS ADDED SUCCESSFULLY')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await page.getByPlaceholder('Search News').fill(title)
  await expect(page.locator('.ag-row')).toHaveCount(1)
})
