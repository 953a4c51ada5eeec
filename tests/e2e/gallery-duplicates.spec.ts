import { expect, test, type Page } from '@playwright/test'
import { makePng } from '../support/images'
import { signInAs } from './helpers'

// Issue 28: the same three photos dropped a second time are found in the gallery (main hashes them, the
// server knows their hashes), marked and skipped by default; Upload anyway sends them after all. Files with
// the same bytes in one list, or still waiting in the upload queue, are marked the same way.

async function chooseDemoCategory(page: Page) {
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Campus Life' })
  await page.getByRole('combobox', { name: 'Sub Category' }).selectOption({ label: 'Sports' })
}

/**
 * Signed in on Add Gallery, with a name for this run's photos, and a seed for their bytes: no photo of another
 * test or run is one of them.
 */
async function startOnAddGallery(page: Page) {
  await signInAs(page, 'dssd')
  await page.goto('/#/about/gallery/addphoto')
  const batch = Date.now().toString(36)
  return { batch, seed: Number.parseInt(batch.slice(-4), 36) % 200 }
}

/**
 * The gallery holds `count` photos whose titles hold `words`, as its list counts them (the grid draws only the
 * rows in view, and counts them all, with its header row, for assistive technology).
 */
async function expectInGallery(page: Page, words: string, count: number) {
  await page.goto('/#/about/gallery/list')
  await page.getByPlaceholder('Search gallery').fill(words)
  await expect(page.getByRole('treegrid').or(page.getByRole('grid'))).toHaveAttribute(
    'aria-rowcount',
    String(count + 1),
    { timeout: 30_000 },
  )
  await page.goto('/#/about/gallery/addphoto')
}

test('the same three photos dropped twice: the second time all are marked and skipped; Upload anyway sends them', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const { batch, seed } = await startOnAddGallery(page)
  const files = [0, 1, 2].map((i) => ({
    name: `dup-${batch}-${i}.png`,
    mimeType: 'image/png',
    buffer: makePng(28 + i, 28, [seed, 40 + i * 60, 17]),
  }))
  const choose = () => page.getByLabel('Choose files').setInputFiles(files)
  const status = page.getByRole('status')

  await choose()
  await chooseDemoCategory(page)
  await page.getByRole('button', { name: 'Upload 3 files' }).click()
  await expect(status).toContainText('3 uploaded', { timeout: 60_000 })
  await expectInGallery(page, `dup ${batch}`, 3)

  // The second time: each file is marked with its title and place, Skip chosen, and nothing goes.
  await choose()
  await chooseDemoCategory(page)
  await page.getByRole('button', { name: 'Upload 3 files' }).click()
  const marks = page.getByRole('radiogroup')
  await expect(marks).toHaveCount(3, { timeout: 30_000 })
  for (const i of [0, 1, 2]) {
    const mark = page.getByRole('radiogroup', { name: new RegExp(`: dup-${batch}-${i}\\.png$`) })
    await expect(mark).toContainText(`Already in the gallery as 'dup ${batch} ${i}' (Campus Life / Sports)`)
    await expect(mark.getByRole('radio', { name: 'Skip' })).toBeChecked()
  }
  await expect(page.getByRole('button', { name: 'Upload 0 files' })).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByText('3 already in the gallery, skipped')).toBeVisible()
  // Nothing was handed to the queue: still the first batch's three.
  await expect(status).toContainText('3 uploaded')

  for (const i of [0, 1, 2])
    await page
      .getByRole('radiogroup', { name: new RegExp(`: dup-${batch}-${i}\\.png$`) })
      .getByRole('radio', { name: 'Upload anyway' })
      .check()
  // The titles are still the file names: one sub-category keeps one title, so the copies are renamed.
  for (const i of [0, 1, 2])
    await page.getByLabel(`Title of dup-${batch}-${i}.png`).fill(`dup ${batch} ${i} again`)
  await page.getByRole('button', { name: 'Upload 3 files' }).click()
  await expect(marks).toHaveCount(0, { timeout: 30_000 })
  await expect(status).toContainText('6 uploaded', { timeout: 60_000 })
  await expectInGallery(page, `dup ${batch}`, 6)
})

