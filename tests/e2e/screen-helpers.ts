import { expect, type Page } from '@playwright/test'
import { makePng } from '../support/images'

// What an editor does on any form or list: read an alert and press OK, choose a photo, confirm a delete.

export const firstRow = (page: Page) => page.locator('.ag-row[row-index="0"]')

/** A title no other test run has used. */
export const unique = (title: string) => `${title} ${Date.now().toString(36)}`

export const submit = (page: Page) => page.getByRole('button', { name: 'Submit' }).click()

/** The first row's thumbnail has loaded from the server; answers its address. */
export async function thumbnailLoaded(page: Page) {
  const image = firstRow(page).locator('img')
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0)
  return image.getAttribute('src')
}

export async function expectAlert(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(title)
  await expect(dialog).toContainText(text)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toHaveCount(0)
}

/** The form's error summary (issue 47): SPEC's validation title over one line per failing field. */
export const errorSummary = (page: Page) => page.getByRole('group', { name: 'FORM VALIDATION ERROR' })

/**
 * The error summary lists exactly `messages`, in this order, and has the focus (a submit just failed).
 * No blocking alert stands.
 */
export async function expectSummary(page: Page, ...messages: string[]) {
  const summary = errorSummary(page)
  await expect(summary.getByRole('listitem')).toHaveText(messages)
  await expect(summary).toBeFocused()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  return summary
}

/** The error summary's first line is `message` (SPEC's alert's text), whatever follows it. */
export async function expectSummaryLeads(page: Page, message: string | RegExp) {
  await expect(errorSummary(page).getByRole('listitem').first()).toHaveText(message)
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * Replaces what a rich-text field holds with `text`, keys pressed in the editor itself (focused first, not
 * clicked), checking what the editor shows after each step. Select-all then Backspace at machine speed can
 * reach Slate before it has taken the selection in (it reads the page's selection on a short delay), and the
 * old text stays: the clear is pressed again until the editor shows no text, as a user would.
 */
export async function typeRichText(page: Page, label: string, text: string) {
  const editor = page.getByLabel(label, { exact: true })
  const clear = () =>
    expect(async () => {
      await editor.press('ControlOrMeta+A')
      await editor.press('Backspace')
      await expect(editor).not.toHaveText(/[\p{L}\p{N}]/u, { timeout: 1000 })
    }).toPass()
  await clear()
  if (!text) return
  await editor.pressSequentially(text)
  // Under a loaded machine Slate once kept only the first of the keys pressed at machine speed (the cause is
  // not known): the text is typed once more, as a user would, and said in the run's output, never silently.
  const taken = await expect(editor)
    .toHaveText(text, { timeout: 3000 })
    .then(() => true)
    .catch(() => false)
  if (!taken) {
    const shown = (await editor.innerText()).trim()
    console.warn(`typeRichText: "${label}" showed "${shown}" after typing "${text}": typed again`)
    await clear()
    await editor.pressSequentially(text)
  }
  await expect(editor).toHaveText(text)
}

export async function chooseImage(
  page: Page,
  name: string,
  rgb: [number, number, number] = [30, 90, 200],
  alt: string | null = DESCRIBED_PHOTO,
) {
  await page
    .locator('.image-field input[type=file]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: makePng(64, 64, rgb) })
  await expect(page.locator('.image-field img')).toBeVisible()
  // Issue 27: a photo is described as an editor would, so a publish is not held for it (null: left blank).
  if (alt !== null) await describeImage(page, alt)
}

/** Types the first image's alternative text, when the form has one. */
export async function describeImage(page: Page, alt: string = DESCRIBED_PHOTO) {
  const altText = page.locator('.image-field__alt').getByRole('textbox', { name: 'Alternative text' }).first()
  if ((await altText.count()) > 0) await altText.fill(alt)
}

/** The alternative text chooseImage types: what the photo shows, not its file name or the record's title. */
export const DESCRIBED_PHOTO = 'Students walking past the main library in the sun'

/** Delete's confirmation says `text`; Yes deletes. */
export async function confirmDelete(page: Page, text: string) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(text)
  await dialog.getByRole('button', { name: 'Yes' }).click()
}

/** The rows a search leaves in the list. */
export async function search(page: Page, placeholder: string, text: string) {
  // Exact: while a screen loads, the one before it may still show a search box whose text begins the same.
  await page.getByPlaceholder(placeholder, { exact: true }).fill(text)
  return page.locator('.ag-row')
}

/** On a records import screen: chooses the CSV file at `path` and asks for its preview. */
export async function previewImport(page: Page, kind: string, path: string) {
  await page.goto(`/#/records/${kind}/import`)
  await page.getByLabel('CSV file').setInputFiles(path)
  await page.getByRole('button', { name: 'Preview' }).click()
}
