import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { A11Y_TEXT } from '../../src/shared/rules/a11y-screens'
import { ACCOUNT_PATHS, ACCOUNT_TEXT } from '../../src/shared/rules/accounts'
import { CAPTIONS_TEXT } from '../../src/shared/rules/gallery'
import { HISTORY_TEXT } from '../../src/shared/rules/history'
import { FORM_TEXT } from '../../src/shared/rules/names'
import { NEWS_PATHS, NEWS_TEXT } from '../../src/shared/rules/news'
import { updateAddress } from '../../src/shared/rules/record-address'
import { REVIEW_NOTICE_TEXT } from '../../src/shared/rules/review-notices'
import { ROUTES } from '../../src/shared/rules/routes'
import { MERGE_TEXT } from '../../src/shared/rules/versions'
import { API, apiToken, authorized } from './api'
import { COLOUR_RULES, seriousViolations } from './axe'
import { signInAs } from './helpers'
import { makePng } from '../support/images'
import { firstRow, unique } from './screen-helpers'

// Every screen passes an axe-core scan (its current default rules) with no serious or critical violation: the
// login screen, each route of SPEC's table (lists and forms, filled with the demo university's rows) and the
// dialogs that open over them, whole in the light theme; in the dark one, the colour rules over a sample
// holding each kind of screen and block, and the error and dialog states. Each state beyond a screen's first
// view is scanned once. ROUTES holds the signed-in screens only; the public ones (a set-password link's
// screen) are scanned on their own below.
const onSlug = (path: string) => path.replace(':slug', 'faculty-of-engineering')
const SCREEN_PATHS = ROUTES.map(({ path }) => onSlug(path))
const THEMES = ['light', 'dark'] as const
/**
 * The dark theme's screens: the dashboard, a list of each kind (status badges, photos, members), a form with
 * rich text and a schedule, Add Gallery, the faculty bar, home content, the zone picker, the reports, the
 * permission switches, an import, Accounts and the audit log. The theme changes colours only (its custom
 * properties and AG Grid's scheme), which these blocks show all of.
 */
const DARK_SAMPLE = [
  '/',
  '/news/general/news/list',
  '/news/general/add',
  '/about/gallery/list',
  '/about/gallery/addphoto',
  '/leadership/enrolsenate',
  '/faculty/dashboard/:slug',
  '/faculty/content',
  '/content',
  '/general/time-zone',
  '/general/accessibility',
  '/permission',
  '/records/faculties/import',
  '/accounts',
  '/audit',
].map(onSlug)

// The tests below are independent (each signs in on its own page and makes its own records): they run on
// every worker at once, so the longest of them, not their sum, is what this file adds to the suite's time.
test.describe.configure({ mode: 'parallel' })

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

/**
 * A submit's failed checks (issue 47): the error summary at the top of the form and every field it marks,
 * scanned together; then its first link followed, and the field it focuses scanned too.
 */
async function scanFailedCheck(page: Page, state: string, found: string[]) {
  const summary = page.getByRole('group', { name: 'FORM VALIDATION ERROR' })
  await expect(summary).toBeFocused()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  found.push(...(await scan(page, `${state}, error summary`)))
  await summary.getByRole('link').first().click()
  await expect(summary).not.toBeFocused()
  found.push(...(await scan(page, `${state}, field focused`)))
}

/** A refused file's alert, scanned while open; then OK, and the field it marked, scanned. */
async function scanRefusedFile(page: Page, state: string, found: string[]) {
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
}

/**
 * Each of `paths` scanned (only `rules` when given), one after another on the page's console: the screens
 * change without loading the page again.
 */
async function scanScreens(page: Page, paths: readonly string[], rules?: readonly string[]) {
  for (const path of paths) {
    await page.goto(`/#${path}`)
    await expect(page.getByRole('main')).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Scanned again until it passes (within the expect timeout): for a tenth of a second after its rows
    // arrive, AG Grid lays a list's columns out wider than the view before it has drawn a row, a scrolling
    // region with nothing to focus yet; a fault of the screen itself is still there when the time is up.
    await expect
      .poll(async () => (await seriousViolations(page, rules)).map((violation) => `${path}: ${violation}`), {
        // One scan of a long list takes seconds on a busy machine.
        timeout: 30_000,
      })
      .toEqual([])
  }
}

/**
 * Each kind of form in its error states, each found problem added to `found`: a FormShell form, its image field
 * refusing a file, and a form above its own list (gallery categories) with its delete confirmation.
 */
