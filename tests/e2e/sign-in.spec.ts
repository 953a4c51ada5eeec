import { EXPECTED_MENU_BY_LEVEL } from '../support/expected-menus'
import { expect, test } from '@playwright/test'
import { NO_ACCESS_TEXT } from '../../src/shared/rules/shell'
import { menuEntries, signIn, signInAs, signInThroughForm } from './helpers'
import { expectSummary } from './screen-helpers'

// A newcomer signs in with each demo account and sees the menu of their group (SPEC §6).
const MENUS = {
  admin: EXPECTED_MENU_BY_LEVEL[1],
  faculty: EXPECTED_MENU_BY_LEVEL[2],
  department: EXPECTED_MENU_BY_LEVEL[3],
  dssd: EXPECTED_MENU_BY_LEVEL[4],
}
/**
 * The count cards each group sees: those whose list it may open (rules/dashboard.ts), after the reviewers'
 * 'Changes to review' (issue 48).
 */
const CARDS: Record<keyof typeof MENUS, string[]> = {
  admin: ['Changes to review', 'Users', 'Faculties', 'Courses', 'News', 'Event'],
  faculty: ['Changes to review', 'Users', 'Courses', 'News', 'Event'],
  department: ['Courses'],
  dssd: ['Changes to review', 'News', 'Event'],
}

for (const [username, sections] of Object.entries(MENUS) as [keyof typeof MENUS, string[]][]) {
  test(`${username} signs in, sees the dashboard counts and exactly the menu of the group`, async ({
    page,
  }) => {
    await signInThroughForm(page, username)
    await expect(page.getByRole('term')).toHaveText(CARDS[username])
    for (const count of await page.getByRole('definition').allTextContents())
      expect(count).toMatch(/^\d[\d,]*$/)
    expect((await menuEntries(page)).map((s) => s.trim())).toEqual(sections)
  })
}

test("a Faculty user's News count is their faculty's, and opens their faculty's News List", async ({
  page,
}) => {
  await signInAs(page, 'faculty')
  const card = page.locator('.count-card', { hasText: 'News' })
  const counted = Number((await card.locator('dd').textContent())?.replace(/,/g, ''))
  expect(counted).toBeGreaterThan(0)
  await card.getByRole('link', { name: 'News' }).click()
  await expect(page).toHaveURL(/#\/faculty\/news\/list$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('News List')
  const rows = page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
  await expect(rows).toHaveCount(counted)
})

test('the faculty menu lists the faculties from the server', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.getByRole('button', { name: 'Faculty' }).click()
  const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /Faculty of/ })
  await expect(links.first()).toBeVisible()
  expect(await links.count()).toBeGreaterThanOrEqual(5)
  await expect(links.first()).toHaveAttribute('href', /#\/faculty\/dashboard\/[a-z0-9-]+$/)
})

test('a wrong password shows Invalid Login Credential under Oops!', async ({ page }) => {
  await signIn(page, 'admin', 'not-the-password')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Oops!')
  await expect(dialog).toContainText('Invalid Login Credential')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByLabel('Username')).toHaveValue('admin')
})

test('empty fields are checked at once, in order: username, then password', async ({ page }) => {
  await page.goto('/#/login')
  await page.getByRole('button', { name: 'LOGIN' }).click()
  await expectSummary(page, 'Please enter your username', 'Please enter your password')
  await page.getByLabel('Username').fill('admin')
  await page.getByRole('button', { name: 'LOGIN' }).click()
  await expectSummary(page, 'Please enter your password')
})

test('signing out returns to the login screen and Back does not get back in', async ({ page }) => {
  await signInThroughForm(page, 'admin')
  await page.getByRole('button', { name: 'Amina Halima Bello' }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0)
})

test('an unknown route shows Page not found! with a way back to the dashboard', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/no/such/screen')
  await expect(page.getByText('Page not found!')).toBeVisible()
  await page.getByRole('link', { name: 'Go to the dashboard' }).click()
  await expect(page.getByRole('term')).toHaveText(CARDS.admin)
})

test('a level not allowed on a route sees the no-access page and stays signed in', async ({ page }) => {
  await signInAs(page, 'department')
  await page.goto('/#/general/slider/addslider')
  await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS_TEXT.title })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS_TEXT.title })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
})

test('the dark-mode switch survives a reload', async ({ page }) => {
  await signInAs(page, 'admin')
  const start = await page.locator('html').getAttribute('data-theme')
  await page.getByRole('button', { name: 'Amina Halima Bello' }).click()
  await page.getByRole('switch', { name: 'Dark mode' }).click()
  const flipped = start === 'dark' ? 'light' : 'dark'
  await expect(page.locator('html')).toHaveAttribute('data-theme', flipped)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', flipped)
})

test('each browser profile keeps its own session in browser mode', async ({ page, browser }) => {
  await signInAs(page, 'dssd')
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto('/')
  await expect(otherPage.getByRole('button', { name: 'LOGIN' })).toBeVisible()
  await other.close()
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
})
