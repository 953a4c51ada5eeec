import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { UNREADABLE_IMAGE_MESSAGE } from '../../src/shared/rules/uploads'
import { makeCutShortJpeg, makePng } from '../support/images'
import { seriousViolations } from './axe'
import { signInAs } from './helpers'
import { expectAlert, unique } from './screen-helpers'

// An editor files photos under categories and drops a whole batch on the console (SPEC §2.5).

/** A category and sub-category of the demo seed (tests running beside this one add their own). */
async function chooseDemoCategory(page: Page) {
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Campus Life' })
  await page.getByRole('combobox', { name: 'Sub Category' }).selectOption({ label: 'Sports' })
}

const rowWith = (page: Page, text: string) => page.locator('.ag-row', { hasText: text })

/**
 * Waits for the batch's summary; when it does not come, the failure names each file's state as main holds
 * it, which tells a queue that stalled from a page that stopped hearing about it.
 */
async function expectSummary(page: Page, text: string, timeout: number) {
  try {
    await expect(page.getByRole('status')).toContainText(text, { timeout })
  } catch (error) {
    const held = await page
      .evaluate(async () => {
        // The bridge call the page itself makes (browser mode), for the queue as main holds it now.
        const response = await fetch('/bridge/invoke', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-console-bridge': '1' },
          body: JSON.stringify({ channel: 'uploads:list' }),
        })
        return response.text()
      })
      .catch((reason: unknown) => `(main's queue could not be read: ${String(reason)})`)
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nMain's queue: ${held}`)
  }
}

test('adds, renames and deletes a gallery category and a sub-category', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/about/gallery/addcategory')
  const category = unique('Sports')
  await page.getByRole('textbox', { name: 'Category', exact: true }).fill(category)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'CATEGORY ADDED SUCCESSFULLY')
  await page.getByPlaceholder('Search gallery category').fill(category)
  await expect(rowWith(page, category)).toHaveCount(1)

  await rowWith(page, category).getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByRole('textbox', { name: 'Category', exact: true })).toHaveValue(category)
  const renamed = `${category} day`
  await page.getByRole('textbox', { name: 'Category', exact: true }).fill(renamed)
  await page.getByRole('button', { name: 'Update' }).click()
  await expectAlert(page, 'SUCCESS', 'CATEGORY UPDATED SUCCESSFULLY')
  await page.getByPlaceholder('Search gallery category').fill(renamed)
  await expect(rowWith(page, renamed)).toHaveCount(1)

  await page.goto('/#/about/gallery/addsubcategory')
  const sub = unique('Finals')
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: renamed })
  await page.getByRole('textbox', { name: 'Sub Category', exact: true }).fill(sub)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'SUB CATEGORY ADDED SUCCESSFULLY')
  await page.getByPlaceholder('Search gallery sub category').fill(sub)
  await rowWith(page, sub).getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('ARE YOU SURE YOU WANT TO DELETE THIS RECORD?')
  await confirm.getByRole('button', { name: 'Yes' }).click()
  await expectAlert(page, 'SUCCESS', 'GALLERY SUB CATEGORY DELETED SUCCESSFULLY')
  await expect(rowWith(page, sub)).toHaveCount(0)

  await page.goto('/#/about/gallery/addcategory')
  await page.getByPlaceholder('Search gallery category').fill(renamed)
  await rowWith(page, renamed).getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click()
  await expectAlert(page, 'SUCCESS', 'GALLERY CATEGORY DELETED SUCCESSFULLY')
  await expect(rowWith(page, renamed)).toHaveCount(0)
})

