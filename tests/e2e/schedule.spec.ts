import { expect, test, type Request } from '@playwright/test'
import {
  instantOf,
  SCHEDULE_TEXT,
  scheduledBadge,
  SCHEDULER_EVERY_MS,
  wallClockOf,
} from '../../src/shared/rules/schedule'
import { channel } from '../../src/shared/bridge-table'
import { API, apiToken, authorized } from './api'
import { signInAs } from './helpers'
import { expectAlert, search, unique } from './screen-helpers'

// Issue 26: an editor schedules a news item a minute ahead as Draft; the list shows it Scheduled; when the
// real minute has come, the server's scheduler (every SCHEDULER_EVERY_MS) has published it, and the dashboard
// lists it as done. Nothing in the test moves a clock: this is the server as a university runs it.

test('a news item scheduled a minute ahead is published at its time, and the dashboard says so', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const zoneAnswer = await request.get(`${API}schedule/zone`, {
    headers: authorized(await apiToken(request, 'dssd')),
  })
  const { zone } = (await zoneAnswer.json()) as { zone: string }
  // The next whole minute at least a minute away, typed as the wall clock in the university's zone.
  const wall = wallClockOf(new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000), zone)
  const due = instantOf(wall, zone) as Date

  await signInAs(page, 'dssd')
  await page.goto('/#/news/general/add')
  const title = unique('Exam timetable')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Content').click()
  await page.keyboard.type('Week one: the first papers.')
  await page.getByLabel('Publish at', { exact: true }).fill(wall)
  // A publish time saves the record as Draft until then.
  await expect(page.getByLabel('Status')).toHaveValue('0')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'NEWS ADDED SUCCESSFULLY')
  await expect(page).toHaveURL(/#\/news\/general\/news\/list$/)

  // The row of this title, once the search has left it (before, the list's first row may be another).
  const rowOf = async () => (await search(page, 'Search News', title)).filter({ hasText: title })
  const row = await rowOf()
  await expect(row).toContainText('Draft')
  await expect(row).toContainText(scheduledBadge('publish', due, zone))

  // The list read again until the real minute has come and the scheduler's next round has run.
  await expect(async () => {
    await page.reload()
    const now = await rowOf()
    await expect(now).toContainText('Published', { timeout: 2_000 })
    await expect(now).not.toContainText('Scheduled')
  }).toPass({ timeout: due.getTime() - Date.now() + 30_000 + 4 * SCHEDULER_EVERY_MS })

  await page.goto('/#/')
  const panel = page.getByRole('region', { name: SCHEDULE_TEXT.dashboardTitle })
  const done = panel.getByRole('region', { name: SCHEDULE_TEXT.done })
  await expect(done.getByRole('link', { name: `News '${title}'` })).toBeVisible()
  // Listed once: no longer coming up.
  await expect(panel.getByRole('link', { name: `News '${title}'` })).toHaveCount(1)
})

test("a form paints at its full height: Submit does not move as its editor's code and its own reads arrive", async ({
  page,
  request,
}) => {
  const zoneAnswer = await request.get(`${API}schedule/zone`, {
    headers: authorized(await apiToken(request, 'dssd')),
  })
  // Browser mode's API is the host's embedded one, whose hint says schedules run only while the app runs.
  expect(((await zoneAnswer.json()) as { embedded: boolean }).embedded).toBe(true)
  const zone = channel.api('schedule', 'zone')
  const isZone = (asked: Request) =>
    asked.url().endsWith('/bridge/invoke') && (asked.postDataJSON() as { channel: string }).channel === zone
  // The editor's code held until the form is measured; the console's first read of the zone answered at once and
  // a form's own read late, as on a slow link.
  let releaseEditor = () => {}
  const editorHeld = new Promise<void>((resolve) => (releaseEditor = resolve))
  await page.route('**/assets/RichTextEditor-*.js', async (route) => {
    await editorHeld
    await route.continue()
  })
  let zoneReads = 0
  await page.route('**/bridge/invoke', async (route) => {
    if (isZone(route.request()) && ++zoneReads > 1) await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  const primed = page.waitForResponse((response) => isZone(response.request()))
  await signInAs(page, 'dssd')
  await primed

  await page.evaluate(() => (location.hash = '#/news/general/add'))
  const submit = page.getByRole('button', { name: 'Submit' })
  await submit.waitFor()
  const formRead = page.waitForResponse((response) => isZone(response.request()))
  await expect(page.getByRole('status').filter({ hasText: 'Loading editor…' })).toHaveCount(1)
  const hint = page.getByText(SCHEDULE_TEXT.embeddedHint)
  const first = { hint: await hint.count(), box: await submit.boundingBox() }
  releaseEditor()
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible()
  await formRead
  expect(first.hint).toBe(1)
  await expect(hint).toBeVisible()
  expect(await submit.boundingBox()).toEqual(first.box)
})
