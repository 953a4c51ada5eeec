import { expect, test } from '@playwright/test'
import { makePng } from '../support/images'
import { signInAs } from './helpers'
import { expectAlert } from './screen-helpers'

// Errors at the field (issue 23): SPEC's alert first; after OK the user is at the field that failed, which
// is marked and says what is wrong, in its label's words, until it is fixed.

test('Add Partner: after the alert the partner name is focused, marked and described until it is given', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/general/partners/add')
  const name = page.getByLabel('Partner Name')
  await expect(name.locator('xpath=ancestor::div[contains(@class, "field")][1]')).toHaveClass(
    /field--required/,
  )

  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'FORM VALIDATION ERROR', 'Please enter PartnerName')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Partner Name is required')
  await expect(page.getByText('Partner Name is required')).toBeVisible()

  await page.keyboard.type('Acme Foundation')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Partner Name is required')).toHaveCount(0)
})

test('Add News: the rich-text content is focused and marked after its alert', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/news/general/add')
  await page.getByLabel('Title').fill('Field errors')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'FORM VALIDATION ERROR', 'Please enter news content')
  const content = page.getByRole('textbox', { name: 'Content' })
  await expect(content).toBeFocused()
  await expect(content).toHaveAttribute('aria-invalid', 'true')
  await expect(content).toHaveAccessibleDescription('Content is required')
  await page.keyboard.type('Now it has content.')
  await expect(content).not.toHaveAttribute('aria-invalid', 'true')
})

// Forms outside FormShell mark their fields the same way.

test('sign-in: after the alert the password is focused, marked and described until it is typed', async ({
  page,
}) => {
  await page.goto('/#/logout')
  await page.getByLabel('Username').fill('admin')
  await page.getByRole('button', { name: 'LOGIN' }).click()
  await expectAlert(page, 'FORM VALIDATION ERROR', 'Please enter your password')
  const password = page.getByLabel('Password')
  await expect(password).toBeFocused()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toHaveAccessibleDescription('Password is required')
  await page.keyboard.type('x')
  await expect(password).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Password is required')).toHaveCount(0)
})

test('gallery category: an empty name is focused and marked after its alert', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/about/gallery/addcategory')
  const form = page.getByRole('form', { name: 'ADD CATEGORY' })
  await form.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'FORM VALIDATION ERROR', 'Please enter category name')
  const name = form.getByLabel('Category')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Category is required')
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
