import { expect, test } from '@playwright/test'
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
