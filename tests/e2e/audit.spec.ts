import { expect, test } from '@playwright/test'
import { NO_ACCESS_TEXT } from '../../src/shared/rules/shell'
import { signInAs } from './helpers'

// A Super Admin looks up who changed what: the audit log in the user menu, searchable and exportable.

test('a Super Admin finds a category rename in the audit log, with who made it and the old and new name', async ({
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

  await page.getByRole('button', { name: 'Amina Halima Bello' }).click()
  await page.getByRole('button', { name: 'Audit log' }).click()
  await page.getByPlaceholder('Search Audit Log').fill('category/update')
  const row = page.locator('.ag-row', { hasText: `${name} renamed` })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Amina Halima Bello')
  await expect(row).toContainText('Super Admin')
  await expect(row).toContainText(`CategoryName: ${name} → ${name} renamed`)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /export/i }).click()
  const csv = await (await download).createReadStream()
  let text = ''
  for await (const chunk of csv) text += String(chunk)
  expect(text).toContain('PATCH gallery/category/update')
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
