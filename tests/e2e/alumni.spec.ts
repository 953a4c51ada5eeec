import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { makePng } from '../support/images'
import { signInAs } from './helpers'
import { checksSpeakInOrder } from './form-checks'
import { chooseImage, confirmDelete, expectAlert, firstRow, search, unique } from './screen-helpers'

// An editor files a student's feedback from the alumni list, edits it, and deletes it (SPEC §2.10).

/** Where the browser-mode host keeps the embedded server's uploads (playwright.config.ts sets the dir). */
const uploadedFile = (src: string) =>
  join(process.env.E2E_DATA_DIR!, 'server', 'uploads', 'alumni', decodeURIComponent(src.split('/').pop()!))

test('adds feedback for a student from the alumni list, edits it without a new image, and deletes it, keeping its photo for a restore', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/alumni/feedback/list')
  await page.getByRole('button', { name: 'Add Alumni Feedback' }).click()

  // The button leads to the alumni list, where the student is chosen.
  await expect(page).toHaveURL(/#\/alumni\/list$/)
  await expect(await search(page, 'Search Alumni', 'Kemi Okoro')).toHaveCount(1)
  const studentId = (await firstRow(page).locator('[col-id="StudentID"]').textContent())!.trim()
  await firstRow(page).getByRole('button', { name: 'Add Feedback' }).click()

  await expect(page).toHaveURL(/#\/alumni\/feedback\/add$/)
  await expect(page.getByLabel('StudentID')).toHaveValue(studentId)
  await expect(page.getByLabel('Student Name')).toHaveValue('Kemi Okoro')
  await expect(page.getByText('PNG, JPG or JPEG, up to 2 MB')).toBeVisible()
  const title = unique('Where I found my calling')
  await page.getByLabel('Title').fill(title)
  await chooseImage(page, 'kemi.png', [240, 180, 20])
  await page.getByRole('textbox', { name: 'Feedback' }).click()
  await page.keyboard.type('The moot court taught me to stand and speak.')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'ALUMNI FEEDBACK ADDED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/alumni\/feedback\/list$/)
  const rows = await search(page, 'Search Alumni Feedback', title)
  await expect(rows).toHaveCount(1)
  await expect(firstRow(page)).toContainText(studentId)
  const image = firstRow(page).locator('img')
  await expect(image).toBeVisible()
  const src = (await image.getAttribute('src'))!
  expect(existsSync(uploadedFile(src))).toBe(true)

  await firstRow(page).getByRole('button', { name: 'Edit' }).click()
  await expect(page).toHaveURL(/#\/alumni\/feedback\/update\?id=\d+$/)
  await expect(page.getByLabel('Title')).toHaveValue(title)
  const renamed = `${title} (edited)`
  await page.getByLabel('Title').fill(renamed)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'ALUMNI FEEDBACK ADDED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/alumni\/feedback\/list$/)
  await expect(await search(page, 'Search Alumni Feedback', renamed)).toHaveCount(1)
  await expect(firstRow(page).locator('img')).toHaveAttribute('src', src)

  await firstRow(page).getByRole('button', { name: 'Delete' }).click()
  await confirmDelete(page, 'ARE YOU SURE YOU WANT TO DELETE THIS RECORD?')
  await expectAlert(page, 'SUCCESS', 'RECORD DELETED SUCCESSFULLY')
  await expect(rows).toHaveCount(0)
  // Issue 25: the deleted feedback keeps its history, its photo with it, so a Super Admin can restore it.
  expect(existsSync(uploadedFile(src))).toBe(true)
})

test('every Add Alumni Feedback check speaks in SPEC order, and images over 2 MB are refused', async ({
  page,
}) => {
  await signInAs(page, 'dssd')
  await page.goto('/#/alumni/feedback/add')
  await checksSpeakInOrder(page, [
    ['Please enter StudentID', () => page.getByLabel('StudentID').fill('DU/22/LAW/2001')],
    ['Please enter student name', () => page.getByLabel('Student Name').fill('Yetunde Bassey')],
    ['Please enter feedback title', () => page.getByLabel('Title').fill(unique('Law school ready'))],
    ['Please select student image', () => chooseImage(page, 'yetunde.png')],
    ['Please enter feedback content', async () => {}],
  ])

  await page
    .locator('.image-field input[type=file]')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: makePng(8, 8, [1, 2, 3], 2_000_100) })
  await expectAlert(page, 'Oops!', 'max file size is 2mb')
})

test('/alumni/viewalumni shows the alumni list', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/alumni/viewalumni')
  await expect(page.getByPlaceholder('Search Alumni')).toBeVisible()
  await expect(firstRow(page).getByRole('button', { name: 'Add Feedback' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0)
})
