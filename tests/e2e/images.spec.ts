import { statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { UPLOAD_RULES } from '../../src/shared/rules/uploads'
import { makeNoisyJpeg } from '../support/images'
import { signInAs } from './helpers'
import { describeImage, expectAlert, firstRow, submit, thumbnailLoaded, unique } from './screen-helpers'

// Shrink to fit (issue 14): a camera photo over its form's limit is not a dead end.

const storedFile = (folder: string, src: string) =>
  join(process.env.E2E_DATA_DIR!, 'server', 'uploads', folder, decodeURIComponent(src.split('/').pop()!))

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
  const original = storedFile('gallery', src).replace(/\.sm\.webp$/, '')
  expect(statSync(original).size).toBeLessThanOrEqual(UPLOAD_RULES.galleryAdd.maxBytes)
})

test("a 3 MB photo chosen in Add News's image field is shrunk to fit, saved with the news and under 2 MB", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInAs(page, 'admin')
  await page.goto('/#/news/general/add')
  const title = unique('Camera day')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Content').click()
  await page.keyboard.type('Taken on a real camera.')
  const name = `news-${Date.now().toString(36)}.jpg`
  await page
    .locator('.image-field input[type=file]')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await makeNoisyJpeg(3_000_000) })
  const refusal = page.getByRole('dialog', { name: 'Oops!' })
  await expect(refusal).toContainText('max file size is 2mb')
  await refusal.getByRole('button', { name: 'Shrink to fit' }).click()
  await expect(page.locator('.image-field')).toContainText(/Shrunk to fit: [23](\.\d)? MB → 1(\.\d)? MB/, {
    timeout: 60_000,
  })
  await describeImage(page)
  await submit(page)
  await expectAlert(page, 'SUCCESS', 'NEWS ADDED SUCCESSFULLY')

  await expect(firstRow(page)).toContainText(title)
  const src = (await thumbnailLoaded(page))!
  const original = storedFile('news_uploads', src).replace(/\.sm\.webp$/, '')
  expect(statSync(original).size).toBeLessThanOrEqual(UPLOAD_RULES.standard.maxBytes)
})
