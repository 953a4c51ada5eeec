import { expect, test, type Page } from '@playwright/test'
import { addThroughApi } from './api'
import { signInAs } from './helpers'
import { firstRow } from './screen-helpers'

// Issue 23, lists people can read: headers in words, a row's buttons under one Actions header and named
// with their record, a cut text whole on hover and to a screen reader, and an empty list that says what to
// do (with Export turned off).

const CONTENT = '[{"type":"paragraph","children":[{"text":"Gowns at the west door."}]}]'

const headers = async (page: Page) =>
  (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim())

const LISTS = [
  {
    path: '/leadership/leadershiplist',
    headers: ['Full Name', 'Designation', 'Category', 'Status', 'Image', 'Actions'],
    buttons: ['Edit', 'Delete'],
  },
  {
    path: '/general/partners/list',
    headers: ['Partner Name', 'Images', 'Status', 'Added by', 'Actions'],
    buttons: ['Edit', 'Delete'],
  },
  {
    path: '/general/slider/sliderslist',
    headers: ['Title', 'Button Name', 'Button Link', 'Image Position', 'Images', 'Status', 'Actions'],
    buttons: ['View', 'Edit', 'Delete'],
  },
  { path: '/about/gallery/addcategory', headers: ['Category', 'Actions'], buttons: ['Edit', 'Delete'] },
] as const

test('lists head their columns in words, with one Actions column whose buttons name their record', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  for (const list of LISTS) {
    await page.goto(`/#${list.path}`)
    await expect(firstRow(page)).toBeVisible()
    expect(await headers(page), list.path).toEqual(list.headers)
    const buttons = firstRow(page).locator('[col-id="actions"]').getByRole('button')
    expect(await buttons.allTextContents(), list.path).toEqual(list.buttons)
    // Each button says which record it acts on: "Edit 'Chancellor'".
    for (const [i, label] of list.buttons.entries()) {
      await expect(buttons.nth(i)).toHaveAccessibleName(new RegExp(`^${label} '.+'$`))
    }
  }
})

test('a text too long for its cell ends in an ellipsis and is whole on hover and to a screen reader', async ({
  page,
  request,
}) => {
  const title = `Open lecture ${Date.now().toString(36)}`
  const place =
    'Main Auditorium of the Faculty of Computing and Applied Sciences, first floor, east wing, beside the ' +
    'postgraduate library, with an overflow room in Lecture Theatre 3 and a screen in the Students Union hall'
  await addThroughApi(request, 'event/add', {
    title,
    eventDate: '2026-12-18',
    startTime: '10:00',
    endTime: '13:30',
    location: place,
    status: 1,
    content: CONTENT,
    FacultyCode: 'General',
    InsertedBy: 'Amina Halima Bello',
  })
  await signInAs(page, 'admin')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/#/event/general/list')
  await page.getByPlaceholder('Search Event').fill(title)
  // The cell's accessible name is the whole place, though the screen shows five lines of it.
  const cell = page.getByRole('gridcell', { name: place, exact: true })
  await expect(cell).toBeVisible()
  await expect(cell).toHaveAttribute('title', place)
  const shown = await cell.locator('.cell-text').evaluate((text) => ({
    cut: text.scrollHeight > text.clientHeight + 1,
    clamp: getComputedStyle(text).webkitLineClamp,
    whole: text.textContent,
  }))
  expect(shown).toEqual({ cut: true, clamp: '5', whole: place })
})

test('an empty list says what to do, links to its add screen and turns Export off', async ({
  page,
  request,
}) => {
  // A faculty of its own: no news and no courses, whatever the other tests add.
  const tag = Date.now().toString(36).toUpperCase()
  const name = `Faculty of Empty Lists ${tag}`
  await addThroughApi(request, 'records/add', {
    kind: 'faculties',
    values: { FacultyCode: `FEL${tag}`, FacultyName: name },
  })
  await signInAs(page, 'admin')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'Faculty' }).click()
  await menu.getByRole('link', { name }).click()
  const facultyMenu = page.getByRole('navigation', { name: 'Faculty menu' })

  await facultyMenu.getByRole('link', { name: 'Course' }).click()
  await expect(page.getByText('No courses yet. Courses come from the university records.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled()

  await facultyMenu.getByRole('button', { name: 'News' }).click()
  await facultyMenu.getByRole('menuitem', { name: 'News List' }).click()
  await expect(page).toHaveURL(/#\/faculty\/news\/list$/)
  const sentence = page.locator('.data-table__empty', { hasText: 'No news yet' })
  await expect(sentence).toHaveText('No news yet — Add News')
  await expect(page.getByRole('grid')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  await sentence.getByRole('link', { name: 'Add News' }).click()
  await expect(page).toHaveURL(/#\/faculty\/news\/add$/)
})

test('a search that finds nothing says so, naming the search', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/general/slider/sliderslist')
  await expect(firstRow(page)).toBeVisible()
  await page.getByPlaceholder('Search Slider').fill('zebra crossing')
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
    "No sliders match 'zebra crossing'",
  )
  // The list still has rows: Export stays on.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
})
