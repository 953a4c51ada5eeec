import { expect, test } from '@playwright/test'
import { SCHEDULE_SCREEN_TEXT as T } from '../../src/shared/rules/schedule-screens'
import { isUtc } from '../../src/shared/rules/time-zones'
import { API, apiToken, authorized } from './api'
import { seriousViolations } from './axe'
import { signInAs } from './helpers'

// Issue 47: the University Time Zone. The suite's server never has one chosen (nothing here saves one: the
// other tests read the zone), so this is the first run a university sees.

test('the dashboard says the times are in UTC while no zone is chosen, and the picker finds a zone by city', async ({
  page,
  request,
}) => {
  const answer = await request.get(`${API}schedule/zone`, {
    headers: authorized(await apiToken(request, 'admin')),
  })
  const { zone, chosen } = (await answer.json()) as { zone: string; chosen: boolean }
  await signInAs(page, 'admin')

  const note = page.getByRole('status').filter({ hasText: T.zoneStillUtc })
  // On a server that runs in UTC (the suite's, most servers) the note is there; elsewhere not.
  if (!chosen && isUtc(zone)) {
    await expect(note).toBeVisible()
    await note.getByRole('link', { name: T.zoneStillUtcLink }).click()
  } else {
    await expect(note).toHaveCount(0)
    await page.goto('/#/general/time-zone')
  }

  await expect(page).toHaveURL(/#\/general\/time-zone$/)
  const list = page.getByLabel(T.zoneLabel, { exact: true })
  // This browser's zone is offered until one is saved.
  const here = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  if (!chosen) await expect(page.getByText(/Suggested from this computer/)).toContainText(here)

  await page.getByLabel(T.zoneSearch).fill('calcutta')
  await expect(page.getByText(T.zoneMatches(1))).toBeVisible()
  const kolkata = list.getByRole('option', { name: /^Asia\/Kolkata \(UTC\+05:30\): Kolkata, Mumbai/ })
  await expect(kolkata).toHaveCount(1)
  await list.selectOption('Asia/Kolkata')
  await expect(list).toHaveValue('Asia/Kolkata')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByLabel(T.zoneSearch).fill('no such place')
  await expect(page.getByText(T.zoneNoMatch)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
