import { expect, test } from '@playwright/test'
import { RETENTION_DEFAULTS, RETENTION_TEXT } from '../../src/shared/rules/retention'
import { API, apiToken, authorized } from './api'
import { signInAs } from './helpers'
import { expectAlert, expectSummaryLeads, unique } from './screen-helpers'

// Issue 25 "Retention": a Super Admin sets how long versions are kept, and brings a deleted news item back
// from the audit log, then pins the version the restore made.

test('a Super Admin sets the version retention from the General menu, and finds it after a reload', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'General' }).click()
  await menu.getByRole('link', { name: RETENTION_TEXT.menu }).click()
  const versions = page.getByLabel(RETENTION_TEXT.keepVersions)
  const days = page.getByLabel(RETENTION_TEXT.keepDays)
  await expect(versions).toHaveValue(String(RETENTION_DEFAULTS.keepVersions))
  await expect(days).toHaveValue(String(RETENTION_DEFAULTS.keepDays))

  await versions.fill('0')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectSummaryLeads(page, /^Keep between 1 and/)

  await versions.fill('40')
  await days.fill('200')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', RETENTION_TEXT.saved)
  await page.reload()
  await expect(page.getByLabel(RETENTION_TEXT.keepVersions)).toHaveValue('40')
  await expect(page.getByLabel(RETENTION_TEXT.keepDays)).toHaveValue('200')

  // Back to the defaults, for the rest of the suite.
  await page.getByLabel(RETENTION_TEXT.keepVersions).fill(String(RETENTION_DEFAULTS.keepVersions))
  await page.getByLabel(RETENTION_TEXT.keepDays).fill(String(RETENTION_DEFAULTS.keepDays))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', RETENTION_TEXT.saved)
})

test('a Super Admin restores a deleted news item from the audit log, then pins the restored version', async ({
  page,
  request,
}) => {
  const headers = authorized(await apiToken(request))
  const title = unique('Restored notice')
  const content = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Back again.' }] }])
  const added = await request.post(`${API}news/add`, {
    headers,
    data: { title, status: 1, content, FacultyCode: 'General', submittedBy: 'x' },
  })
  const { entry_id } = (await added.json()) as { entry_id: number }
  expect((await request.delete(`${API}news/delete/${entry_id}`, { headers })).status()).toBe(200)

  await signInAs(page, 'admin')
  await page.getByRole('button', { name: 'Amina Halima Bello' }).click()
  await page.getByRole('button', { name: 'Audit log' }).click()
  await page.getByPlaceholder('Search Audit Log').fill(title)
  const deleted = `Amina Halima Bello deleted the news '${title}'`
  await page.getByRole('button', { name: deleted }).click()
  const dialog = page.getByRole('dialog', { name: deleted })
  await dialog.getByRole('button', { name: RETENTION_TEXT.restore }).click()
  await expect(dialog.getByRole('status')).toHaveText(RETENTION_TEXT.restored)
  await dialog.getByRole('button', { name: 'Close' }).click()

  const restored = `Amina Halima Bello restored the news '${title}'`
  await page.getByRole('button', { name: restored }).click()
  const restoredDialog = page.getByRole('dialog', { name: restored })
  await expect(restoredDialog.getByRole('button', { name: RETENTION_TEXT.restore })).toHaveCount(0)
  await restoredDialog.getByRole('button', { name: RETENTION_TEXT.pin }).click()
  await expect(restoredDialog.getByRole('status')).toHaveText(RETENTION_TEXT.pinned)
  await expect(restoredDialog.getByRole('button', { name: RETENTION_TEXT.unpin })).toBeVisible()
  await restoredDialog.getByRole('button', { name: 'Close' }).click()

  const back = await request.get(`${API}news/one/${entry_id}`, { headers })
  expect(await back.json()).toMatchObject({ EntryID: entry_id, Title: title })
})
