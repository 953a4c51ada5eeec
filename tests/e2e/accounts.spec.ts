import type { ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { ACCOUNT_TEXT, LINK_INVALID } from '../../src/shared/rules/accounts'
import { SETUP_TEXT } from '../../src/shared/rules/setup'
import { freePortPair } from '../support/free-port'
import { seriousViolations } from './axe'
import { signIn } from './helpers'
import { expectAlert, expectSummary, firstRow, previewImport, unique } from './screen-helpers'
import { preparedHostDir } from './prepared-data'
import { START_TIMEOUT_MS, startProcess, stopProcess } from './processes'

// A university starts on an empty install (no demo): its first Super Admin imports the faculties and courses
// from CSV files of its records, then adds a Faculty editor, who gets a one-time set-password link instead of
// a password, sets their own, signs in to their faculty (the only one in their menu) and adds news there.

const HOST_PORT = freePortPair()
let dataDir = ''
let host: ChildProcess | null = null

test.use({ baseURL: `http://127.0.0.1:${HOST_PORT}` })

const startHost = async () => {
  host = await startProcess(
    ['out/main/web.js'],
    {
      PORT: String(HOST_PORT),
      API_PORT: String(HOST_PORT + 1),
      CONSOLE_DATA_DIR: dataDir,
      CONSOLE_DEMO: '0',
    },
    'Console ready',
  )
}

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS)
  // A migrated database without the demo: to the console, an install whose first Super Admin is not made yet.
  dataDir = preparedHostDir('migrated', 'accounts')
  await startHost()
})
test.afterAll(() => stopProcess(host))

const ADMIN_PASSWORD = 'a long pass phrase'
const EDITOR_PASSWORD = 'the editor’s own phrase'

/** The university's records as its systems export them, imported on the records screens. */
async function importRecords(page: Page, kind: string, csv: string, added: number) {
  const path = join(dataDir, `${kind}.csv`)
  writeFileSync(path, csv)
  await previewImport(page, kind, path)
  await expect(page.getByRole('status').filter({ hasText: 'to add' })).toHaveText(
    `${added} to add, 0 to change, 0 unchanged, 0 refused`,
  )
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    `Imported: ${added} added, 0 changed, 0 unchanged.`,
  )
}

async function makeFirstAdmin(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: SETUP_TEXT.title })).toBeVisible()
  await page.getByLabel('First Name').fill('Ngozi')
  await page.getByLabel('Surname').fill('Eze')
  await page.getByLabel('Username').fill('web.lead')
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD)
  await page.getByLabel('Confirm Password').fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: SETUP_TEXT.submit }).click()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
}

