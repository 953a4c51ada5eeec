import { expect, test, type Page } from '@playwright/test'
import { signInAs } from './helpers'
import { expectAlert, submit, unique } from './screen-helpers'

/** The row of the record this test made: other specs add headlines and sliders beside it (two workers). */
const rowOf = (page: Page, title: string) => page.locator('.ag-row', { hasText: title })

// Issue 23, "content that can be taken down": headlines and sliders have a Status like the other areas;
// the choice is saved, shown in the list, and read back by the update form.

const status = (page: Page) => page.getByLabel('Status', { exact: true })

async function openGeneral(page: Page, link: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'General' }).click()
  await page.getByRole('link', { name: link }).click()
  await expect(page.getByRole('heading', { name: link })).toBeVisible()
}

test('a headline saved as Draft shows Draft, and is published again from its update form', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await openGeneral(page, 'Add Headline')
  // A new headline starts published, as every headline was before there was a choice.
  await expect(status(page)).toHaveValue('1')
  const title = unique('Exam timetable')
  await page.getByLabel('Link Title').fill(title)
  await page.getByLabel('Link Path').fill('https://example.edu/exams')
  await page.getByLabel('Background Color').selectOption({ label: 'Gold Dark' })
  await status(page).selectOption({ label: 'Draft' })
  await page.getByLabel('Message').click()
  await page.keyboard.type('The timetable is not final yet.')
  await submit(page)
  await expectAlert(page, 'SUCCESS', 'HEADLINE ADDED SUCCESSFULLY')

  await expect(rowOf(page, title)).toContainText(title)
  await expect(rowOf(page, title)).toContainText('Draft')
  await rowOf(page, title).getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { name: 'Update Headline' })).toBeVisible()
  await expect(status(page)).toHaveValue('0')
  await status(page).selectOption({ label: 'Publish' })
  await submit(page)
  await expectAlert(page, 'SUCCESS', 'HEADLINE UPDATED SUCCESSFULLY')
  await expect(rowOf(page, title)).toContainText(title)
  await expect(rowOf(page, title)).toContainText('Published')
})

test('a slider saved as Publish shows Published, and is drafted from its update form', async ({ page }) => {
  await signInAs(page, 'admin')
  await openGeneral(page, 'Add Slider')
  const title = unique('Sports week')
  await page.getByLabel('Slider Title', { exact: true }).fill(title)
  await page.getByLabel('Caption', { exact: true }).fill('Games all week on the main field.')
  await page.getByLabel('Button Name', { exact: true }).fill('See the fixtures')
  await page.getByLabel('Button Link', { exact: true }).fill('https://example.edu/sports')
  await page.getByLabel('Image Position', { exact: true }).selectOption('2')
  await expect(status(page)).toHaveValue('1')
  await submit(page)
  await expectAlert(page, 'SUCCESS', 'SLIDER ADDED SUCCESSFULLY')

  await expect(rowOf(page, title)).toContainText(title)
  await expect(rowOf(page, title)).toContainText('Published')
  await rowOf(page, title).getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { name: 'Update Slider' })).toBeVisible()
  await expect(status(page)).toHaveValue('1')
  await status(page).selectOption({ label: 'Draft' })
  await submit(page)
  await expectAlert(page, 'SUCCESS', 'SLIDER UPDATED SUCCESSFULLY')
  await expect(rowOf(page, title)).toContainText(title)
  await expect(rowOf(page, title)).toContainText('Draft')
})
