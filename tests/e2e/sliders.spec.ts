import { expect, test, type Page } from '@playwright/test'
import { makePng } from '../support/images'
import { signInAs } from './helpers'
import { checksSpeakInOrder, fillSlider } from './form-checks'
import { chooseImage, expectAlert, firstRow, submit, thumbnailLoaded, unique } from './screen-helpers'

// An editor adds, finds and edits home sliders (SPEC §2.9), and what was typed survives any refusal.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

test('adds a slider with an image, finds it in the list, then edits it', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'General' }).click()
  await page.getByRole('link', { name: 'Add Slider' }).click()
  await expect(page.getByRole('heading', { name: 'Add Slider' })).toBeVisible()
  const title = unique('Admissions open')
  await fillSlider(page, {
    title,
    caption: 'Apply before the end of June.',
    btnName: 'Apply Now',
    btnLink: 'https://example.edu/apply',
    position: '4',
  })
  await chooseImage(page, 'admissions.png', [30, 90, 200])
  await submit(page)
  await expectAlert(page, 'SUCCESS', 'SLIDER ADDED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/general\/slider\/sliderslist$/)
  await expect(page.getByPlaceholder('Search Slider')).toBeVisible()
  await expect(firstRow(page)).toContainText(title)
  await expect(firstRow(page)).toContainText('Apply Now')
  await expect(firstRow(page)).toContainText('https://example.edu/apply')
  await expect(firstRow(page)).toContainText('4')
  const before = await thumbnailLoaded(page)

  await firstRow(page).getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { name: 'Update Slider' })).toBeVisible()
  await expect(field(page, 'Slider Title')).toHaveValue(title)
  await expect(field(page, 'Image Position')).toHaveValue('4')
  const renamed = `${title} (updated)`
  await field(page, 'Slider Title').fill(renamed)
  await field(page, 'Button Name').fill('Start Here')
  await field(page, 'Image Position').selectOption('11')
  await chooseImage(page, 'admissions-2.png', [220, 120, 20])
  await submit(page)
  await expectAlert(page, 'SUCCESS', 'SLIDER UPDATED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/general\/slider\/sliderslist$/)
  await expect(firstRow(page)).toContainText(renamed)
  await expect(firstRow(page)).toContainText('Start Here')
  await expect(firstRow(page)).toContainText('11')
  expect(await thumbnailLoaded(page)).not.toBe(before)
})

test('every slider check speaks at once, in SPEC order; a taken title keeps the form as typed', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/general/slider/addslider')
  const title = unique('Convocation')
  await checksSpeakInOrder(page, [
    ['Please enter slider title', () => field(page, 'Slider Title').fill(title)],
    ['Please enter slider caption', () => field(page, 'Caption').fill('The 12th convocation.')],
    ['Please enter button name', () => field(page, 'Button Name').fill('See More')],
    ['Please enter button link', () => field(page, 'Button Link').fill('https://example.edu/convocation')],
    ['Please enter image position', () => field(page, 'Image Position').selectOption('2')],
  ])
  await submit(page)
  await expectAlert(page, 'SUCCESS', 'SLIDER ADDED SUCCESSFULLY')

  // SPEC went to the list after this alert too, losing what was typed; the form stays as it was.
  await page.goto('/#/general/slider/addslider')
  const typed = {
    title: title.toUpperCase(),
    caption: 'Another caption',
    btnName: 'Go',
    btnLink: 'https://example.edu/go',
    position: '9',
  }
  await fillSlider(page, typed)
  await submit(page)
  await expectAlert(page, 'Oops!', 'Slider with the same title already exist')
  await expect(page).toHaveURL(/#\/general\/slider\/addslider$/)
  await expect(field(page, 'Slider Title')).toHaveValue(typed.title)
  await expect(field(page, 'Caption')).toHaveValue(typed.caption)
  await expect(field(page, 'Button Name')).toHaveValue(typed.btnName)
  await expect(field(page, 'Button Link')).toHaveValue(typed.btnLink)
  await expect(field(page, 'Image Position')).toHaveValue('9')
})

test('an update refused for a taken title stays on the form with what was typed', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/general/slider/sliderslist')
  // The demo sliders: edit one and give it another's title.
  await page.getByPlaceholder('Search Slider').fill('Research That Matters')
  await expect(page.locator('.ag-row')).toHaveCount(1)
  await firstRow(page).getByRole('button', { name: 'Edit' }).click()
  await field(page, 'Slider Title').fill('admissions are open')
  await field(page, 'Caption').fill('Changed caption')
  await submit(page)
  await expectAlert(page, 'Oops!', 'Slider with the same title already exist')
  await expect(page).toHaveURL(/#\/general\/slider\/update\?id=\d+$/)
  await expect(field(page, 'Slider Title')).toHaveValue('admissions are open')
  await expect(field(page, 'Caption')).toHaveValue('Changed caption')
})

test('an image over 5 MB is refused before anything is sent', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/general/slider/addslider')
  await page
    .locator('.image-field input[type=file]')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: makePng(8, 8, [1, 2, 3], 5_000_100) })
  await expectAlert(page, 'Oops!', 'max file size is 5mb')
  // The hint says the limit the check enforced, in the one wording of every file field (issue 47).
  await expect(page.getByText('PNG, JPG or JPEG, up to 5 MB')).toBeVisible()
})
