import { expect, test, type Page } from '@playwright/test'
import { makePng } from '../support/images'
import { FACULTY_TEXT } from '../../src/shared/rules/faculty'
import { signInAs } from './helpers'
import { expectAlert, expectSummary, typeRichText } from './screen-helpers'

// An editor works on a faculty's pages (SPEC §2.11, §6): picks it in the side menu, reads its dashboard,
// edits its content and a course's about page; a Faculty user is held to their own faculty.

const ENGINEERING = '/#/faculty/dashboard/faculty-of-engineering'

async function chooseImage(page: Page, label: string, name: string, rgb: [number, number, number]) {
  const field = page.locator('.image-field', { hasText: label })
  await field
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: makePng(64, 32, rgb) })
  await expect(field.locator('img')).toBeVisible()
}

const count = (page: Page, label: string) => page.locator('.count-card', { hasText: label }).locator('dd')

async function loaded(image: ReturnType<Page['locator']>) {
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0)
  return image.getAttribute('src')
}

test('picks a faculty in the side menu and sees its dashboard, banner or logo, and counts', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'Faculty' }).click()
  await menu.getByRole('link', { name: 'Faculty of Law' }).click()

  await expect(page).toHaveURL(/#\/faculty\/dashboard\/faculty-of-law$/)
  await expect(page.getByRole('heading', { name: 'Faculty of Law', level: 2 })).toBeVisible()
  await expect(count(page, 'Courses')).toHaveText('1')
  await expect(count(page, 'News')).toHaveText(/^\d+$/)
  await expect(count(page, 'Event')).toHaveText(/^\d+$/)
  // No banner yet: the logo stands in for it.
  await expect(page.getByTestId('faculty-banner-fallback')).toBeVisible()
  // The dean's line is the dean's name; the reminder to keep the page up to date is said once, to who may edit it.
  const dean = page.getByRole('region', { name: 'Dean' })
  await expect(dean.locator('p').first()).toHaveText('Dean: Prof. Adaeze Nwachukwu')
  await expect(dean.getByText(FACULTY_TEXT.deanNotice)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit Content' })).toHaveAttribute('href', '#/faculty/content')

  // The chosen faculty survives a restart of the window.
  await page.goto('/#/faculty/course')
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Faculty menu' })).toContainText('Faculty of Law')
  await expect(page.getByRole('heading', { name: 'Faculty of Law', level: 2 })).toBeVisible()

  await menu.getByRole('link', { name: 'Faculty of Computing and Applied Sciences' }).click()
  await expect(count(page, 'Courses')).toHaveText('6')
  await loaded(page.getByAltText('Faculty of Computing and Applied Sciences banner'))

  await page.goto('/#/faculty/dashboard/no-such-faculty')
  await expect(page.getByText('There is no faculty at this address.')).toBeVisible()
})

test('edits the faculty content, checks in order, and the dashboard shows the change', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto(ENGINEERING)
  const before = await loaded(page.getByAltText('Faculty of Engineering banner'))
  await page.getByRole('link', { name: 'Edit Content' }).click()
  await expect(page.getByRole('heading', { name: 'Faculty Content' })).toBeVisible()
  await expect(page.getByLabel('Faculty Name')).toHaveValue('Faculty of Engineering')
  await expect(page.getByLabel('Faculty Code')).toHaveValue('FENG')
  await expect(page.getByLabel('Faculty Code')).toHaveAttribute('readonly', '')
  // Issue 47: they look read-only too: no box to type in, and "Read only" beside each label.
  for (const label of ['Faculty Name', 'Faculty Code']) {
    const field = page.locator('.field', { has: page.getByLabel(label, { exact: true }) })
    await expect(field.getByText('Read only')).toBeVisible()
    await expect(page.getByLabel(label, { exact: true })).toHaveCSS('border-top-style', 'dashed')
  }

  // Our checks, in order (SPEC's news-title and news-content checks cannot fire on this form).
  await page.getByLabel('Email').fill('not-an-address')
  await typeRichText(page, 'Content', '')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectSummary(page, 'Please enter a valid email address', 'Please enter faculty content')
  await page.getByLabel('Email').fill('engineering.office@example.edu')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectSummary(page, 'Please enter faculty content')

  await page.getByLabel('Phone').fill('0809-111 2222')
  await expect(page.getByLabel('Phone')).toHaveValue('08091112222')
  await page.getByLabel('Faculty Colour').fill('#aa3300')
  await typeRichText(page, 'Content', 'Engineers who build the nation.')
  await chooseImage(page, 'Faculty Image', 'engineering.png', [170, 51, 0])
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'RECORD WAS ADDED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/faculty\/dashboard\/faculty-of-engineering$/)
  await expect(page.getByText('Engineers who build the nation.')).toBeVisible()
  await expect(page.getByText('engineering.office@example.edu')).toBeVisible()
  await expect(page.getByText('08091112222')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Faculty of Engineering', level: 2 })).toHaveCSS(
    'border-left-color',
    'rgb(170, 51, 0)',
  )
  expect(await loaded(page.getByAltText('Faculty of Engineering banner'))).not.toBe(before)
})

