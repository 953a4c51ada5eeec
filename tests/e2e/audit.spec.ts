import { expect, test, type Page } from '@playwright/test'
import { NO_ACCESS_TEXT } from '../../src/shared/rules/shell'
import { seriousViolations } from './axe'
import { signInAs } from './helpers'

// A Super Admin looks up who changed what: the audit log in the user menu, each entry a sentence with its
// time, opening to its before and after; searchable and exportable.

async function openAuditLog(page: Page, search: string) {
  await page.getByRole('button', { name: 'Amina Halima Bello' }).click()
  await page.getByRole('button', { name: 'Audit log' }).click()
  await page.getByPlaceholder('Search Audit Log').fill(search)
}

test('a Super Admin finds a category rename in the audit log as a sentence, and exports it', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/about/gallery/addcategory')
  const name = `Audit ${Date.now().toString(36)}`
  await page.getByRole('textbox', { name: 'Category', exact: true }).fill(name)
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
  await page.getByPlaceholder('Search gallery category').fill(name)
  await page.locator('.ag-row', { hasText: name }).getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('textbox', { name: 'Category', exact: true }).fill(`${name} renamed`)
  await page.getByRole('button', { name: 'Update' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()

  await openAuditLog(page, name)
  const sentence = `Amina Halima Bello changed the name of the gallery category '${name} renamed'`
  const row = page.locator('.ag-row', { hasText: sentence })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Super Admin')
  await expect(page.locator('.ag-row', { hasText: `added the gallery category '${name}'` })).toHaveCount(1)

  // Issue 47: the action filter narrows what the search found to the rename, and clearing brings the add back.
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Updated' })
  await expect(page.locator('.ag-row', { hasText: `added the gallery category '${name}'` })).toHaveCount(0)
  await expect(row).toHaveCount(1)
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page.locator('.ag-row', { hasText: `added the gallery category '${name}'` })).toHaveCount(1)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /export/i }).click()
  const csv = await (await download).createReadStream()
  let text = ''
  for await (const chunk of csv) text += String(chunk)
  expect(text).toContain(sentence)
})

test("an editor's title change reads as a sentence with a visible time, and opens its before and after", async ({
  page,
}) => {
  await signInAs(page, 'faculty')
  await page.goto('/#/faculty/news/add')
  const title = `Library hours ${Date.now().toString(36)}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Content').click()
  await page.keyboard.type('Open until nine.')
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
  await page.getByPlaceholder('Search News').fill(title)
  await page.locator('.ag-row', { hasText: title }).getByRole('button', { name: 'Edit' }).click()
  const renamed = `${title} (summer)`
  await page.getByLabel('Title').fill(renamed)
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()

  await signInAs(page, 'admin')
  await openAuditLog(page, renamed)
  // Issue 48: a Faculty editor's news waits for review, and the log says so.
  const sentence = `Chinedu Emeka Okafor submitted a change to the title of the news '${renamed}' for review`
  const row = page.locator('.ag-row', { hasText: sentence })
  await expect(row).toHaveCount(1)
  // The time is on the row itself, not only on hover: the date with its year, and the time of day.
  const time = row.locator('time')
  await expect(time).toBeVisible()
  await expect(time).toHaveText(new RegExp(`${new Date().getFullYear()}.*\\d{1,2}:\\d{2}`))

  const open = row.getByRole('button', { name: sentence })
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: sentence })
  await expect(dialog).toBeVisible()
  const titleRow = dialog.getByRole('row', { name: /^title/ })
  await expect(titleRow.getByRole('cell')).toHaveText([title, renamed])
  // Only what changed, until asked for all the fields.
  await expect(dialog.getByRole('rowheader', { name: 'faculty' })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Show all fields' }).click()
  await expect(dialog.getByRole('row', { name: /^faculty/ }).getByRole('cell')).toHaveText(['FCS', 'FCS'])
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(open).toBeFocused()
})

test('a Faculty user has no audit log: not in the menu, and the screen says they have no access', async ({
  page,
}) => {
  await signInAs(page, 'faculty')
  await page.getByRole('button', { name: 'Chinedu Emeka Okafor' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Audit log' })).toHaveCount(0)
  await page.goto('/#/audit')
  await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS_TEXT.title })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await expect(page.getByPlaceholder('Search Audit Log')).toHaveCount(0)
})
