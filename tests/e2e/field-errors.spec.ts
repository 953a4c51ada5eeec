import { expect, test, type Locator, type Page } from '@playwright/test'
import { makePng } from '../support/images'
import { signInAs } from './helpers'
import { expectAlert, expectSummary } from './screen-helpers'

// Errors at the field (issues 23, 47): one submit marks every failing field at once, each with one message,
// and the error summary at the top of the form (SPEC's alert title, SPEC's texts in SPEC's order) links to
// each. The field says the same words as its line of the summary.

test('an empty Add Event says all five required fields at once, each a link to its field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await signInAs(page, 'admin')
  await page.goto('/#/event/general/add')
  await page.getByRole('button', { name: 'Submit' }).click()
  const summary = await expectSummary(
    page,
    'Please enter event title',
    'Please enter event date',
    'Please enter event start time',
    'Please enter event end time',
    'Please enter event location',
    'Please enter event content',
  )
  const title = page.getByLabel('Title')
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  await expect(title).toHaveAccessibleDescription('Please enter event title')
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(6)
  // The summary, focused and scrolled to, is not hidden under the header that stays on top of the page.
  expect(await topBelowHeader(page, summary)).toBe(true)

  const location = page.getByLabel('Location')
  await summary.getByRole('link', { name: 'Please enter event location' }).click()
  await expect(location).toBeFocused()
  await expect(location).toHaveAccessibleDescription('Please enter event location')
  await page.keyboard.type('Alumni Hall')
  await expect(location).not.toHaveAttribute('aria-invalid', 'true')
  await expect(summary.getByRole('link', { name: 'Please enter event location' })).toHaveCount(0)

  await summary.getByRole('link', { name: 'Please enter event content' }).click()
  const content = page.getByRole('textbox', { name: 'Content' })
  await expect(content).toBeFocused()
  await expect(content).toHaveAttribute('aria-invalid', 'true')
})

async function topBelowHeader(page: Page, element: Locator): Promise<boolean> {
  const header = await page.getByRole('banner').boundingBox()
  const box = await element.boundingBox()
  return header !== null && box !== null && box.y >= header.y + header.height
}

test('Add Partner: the name is marked in the same words as the summary until it is given', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/general/partners/add')
  const name = page.getByLabel('Partner Name')
  await expect(name.locator('xpath=ancestor::div[contains(@class, "field")][1]')).toHaveClass(
    /field--required/,
  )

  await page.getByRole('button', { name: 'Submit' }).click()
  const summary = await expectSummary(page, 'Please enter partner name')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Please enter partner name')
  await summary.getByRole('link').click()
  await expect(name).toBeFocused()

  await page.keyboard.type('Acme Foundation')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  await expect(summary).toHaveCount(0)
})

// Forms outside FormShell mark their fields and summarise them the same way.

test('sign-in: both empty fields at once, the password still marked after the username is typed', async ({
  page,
}) => {
  await page.goto('/#/logout')
  await page.getByRole('button', { name: 'LOGIN' }).click()
  const summary = await expectSummary(page, 'Please enter your username', 'Please enter your password')
  const password = page.getByLabel('Password')
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toHaveAccessibleDescription('Please enter your password')
  await page.getByLabel('Username').fill('admin')
  await expect(summary.getByRole('listitem')).toHaveText(['Please enter your password'])
  await summary.getByRole('link').click()
  await expect(password).toBeFocused()
  await page.keyboard.type('x')
  await expect(password).not.toHaveAttribute('aria-invalid', 'true')
})

test('gallery category: an empty name is summarised, marked, and focused from its link', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/about/gallery/addcategory')
  const form = page.getByRole('form', { name: 'ADD CATEGORY' })
  await form.getByRole('button', { name: 'Submit' }).click()
  const summary = await expectSummary(page, 'Please enter category name')
  const name = form.getByLabel('Category')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await summary.getByRole('link').click()
  await expect(name).toBeFocused()
  await page.keyboard.type('Campus')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
})

test('an image of the wrong type marks the image field, until a right one is chosen', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/general/partners/add')
  const files = page.locator('.image-field input[type=file]')
  await files.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  })
  await expectAlert(page, 'Oops!', 'Only')
  const drop = page.locator('.image-field__drop')
  await expect(drop).toBeFocused()
  await expect(drop).toHaveAttribute('aria-invalid', 'true')
  await expect(drop).toHaveAccessibleDescription(/Only .*allowed/)
  await files.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: makePng(32, 32, [30, 90, 200]),
  })
  await expect(drop).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('.image-field .field-error')).toHaveCount(0)
})
