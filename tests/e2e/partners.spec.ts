import { expect, test, type Page } from '@playwright/test'
import { makePng } from '../support/images'
import { signInAs } from './helpers'
import {
  chooseImage,
  expectAlert,
  expectSummary,
  firstRow,
  submit,
  thumbnailLoaded,
  unique,
} from './screen-helpers'

// An editor adds, finds and edits partners (SPEC §2.9), and what was typed survives any refusal.

const nameField = (page: Page) => page.getByLabel('Partner Name', { exact: true })
const statusField = (page: Page) => page.getByLabel('Status', { exact: true })

async function addPartner(page: Page, name: string) {
  await page.goto('/#/general/partners/add')
  await nameField(page).fill(name)
  await submit(page)
  await expectAlert(page, 'SUCCESS', 'PARTNER ADDED SUCCESSFULLY')
}

test('adds a partner with a logo, Published by default, then edits it to a draft', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/general/partners/list')
  await page.getByRole('link', { name: 'Add Partner', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Add Partner' })).toBeVisible()
  await expect(statusField(page)).toHaveValue('1')
  const name = unique('Open Learning Trust')
  await nameField(page).fill(name)
  await chooseImage(page, 'logo.png', [10, 120, 60])
  await submit(page)
  await expectAlert(page, 'SUCCESS', 'PARTNER ADDED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/general\/partners\/list$/)
  await expect(page.getByPlaceholder('Search Partner')).toBeVisible()
  await expect(firstRow(page)).toContainText(name)
  await expect(firstRow(page)).toContainText('Published')
  const before = await thumbnailLoaded(page)

  await firstRow(page).getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { name: 'Update Partner', exact: true })).toBeVisible()
  await expect(page.locator('.breadcrumb')).toHaveText('General / Partner')
  await expect(page.getByRole('heading', { name: 'UPDATE PARTNER', exact: true })).toBeVisible()
  await expect(nameField(page)).toHaveValue(name)
  const renamed = `${name} (updated)`
  await nameField(page).fill(renamed)
  await statusField(page).selectOption({ label: 'Draft' })
  await chooseImage(page, 'logo-2.png', [200, 40, 40])
  await submit(page)
  await expectAlert(page, 'SUCCESS', 'PARTNER UPDATED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/general\/partners\/list$/)
  await expect(firstRow(page)).toContainText(renamed)
  await expect(firstRow(page)).toContainText('Drafted')
  expect(await thumbnailLoaded(page)).not.toBe(before)
})

test('every partner check speaks in SPEC order, and a taken name keeps what was typed', async ({ page }) => {
  await signInAs(page, 'admin')
  // SPEC's own link spells it with a capital P: it opens Add Partner too.
  await page.goto('/#/general/Partners/add')
  await expect(page.getByRole('heading', { name: 'Add Partner' })).toBeVisible()
  await submit(page)
  await expectSummary(page, 'Please enter partner name')

  const name = unique('Science Council')
  await addPartner(page, name)
  await page.goto('/#/general/partners/add')
  await nameField(page).fill(name.toLowerCase())
  await statusField(page).selectOption({ label: 'Draft' })
  await submit(page)
  await expectAlert(page, 'Oops!', 'Partner with the same name already exist')
  await expect(page).toHaveURL(/#\/general\/partners\/add$/)
  await expect(nameField(page)).toHaveValue(name.toLowerCase())
  await expect(statusField(page)).toHaveValue('0')

  // The update form's checks, in order.
  const other = unique('Health Alliance')
  await addPartner(page, other)
  await firstRow(page).getByRole('button', { name: 'Edit' }).click()
  await nameField(page).fill('')
  await statusField(page).selectOption({ label: 'Select status' })
  await submit(page)
  await expectSummary(page, 'Please enter partner name', 'Please select the status')
  await nameField(page).fill(name)
  await submit(page)
  await expectSummary(page, 'Please select the status')
  await statusField(page).selectOption({ label: 'Publish' })
  // SPEC went to the list after an update's error alert; the form stays with what was typed.
  await submit(page)
  await expectAlert(page, 'Oops!', 'Partner with the same name already exist')
  await expect(page).toHaveURL(/#\/general\/partners\/update\?id=\d+$/)
  await expect(nameField(page)).toHaveValue(name)
})

test('a logo over 1 MB is refused, as its hint says', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/general/partners/add')
  await expect(page.getByText('PNG, JPG or JPEG, up to 1 MB')).toBeVisible()
  await page
    .locator('.image-field input[type=file]')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: makePng(8, 8, [1, 2, 3], 1_000_100) })
  await expectAlert(page, 'Oops!', 'File must not exceed 1MB')
})