test('a photo picked twice under two names in one list goes once; the copy is marked and skipped', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { batch, seed } = await startOnAddGallery(page)
  const photo = (i: number) => makePng(31 + i, 29, [17, seed, 60 + i * 90])
  // A folder as phones and file managers leave it: a photo, its copy under another name, and another photo.
  const files = [
    { name: `twice-${batch}-a copy.png`, mimeType: 'image/png', buffer: photo(0) },
    { name: `twice-${batch}-a.png`, mimeType: 'image/png', buffer: photo(0) },
    { name: `twice-${batch}-b.png`, mimeType: 'image/png', buffer: photo(1) },
  ]
  await page.getByLabel('Choose files').setInputFiles(files)
  await chooseDemoCategory(page)
  await page.getByRole('button', { name: 'Upload 3 files' }).click()

  // The copy stays, naming the file that went in its place, Skip chosen; the other two are sent.
  const mark = page.getByRole('radiogroup', { name: new RegExp(`: twice-${batch}-a copy\\.png$`) })
  await expect(mark).toContainText(`The same photo as 'twice-${batch}-a.png', picked in this list`, {
    timeout: 30_000,
  })
  await expect(mark.getByRole('radio', { name: 'Skip' })).toBeChecked()
  await expect(page.getByText('1 picked twice, skipped')).toBeVisible()
  await expect(page.getByRole('status')).toContainText('2 uploaded', { timeout: 60_000 })
  await expectInGallery(page, `twice ${batch}`, 2)
  await expectInGallery(page, `twice ${batch} a copy`, 0)
})

test('the same files picked again while the first batch waits in the queue are marked, and arrive once', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const { batch, seed } = await startOnAddGallery(page)
  const files = Array.from({ length: 24 }, (_, i) => ({
    name: `again-${batch}-${i}.png`,
    mimeType: 'image/png',
    buffer: makePng(20 + i, 23, [seed, 200 - i * 7, 31]),
  }))
  const choose = () => page.getByLabel('Choose files').setInputFiles(files)
  const panel = page.locator('.upload-queue')

  await choose()
  await chooseDemoCategory(page)
  await page.getByRole('button', { name: 'Upload 24 files' }).click()
  // Paused as soon as the queue shows: its first files may be in, the others wait.
  await panel.getByRole('button', { name: 'Pause' }).click()
  await expect(panel).toContainText('Paused: nothing is being sent.')
  // The whole batch handed over (its later parts are queued after the pause).
  await expect(panel).toContainText(/ of 24 files/)

  await choose()
  await chooseDemoCategory(page)
  await page.getByRole('button', { name: 'Upload 24 files' }).click()
  // Each file is marked, as in the gallery (sent before the pause) or as in the queue (waiting), and none goes.
  const marks = page.getByRole('radiogroup')
  await expect(marks).toHaveCount(24, { timeout: 30_000 })
  for (const i of [0, 23])
    await expect(
      page.getByRole('radiogroup', { name: new RegExp(`: again-${batch}-${i}\\.png$`) }),
    ).toContainText(
      new RegExp(
        `^Already in the (gallery as 'again ${batch} ${i}' \\(Campus Life / Sports\\)|upload queue as 'again ${batch} ${i}')`,
      ),
    )
  await expect(page.getByRole('button', { name: 'Upload 0 files' })).toHaveAttribute('aria-disabled', 'true')

  await panel.getByRole('button', { name: 'Resume' }).click()
  await expect(page.getByRole('status')).toContainText('24 uploaded', { timeout: 60_000 })
  await expectInGallery(page, `again ${batch}`, 24)
})