test('the first Super Admin adds a Faculty editor, who sets their own password from a link and adds news', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await makeFirstAdmin(page)
  await importRecords(
    page,
    'faculties',
    'FacultyCode,FacultyName,FacultyDean\r\nFART,Faculty of Arts,Prof. Ada Obi\r\nFSCI,Faculty of Science,Prof. Musa Bala\r\n',
    2,
  )
  await importRecords(
    page,
    'courses',
    'CourseCode;FacultyCode;CourseName;Duration\nBAFA;FART;"BA Fine Arts; Hons";4\nBSPH;FSCI;BSc Physics;4\n',
    2,
  )

  // Accounts, next to Permission in the side menu.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Accounts' }).click()
  await expect(firstRow(page)).toContainText('web.lead')
  await page.getByRole('button', { name: ACCOUNT_TEXT.add }).click()
  await page.getByLabel(ACCOUNT_TEXT.firstName).fill('Tunde')
  await page.getByLabel(ACCOUNT_TEXT.surname).fill('Bakare')
  await page.getByLabel(ACCOUNT_TEXT.username).fill('tunde.arts')
  await page.getByLabel(ACCOUNT_TEXT.email).fill('tunde@example.edu')
  await page.getByLabel(ACCOUNT_TEXT.designation).fill('Faculty Officer')
  await page.getByLabel(ACCOUNT_TEXT.group).selectOption({ label: 'Faculty' })
  await page.getByRole('button', { name: 'Submit' }).click()
  // A Faculty account needs its faculty.
  await expectSummary(page, 'Faculty and Department accounts need a faculty.')
  await page.getByLabel(ACCOUNT_TEXT.faculty).selectOption({ label: 'Faculty of Arts' })
  await page.getByRole('button', { name: 'Submit' }).click()

  // The link is shown once; Copy puts it on the clipboard.
  const dialog = page.getByRole('dialog', { name: ACCOUNT_TEXT.linkTitle })
  await expect(dialog).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: ACCOUNT_TEXT.copy }).click()
  await expect(dialog).toContainText(ACCOUNT_TEXT.copied)
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${HOST_PORT}/#/set-password/[A-Za-z0-9_-]{43}$`))
  await expect(dialog.getByRole('textbox')).toHaveValue(link)
  await dialog.getByRole('button', { name: ACCOUNT_TEXT.done }).click()
  await expect(page).toHaveURL(/#\/accounts$/)
  const row = page.locator('.ag-row', { hasText: 'tunde.arts' })
  await expect(row).toContainText('Faculty of Arts')
  await expect(row).toContainText(ACCOUNT_TEXT.passwordPending)

  // The editor opens the link (here, in the same browser): their name and username, a password twice.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: ACCOUNT_TEXT.setTitle })).toBeVisible()
  await expect(page.getByText(ACCOUNT_TEXT.setIntro('Tunde Bakare', 'tunde.arts'))).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByLabel(ACCOUNT_TEXT.password, { exact: true }).fill(EDITOR_PASSWORD)
  await page.getByLabel(ACCOUNT_TEXT.confirmPassword).fill(EDITOR_PASSWORD)
  await page.getByRole('button', { name: ACCOUNT_TEXT.setSubmit }).click()
  await expect(page.getByText(ACCOUNT_TEXT.setDone)).toBeVisible()
  await page.getByRole('button', { name: ACCOUNT_TEXT.toLogin }).click()

  // Signing in as the editor: their faculty is in the menu, and they add news to it.
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible()
  await page.getByLabel('Username').fill('tunde.arts')
  await page.getByLabel('Password').fill(EDITOR_PASSWORD)
  await page.getByRole('button', { name: 'LOGIN' }).click()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  await menu.getByRole('button', { name: 'Faculty' }).click()
  await expect(menu.getByRole('link', { name: 'Faculty of Arts' })).toBeVisible()
  await expect(menu.getByRole('link', { name: /^Faculty of / })).toHaveCount(1)
  await menu.getByRole('link', { name: 'Faculty of Arts' }).click()
  await page.goto('/#/faculty/course')
  await expect(page.getByText('BA Fine Arts; Hons')).toBeVisible()
  await expect(page.getByText('BSc Physics')).toHaveCount(0)
  await page.goto('/#/faculty/news/add')
  const title = unique('Arts week')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Status').selectOption({ label: 'Publish' })
  await page.getByLabel('Content').click()
  await page.keyboard.type('Exhibitions all week.')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'NEWS ADDED SUCCESSFULLY')
  await expect(page).toHaveURL(/#\/faculty\/news\/list$/)
  await expect(firstRow(page)).toContainText(title)

  // The link was used: opened again, it is refused.
  await page.goto(link)
  await expect(page.getByRole('alert')).toHaveText(LINK_INVALID)

  // The Super Admin sends a new link (the password stays), then resets the password: the confirmation and
  // the link's dialog say the old password and every session end, and the old password no longer signs in.
  const toAccounts = async () => {
    await signIn(page, 'web.lead', ADMIN_PASSWORD)
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await page.goto('/#/accounts')
  }
  await toAccounts()
  const editor = page.locator('.ag-row', { hasText: 'tunde.arts' })
  await expect(editor).toContainText(ACCOUNT_TEXT.active)
  await editor.getByRole('button', { name: ACCOUNT_TEXT.sendLink }).click()
  await expect(page.getByRole('dialog')).toContainText(ACCOUNT_TEXT.confirmSendLink('Tunde Bakare'))
  await page.getByRole('dialog').getByRole('button', { name: ACCOUNT_TEXT.sendLink }).click()
  const again = page.getByRole('dialog', { name: ACCOUNT_TEXT.linkTitle })
  await expect(again.getByRole('textbox')).toHaveValue(/#\/set-password\/[A-Za-z0-9_-]{43}$/)
  await expect(again.getByRole('textbox')).not.toHaveValue(link)
  await again.getByRole('button', { name: ACCOUNT_TEXT.done }).click()
  await expect(editor).not.toContainText(ACCOUNT_TEXT.passwordPending)
  await editor.getByRole('button', { name: ACCOUNT_TEXT.resetPassword }).click()
  await expect(page.getByRole('dialog')).toContainText(ACCOUNT_TEXT.confirmReset('Tunde Bakare'))
  await page.getByRole('dialog').getByRole('button', { name: ACCOUNT_TEXT.resetPassword }).click()
  await expect(again).toContainText(ACCOUNT_TEXT.resetDone('Tunde Bakare'))
  await again.getByRole('button', { name: ACCOUNT_TEXT.done }).click()
  await expect(editor).toContainText(ACCOUNT_TEXT.passwordPending)
  await expect(editor.getByRole('button', { name: ACCOUNT_TEXT.resetPassword })).toHaveCount(0)
  await signIn(page, 'tunde.arts', EDITOR_PASSWORD)
  await expectAlert(page, 'Oops!', 'Invalid Login Credential')

  // Then deactivates the editor.
  await toAccounts()
  await editor.getByRole('button', { name: ACCOUNT_TEXT.deactivate }).click()
  await page.getByRole('dialog').getByRole('button', { name: ACCOUNT_TEXT.deactivate }).click()
  await expectAlert(page, 'SUCCESS', ACCOUNT_TEXT.deactivated)
  await expect(editor).toContainText(ACCOUNT_TEXT.inactive)
  await expect(editor.getByRole('button', { name: ACCOUNT_TEXT.sendLink })).toHaveCount(0)
})

test('the login screen opens a pasted link or its code', async ({ page }) => {
  await page.goto('/#/logout')
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible()
  await page.getByRole('button', { name: ACCOUNT_TEXT.fromLink }).click()
  await page.getByLabel(ACCOUNT_TEXT.pasteLabel).fill('not a link')
  await page.getByRole('button', { name: ACCOUNT_TEXT.open }).click()
  await expect(page.getByRole('alert')).toContainText('Paste the whole link')
  await page
    .getByLabel(ACCOUNT_TEXT.pasteLabel)
    .fill(`https://elsewhere.example/#/set-password/${'C'.repeat(43)}`)
  await page.getByRole('button', { name: ACCOUNT_TEXT.open }).click()
  await expect(page).toHaveURL(new RegExp(`#/set-password/${'C'.repeat(43)}$`))
  await expect(page.getByRole('alert')).toHaveText(LINK_INVALID)
})
