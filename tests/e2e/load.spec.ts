import { expect, test, type Page } from '@playwright/test'
import { signInAs } from './helpers'
import { firstRow } from './screen-helpers'

// Issue 14: the login screen loads neither AG Grid nor Slate; they come with the screens that use them.
// SPEC §2.2: page-load timings are kept on this machine and shown, with Copy, under the user menu.

const AG_GRID = 'ag-root-wrapper' // a class name only AG Grid's code writes
const SLATE = 'data-slate-editor' // an attribute only Slate's React editor writes

/** Collects the text of every script the page downloads from now on; `holds` waits for all read so far. */
function scriptLog(page: Page) {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  return {
    count: () => bodies.length,
    holds: async (marker: string) => (await Promise.all(bodies)).some((body) => body.includes(marker)),
  }
}

test('the login screen loads no AG Grid or Slate code; the first list and form still bring them', async ({
  page,
}) => {
  const scripts = scriptLog(page)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.count()).toBeGreaterThan(0)
  expect(await scripts.holds(AG_GRID)).toBe(false)
  expect(await scripts.holds(SLATE)).toBe(false)

  await signInAs(page, 'admin')
  await page.goto('/#/news/general/news/list')
  await expect(firstRow(page)).toBeVisible()
  expect(await scripts.holds(AG_GRID)).toBe(true)

  await page.goto('/#/news/general/add')
  await expect(page.getByLabel('Content')).toBeVisible()
  expect(await scripts.holds(SLATE)).toBe(true)
})

test('Diagnostics lists the screens visited and copies their timings', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInAs(page, 'admin')
  await expect(page.locator('.count-card').first()).toBeVisible()
  await page.goto('/#/news/general/news/list')
  await expect(firstRow(page)).toBeVisible()
  await page.goto('/#/general/headline/headlinelist')
  await expect(page.locator('.ag-row, .ag-overlay-no-rows-center').first()).toBeVisible()

  await page.getByRole('button', { name: 'Amina Halima Bello' }).click()
  await page.getByRole('button', { name: 'Diagnostics' }).click()
  const dialog = page.getByRole('dialog', { name: 'Diagnostics' })
  await expect(dialog.getByRole('cell', { name: '/news/general/news/list' })).toBeVisible()
  await expect(dialog.getByRole('cell', { name: '/general/headline/headlinelist' })).toBeVisible()
  await expect(dialog.getByRole('cell', { name: 'App start' })).toBeVisible()

  await dialog.getByRole('button', { name: 'Copy' }).click()
  await expect(page.getByText('Timings copied.')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain('/news/general/news/list')
  expect(copied).toContain('/general/headline/headlinelist')
})
