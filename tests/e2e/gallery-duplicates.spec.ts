import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { cameraPhotos } from '../support/camera-burst'
import { makePng } from '../support/images'
import { signInAs } from './helpers'

// Issue 28: the same three photos dropped a second time are found in the gallery (main hashes them, the
// server knows their hashes), marked and skipped by default; Upload anyway sends them after all. Files with
// the same bytes in one list, or still waiting in the upload queue, are marked the same way. Since issue 45
// the marks come as the files are picked, before Upload is pressed.

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

  // The second time: each file is marked with its title and place as it is picked, Skip chosen, and nothing goes.
  await choose()
  await chooseDemoCategory(page)
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

  // The copy is marked as it is picked, naming the file that goes in its place, Skip chosen.
  const mark = page.getByRole('radiogroup', { name: new RegExp(`: twice-${batch}-a copy\\.png$`) })
  await expect(mark).toContainText(`The same photo as 'twice-${batch}-a.png', picked in this list`, {
    timeout: 30_000,
  })
  await expect(mark.getByRole('radio', { name: 'Skip' })).toBeChecked()
  await expect(page.getByText('1 picked twice, skipped')).toBeVisible()
  await page.getByRole('button', { name: 'Upload 2 files' }).click()
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
  // Each file is marked as it is picked, as in the gallery (sent before the pause) or as in the queue (waiting), and none goes.
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

test('20 camera photos picked: a damaged one and a copy are marked, every photo read, before Upload', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { batch } = await startOnAddGallery(page)
  const photos = await cameraPhotos(19)
  const files = [
    ...photos.slice(0, 18).map((buffer, i) => ({ name: `cam-${batch}-${i}.jpg`, buffer })),
    // The first photo again under a copy's name, and the last one cut short as a copy that stopped.
    { name: `cam-${batch}-0 copy.jpg`, buffer: photos[0]! },
    {
      name: `cam-${batch}-cut.jpg`,
      buffer: photos[18]!.subarray(0, Math.floor(photos[18]!.length / 2)),
    },
  ]
  // On disk, as a camera card is: passed by path, the browser reads them itself.
  const dir = await mkdtemp(join(tmpdir(), 'camera-'))
  const paths = await Promise.all(
    files.map(async ({ name, buffer }) => (await writeFile(join(dir, name), buffer), join(dir, name))),
  )
  await chooseDemoCategory(page)
  const picked = Date.now()
  await page.getByLabel('Choose files').setInputFiles(paths)
  await expect(page.getByText(/Checking the files… \d+ of 20/)).toBeVisible()
  await expect(
    page.getByText('The image could not be read: the file is damaged or incomplete.', { exact: false }),
  ).toBeVisible({
    timeout: 120_000,
  })
  await expect(
    page.getByRole('radiogroup', { name: new RegExp(`: cam-${batch}-0 copy\\.jpg$`) }),
  ).toContainText(`The same photo as 'cam-${batch}-0.jpg', picked in this list`, { timeout: 120_000 })
  await expect(page.getByText(/Checking the files/)).toHaveCount(0, { timeout: 120_000 })
  const seconds = (Date.now() - picked) / 1000
  // Every photo read shows main's small preview (the copy too), never the file itself.
  const previews = page.locator('.picked-row__preview img')
  await expect(previews).toHaveCount(19)
  for (const src of await previews.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? '')))
    expect(src).toMatch(/^data:image\/jpeg;base64,/)
  // Nothing was queued to learn this: the photos that go wait for Upload.
  await expect(page.getByRole('button', { name: 'Upload 18 files' })).toBeVisible()
  console.log(`browser mode: 20 camera photos picked to every mark shown in ${seconds.toFixed(1)} s`)
  await rm(dir, { recursive: true, force: true })
})
