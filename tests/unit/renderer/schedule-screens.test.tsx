import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { ScheduledJob } from '../../../src/shared/contract/schedule'
import { FAILED_RECORD_GONE, SCHEDULE_TEXT, ZONE_PATH } from '../../../src/shared/rules/schedule'
import { SCHEDULE_SCREEN_TEXT } from '../../../src/shared/rules/schedule-screens'
import { currentZoneName } from '../../../src/shared/rules/time-zones'
import { ADA, ok, rowsLike } from './fake-bridge'
import { alertSays, field, LIST, newsRow, SAVE, saved, submit } from './news-helpers'
import { renderApp } from './render-app'

// Issue 26 beyond the form: the lists' Status badge, the dashboard's scheduled changes, the time-zone screen.

const PENDING = channel.api('schedule', 'pending')
const OVERVIEW = channel.api('schedule', 'overview')
const ZONE = channel.api('schedule', 'zone')

const job = rowsLike<ScheduledJob>({
  id: 1,
  table: 'news',
  EntryID: 5,
  title: 'Open day',
  FacultyCode: 'General',
  section: null,
  action: 'publish',
  // Mon 7 Jan 2030, 08:00 in Lagos (UTC+1).
  dueAt: '2030-01-07T07:00:00.000Z',
  state: 'pending',
  setBy: 'Ada Obi',
  setAt: '2029-12-20T10:00:00.000Z',
  ranAt: null,
  lateMs: null,
  reason: null,
})

const statusOf = async (title: string) => {
  const row = (await screen.findByText(title)).closest('.ag-row') as HTMLElement
  return row.querySelector('[col-id="Status"]')?.textContent
}

describe('Lists: the Status column', () => {
  afterEach(() => vi.useRealTimers())

  it('shows a badge for each pending change, in the university zone, with its date unless this week', async () => {
    // Wed 2 Jan 2030: Monday the 7th is this week's; Friday the 11th is not, and says its date (issue 47).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-02T11:00:00.000Z') })
    await renderApp('/news/general/news/list', {
      answers: {
        [LIST]: () =>
          ok([
            newsRow({ EntryID: 5, Title: 'Exam timetable', Status: 0 }),
            newsRow({ EntryID: 6, Title: 'Open day', Status: 1, Slug: 'o' }),
            newsRow({ EntryID: 7, Title: 'Library hours', Status: 1, Slug: 'l' }),
          ]),
        [PENDING]: () =>
          ok([
            job({}),
            // Fri 11 Jan 2030, 18:00 in Lagos.
            job({ id: 2, EntryID: 6, action: 'unpublish', dueAt: '2030-01-11T17:00:00.000Z' }),
            // Another area's record with the same id has no badge here.
            job({ id: 3, table: 'event', EntryID: 7 }),
          ]),
      },
    })
    expect(await statusOf('Exam timetable')).toBe('DraftScheduled Mon 08:00')
    expect(await statusOf('Open day')).toBe('PublishedUntil 11 Jan, 18:00')
    expect(await statusOf('Library hours')).toBe('Published')
  })
})

