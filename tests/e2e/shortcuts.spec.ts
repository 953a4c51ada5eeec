import { expect, test } from '@playwright/test'
import { signInAs } from './helpers'
import { expectAlert, expectSummaryLeads, firstRow, unique } from './screen-helpers'

// The keyboard shortcuts an editor expects (issue 11): save with Ctrl+S, find with Ctrl+F, and the list of
// shortcuts on Ctrl+/.

test('Ctrl+S saves the news form on screen, with the same checks as Submit', async ({ page }) => {
  await signInAs(page, 'faculty')
  await page.goto('/#/faculty/news/add')
  // An empty form: Ctrl+S runs the form's own checks, in SPEC order.
  await page.getByLabel('Title').click()
  await page.keyboard.press('Control+s')
  await expectSummaryLeads(page, 'Please enter news title')

  const title = unique('Saved by keyboard')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Status').selectOption({ label: 'Publish' })
  await page.getByLabel('Content').click()
  await page.keyboard.type('Nobody reached for the mouse.')
  await page.keyboard.press('Control+s')
  await expectAlert(page, 'SUCCESS', 'NEWS ADDED SUCCESSFULLY')
  await expect(page).toHaveURL(/#\/faculty\/news\/list$/)
  await expect(firstRow(page)).toContainText(title)
})

test("Ctrl+F goes to the list's search box, and Ctrl+/ lists the shortcuts", async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/news/general/news/list')
  await expect(firstRow(page)).toBeVisible()
  await page.getByRole('heading').first().click()
  await page.keyboard.press('Control+f')
  const search = page.getByPlaceholder('Search News')
  await expect(search).toBeFocused()
  await page.keyboard.type('zzz no such news')
  await expect(page.locator('.ag-row')).toHaveCount(0)

  await page.keyboard.press('Control+/')
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(dialog).toContainText('Save the form on screen')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
