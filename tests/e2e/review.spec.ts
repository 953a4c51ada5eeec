import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { z } from 'zod'
import { REVIEW_PATH, REVIEW_SCREEN_TEXT, REVIEW_TEXT } from '../../src/shared/rules/review'
import { REVIEW_NOTICE_TEXT } from '../../src/shared/rules/review-notices'
import { API, apiToken, authorized, LAUNCH } from './api'
import { seriousViolations } from './axe'
import { siteAddress, startReferenceSite } from './reference-site'
import { signIn, signInAs } from './helpers'
import { expectAlert, unique } from './screen-helpers'

// Issue 48 as a web team lives it, against the reference site (src/site/, started as site.spec.ts starts it,
// told of every change readers see by its own webhook endpoint): a Faculty editor's change to their faculty's
// live news item waits for review while the site shows the published version; a Super Admin approves it on
// the Review screen; the site shows the change and the editor is told (their notifications, their form). The same for a Department editor's
// course page, approved by a Faculty editor of their faculty (an account this spec adds). Other specs publish
// meanwhile: this one reads only its own records, and removes them, its account and its endpoint afterwards.

test.describe.configure({ mode: 'serial' })

const PREFIX = unique('Review spec')
const SITE = siteAddress()
/** A Faculty editor of the Department editor's faculty (the demo 'department' account's, FMSS). */
const REVIEWER = { username: `fmss.review.${Date.now().toString(36)}`, password: 'review-spec-Pa55word' }
let referenceSite: Awaited<ReturnType<typeof startReferenceSite>> | undefined
let reviewerId: number | undefined
let courseId: number | undefined

const admin = async (request: APIRequestContext) => authorized(await apiToken(request))

test.beforeAll(async ({ request }) => {
  referenceSite = await startReferenceSite(request, SITE)
})

test.afterAll(async ({ request }) => {
  const headers = await admin(request)
  for (const row of await ownNews(request))
    await request.delete(`${API}news/delete/${row.EntryID}`, { headers })
  if (courseId !== undefined) await request.delete(`${API}records/delete/courses/${courseId}`, { headers })
  if (reviewerId !== undefined)
    await request.patch(`${API}accounts/deactivate`, { headers, data: { StaffID: reviewerId } })
  await referenceSite?.stop(request)
})

const NewsListed = z.array(z.object({ EntryID: z.number(), Title: z.string(), Slug: z.string() }).loose())

/** This spec's news items of the Faculty editor's faculty, as the console lists them. */
async function ownNews(request: APIRequestContext) {
  const rows = await (await request.get(`${API}news/list/all/FCS`, { headers: await admin(request) })).json()
  return NewsListed.parse(rows).filter((row) => row.Title.startsWith(PREFIX))
}

/** The site's page at `path`, read anew until `check` passes (the site keeps answers a minute, unless told). */
async function onSiteSoon(site: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await site.goto(`${SITE}${path}`)
    await check()
  }).toPass({ timeout: 15_000 })
}

/** Opens the change on the Review screen, found by its record's name. */
async function openOnReviewScreen(page: Page, title: string) {
  await page.goto(`/#${REVIEW_PATH}`)
  await expect(page.getByRole('heading', { level: 1, name: REVIEW_TEXT.title })).toBeVisible()
  await page.getByPlaceholder(REVIEW_SCREEN_TEXT.search).fill(title)
  await page.getByRole('button', { name: `${REVIEW_TEXT.menu} '${title}'` }).click()
  const dialog = page.getByRole('dialog', { name: new RegExp(title.replace(/[()]/g, '\\$&')) })
  await expect(dialog.getByRole('region', { name: REVIEW_TEXT.comments })).toBeVisible()
  return dialog
}

