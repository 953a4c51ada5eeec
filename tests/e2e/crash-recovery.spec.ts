import { expect, test } from '@playwright/test'
import { recoveredUrl } from '../../src/main/desktop/crash-reload'
import { RECOVERY_TEXT } from '../../src/shared/rules/recovery'
import { signInAs } from './helpers'
import { unique } from './screen-helpers'

// Crash safety (issue 11) in Chromium: what an editor typed survives the page being reloaded, and a page
// that main reopened after its process died (the address main loads then) says so, with the draft there.

test('a news draft survives a reload and the reopening after a crash', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/news/general/add')
  const title = unique('Typed before the crash')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Content').click()
  await page.keyboard.type('Half a story.')

  await page.reload()
  await expect(page.getByLabel('Title')).toHaveValue(title)
  await expect(page.getByLabel('Content')).toContainText('Half a story.')
  await expect(page.getByText(RECOVERY_TEXT.reopened)).toBeHidden()

  await page.goto(recoveredUrl(page.url()))
  await expect(page.getByText(RECOVERY_TEXT.reopened)).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue(title)
  await expect(page.getByLabel('Content')).toContainText('Half a story.')
  // Said once: the flag leaves the address, so the next reload is quiet.
  await expect(page).toHaveURL(/\/#\/news\/general\/add$/)
})
