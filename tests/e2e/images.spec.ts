import { statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { UPLOAD_RULES } from '../../src/shared/rules/uploads'
import { makeNoisyJpeg } from '../support/images'
import { signInAs } from './helpers'

// Shrink to fit (issue 14): a camera photo over Add Gallery's 10 MB limit is not a dead end.

const storedFile = (src: string) =>
  join(process.env.E2E_DATA_DIR!, 'server', 'uploads', 'gallery', decodeURIComponent(src.split('/').pop()!))

test('a 12 MB JPEG dropped on Add Gallery is shrunk to fit, arrives under 10 MB and shows its thumbnail', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInAs(page, 'dssd')
  await page.goto('/#/about/gallery/addphoto')
  const name = `camera-${Date.now().toString(36)}.jpg`
  const photo = await makeNoisyJpeg(12_000_000)
  await page.getByLabel('Choose files').setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo })
  await expect(page.getByText('max file size is 10MB')).toBeVisible()

  await page.getByRole('button', { name: `Shrink to fit: ${name}` }).click()
  const row = page.locator('li', { has: page.getByLabel(`Title of ${name}`) })
  await expect(row).toContainText(/Shrunk to fit: 1[12](\.\d)? MB → \d(\.\d)? MB/, { timeout: 60_000 })
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Campus Life' })
  await page.getByRole('combobox', { name: 'Sub Category' }).selectOption({ label: 'Sports' })
  await page.getByRole('button', { name: 'Upload 1 file' }).click()
  await expect(page.getByRole('status')).toContainText('1 uploaded', { timeout: 60_000 })

  await page.goto('/#/about/gallery/list')
  const title = name.replace(/\.jpg$/, '').replace(/-/g, ' ')
  await page.getByPlaceholder('Search gallery').fill(title)
  const thumbnail = page.locator('.ag-row', { hasText: title }).locator('img')
  await expect
    .poll(() => thumbnail.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0)
  // The list shows the small rendition; the photo stored beside it is under the limit.
  const src = (await thumbnail.getAttribute('src'))!
  expect(src).toMatch(/\.jpg\.sm\.webp$/)
  const original = storedFile(src).replace(/\.sm\.webp$/, '')
  expect(statSync(original).size).toBeLessThanOrEqual(UPLOAD_RULES.galleryAdd.maxBytes)
})
