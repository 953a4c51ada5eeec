import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signInAs } from './helpers'
import { firstRow } from './screen-helpers'

// Every screen passes an axe-core scan with no serious or critical violation: the login screen, each route
// of the renderer's screen table (lists and forms) and the dialogs that open over them.
const screensFile = join(import.meta.dirname, '../../src/renderer/src/app/screens.ts')
const ROUTES = [...readFileSync(screensFile, 'utf8').matchAll(/^\s+'(\/[^']*)':/gm)].map((match) => match[1])

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

test('the login screen', async ({ page }) => {
  await page.goto('/#/logout')
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('every screen of a signed-in Super Admin', async ({ page }) => {
  test.setTimeout(ROUTES.length * 10_000)
  expect(ROUTES.length).toBeGreaterThan(30)
  await signInAs(page, 'admin')
  const found: string[] = []
  for (const route of ROUTES) {
    await page.goto(`/#${route}`)
    await expect(page.getByRole('main')).toBeVisible()
    await page.waitForLoadState('networkidle')
    found.push(...(await seriousViolations(page)).map((violation) => `${route}: ${violation}`))
  }
  expect(found).toEqual([])
})

test('the open dialogs: settings and a delete confirmation', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.getByRole('button', { name: 'Amina Halima Bello' }).click()
  await page.getByRole('button', { name: 'Settings' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.goto('/#/leadership/leadershiplist')
  const remove = firstRow(page).getByRole('button', { name: 'Delete' })
  await remove.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(remove).toBeFocused()
})

test('the keyboard reaches every control of the login screen, each visibly focused', async ({ page }) => {
  await page.goto('/#/logout')
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible()
  const reached: string[] = []
  for (let step = 0; step < 30 && !reached.includes('LOGIN'); step++) {
    await page.keyboard.press('Tab')
    const focused = page.locator(':focus')
    const ring = await focused.evaluate((element) => getComputedStyle(element).boxShadow)
    expect(ring).not.toBe('none')
    // A field by its label, a button by its text.
    reached.push(
      await focused.evaluate((element) =>
        ((element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '').trim(),
      ),
    )
  }
  expect(reached.some((name) => /username/i.test(name))).toBe(true)
  expect(reached.some((name) => /password/i.test(name))).toBe(true)
  expect(reached).toContain('LOGIN')
})
