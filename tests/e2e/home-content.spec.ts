import { expect, test, type Page } from '@playwright/test'
import { makePng } from '../support/images'
import { signInAs } from './helpers'
import { expectAlert, expectSummaryLeads, typeRichText } from './screen-helpers'

// The web team fills the website home content (SPEC §2.12): three images, six texts, one record.

const TEXTS = ['Discover', 'About', 'Campus', 'Campus Content2', 'Education', 'Registry'] as const
const IMAGES = ['Discover Image', 'Campus Image 1', 'Campus Image 2'] as const

const preview = (page: Page, label: string) => page.getByAltText(`${label} preview`)

test('fills the home content with three images and six texts, and finds them all after a reload', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'General' }).click()
  await menu.getByRole('link', { name: 'University Content' }).click()
  await expect(page.getByRole('heading', { name: 'WEBSITE HOME CONTENT' })).toBeVisible()

  // Every text empty: nothing would be left on the home page.
  for (const label of TEXTS) await typeRichText(page, label, '')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectSummaryLeads(page, 'Please enter home content')

  const stamp = Date.now().toString(36)
  for (const label of TEXTS) await typeRichText(page, label, `${label} text ${stamp}`)
  for (const [index, label] of IMAGES.entries()) {
    const field = page.locator('.image-field', { hasText: label })
    await field.locator('input[type=file]').setInputFiles({
      name: `home-${index}.png`,
      mimeType: 'image/png',
      buffer: makePng(48, 48, [40 * index, 120, 200]),
    })
    await expect(preview(page, label)).toBeVisible()
  }
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'RECORD WAS ADDED SUCCESSFULLY')
  await expect(page).toHaveURL(/#\/$/)

  await page.goto('/#/content')
  await page.reload()
  for (const label of TEXTS) await expect(page.getByText(`${label} text ${stamp}`)).toBeVisible()
  const sources = new Set<string | null>()
  for (const label of IMAGES) {
    const image = preview(page, label)
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0)
    sources.add(await image.getAttribute('src'))
  }
  expect(sources.size).toBe(3)
})

test('a second save updates the same home content', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/content')
  await typeRichText(page, 'Registry', 'The Registry moved to the new senate building.')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'RECORD WAS ADDED SUCCESSFULLY')
  await page.goto('/#/content')
  await expect(page.getByText('The Registry moved to the new senate building.')).toBeVisible()
})