test('a batch of 20 dropped files ends as 18 photos, the wrong type and the oversize file marked', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInAs(page, 'dssd')
  await page.goto('/#/about/gallery/addphoto')
  const batch = Date.now().toString(36)
  const files = Array.from({ length: 18 }, (_, i) => ({
    name: `batch-${batch}-${i}.png`,
    mimeType: 'image/png',
    buffer: makePng(32, 32, [i * 12, 90, 200]),
  }))
  files.push({ name: `notes-${batch}.txt`, mimeType: 'text/plain', buffer: Buffer.from('not a photo') })
  files.push({
    name: `huge-${batch}.png`,
    mimeType: 'image/png',
    buffer: makePng(8, 8, [1, 2, 3], 10_485_761),
  })
  await page.getByLabel('Choose files').setInputFiles(files)

  await expect(page.getByText('Only .png, .jpg, .jpeg, .mp4, .avi and mov format allowed!')).toBeVisible()
  await expect(page.getByText('max file size is 10MB')).toBeVisible()
  await chooseDemoCategory(page)
  await page.getByRole('button', { name: 'Upload 18 files' }).click()

  await expectSummary(page, '18 uploaded', 90_000)
  await page.goto('/#/about/gallery/list')
  await page.getByPlaceholder('Search gallery').fill(`batch ${batch}`)
  await expect(page.locator('.ag-row')).toHaveCount(10)
  await expect(page.locator('.ag-paging-row-summary-panel')).toContainText('of 18')
  const thumbnail = page.locator('.ag-row img').first()
  await expect
    .poll(() => thumbnail.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0)
})

test('a chosen folder sends every photo in it and its sub-folders, and marks what is not a photo', async ({
  page,
}) => {
  const batch = Date.now().toString(36)
  const folder = await mkdtemp(join(tmpdir(), 'gallery-folder-'))
  try {
    await mkdir(join(folder, 'day two'))
    await writeFile(join(folder, `open-${batch}-a.png`), makePng(20, 20, [200, 10, 10]))
    await writeFile(join(folder, `open-${batch}-b.png`), makePng(20, 20, [10, 200, 10]))
    await writeFile(join(folder, 'day two', `open-${batch}-c.png`), makePng(20, 20, [10, 10, 200]))
    await writeFile(join(folder, 'day two', `readme-${batch}.txt`), 'not a photo')

    await signInAs(page, 'admin')
    await page.goto('/#/about/gallery/addphoto')
    await page.getByLabel('Choose a folder').setInputFiles(folder)
    await expect(page.getByText('Only .png, .jpg, .jpeg, .mp4, .avi and mov format allowed!')).toBeVisible()
    await chooseDemoCategory(page)
    await page.getByRole('button', { name: 'Upload 3 files' }).click()
    await expectSummary(page, '3 uploaded', 50_000)

    await page.goto('/#/about/gallery/list')
    await page.getByPlaceholder('Search gallery').fill(`open ${batch}`)
    await expect(page.locator('.ag-row')).toHaveCount(3)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})

test('a gallery photo is edited and then deleted', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/about/gallery/addphoto')
  // Titles come from file names with dashes turned to spaces: a name without them is its own title.
  const name = `edit${Date.now().toString(36)}`
  await page
    .getByLabel('Choose files')
    .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: makePng(16, 16) })
  await chooseDemoCategory(page)
  await page.getByRole('button', { name: /^Upload 1 files?$/ }).click()
  await expectSummary(page, '1 uploaded', 50_000)

  await page.goto('/#/about/gallery/list')
  await page.getByPlaceholder('Search gallery').fill(name)
  // Row buttons are named with their record (this one's name holds the word 'edit').
  await rowWith(page, name)
    .getByRole('button', { name: `Edit '${name}'`, exact: true })
    .click()
  const title = `${name} renamed`
  await page.getByLabel('Image Title').fill(title)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'GALLERY UPDATED SUCCESSFULLY')

  await page.getByPlaceholder('Search gallery').fill(title)
  await rowWith(page, title)
    .getByRole('button', { name: `Delete '${title}'`, exact: true })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click()
  await expectAlert(page, 'SUCCESS', 'GALLERY DELETED SUCCESSFULLY')
  await page.getByPlaceholder('Search gallery').fill(title)
  await expect(page.locator('.ag-row')).toHaveCount(0)
})

