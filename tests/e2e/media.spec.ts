import { expect, test, type Page } from '@playwright/test'
import {
  MEDIA_FEED_ENV,
  MEDIA_FEED_TEXT,
  MEDIA_FEED_UNSET,
  MEDIA_SAVED_TEXT,
} from '../../src/shared/rules/media'
import { showDay } from '../../src/shared/rules/dates'
import { startFeedServer, type FeedServer } from '../support/feeds'
import { signInAs } from './helpers'

// An editor imports media coverage from the news feed set in Settings (SPEC §2.7): feeds served on
// loopback by this test in the shapes real sites use, and the broken ones, each saying what is wrong.

let feeds: FeedServer
test.beforeAll(async () => {
  feeds = await startFeedServer()
})
test.afterAll(async () => {
  await feeds?.close()
})

/** Sets the feed address in Settings (the embedded server reads it at every import), or clears it. */
async function setFeed(page: Page, address: string | null) {
  await page.getByRole('button', { name: 'Amina Halima Bello' }).click()
  await page.getByRole('button', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('News feed for media coverage').fill(address ?? '')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
}

async function openImport(page: Page, feedPath: string | null) {
  await setFeed(page, feedPath === null ? null : feeds.url(feedPath))
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'News' }).click()
  await page.getByRole('link', { name: 'Media Coverage' }).click()
  await expect(page).toHaveURL(/#\/news\/general\/media$/)
}

/** An item of the feed (the imported items below it have rows of the same titles). */
const row = (page: Page, title: string) =>
  page.getByRole('region', { name: 'News feed' }).locator('.ag-row', { hasText: title })
const box = (page: Page, title: string) => page.getByRole('checkbox', { name: `Select: ${title}` })

async function expectAlert(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(title)
  await expect(dialog).toContainText(text)
  await dialog.getByRole('button', { name: 'OK' }).click()
}

for (const [shape, path, first, second] of [
  [
    'RSS 2.0',
    '/rss.xml',
    'Demo University opens a new engineering laboratory',
    'Students win the <national> debate cup & more',
  ],
  [
    'Atom',
    '/atom.xml',
    'Researchers at Demo University map the river basin',
    'Demo University joins the open-data alliance',
  ],
  [
    'a news aggregator',
    '/aggregator.xml',
    'Demo University graduates 3,000 students - The Daily Ledger',
    'Vice-Chancellor speaks on research funding - Metro Radio',
  ],
] as const) {
  test(`imports two items of ${shape}: they show as saved, also after a reload`, async ({ page }) => {
    await signInAs(page, 'admin')
    await openImport(page, path)
    for (const title of [first, second]) await expect(row(page, title)).toContainText('View Link')
    // The grid redraws the row when it is picked: click, then see it ticked.
    for (const title of [first, second]) {
      await box(page, title).click()
      await expect(box(page, title)).toBeChecked()
    }
    await expect(page.getByText('2 selected')).toBeVisible()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expectAlert(page, 'SUCCESS', MEDIA_SAVED_TEXT)

    // SPEC: the user stays on this screen, where the saved items cannot be chosen again.
    await expect(page).toHaveURL(/#\/news\/general\/media$/)
    for (const title of [first, second]) {
      await expect(row(page, title)).toContainText('Saved')
      await expect(box(page, title)).toHaveCount(0)
    }
    await page.reload()
    for (const title of [first, second]) {
      await expect(row(page, title)).toContainText('Saved')
      await expect(box(page, title)).toHaveCount(0)
    }
  })
}

test('shows the date of each item, and none for an item without one', async ({ page }) => {
  await signInAs(page, 'admin')
  await openImport(page, '/rss.xml')
  await expect(row(page, 'Dean\u2019s lecture draws & delights "hundreds" \u2014 again')).toContainText(
    '15 Nov 2026',
  )
  await expect(row(page, 'Library extends its opening hours')).toContainText('—')
})

for (const [problem, path, message] of [
  ['malformed XML', '/malformed.xml', MEDIA_FEED_TEXT.notXml],
  ['a page that is not a feed', '/page.html', MEDIA_FEED_TEXT.notFeed],
  ['an HTTP error', '/error', MEDIA_FEED_TEXT.httpError(500)],
  ['an answer too large', '/huge.xml', MEDIA_FEED_TEXT.tooLarge],
  ['a redirect into a private network', '/redirect?to=http://10.1.2.3/feed', MEDIA_FEED_TEXT.privateAddress],
] as const) {
  test(`says what is wrong with ${problem}, and offers to try again`, async ({ page }) => {
    await signInAs(page, 'admin')
    await openImport(page, path)
    const failure = page.locator('.load-failure')
    await expect(failure).toContainText('Could not load the news feed.')
    await expect(failure).toContainText(message)
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible()
  })
}

test('without a feed address says what to do and opens Settings, then lists the feed', async ({ page }) => {
  await signInAs(page, 'admin')
  await openImport(page, null)
  const screen = page.getByRole('region', { name: 'Media Coverage' })
  // Who sets it and where: this computer's Settings, under the user's name.
  await expect(screen).toContainText(MEDIA_FEED_UNSET.inSettings)
  // No failure, and nothing an editor cannot act on: no variable name.
  await expect(page.locator('.load-failure')).toHaveCount(0)
  await expect(screen).not.toContainText(MEDIA_FEED_ENV)
  await screen.getByRole('button', { name: 'Open Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog).not.toContainText(MEDIA_FEED_ENV)
  await dialog.getByLabel('News feed for media coverage').fill(feeds.url('/rss.xml'))
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(row(page, 'Library extends its opening hours')).toContainText('View Link')
})

test('lists an imported item under the feed and removes it after a confirmation that names it', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await openImport(page, '/rss.xml')
  const imported = page.getByRole('region', { name: 'Imported items' })
  const title = 'Library extends its opening hours'
  await box(page, title).click()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', MEDIA_SAVED_TEXT)

  const item = imported.locator('.ag-row', { hasText: title })
  // The day the university's way (issue 47), "6 Dec 2026".
  await expect(item).toContainText(showDay(new Date().toISOString()))
  await item.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('ARE YOU SURE YOU WANT TO DELETE THIS RECORD?')
  await expect(confirm).toContainText(`Delete the media item '${title}'?`)
  await confirm.getByRole('button', { name: 'Yes' }).click()
  await expectAlert(page, 'SUCCESS', 'MEDIA COVERAGE DELETED SUCCESSFULLY')

  await expect(item).toHaveCount(0)
  // The feed offers it again.
  await expect(box(page, title)).toBeVisible()
})
