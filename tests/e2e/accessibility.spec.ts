import { expect, test, type Page } from '@playwright/test'
import { A11Y_TEXT } from '../../src/shared/rules/a11y-screens'
import { ACCOUNT_PATHS, ACCOUNT_TEXT } from '../../src/shared/rules/accounts'
import { ROUTES } from '../../src/shared/rules/routes'
import { seriousViolations } from './axe'
import { signInAs } from './helpers'
import { makePng } from '../support/images'
import { firstRow } from './screen-helpers'

// Every screen passes an axe-core scan (its current default rules) with no serious or critical violation, in
// the light and the dark theme: the login screen, each route of SPEC's table (lists and forms, filled with the
// demo university's rows) and the dialogs that open over them. ROUTES holds the signed-in screens only; the
// public ones (a set-password link's screen) are scanned on their own below.
const SCREEN_PATHS = ROUTES.map(({ path }) => path.replace(':slug', 'faculty-of-engineering'))
const THEMES = ['light', 'dark'] as const

/** Switches the theme from the user menu, as a user does (the choice is kept for the next pages). */
async function chooseTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.getByRole('button', { name: 'Amina Halima Bello' }).click()
  const dark = page.getByRole('switch', { name: 'Dark mode' })
  if ((await dark.getAttribute('aria-checked')) !== String(theme === 'dark')) await dark.click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  await page.keyboard.press('Escape')
}

/** The scan's findings, each line named by the state it was found in. */
const scan = async (page: Page, state: string) =>
  (await seriousViolations(page)).map((violation) => `${state}: ${violation}`)

/** A failed check's alert, scanned while open; then OK, and the field it marked, scanned. */
async function scanFailedCheck(page: Page, state: string, found: string[]) {
  const alert = page.getByRole('dialog')
  await expect(alert).toBeVisible()
  found.push(...(await scan(page, `${state}, alert open`)))
  await alert.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
  found.push(...(await scan(page, `${state}, field marked`)))
}

for (const theme of THEMES) {
  // A new console follows the system's theme: the login screen is seen in both before anyone chooses.
  test(`the login screen, and its failed check, ${theme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme })
    await page.goto('/#/logout')
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    const found = await scan(page, 'login')
    await page.getByRole('button', { name: 'LOGIN' }).click()
    await scanFailedCheck(page, 'login', found)
    expect(found).toEqual([])
  })

  // Each kind of form in its error states: a FormShell form, its image field refusing a file, and a form
  // above its own list (gallery categories) with its delete confirmation.
  test(`the forms' error and dialog states, ${theme}`, async ({ page }) => {
    await signInAs(page, 'admin')
    await chooseTheme(page, theme)
    const found: string[] = []

    await page.goto('/#/general/partners/add')
    await page.getByRole('button', { name: 'Submit' }).click()
    await scanFailedCheck(page, 'Add Partner', found)
    await page.getByLabel('Partner Name').fill('Acme Foundation')
    await page
      .locator('.image-field input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
    await scanFailedCheck(page, 'Add Partner image', found)
    await page
      .locator('.image-field input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(32, 32, [30, 90, 200]) })
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
    // Issue 27: the accessibility panel listing a problem (a logo with no alt text), and its dismiss dialog
    // refusing an empty reason.
    const panel = page.getByRole('region', { name: A11Y_TEXT.panelTitle })
    await expect(panel.getByRole('listitem').first()).toBeVisible()
    found.push(...(await scan(page, 'Add Partner, accessibility panel')))
    await panel
      .getByRole('button', { name: /^Dismiss/ })
      .first()
      .click()
    const dismiss = page.getByRole('dialog', { name: A11Y_TEXT.dialogTitle })
    await dismiss.getByRole('button', { name: A11Y_TEXT.keep }).click()
    await expect(dismiss.getByRole('alert')).toBeVisible()
    found.push(...(await scan(page, 'Add Partner, dismiss dialog')))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.goto('/#/about/gallery/addcategory')
    const form = page.getByRole('form', { name: 'ADD CATEGORY' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await scanFailedCheck(page, 'gallery category', found)
    await firstRow(page).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    found.push(...(await scan(page, 'gallery category, delete confirmation')))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(found).toEqual([])
  })
}

for (const theme of THEMES) {
  test(`every screen of a signed-in Super Admin, ${theme}`, async ({ page }) => {
    test.setTimeout(SCREEN_PATHS.length * 10_000)
    expect(SCREEN_PATHS.length).toBeGreaterThan(30)
    await signInAs(page, 'admin')
    await chooseTheme(page, theme)
    for (const path of SCREEN_PATHS) {
      await page.goto(`/#${path}`)
      await expect(page.getByRole('main')).toBeVisible()
      await page.waitForLoadState('networkidle')
      // Scanned again until it passes (within the expect timeout): for a tenth of a second after its rows
      // arrive, AG Grid lays a list's columns out wider than the view before it has drawn a row, a scrolling
      // region with nothing to focus yet; a fault of the screen itself is still there when the time is up.
      await expect
        .poll(async () => (await seriousViolations(page)).map((violation) => `${path}: ${violation}`), {
          // One scan of a long list takes seconds on a busy machine.
          timeout: 30_000,
        })
        .toEqual([])
    }
  })

  test(`the open dialogs: settings, shortcuts and a delete confirmation, ${theme}`, async ({ page }) => {
    await signInAs(page, 'admin')
    await chooseTheme(page, theme)
    const found: string[] = []
    for (const row of ['Settings', 'Keyboard shortcuts']) {
      await page.getByRole('button', { name: 'Amina Halima Bello' }).click()
      await page.getByRole('button', { name: row, exact: true }).click()
      await expect(page.getByRole('dialog', { name: row })).toBeVisible()
      found.push(...(await seriousViolations(page)).map((violation) => `${row}: ${violation}`))
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }

    await page.goto('/#/leadership/leadershiplist')
    const remove = firstRow(page).getByRole('button', { name: 'Delete' })
    await remove.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    found.push(...(await seriousViolations(page)).map((violation) => `delete: ${violation}`))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(remove).toBeFocused()
    expect(found).toEqual([])
  })
}

// The public screens beside the login screen (PUBLIC_ROUTES): a set-password link's screen, here with a code
// no link has, and the login screen's form for a pasted link.
test('the set-password screens', async ({ page }) => {
  await page.goto(`/#${ACCOUNT_PATHS.setPassword.replace(':token', 'C'.repeat(43))}`)
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.goto('/#/logout')
  await page.getByRole('button', { name: ACCOUNT_TEXT.fromLink }).click()
  await expect(page.getByLabel(ACCOUNT_TEXT.pasteLabel)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('the keyboard reaches every control of the login screen, each visibly focused', async ({ page }) => {
  await page.goto('/#/logout')
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible()
  const reached: string[] = []
  for (let step = 0; step < 30 && !reached.includes('LOGIN'); step++) {
    await page.keyboard.press('Tab')
    const focused = page.locator(':focus')
    // The ring is a solid outline (a field's is a solid box-shadow), never a faint halo or nothing.
    const ring = await focused.evaluate((element) => {
      const style = getComputedStyle(element)
      return style.outlineStyle === 'solid' && parseFloat(style.outlineWidth) >= 2
        ? 'outline'
        : style.boxShadow
    })
    expect(ring).not.toBe('none')
    expect(ring).not.toMatch(/rgba\(/)
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