test('adds the about page of a course with an image and finds it loaded again', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto(ENGINEERING)
  // The faculty is chosen once its dashboard is on screen (screens load on demand), as an editor sees it.
  await expect(page.getByRole('heading', { name: 'Faculty of Engineering', level: 2 })).toBeVisible()
  await page.getByRole('navigation', { name: 'Faculty menu' }).getByRole('link', { name: 'Course' }).click()
  await expect(page).toHaveURL(/#\/faculty\/course$/)
  await expect(page.getByRole('heading', { name: 'Faculty of Engineering', level: 2 })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Duration' })).toBeVisible()
  await page.getByPlaceholder('Search Course').fill('Civil')
  const row = page.locator('.ag-row', { hasText: 'Civil Engineering' })
  await expect(page.locator('.ag-row')).toHaveCount(1)
  await expect(row).toContainText('CVE')
  await expect(row).toContainText('5 Years')
  await row.getByRole('button', { name: 'Add About Course' }).click()

  await expect(page).toHaveURL(/#\/faculty\/course\/about$/)
  await expect(page.getByLabel('Course Code')).toHaveValue('CVE')
  await expect(page.getByLabel('Course Name')).toHaveValue('Civil Engineering')
  await expect(page.getByLabel('Course HOD')).toHaveAccessibleDescription(/head of department’s name/)
  await page.getByLabel('Course HOD').fill('HOD-CVE-01')
  await typeRichText(page, 'About the Department', 'Roads, bridges and clean water.')
  await typeRichText(page, 'HOD Content', 'Welcome from the head of department.')
  await chooseImage(page, 'Change Image', 'civil.png', [90, 90, 200])
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'ABOUT COURSE ADDED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/faculty\/course$/)
  // Issue 47: written, its action says Edit, and its page opens with its History, no reload needed.
  await page
    .locator('.ag-row', { hasText: 'Civil Engineering' })
    .getByRole('button', { name: 'Edit About Course' })
    .click()
  await expect(page.getByRole('button', { name: 'Show history' })).toBeVisible()
  await expect(page.getByLabel('Course HOD')).toHaveValue('HOD-CVE-01')
  await expect(page.getByText('Roads, bridges and clean water.')).toBeVisible()
  await expect(page.getByText('Welcome from the head of department.')).toBeVisible()
  await loaded(page.getByAltText('Change Image preview'))
})

test('the Faculty account sees its level’s header menu and does not reach another faculty', async ({
  page,
}) => {
  await signInAs(page, 'faculty')
  // Lands on its own faculty without choosing it.
  await page.goto('/#/faculty')
  await expect(page).toHaveURL(/#\/faculty\/dashboard\/faculty-of-computing-and-applied-sciences$/)
  const header = page.getByRole('navigation', { name: 'Faculty menu' })
  await expect(header.locator('.faculty-bar__items .faculty-bar__link')).toHaveText([
    'Dashboard',
    'Course',
    'News',
    'Event',
    'Faculty Content',
    // Issue 27: a Faculty user's report of their faculty's published content.
    'Accessibility',
  ])
  await header.getByRole('link', { name: 'Faculty Content' }).click()
  await expect(page.getByLabel('Faculty Code')).toHaveValue('FCS')

  // Another faculty is not among the faculties this account may open: its address says it is not theirs.
  await page.goto(ENGINEERING)
  await expect(page.getByText('This faculty is not yours')).toBeVisible()
  await expect(page.getByText('There is no faculty at this address.')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Edit Content' })).toHaveCount(0)

  // Department (level 3): Course only, besides the dashboard.
  await signInAs(page, 'department')
  await page.goto('/#/faculty/course')
  await expect(header.locator('.faculty-bar__items .faculty-bar__link')).toHaveText(['Dashboard', 'Course'])
  // Issue 47: opened by its address, the bar names the faculty, and only Course is the current tab.
  await expect(header.locator('.faculty-bar__name')).toHaveText('Faculty of Management and Social Sciences')
  await expect(header.locator('[aria-current="page"]')).toHaveText('Course')
  await expect(page.locator('.ag-row', { hasText: 'Accounting' })).toBeVisible()
})