describe('Dashboard: Scheduled changes', () => {
  it('lists what comes up, what failed and ran late, and what was done, each leading to its form', async () => {
    await renderApp('/', {
      answers: {
        [OVERVIEW]: () =>
          ok({
            upcoming: [job({ title: 'Exam timetable' })],
            failed: [
              job({
                id: 2,
                table: 'slider',
                EntryID: 3,
                title: '',
                state: 'failed',
                reason: FAILED_RECORD_GONE,
              }),
            ],
            late: [
              job({
                id: 3,
                table: 'headline',
                EntryID: 4,
                title: 'Open day is over',
                action: 'unpublish',
                state: 'done',
                lateMs: 14 * 60_000,
              }),
            ],
            done: [
              job({
                id: 4,
                table: 'event',
                EntryID: 8,
                title: 'Graduation',
                FacultyCode: 'FSC',
                section: null,
                state: 'done',
              }),
              // A senate member is edited on its enrol screen, not the board's update screen.
              job({
                id: 5,
                table: 'leadership',
                EntryID: 9,
                title: 'Prof. Eze',
                section: 'Senate',
                state: 'done',
              }),
            ],
          }),
      },
    })
    const panel = await screen.findByRole('region', { name: SCHEDULE_TEXT.dashboardTitle })
    const section = (name: string) => within(panel).getByRole('region', { name })
    const line = (name: string) => section(name).querySelector('li')?.textContent

    expect(line('Coming up')).toBe(
      "News 'Exam timetable' Publish at Mon, 7 Jan 2030, 08:00 WAT, set by Ada Obi",
    )
    expect(within(section('Coming up')).getByRole('link').getAttribute('href')).toBe(
      '#/news/general/update?id=5',
    )
    expect(line('Failed')).toBe(`Slider Shown from Mon, 7 Jan 2030, 08:00 WAT: ${FAILED_RECORD_GONE}`)
    expect(line('Ran late')).toBe(
      "Headline 'Open day is over' Shown until Mon, 7 Jan 2030, 08:00 WAT, unpublished late by 14 min",
    )
    expect(
      within(section('Done'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#/faculty/event/update?id=8', '#/leadership/enrolsenate?id=9'])
    expect(within(panel).queryByText(SCHEDULE_TEXT.none)).toBeNull()
  })

  it('says when nothing is scheduled', async () => {
    await renderApp('/')
    const panel = await screen.findByRole('region', { name: SCHEDULE_TEXT.dashboardTitle })
    expect(within(panel).getByText(SCHEDULE_TEXT.none)).toBeTruthy()
  })

  it('is not shown to a user who may edit none of the scheduled areas', async () => {
    const app = await renderApp('/', { user: { ...ADA, IsAdmin: 3, FacultyCode: 'FSC' } })
    await screen.findByRole('link', { name: 'Courses' })
    expect(screen.queryByRole('region', { name: SCHEDULE_TEXT.dashboardTitle })).toBeNull()
    expect(app.callsOf(OVERVIEW)).toEqual([])
  })
})

describe('University Time Zone (Super Admin)', () => {
  it('shows the saved zone, and saves the chosen one', async () => {
    const app = await renderApp(ZONE_PATH, { answers: { [SAVE]: () => saved() } })
    expect(((await screen.findByLabelText('Time zone')) as HTMLSelectElement).value).toBe('Africa/Lagos')
    fireEvent.change(field('Time zone'), { target: { value: 'Europe/London' } })
    submit()
    await alertSays('SUCCESS', SCHEDULE_TEXT.zoneSaved)
    expect(app.callsOf(SAVE)).toEqual([
      expect.objectContaining({ area: 'schedule', save: 'setZone', input: { zone: 'Europe/London' } }),
    ])
  })

  it("offers this computer's zone until one is chosen, and finds a zone by a city's old name", async () => {
    const app = await renderApp(ZONE_PATH, {
      answers: {
        [SAVE]: () => saved(),
        [ZONE]: () => ok({ zone: 'UTC', chosen: false, embedded: false, locale: 'en-GB' }),
      },
    })
    const list = (await screen.findByLabelText('Time zone')) as HTMLSelectElement
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(screen.getByText(SCHEDULE_SCREEN_TEXT.zoneSuggested(currentZoneName(here)))).toBeTruthy()
    expect(list.value).toBe(currentZoneName(here))

    fireEvent.change(field(SCHEDULE_SCREEN_TEXT.zoneSearch), { target: { value: 'calcutta' } })
    const shown = [...list.options].map((option) => option.textContent)
    // The canonical name with its offset and cities; the chosen zone stays listed first.
    expect(shown).toContain('Asia/Kolkata (UTC+05:30): Kolkata, Mumbai, New Delhi, Bengaluru, Chennai')
    expect(shown.some((label) => label?.startsWith('Asia/Calcutta'))).toBe(false)
    expect(screen.getByText(SCHEDULE_SCREEN_TEXT.zoneMatches(1))).toBeTruthy()
    fireEvent.change(list, { target: { value: 'Asia/Kolkata' } })
    submit()
    await alertSays('SUCCESS', SCHEDULE_TEXT.zoneSaved)
    expect(app.callsOf(SAVE)).toEqual([expect.objectContaining({ input: { zone: 'Asia/Kolkata' } })])
  })

  it('is said on the dashboard while it is still UTC, with a link to the setting', async () => {
    await renderApp('/', {
      answers: { [ZONE]: () => ok({ zone: 'UTC', chosen: false, embedded: false, locale: 'en-GB' }) },
    })
    const note = await screen.findByText(SCHEDULE_SCREEN_TEXT.zoneStillUtc, { exact: false })
    expect(
      within(note).getByRole('link', { name: SCHEDULE_SCREEN_TEXT.zoneStillUtcLink }).getAttribute('href'),
    ).toBe(`#${ZONE_PATH}`)
  })

  it('is not said on the dashboard once a zone is chosen, UTC included', async () => {
    await renderApp('/', {
      answers: { [ZONE]: () => ok({ zone: 'UTC', chosen: true, embedded: false, locale: 'en-GB' }) },
    })
    await screen.findByRole('region', { name: SCHEDULE_TEXT.dashboardTitle })
    expect(screen.queryByText(SCHEDULE_SCREEN_TEXT.zoneStillUtc, { exact: false })).toBeNull()
  })

  it('is in the General menu', async () => {
    await renderApp('/')
    expect(
      screen.getByRole('link', { name: SCHEDULE_TEXT.zoneTitle, hidden: true }).getAttribute('href'),
    ).toBe(`#${ZONE_PATH}`)
  })
})