async function scanFormStates(page: Page, found: string[]) {
  await page.goto('/#/general/partners/add')
  await page.getByRole('button', { name: 'Submit' }).click()
  await scanFailedCheck(page, 'Add Partner', found)
  await page.getByLabel('Partner Name').fill('Acme Foundation')
  await page
    .locator('.image-field input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
  await scanRefusedFile(page, 'Add Partner image', found)
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
}

/** The open dialogs, each found problem added to `found`: settings, shortcuts and a delete confirmation. */
async function scanOpenDialogs(page: Page, found: string[]) {
  for (const row of ['Settings', 'Keyboard shortcuts']) {
    await page.getByRole('button', { name: 'Amina Halima Bello' }).click()
    await page.getByRole('button', { name: row, exact: true }).click()
    await expect(page.getByRole('dialog', { name: row })).toBeVisible()
    found.push(...(await seriousViolations(page)).map((violation) => `${row}: ${violation}`))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }

  // Issue 48's notifications: opened from the keyboard, scanned once read, and the focus given back.
  const notices = page.getByRole('button', { name: /^Notifications/ })
  await notices.focus()
  await page.keyboard.press('Enter')
  const list = page.getByRole('dialog', { name: REVIEW_NOTICE_TEXT.title })
  await expect(list.getByRole('button', { name: REVIEW_NOTICE_TEXT.close })).toBeVisible()
  await expect(list.getByRole('status')).toHaveCount(0)
  found.push(...(await seriousViolations(page)).map((violation) => `notifications: ${violation}`))
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(notices).toBeFocused()

  await page.goto('/#/leadership/leadershiplist')
  const remove = firstRow(page).getByRole('button', { name: 'Delete' })
  await remove.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  found.push(...(await seriousViolations(page)).map((violation) => `delete: ${violation}`))
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(remove).toBeFocused()
}

test('every screen of a signed-in Super Admin, light', async ({ page }) => {
  test.setTimeout(SCREEN_PATHS.length * 10_000)
  expect(SCREEN_PATHS.length).toBeGreaterThan(30)
  await signInAs(page, 'admin')
  await chooseTheme(page, 'light')
  await scanScreens(page, SCREEN_PATHS)
})

test("the forms' error and dialog states, and the open dialogs, light", async ({ page }) => {
  await signInAs(page, 'admin')
  await chooseTheme(page, 'light')
  const found: string[] = []
  await scanFormStates(page, found)
  await scanOpenDialogs(page, found)
  expect(found).toEqual([])
})

// The dark theme on one signed-in page: the sample of screens with the rules a theme's colours can break,
// then the same error and dialog states as the light theme's, scanned whole.
test("dark: a sample of the screens, the forms' error and dialog states, and the open dialogs", async ({
  page,
}) => {
  test.setTimeout(DARK_SAMPLE.length * 10_000 + 60_000)
  // A sample path no route has any more would be scanned as the not-found page.
  expect(DARK_SAMPLE.filter((path) => !SCREEN_PATHS.includes(path))).toEqual([])
  await signInAs(page, 'admin')
  await chooseTheme(page, 'dark')
  await scanScreens(page, DARK_SAMPLE, COLOUR_RULES)
  const found: string[] = []
  await scanFormStates(page, found)
  await scanOpenDialogs(page, found)
  expect(found).toEqual([])
})

// A Faculty user's screens hold their faculty's rows only (some lists of the demo faculty are empty): the same
// components, in the light theme (the Super Admin's run above has both).
const FACULTY_PATHS = ROUTES.filter(({ levels }) => (levels as readonly number[]).includes(2)).map(
  ({ path }) => path.replace(':slug', 'faculty-of-computing-and-applied-sciences'),
)

test('every screen a Faculty user may open, light', async ({ page }) => {
  test.setTimeout(FACULTY_PATHS.length * 10_000)
  expect(FACULTY_PATHS.length).toBeGreaterThan(10)
  await signInAs(page, 'faculty')
  await scanScreens(page, FACULTY_PATHS)
})

/** A news item made through the API, answering its update screen's address and how to save it again there. */
async function newsItem(request: APIRequestContext) {
  const token = await apiToken(request)
  const body = {
    title: unique('Axe states'),
    status: 1,
    content: JSON.stringify([{ type: 'paragraph', children: [{ text: 'The library opens at nine.' }] }]),
    FacultyCode: 'General',
    submittedBy: 'Amina Halima Bello',
  }
  const made = await request.post(`${API}news/add`, { headers: authorized(token), data: body })
  const { entry_id: id } = (await made.json()) as { entry_id: number }
  /** Someone else's save of the item (a new version), as another editor's would be. */
  const savedElsewhere = async () => {
    const saved = await request.patch(`${API}news/update`, {
      headers: authorized(token),
      data: { ...body, id, title: `${body.title} (elsewhere)` },
    })
    expect(await saved.json()).toMatchObject({ message: 'success' })
  }
  return { address: updateAddress(NEWS_PATHS.general.update, id), savedElsewhere }
}

const EMPTY_FORMS = [
  ['/news/general/add', 'Add News'],
  ['/event/general/add', 'Add Event'],
  ['/general/slider/addslider', 'Add Slider'],
  ['/leadership/addleadership', 'Add Leadership'],
  [ACCOUNT_PATHS.add, 'Add Account'],
] as const

// The states a screen passes through beside its first view (issue 27): each scanned where it happens, once, in
// the light theme (the dark one's error and dialog states are scanned above).
test('every state: empty forms, search, history, merge, a list with no match, a batch', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await signInAs(page, 'admin')
  const found: string[] = []

  // Forms submitted empty: the error summary with every field it marks, then a field its link focused.
  for (const [path, name] of EMPTY_FORMS) {
    await page.goto(`/#${path}`)
    // Pressed, not clicked: the accessibility panel appears above the button once the form is checked, and
    // a click aimed before that lands on the panel.
    await page
      .getByRole('button', { name: /^(Submit|Save|Add)/ })
      .first()
      .press('Enter')
    await scanFailedCheck(page, name, found)
  }

  // The user menu open.
  await page.getByRole('button', { name: 'Amina Halima Bello' }).click()
  found.push(...(await scan(page, 'user menu open')))
  await page.keyboard.press('Escape')

  // The search dialog: with results, and with none.
  await page.keyboard.press('Control+k')
  const field = page.getByRole('combobox', { name: 'Search everything' })
  await expect(field).toBeFocused()
  await page.keyboard.type('library')
  const options = page.getByRole('dialog').getByRole('option')
  await expect(options.first()).toBeVisible()
  found.push(...(await scan(page, 'search dialog with results')))
  await field.fill('qqzzxqqzz')
  await expect(options).toHaveCount(0)
  found.push(...(await scan(page, 'search dialog with no result')))
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // A record's history open, one of its versions shown and its restore asked; then the merge view of a
  // save someone else's save overtook; then leaving the form with its changes unsaved.
  const item = await newsItem(request)
  await item.savedElsewhere()
  await page.goto(`/#${item.address}`)
  const title = page.getByLabel(NEWS_TEXT.title, { exact: true })
  await expect(title).toHaveValue(/\(elsewhere\)$/)
  await page.getByRole('button', { name: HISTORY_TEXT.show }).click()
  const versions = page.getByRole('list', { name: HISTORY_TEXT.versions }).getByRole('listitem')
  await expect(versions).toHaveCount(2)
  found.push(...(await scan(page, 'history open')))
  await versions.last().getByRole('button').click()
  const restore = page.getByRole('button', { name: HISTORY_TEXT.restoreAll })
  await expect(restore).toBeVisible()
  found.push(...(await scan(page, 'history, a version shown')))
  await restore.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  found.push(...(await scan(page, 'history, restore confirmation')))
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await item.savedElsewhere()
  await title.fill(unique('Axe states, mine'))
  await page.getByRole('button', { name: 'Submit' }).click()
  const merge = page.getByRole('dialog', { name: MERGE_TEXT.title })
  await expect(merge).toBeVisible()
  found.push(...(await scan(page, 'merge view')))
  await page.keyboard.press('Escape')
  await expect(merge).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click()
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' })
  await expect(leave).toBeVisible()
  found.push(...(await scan(page, 'leaving unsaved changes')))
  await leave.getByRole('button', { name: FORM_TEXT.leave }).click()
  await expect(leave).toHaveCount(0)

  // A list whose search matches nothing.
  await page.goto('/#/general/partners/list')
  await expect(firstRow(page)).toBeVisible()
  await page.getByRole('searchbox').first().fill('qqzzxqqzz')
  await expect(page.locator('.ag-row')).toHaveCount(0)
  found.push(...(await scan(page, 'list with no match')))

  // Add Gallery with a batch picked: a photo, a video paired with its captions, a file refused; then sent,
  // and the queue panel at its end. Bytes of this run only: the gallery would know (and skip) a file again.
  await page.goto('/#/about/gallery/addphoto')
  const batch = Date.now().toString(36)
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from(batch)])
  await page.getByLabel('Choose files').setInputFiles([
    {
      name: `axe-${batch}.png`,
      mimeType: 'image/png',
      buffer: makePng(24, 24, [90, 140, Date.now() % 251]),
    },
    { name: `tour-${batch}.mp4`, mimeType: 'video/mp4', buffer: mp4 },
    {
      name: `tour-${batch}.vtt`,
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'),
    },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
  ])
  await expect(page.getByText(CAPTIONS_TEXT.paired(1))).toBeVisible()
  found.push(...(await scan(page, 'gallery batch picked')))
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Campus Life' })
  await page.getByRole('combobox', { name: 'Sub Category' }).selectOption({ label: 'Sports' })
  await page.getByRole('button', { name: 'Upload 2 files' }).click()
  await expect(page.getByRole('status').filter({ hasText: '2 uploaded' })).toBeVisible({ timeout: 30_000 })
  found.push(...(await scan(page, 'gallery batch uploaded')))

  // The video's update screen, with the captions it came with.
  await page.goto('/#/about/gallery/list')
  await page.getByPlaceholder('Search gallery', { exact: true }).fill(`tour ${batch}`)
  await expect(page.locator('.ag-row')).toHaveCount(1)
  await firstRow(page)
    .getByRole('button', { name: /^Edit / })
    .click()
  const captions = page.getByRole('group', { name: CAPTIONS_TEXT.label })
  await expect(captions.getByRole('link', { name: CAPTIONS_TEXT.current })).toBeVisible()
  found.push(...(await scan(page, 'a video with captions, update screen')))
  expect(found).toEqual([])
})

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