test('a damaged photo in a batch is marked with its reason as it is picked, and leaves no gallery record', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInAs(page, 'dssd')
  await page.goto('/#/about/gallery/addphoto')
  const batch = Date.now().toString(36)
  await page.getByLabel('Choose files').setInputFiles([
    { name: `damaged-${batch}-whole.png`, mimeType: 'image/png', buffer: makePng(24, 24) },
    { name: `damaged-${batch}-cut.jpg`, mimeType: 'image/jpeg', buffer: await makeCutShortJpeg() },
  ])
  await chooseDemoCategory(page)
  // Issue 45: read when picked, the damaged photo is marked on its row before anything is sent.
  const damaged = page.locator('.picked-row', { hasText: `damaged-${batch}-cut.jpg` })
  await expect(damaged).toContainText(UNREADABLE_IMAGE_MESSAGE, { timeout: 30_000 })
  await page.getByRole('button', { name: 'Upload 1 file' }).click()

  await expectSummary(page, '1 uploaded', 60_000)
  await page.goto('/#/about/gallery/list')
  await page.getByPlaceholder('Search gallery').fill(`damaged ${batch}`)
  await expect(rowWith(page, `damaged ${batch} whole`)).toHaveCount(1)
  await expect(page.locator('.ag-row')).toHaveCount(1)
})

test('a bulk upload saves the alternative text typed for each photo (issue 27)', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/about/gallery/addphoto')
  const batch = `alt${Date.now().toString(36)}`
  await page.getByLabel('Choose files').setInputFiles([
    { name: `${batch}a.png`, mimeType: 'image/png', buffer: makePng(16, 16, [200, 10, 10]) },
    { name: `${batch}b.png`, mimeType: 'image/png', buffer: makePng(16, 16, [10, 200, 10]) },
  ])
  const described = {
    [`${batch}a`]: 'The choir singing on the main stage',
    [`${batch}b`]: 'Graduates throwing their caps on the lawn',
  }
  for (const [title, alt] of Object.entries(described))
    await page.getByLabel(`Alternative text for ${title}.png`).fill(alt)
  await chooseDemoCategory(page)
  await page.getByRole('button', { name: 'Upload 2 files' }).click()
  await expectSummary(page, '2 uploaded', 50_000)

  for (const [title, alt] of Object.entries(described)) {
    await page.goto('/#/about/gallery/list')
    await page.getByPlaceholder('Search gallery').fill(title)
    await rowWith(page, title)
      .getByRole('button', { name: `Edit '${title}'`, exact: true })
      .click()
    await expect(page.getByLabel('Alternative text', { exact: true })).toHaveValue(alt)
    await expect(page.getByRole('checkbox', { name: 'Decorative image' })).not.toBeChecked()
  }
})