test("a Faculty editor's change to live news waits for a Super Admin, and the site shows it once approved", async ({
  page,
  context,
  request,
}) => {
  const title = `${PREFIX} library hours`
  const renamed = `${title} (summer)`
  const headers = await admin(request)
  await request.post(`${API}news/add`, {
    headers,
    data: {
      title,
      image: '',
      status: 1,
      content: JSON.stringify([
        { type: 'paragraph', children: [{ text: 'The reading rooms open at eight.' }] },
      ]),
      FacultyCode: 'FCS',
      photo: '',
      ImagePath: '',
      submittedBy: 'Review spec',
    },
  })
  const [item] = await ownNews(request)
  const site = await context.newPage()
  await onSiteSoon(site, `/news/${item.Slug}`, () =>
    expect(site.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 }),
  )

  // The Faculty editor renames it: the form says the change will be reviewed, and the site keeps the old title.
  await signInAs(page, 'faculty')
  await page.goto(`/#/faculty/news/update?id=${item.EntryID}`)
  await page.getByLabel('Title').fill(renamed)
  await expect(page.getByText(REVIEW_TEXT.note)).toBeVisible()
  await page.getByRole('button', { name: REVIEW_TEXT.submit }).click()
  await expect(page.getByRole('dialog')).toContainText(REVIEW_TEXT.submitted)
  await expectAlert(page, 'SUCCESS', 'NEWS UPDATED SUCCESSFULLY')
  await expect(page.locator('.ag-row', { hasText: renamed })).toContainText(REVIEW_TEXT.states.pending)
  await site.goto(`${SITE}/news/${item.Slug}`)
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(title)

  // A Super Admin sees it counted, opens it on the Review screen (axe finds nothing serious) and approves.
  await signInAs(page, 'admin')
  await expect(page.getByRole('link', { name: /changes? to review$/ })).toBeVisible()
  const dialog = await openOnReviewScreen(page, renamed)
  await expect(dialog.getByRole('row', { name: /^title/ })).toContainText('(summer)')
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: REVIEW_TEXT.decisions.approve }).click()
  await expect(dialog).toHaveCount(0)

  const [approved] = await ownNews(request)
  await onSiteSoon(site, `/news/${approved.Slug}`, () =>
    expect(site.getByRole('heading', { level: 1 })).toHaveText(renamed, { timeout: 500 }),
  )

  // The editor is told: in their notifications, which open the record's form, and on the form. They have a
  // second window open (a tab of the same browser): once they read the list in one, the other stops counting
  // it as new without being reloaded.
  await signInAs(page, 'faculty')
  const other = await page.context().newPage()
  await other.goto('/#/')
  const otherCount = other.getByRole('button', { name: /^Notifications/ })
  await expect(otherCount).toHaveAccessibleName(/^Notifications \d+ new$/)
  await page.getByRole('button', { name: /^Notifications/ }).click()
  const notices = page.getByRole('dialog', { name: REVIEW_NOTICE_TEXT.title })
  await expect(otherCount).toHaveAccessibleName(REVIEW_NOTICE_TEXT.button)
  await other.close()
  await notices
    .getByRole('link', { name: `Amina Halima Bello approved your change to '${renamed}' (News)` })
    .click()
  await expect(notices).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`/faculty/news/update\\?id=${item.EntryID}$`))
  const told = page.getByRole('status').filter({ hasText: REVIEW_TEXT.states.approved })
  await expect(told).toContainText('Amina Halima Bello')
})

test("a Department editor's course page waits for their faculty's Faculty editor, who approves it", async ({
  page,
  context,
  request,
}) => {
  const headers = await admin(request)
  const code = `R${Date.now().toString(36).toUpperCase()}`.slice(0, 8)
  const name = `${PREFIX} Actuarial Science`
  const course = await request.post(`${API}records/add`, {
    headers,
    data: {
      kind: 'courses',
      values: { CourseCode: code, FacultyCode: 'FMSS', CourseName: name, Duration: '4' },
    },
  })
  courseId = z.object({ entry_id: z.number() }).parse(await course.json()).entry_id
  const listed = await request.get(`${API}academics/course/list/FMSS`, { headers })
  const { Slug } = z
    .array(z.object({ CourseCode: z.string(), Slug: z.string() }).loose())
    .parse(await listed.json())
    .find((row) => row.CourseCode === code)!
  const paragraph = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])
  await request.post(`${API}academics/course/details/add`, {
    headers,
    data: {
      courseCode: code,
      courseName: name,
      slug: Slug.replaceAll('/', '-'),
      content: paragraph('Risk, measured.'),
      CourseHOD: 'Dr. Funmi Ade',
      HODContent: paragraph('Welcome.'),
      submittedBy: 'Review spec',
    },
  })
  const site = await context.newPage()
  await onSiteSoon(site, `/course/${Slug}`, () =>
    expect(site.getByText('Dr. Funmi Ade')).toBeVisible({ timeout: 500 }),
  )

  // The reviewer: a Faculty editor of the department's faculty, with a password set through their link.
  const account = await request.patch(`${API}accounts/add`, {
    headers,
    data: {
      FirstName: 'Ngozi',
      Surname: `Review ${Date.now().toString(36)}`,
      username: REVIEWER.username,
      Email: null,
      IsAdmin: 2,
      FacultyCode: 'FMSS',
    },
  })
  const made = z
    .object({ entry_id: z.number(), link: z.object({ token: z.string() }) })
    .parse(await account.json())
  reviewerId = made.entry_id
  await request.post(`${API}accounts/password-link/set`, {
    headers: LAUNCH,
    data: { token: made.link.token, password: REVIEWER.password },
  })

  // The Department editor names the new head of department: it waits, and the site keeps the old one.
  await signInAs(page, 'department')
  await page.goto(`/#/faculty/course/about?course=${code}`)
  await page.getByLabel('Course HOD').fill('Prof. Tunde Bakare')
  await page.getByRole('button', { name: REVIEW_TEXT.submit }).click()
  await expect(page.getByRole('dialog')).toContainText(REVIEW_TEXT.submitted)
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
  await site.goto(`${SITE}/course/${Slug}`)
  await expect(site.getByText('Dr. Funmi Ade')).toBeVisible()

  // Their Faculty editor approves it on the Review screen.
  await signIn(page, REVIEWER.username, REVIEWER.password)
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  const dialog = await openOnReviewScreen(page, name)
  await dialog.getByRole('button', { name: REVIEW_TEXT.decisions.approve }).click()
  await expect(dialog).toHaveCount(0)
  await onSiteSoon(site, `/course/${Slug}`, () =>
    expect(site.getByText('Prof. Tunde Bakare')).toBeVisible({ timeout: 500 }),
  )

  // The Department editor is told, on the course page's form.
  await signInAs(page, 'department')
  await page.goto(`/#/faculty/course/about?course=${code}`)
  await expect(page.getByRole('status').filter({ hasText: REVIEW_TEXT.states.approved })).toContainText(
    'Ngozi',
  )
})
