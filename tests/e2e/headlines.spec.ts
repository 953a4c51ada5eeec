import { expect, test, type Page } from '@playwright/test'
import { showDay } from '../../src/shared/rules/dates'
import { signInAs } from './helpers'
import { checksSpeakInOrder, submitAndExpect } from './form-checks'
import { firstRow, unique } from './screen-helpers'

// The site administrator adds, finds and edits the website's headlines (SPEC §2.9).

async function typeMessage(page: Page, text: string) {
  await page.getByLabel('Message').click()
  await page.keyboard.type(text)
}

test('adds a headline, finds it in the list, then edits it', async ({ page }) => {
  await signInAs(page, 'admin')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'General' }).click()
  await menu.getByRole('link', { name: 'Add Headline' }).click()
  await expect(page).toHaveURL(/#\/general\/headline\/addheadline$/)

  const title = unique('Scholarships open')
  await page.getByLabel('Link Title').fill(title)
  await page.getByLabel('Link Path').fill('https://example.edu/scholarships')
  await page.getByLabel('Background Color').selectOption({ label: 'Dark Orange' })
  await typeMessage(page, 'Apply for the merit scholarships before Friday.')
  await submitAndExpect(page, 'SUCCESS', 'HEADLINE ADDED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/general\/headline\/headlinelist$/)
  // The list says the day the university's way (issue 47), "6 Dec 2026".
  const today = showDay(new Date().toISOString())
  await expect(firstRow(page)).toContainText(title)
  await expect(firstRow(page)).toContainText('Dark Orange')
  await expect(firstRow(page)).toContainText(today)
  await expect(firstRow(page).getByRole('button', { name: 'View Link' })).toBeVisible()
  await expect(firstRow(page).getByRole('button', { name: /^View '/ })).toBeVisible()

  await firstRow(page).getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { name: 'Update Headline' })).toBeVisible()
  await expect(page.getByLabel('Link Title')).toHaveValue(title)
  await expect(page.getByLabel('Link Path')).toHaveValue('https://example.edu/scholarships')
  await expect(page.getByLabel('Background Color')).toHaveValue('dark-orange')
  const renamed = `${title} (extended)`
  await page.getByLabel('Link Title').fill(renamed)
  await page.getByLabel('Background Color').selectOption({ label: 'Gold Black' })
  await submitAndExpect(page, 'SUCCESS', 'HEADLINE UPDATED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/general\/headline\/headlinelist$/)
  await expect(firstRow(page)).toContainText(renamed)
  await expect(firstRow(page)).toContainText('Gold Black')
  await page.getByPlaceholder('Search Headline News').fill(renamed)
  await expect(page.locator('.ag-row')).toHaveCount(1)
})

test('every Headline check speaks in SPEC order, then ours; a duplicate keeps the form as typed', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/general/headline/addheadline')
  const title = unique('Fees deadline')
  await checksSpeakInOrder(page, [
    ['Please enter headline title', () => page.getByLabel('Link Title').fill(title)],
    ['Please enter Link Path caption', () => page.getByLabel('Link Path').fill('example.edu/fees')],
    [
      'Please select Background Color ',
      async () => {
        await page.getByLabel('Background Color').selectOption({ label: 'Dark Orange' })
      },
    ],
    ['Please enter Message', () => typeMessage(page, 'Pay by the end of the month.')],
    [
      'Please enter a Link Path starting with http:// or https://',
      () => page.getByLabel('Link Path').fill('https://example.edu/fees'),
    ],
  ])
  await submitAndExpect(page, 'SUCCESS', 'HEADLINE ADDED SUCCESSFULLY')

  await page.goto('/#/general/headline/addheadline')
  await page.getByLabel('Link Title').fill(title)
  await page.getByLabel('Link Path').fill('https://example.edu/other')
  await page.getByLabel('Background Color').selectOption({ label: 'Gold Dark' })
  await typeMessage(page, 'Same title again.')
  await submitAndExpect(page, 'Oops!', 'Headline with the same title already exist')
  // Unlike SPEC's console, an error does not leave the form: everything typed is still there.
  await expect(page).toHaveURL(/#\/general\/headline\/addheadline$/)
  await expect(page.getByLabel('Link Title')).toHaveValue(title)
  await expect(page.getByLabel('Link Path')).toHaveValue('https://example.edu/other')
  await expect(page.getByLabel('Background Color')).toHaveValue('gold-dark')
  await expect(page.getByLabel('Message')).toContainText('Same title again.')
})
