import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { signInAs } from './helpers'
import { previewImport } from './screen-helpers'

// A Super Admin brings the university's own faculties and courses in from CSV files (issue 22): chooses
// the file, sees its columns mapped and a preview of what would be added, applies it, and finds the new
// faculty in the Faculty menu and its course in the faculty's course list.

let dir: string
test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'console-e2e-records-'))
})
test.afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function importFile(page: Page, kind: string, name: string, text: string) {
  const path = join(dir, name)
  await writeFile(path, text)
  await previewImport(page, kind, path)
}

test('imports faculties and courses from CSV files, then finds them in the Faculty menu and course list', async ({
  page,
}) => {
  const tag = Date.now().toString(36).toUpperCase()
  const code = `FHM${tag}`
  const facultyName = `Faculty of Health Management ${tag}`
  await signInAs(page, 'admin')

  // A spreadsheet's export: a BOM, semicolons, CRLF, a quoted field holding the delimiter.
  await importFile(
    page,
    'faculties',
    'faculties.csv',
    `\ufeffFacultyCode;FacultyName;FacultyDean\r\n${code};${facultyName};"Prof. Bello; PhD"\r\n`,
  )
  await expect(page.getByLabel('Faculty code (FacultyCode) *')).toHaveValue('FacultyCode')
  await expect(page.getByRole('status').filter({ hasText: 'to add' })).toHaveText(
    '1 to add, 0 to change, 0 unchanged, 0 refused',
  )
  await expect(page.getByRole('table', { name: 'To add' })).toContainText(code)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported: 1 added, 0 changed, 0 unchanged.',
  )

  // A course of an unknown faculty refuses the whole file, with its line; then the right file goes in.
  await importFile(
    page,
    'courses',
    'bad-courses.csv',
    `CourseCode,FacultyCode,CourseName\nHM1${tag},${code},BSc Health Management\nXX1${tag},FNONE${tag},BSc Nothing\n`,
  )
  await expect(page.getByRole('table', { name: 'Refused' })).toContainText(
    `No faculty has the code FNONE${tag}`,
  )
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-disabled', 'true')

  await importFile(
    page,
    'courses',
    'courses.csv',
    `CourseCode,FacultyCode,CourseName,Duration\nHM1${tag},${code},"BSc Health Management, Hons",4\n`,
  )
  await expect(page.getByRole('table', { name: 'To add' })).toContainText(`HM1${tag}`)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported: 1 added, 0 changed, 0 unchanged.',
  )

  // The Faculty menu lists the imported faculty at once; its course list holds the imported course.
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'Faculty', exact: true }).click()
  await menu.getByRole('link', { name: facultyName }).click()
  await expect(page.getByRole('heading', { name: facultyName, level: 2 })).toBeVisible()
  await page.goto('/#/faculty/course')
  await expect(page.getByText('BSc Health Management, Hons')).toBeVisible()

  // The list of faculties shows it too.
  await page.goto('/#/records/faculties')
  await expect(page.getByRole('region', { name: 'Faculties' }).getByText(facultyName)).toBeVisible()
})

// Issue 45: what an editor adds shows everywhere at once, in this tab and the user's others.
test('a faculty added on University Records shows in the Faculty menu of this tab and another, without a reload', async ({
  page,
  context,
}) => {
  const tag = Date.now().toString(36).toUpperCase()
  const facultyName = `Faculty of Marine Studies ${tag}`
  await signInAs(page, 'admin')
  // A second tab of the same browser: the same session.
  const other = await context.newPage()
  await other.goto('/')
  const menus = [page, other].map((tab) => tab.getByRole('navigation', { name: 'Main menu' }))
  for (const menu of menus) await menu.getByRole('button', { name: 'Faculty', exact: true }).click()

  await page.goto('/#/records/faculties/add')
  await page.getByLabel('Faculty code', { exact: true }).fill(`FMS${tag}`)
  await page.getByLabel('Faculty name', { exact: true }).fill(facultyName)
  await page.getByRole('button', { name: 'Submit' }).click()
  // Seen while the success alert still stands: nothing was reloaded or reopened for it.
  await expect(page.getByRole('dialog')).toContainText('FACULTY ADDED SUCCESSFULLY')
  for (const menu of menus) await expect(menu.getByRole('link', { name: facultyName })).toBeVisible()
})
