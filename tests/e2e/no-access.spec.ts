import { expect, test } from '@playwright/test'
import { NO_ACCESS_TEXT, SKIP_TO_CONTENT } from '../../src/shared/rules/shell'
import { signIn, signInAs } from './helpers'

// A screen the user's level may not open shows a page that says so, with a way back; the user stays signed
// in (SPEC §6 signed them out without a word). And the keyboard's way round the signed-in shell.

for (const [username, fullName] of [
  ['department', 'Grace Oluwaseun Adeyemi'],
  ['dssd', 'Ibrahim Musa Danjuma'],
] as const) {
  test(`a ${username} user opening /permission sees the no-access page and stays signed in`, async ({
    page,
  }) => {
    await signInAs(page, username)
    await page.goto('/#/permission')
    const heading = page.getByRole('heading', { level: 1, name: NO_ACCESS_TEXT.title })
    await expect(heading).toBeVisible()
    await expect(heading).toBeFocused()
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await expect(page.getByRole('button', { name: fullName })).toBeVisible()

    // A reload keeps the session, and the page.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS_TEXT.title })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'LOGIN' })).toHaveCount(0)

    await page.getByRole('link', { name: NO_ACCESS_TEXT.back }).click()
    await expect(page).toHaveURL(/#\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('button', { name: fullName })).toBeVisible()
  })
}

test('after sign-in the page heading has the focus', async ({ page }) => {
  await signIn(page, 'admin')
  const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' })
  await expect(heading).toBeVisible()
  await expect(heading).toBeFocused()
})

test('the first Tab stop is the skip link, which appears and moves the focus to the main region', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/news/general/list')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  // From the top of the page, where a keyboard user starts coming from the browser's own controls: the
  // focus (and Chromium's point where Tab goes on from) is put at the start of the body.
  await page.evaluate(() => {
    document.body.tabIndex = -1
    document.body.focus()
    document.body.removeAttribute('tabindex')
  })
  const skip = page.getByRole('link', { name: SKIP_TO_CONTENT })
  // Out of sight (a clipped pixel) until the keyboard reaches it.
  expect((await skip.boundingBox())?.width).toBeLessThanOrEqual(1)
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  expect((await skip.boundingBox())?.width).toBeGreaterThan(40)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  await expect(page).toHaveURL(/#\/news\/general\/list$/)
  // The next Tab goes on inside the screen, not back to the side menu.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
    true,
  )
})
