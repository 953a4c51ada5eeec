import { expect, test } from '@playwright/test'
import { signInAs } from './helpers'
import { START_TIMEOUT_MS } from './processes'
import { separateApi } from './separate-api'

// The API server goes away in the middle of an editor's work (a remote server restarting, a lost
// connection): the form keeps what was typed, a toast says why, and once the server is back the same
// Submit saves exactly one record. Here the console talks to a separate API server process.

const consoleApp = separateApi('offline')

test.use({ baseURL: consoleApp.baseURL })
test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS)
  await consoleApp.startAll()
})
test.afterAll(() => consoleApp.stopAll())

test('a save while the server is down keeps the form; once it is back, one record is saved', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/news/general/add')
  const title = `Exam timetable ${Date.now().toString(36)}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Content').click()
  await page.keyboard.type('Second-semester examinations begin on Monday.')

  await consoleApp.stopApi()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Cannot reach the server. Check your connection and try again.')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue(title)
  await expect(page.getByLabel('Content')).toContainText('Second-semester examinations begin on Monday.')
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled()

  await consoleApp.startApi()
  await page.getByRole('button', { name: 'Submit' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('NEWS ADDED SUCCESSFULLY')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await page.getByPlaceholder('Search News').fill(title)
  await expect(page.locator('.ag-row')).toHaveCount(1)
})
