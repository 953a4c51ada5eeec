import { expect, test, type Page } from '@playwright/test'
import { UNREADABLE_IMAGE_MESSAGE } from '../../src/shared/rules/uploads'
import { makeCutShortJpeg, makePng } from '../support/images'
import { signInAs } from './helpers'
import {
  chooseImage,
  describeImage,
  expectAlert,
  expectSummary,
  firstRow,
  search,
  thumbnailLoaded,
  unique,
} from './screen-helpers'

// An editor adds, finds and edits news, in the general area and in a faculty's (SPEC §2.7). Other specs add
// news at the same time (schedule.spec), so a new item is found by its title rather than as the first row.

/** The list's row of `title`, through the list's search. */
const rowOf = async (page: Page, title: string) =>
  (await search(page, 'Search News', title)).filter({ hasText: title })

async function fillNews(page: Page, title: string, content: string, status: 'Publish' | 'Draft' = 'Publish') {
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Status').selectOption({ label: status })
  await page.getByLabel('Content').click()
  await page.keyboard.type(content)
}

test('adds a general news item with a photo, finds it in the list, then edits it', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/news/general/add')
  const title = unique('Open day')
  await fillNews(page, title, 'Visitors toured the new library.')
  await chooseImage(page, 'open-day.png', [200, 60, 40])
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'NEWS ADDED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/news\/general\/news\/list$/)
  const added = await rowOf(page, title)
  await expect(added).toContainText('Published')
  await expect(added).toContainText('Amina Halima Bello')
  const before = await thumbnailLoaded(page)

  await added.getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { name: 'Update News' })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue(title)
  const renamed = `${title} (updated)`
  await page.getByLabel('Title').fill(renamed)
  await page.getByLabel('Status').selectOption({ label: 'Draft' })
  await chooseImage(page, 'open-day-2.png', [20, 160, 90])
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'NEWS UPDATED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/news\/general\/news\/list$/)
  await expect(await rowOf(page, renamed)).toContainText('Draft')
  expect(await thumbnailLoaded(page)).not.toBe(before)
})

test('faculty news lands in the faculty list only', async ({ page }) => {
  await signInAs(page, 'faculty')
  await page.goto('/#/faculty/news/add')
  const title = unique('Computing hackathon')
  await fillNews(page, title, 'Forty teams, one weekend.')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'NEWS ADDED SUCCESSFULLY')
  await expect(page).toHaveURL(/#\/faculty\/news\/list$/)
  await expect(await rowOf(page, title)).toHaveCount(1)

  await signInAs(page, 'admin')
  await page.goto('/#/news/general/news/list')
  await expect(firstRow(page)).toBeVisible()
  await page.getByPlaceholder('Search News').fill(title)
  await expect(page.locator('.ag-row')).toHaveCount(0)
})

test('every News check speaks at once, in SPEC order, and a duplicate title is refused', async ({ page }) => {
  await signInAs(page, 'dssd')
  await page.goto('/#/news/general/add')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectSummary(page, 'Please enter news title', 'Please enter news content')
  const title = unique('Convocation')
  await page.getByLabel('Title').fill(title)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectSummary(page, 'Please enter news content')

  await page.getByLabel('Content').click()
  await page.keyboard.type('The 12th convocation ceremony.')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'NEWS ADDED SUCCESSFULLY')

  await page.goto('/#/news/general/add')
  await fillNews(page, title, 'Same title again.')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'Oops!', 'News with the same name already exist')
  await expect(page.getByLabel('Title')).toHaveValue(title)
})

test('a wrong image type is refused before anything is sent', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/news/general/add')
  await page
    .locator('.image-field input[type=file]')
    .setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expectAlert(page, 'Oops!', 'Only .png, .jpg and .jpeg format allowed!')
  await page
    .locator('.image-field input[type=file]')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: makePng(8, 8, [1, 2, 3], 2_000_100) })
  await expectAlert(page, 'Oops!', 'max file size is 2mb')
})

test('a damaged photo is refused with its reason and leaves no news item; another photo saves it once', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/news/general/add')
  const title = unique('Damaged photo')
  await fillNews(page, title, 'A photo cut off halfway.')
  await page
    .locator('.image-field input[type=file]')
    .setInputFiles({ name: 'cut-short.jpg', mimeType: 'image/jpeg', buffer: await makeCutShortJpeg() })
  await describeImage(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'Oops!', UNREADABLE_IMAGE_MESSAGE)
  await expect(page.getByLabel('Title')).toHaveValue(title)

  await chooseImage(page, 'whole.png', [40, 120, 220])
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'NEWS ADDED SUCCESSFULLY')
  await expect(page).toHaveURL(/#\/news\/general\/news\/list$/)
  await page.getByPlaceholder('Search News').fill(title)
  await expect(page.locator('.ag-row')).toHaveCount(1)
  await thumbnailLoaded(page)
})
