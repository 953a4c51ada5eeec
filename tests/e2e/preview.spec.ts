import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PREVIEW_MINUTES, PREVIEW_TEMPLATE_PROBLEMS, PREVIEW_TEXT } from '../../src/shared/rules/preview'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { API, apiToken, authorized } from './api'
import { exclusive } from './exclusive'
import { signInAs } from './helpers'
import { expectAlert, expectSummary, unique } from './screen-helpers'

// Issue 46 "Preview before publishing": with no preview address the button says who sets one; a Super Admin
// sets it in General > Site Preview; then Preview on site opens the site's preview page for that draft, with
// a token, in a new tab (browser mode's openExternal). The site is stood in for by a route of the test.

const SITE = 'https://www.example.edu'
const TEMPLATE = `${SITE}/preview/{area}/{slug}?token={token}`

test.describe.configure({ mode: 'serial' })

test('Preview on site: said how to set up, set up by a Super Admin, then opens the draft on the site', async ({
  page,
  request,
}) => {
  // site.spec.ts sets the preview address too, on the same server: one at a time.
  await exclusive('preview-settings', () => previewSetUpAndOpened(page, request))
})

async function previewSetUpAndOpened(page: Page, request: APIRequestContext) {
  const token = await apiToken(request)
  const setPreview = (template: string) =>
    request.patch(`${API}preview/settings`, {
      headers: authorized(token),
      data: { template, minutes: PREVIEW_MINUTES.default },
    })
  expect((await setPreview('')).ok()).toBe(true)
  const title = unique('A draft to preview')
  const made = await request.post(`${API}news/add`, {
    headers: authorized(token),
    data: { ...(SAMPLE_BODIES['POST news/add'] as object), title, status: 0 },
  })
  const { entry_id: id } = (await made.json()) as { entry_id: number }

  await signInAs(page, 'admin')
  await page.goto(`/#/news/general/update?id=${id}`)
  await page.getByRole('button', { name: PREVIEW_TEXT.button }).click()
  await expect(page.getByRole('status').filter({ hasText: PREVIEW_TEXT.noTemplate })).toBeVisible()

  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'General' }).click()
  await menu.getByRole('link', { name: PREVIEW_TEXT.settingsMenu }).click()
  await page.getByLabel(PREVIEW_TEXT.template).fill(`${SITE}/preview/{area}/{slug}`)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectSummary(page, PREVIEW_TEMPLATE_PROBLEMS.noToken)
  await page.getByLabel(PREVIEW_TEXT.template).fill(TEMPLATE)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', PREVIEW_TEXT.saved)

  const opened: string[] = []
  await page.context().route(`${SITE}/preview/**`, async (route) => {
    opened.push(route.request().url())
    await route.fulfill({ contentType: 'text/html', body: '<title>Preview</title><h1>Preview</h1>' })
  })
  await page.goto(`/#/news/general/update?id=${id}`)
  const tab = page.context().waitForEvent('page')
  await page.getByRole('button', { name: PREVIEW_TEXT.button }).click()
  await (await tab).waitForLoadState()
  expect(opened).toHaveLength(1)
  const url = new URL(opened[0])
  expect(url.pathname).toMatch(/^\/preview\/news\/a-draft-to-preview-/)
  expect(url.searchParams.get('token')).toMatch(/^v1\.[\w-]+\.[\w-]{43}$/)

  expect((await setPreview('')).ok()).toBe(true)
}