test('a photo sent without alternative text is held back from the public site until it is described (issue 45)', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/about/gallery/addphoto')
  const batch = `held${Date.now().toString(36)}`
  await page.getByLabel('Choose files').setInputFiles([
    { name: `${batch}a.png`, mimeType: 'image/png', buffer: makePng(64, 48, [200, 10, 10]) },
    { name: `${batch}b.png`, mimeType: 'image/png', buffer: makePng(64, 48, [10, 200, 10]) },
  ])
  const pickedRow = (title: string) =>
    page.locator('.picked-row', { has: page.getByLabel(`Title of ${title}.png`) })
  await page.getByLabel(`Alternative text for ${batch}a.png`).fill('The choir singing on the main stage')
  await expect(pickedRow(`${batch}a`).getByText('Needs alternative text')).toHaveCount(0)
  await expect(pickedRow(`${batch}b`).getByText('Needs alternative text')).toBeVisible()
  // Large enough to say what the photo shows from it.
  const preview = await pickedRow(`${batch}b`).locator('.picked-row__preview').boundingBox()
  expect(preview?.width).toBeGreaterThanOrEqual(160)
  await chooseDemoCategory(page)
  await page.getByRole('button', { name: 'Upload 2 files' }).click()
  await expectSummary(page, '2 uploaded', 50_000)

  await page.goto('/#/about/gallery/list')
  await page.getByPlaceholder('Search gallery').fill(batch)
  await expect(rowWith(page, `${batch}a`).getByText('Held back')).toHaveCount(0)
  const held = rowWith(page, `${batch}b`)
  await expect(held.getByText('Held back')).toBeVisible()
  await expect(held).toContainText(
    'Not on the public site until this is fixed: The image has no alternative text.',
  )

  await held.getByRole('button', { name: `Edit '${batch}b'`, exact: true }).click()
  await expect(page.getByRole('note')).toContainText('Held back')
  await page.getByLabel('Alternative text', { exact: true }).fill('Graduates throwing their caps on the lawn')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'GALLERY UPDATED SUCCESSFULLY')
  await page.getByPlaceholder('Search gallery').fill(batch)
  await expect(page.locator('.ag-row')).toHaveCount(2)
  await expect(page.locator('.ag-row', { hasText: 'Held back' })).toHaveCount(0)
})

test('photos selected in the list get one alternative text, then each its own, and are deleted together; the selection and its dialog pass axe (issue 47)', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/about/gallery/addphoto')
  const name = `bulk${Date.now().toString(36)}`
  await page.getByLabel('Choose files').setInputFiles([
    { name: `${name}a.png`, mimeType: 'image/png', buffer: makePng(16, 16, [10, 120, 200]) },
    { name: `${name}b.png`, mimeType: 'image/png', buffer: makePng(16, 16, [200, 40, 90]) },
  ])
  await chooseDemoCategory(page)
  await page.getByRole('button', { name: /^Upload 2 files?$/ }).click()
  await expectSummary(page, '2 uploaded', 50_000)

  await page.goto('/#/about/gallery/list')
  // Only this test's photos: the search leaves them, and "Select all listed" takes what the search leaves.
  await page.getByPlaceholder('Search gallery').fill(name)
  await expect(page.locator('.ag-row')).toHaveCount(2)
  await page.getByRole('checkbox', { name: 'Select all listed' }).check()
  await expect(page.getByText('2 photos selected', { exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByLabel('Alternative text for the selected photos').fill('Students at the sports field')
  await page.getByRole('button', { name: 'Write to selected' }).click()
  await expectAlert(page, 'SUCCESS', 'Alternative text written to 2 photos.')

  // Each its own text, in one dialog that shows each photo with the text it has now.
  await page.getByPlaceholder('Search gallery').fill(name)
  await page.getByRole('checkbox', { name: 'Select all listed' }).check()
  await page.getByRole('button', { name: 'Describe each…' }).click()
  const describe = page.getByRole('dialog', { name: 'Alternative text of the 2 selected photos' })
  const texts = describe.getByRole('textbox')
  await expect(texts).toHaveCount(2)
  await expect(texts.first()).toHaveValue('Students at the sports field')
  expect(await seriousViolations(page)).toEqual([])
  await texts.nth(0).fill('A student runs the last bend of the track')
  await texts.nth(1).fill('Spectators cheer from the stand')
  await describe.getByRole('button', { name: 'Save all' }).click()
  await expectAlert(page, 'SUCCESS', 'Alternative text written to 2 photos, each its own.')

  await page.getByPlaceholder('Search gallery').fill(name)
  await page.getByRole('checkbox', { name: 'Select all listed' }).check()
  await page.getByRole('button', { name: 'Delete selected' }).click()
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('Delete 2 photos?')
  await confirm.getByRole('button', { name: 'Yes' }).click()
  await expectAlert(page, 'SUCCESS', '2 photos deleted.')
  await page.getByPlaceholder('Search gallery').fill(name)
  await expect(page.locator('.ag-row')).toHaveCount(0)
})
