import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo1234'

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  // Through /logout, so whoever was signed in on this page is signed out first.
  await page.goto('/#/logout')
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'LOGIN' }).click()
}

export async function signInAs(page: Page, username: string) {
  await signIn(page, username)
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
}

/** The top-level entries of the side menu: links and section toggles, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  return menu.locator(':scope > ul > li > a, :scope > ul > li > button').allTextContents()
}
