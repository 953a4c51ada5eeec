import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { EVENT_PATHS, EVENT_TEXT } from '../../src/shared/rules/event'
import { HEADLINE_PATHS, HEADLINE_TEXT } from '../../src/shared/rules/headline'
import { NEWS_PATHS, NEWS_TEXT } from '../../src/shared/rules/news'
import { RECORD_ADDRESS_TEXT, updateAddress } from '../../src/shared/rules/record-address'
import { SLIDER_PATHS, SLIDER_TEXT } from '../../src/shared/rules/sliders'
import { API, apiToken, authorized } from './api'
import { signInAs } from './helpers'
import { firstRow } from './screen-helpers'

// Issue 23 "Edits that can be linked": an update screen's address names its record (`?id=`), so a bookmark
// or a second tab opens that record, filled in; an address naming no record says so and leads to the list;
// Edit in a list lands on such an address.

/** A list's first row as the API answers it to the Super Admin: which record to open, and what it holds. */
async function firstListed(request: APIRequestContext, path: string): Promise<Record<string, unknown>> {
  const listed = await request.get(`${API}${path}`, { headers: authorized(await apiToken(request)) })
  const rows = (await listed.json()) as Record<string, unknown>[]
  expect(rows.length).toBeGreaterThan(0)
  return rows[0]
}

/** The address typed into a new tab of the signed-in browser, as a bookmark would open it. */
async function openInNewTab(page: Page, address: string): Promise<Page> {
  const tab = await page.context().newPage()
  await tab.goto(`/#${address}`)
  return tab
}

const SCREENS = [
  {
    name: 'news',
    list: 'news/list/all/General',
    update: NEWS_PATHS.general.update,
    heading: NEWS_TEXT.update,
    label: NEWS_TEXT.title,
    field: 'Title',
  },
  {
    name: 'event',
    list: 'event/list/all/General',
    update: EVENT_PATHS.general.update,
    heading: EVENT_TEXT.update,
    label: EVENT_TEXT.title,
    field: 'Title',
  },
  {
    name: 'headline',
    list: 'news/headline_list/all',
    update: HEADLINE_PATHS.update,
    heading: HEADLINE_TEXT.update,
    label: HEADLINE_TEXT.linkTitle,
    field: 'LinkTitle',
  },
  {
    name: 'slider',
    list: 'slider/homepage',
    update: SLIDER_PATHS.update,
    heading: SLIDER_TEXT.update,
    label: SLIDER_TEXT.title,
    field: 'Title',
  },
]

for (const screen of SCREENS)
  test(`the ${screen.name} update screen opened by its address in a new tab is filled with that record`, async ({
    page,
    request,
  }) => {
    const row = await firstListed(request, screen.list)
    await signInAs(page, 'admin')
    const tab = await openInNewTab(page, updateAddress(screen.update, Number(row.EntryID)))
    await expect(tab.getByRole('heading', { name: screen.heading })).toBeVisible()
    await expect(tab.getByLabel(screen.label, { exact: true })).toHaveValue(String(row[screen.field]))
    await tab.close()
  })

test('a news item opened by its address keeps its draft, in another tab too', async ({ page, request }) => {
  const row = await firstListed(request, 'news/list/all/General')
  const address = updateAddress(NEWS_PATHS.general.update, Number(row.EntryID))
  await signInAs(page, 'admin')
  const first = await openInNewTab(page, address)
  const title = first.getByLabel(NEWS_TEXT.title, { exact: true })
  await expect(title).toHaveValue(String(row.Title))
  await title.fill(`${String(row.Title)} (draft)`)
  const second = await openInNewTab(page, address)
  await expect(second.getByLabel(NEWS_TEXT.title, { exact: true })).toHaveValue(
    `${String(row.Title)} (draft)`,
  )
  // Leave the demo data as it was for the other tests: the draft is dropped.
  await second.getByRole('button', { name: /discard/i }).click()
  await expect(second.getByLabel(NEWS_TEXT.title, { exact: true })).toHaveValue(String(row.Title))
})

test('an address naming no record says so and leads to the list', async ({ page }) => {
  await signInAs(page, 'admin')
  const tab = await openInNewTab(page, updateAddress(NEWS_PATHS.general.update, 2_147_483_000))
  await expect(tab.getByText(RECORD_ADDRESS_TEXT.noSuchRecord('news', '2147483000'))).toBeVisible()
  await tab.getByRole('link', { name: NEWS_TEXT.goToList }).click()
  await expect(tab).toHaveURL(new RegExp(`#${NEWS_PATHS.general.list}$`))
  await expect(firstRow(tab)).toBeVisible()
})

test("Edit in a list lands on the record's address, which a new tab opens the same", async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto(`/#${HEADLINE_PATHS.list}`)
  await firstRow(page).getByRole('button', { name: 'Edit' }).click()
  await expect(page).toHaveURL(/#\/general\/headline\/update\?id=\d+$/)
  const chosen = await page.getByLabel(HEADLINE_TEXT.linkTitle, { exact: true }).inputValue()
  const tab = await openInNewTab(page, new URL(page.url()).hash.slice(1))
  await expect(tab.getByLabel(HEADLINE_TEXT.linkTitle, { exact: true })).toHaveValue(chosen)
})
