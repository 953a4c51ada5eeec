import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { ScheduledJob } from '../../../src/shared/contract/schedule'
import { typedMoment } from '../../../src/shared/rules/dates'
import { instantOf, PAST_TIME, SCHEDULE_TEXT, wallClockOf } from '../../../src/shared/rules/schedule'
import { SCHEDULE_SCREEN_TEXT } from '../../../src/shared/rules/schedule-screens'
import { ok, ZONE } from './fake-bridge'
import {
  alertSays,
  followSummaryLink,
  summarySays,
  doc,
  field,
  LIST,
  newsRow,
  press,
  SAVE,
  saved,
  storeDraft,
  submit,
  type,
} from './news-helpers'
import { renderApp } from './render-app'

// Issue 26: the Publish at / Unpublish at fields, as an editor of news meets them (the same piece serves the
// other five areas' forms; their own tests check those forms still save as before).

const PENDING = channel.api('schedule', 'pending')
const OVERVIEW = channel.api('schedule', 'overview')
const HOUR = 3_600_000

/** The wall clock in the university's zone `ms` from now, as the field holds it. */
const wallIn = (ms: number) => wallClockOf(new Date(Date.now() + ms), ZONE)

const job = (over: Partial<ScheduledJob> = {}): ScheduledJob => ({
  id: 1,
  table: 'news',
  EntryID: 5,
  title: 'Open day',
  FacultyCode: 'General',
  section: null,
  action: 'publish',
  dueAt: new Date(Date.now() + 3 * HOUR).toISOString(),
  state: 'pending',
  setBy: 'Ada Obi',
  setAt: new Date().toISOString(),
  ranAt: null,
  lateMs: null,
  reason: null,
  ...over,
})

const inputOf = (app: { callsOf(name: string): unknown[] }) =>
  (app.callsOf(SAVE) as { input: Record<string, unknown> }[]).map((call) => call.input)

describe('Add News: scheduling', () => {
  it('names the university zone beside both fields, with the hint', async () => {
    await renderApp('/news/general/add')
    for (const label of ['Publish at', 'Unpublish at']) {
      // Typed the university's way, not in a picker drawn in the machine's format (issue 47).
      expect(field(label).type).toBe('text')
      expect(field(label).getAttribute('aria-describedby')).toBeTruthy()
    }
    expect(await screen.findAllByText(`DD/MM/YYYY HH:MM. Times in WAT (${ZONE})`)).toHaveLength(2)
    expect(screen.getByText(SCHEDULE_TEXT.hint)).toBeTruthy()
    expect(screen.queryByText(SCHEDULE_TEXT.embeddedHint)).toBeNull()
  })

  it('says schedules run while the app is open, once a time is typed, when the API is embedded', async () => {
    await renderApp('/news/general/add', {
      answers: {
        [channel.api('schedule', 'zone')]: () =>
          ok({ zone: ZONE, chosen: true, embedded: true, locale: 'en-GB' }),
      },
    })
    await screen.findAllByText(`DD/MM/YYYY HH:MM. Times in WAT (${ZONE})`)
    expect(screen.queryByText(SCHEDULE_TEXT.embeddedHint)).toBeNull()
    type('Unpublish at', '07/01/2030 08:00')
    expect(screen.getByText(SCHEDULE_TEXT.embeddedHint)).toBeTruthy()
    expect(SCHEDULE_TEXT.embeddedHint).not.toMatch(/server/i)
  })

  it('saves a publish time as Draft, sending the UTC instant of the wall clock typed in WAT', async () => {
    storeDraft('news.add.General', { title: 'Exam timetable', status: 1, content: doc('Week 1.') })
    const app = await renderApp('/news/general/add', {
      answers: { [SAVE]: () => saved(), [LIST]: () => ok([]) },
    })
    await screen.findAllByText(`DD/MM/YYYY HH:MM. Times in WAT (${ZONE})`)
    type('Publish at', '07/01/2030 08:00')
    // The status control says Draft at once; beside the field, the time in full with its zone.
    expect(field('Status').value).toBe('0')
    expect(screen.getByText('Mon, 7 Jan 2030, 08:00 WAT')).toBeTruthy()
    submit()
    await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    const [input] = inputOf(app)
    expect(input.status).toBe(0)
    // Lagos is UTC+1 all year: 08:00 there is 07:00 UTC.
    expect(input.publishAt).toBe('2030-01-07T07:00:00.000Z')
    expect('unpublishAt' in input).toBe(false)
  })

  it('refuses a time that reads as none at the field, saying how to type it', async () => {
    storeDraft('news.add.General', { title: 'Exam timetable', status: 1, content: doc('Week 1.') })
    const app = await renderApp('/news/general/add', { answers: { [SAVE]: () => saved() } })
    // Month and day the American way: there is no 13th month.
    type('Publish at', '01/13/2030 08:00')
    expect(screen.getByText(SCHEDULE_SCREEN_TEXT.notATime)).toBeTruthy()
    submit()
    followSummaryLink(await summarySays(SCHEDULE_SCREEN_TEXT.notATime), SCHEDULE_SCREEN_TEXT.notATime)
    expect(app.callsOf(SAVE)).toEqual([])
  })

  it('refuses a time in the past at the field, before anything is sent', async () => {
    storeDraft('news.add.General', { title: 'Exam timetable', status: 1, content: doc('Week 1.') })
    const app = await renderApp('/news/general/add', { answers: { [SAVE]: () => saved() } })
    type('Unpublish at', typedMoment(wallIn(-2 * HOUR)))
    // Shown at the field as soon as it is typed, tied to the control.
    expect(screen.getByText(PAST_TIME)).toBeTruthy()
    expect(field('Unpublish at').getAttribute('aria-invalid')).toBe('true')
    submit()
    followSummaryLink(await summarySays(PAST_TIME), PAST_TIME)
    await waitFor(() => expect(document.activeElement).toBe(field('Unpublish at')))
    expect(app.callsOf(SAVE)).toEqual([])
  })
})

describe('Add News: leaving with a time typed', () => {
  it('asks before leaving, as for any other unsaved field', async () => {
    await renderApp('/news/general/add')
    type('Publish at', '07/01/2030 08:00')
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }))
    press(await alertSays('Unsaved changes', 'You have unsaved changes. Leave this form?'), 'Stay')
    expect(field('Publish at').value).toBe('07/01/2030 08:00')
  })
})

describe('Add News: a crash with a time typed', () => {
  it('keeps the typed time, and a save clears it from the draft', async () => {
    storeDraft('news.add.General', { title: 'Exam timetable', status: 1, content: doc('Week 1.') })
    await renderApp('/news/general/add')
    type('Publish at', '07/01/2030 08:00')
    // The window closes without a save (a crash): the next one opens the form with the time still there.
    cleanup()
    const app = await renderApp('/news/general/add', {
      answers: { [SAVE]: () => saved(), [LIST]: () => ok([]) },
    })
    await screen.findAllByText(`DD/MM/YYYY HH:MM. Times in WAT (${ZONE})`)
    expect(field('Publish at').value).toBe('07/01/2030 08:00')
    submit()
    await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    expect(inputOf(app)[0]?.publishAt).toBe('2030-01-07T07:00:00.000Z')
    expect(Object.keys(localStorage).filter((key) => key.endsWith('.schedule'))).toEqual([])
  })
})

describe('Update News: scheduling', () => {
  const row = newsRow({ EntryID: 5, Status: 0 })

  it('shows the pending publish time, and Clear cancels it with null', async () => {
    const pending = job({ dueAt: instantOf(wallIn(5 * HOUR), ZONE)?.toISOString() })
    const app = await renderApp('/news/general/update?id=5', {
      answers: { [LIST]: () => ok([row]), [PENDING]: () => ok([pending]), [SAVE]: () => saved() },
    })
    await waitFor(() =>
      expect(field('Publish at').value).toBe(typedMoment(wallClockOf(new Date(pending.dueAt), ZONE))),
    )
    expect(field('Unpublish at').value).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Clear Publish at' }))
    expect(field('Publish at').value).toBe('')
    submit()
    await alertSays('SUCCESS', 'NEWS UPDATED SUCCESSFULLY')
    const [input] = inputOf(app)
    expect(input.publishAt).toBeNull()
    expect('unpublishAt' in input).toBe(false)
  })

  it('leaves an unchanged schedule out of the save, so the server keeps it', async () => {
    const app = await renderApp('/news/general/update?id=5', {
      answers: { [LIST]: () => ok([row]), [PENDING]: () => ok([job()]), [SAVE]: () => saved() },
    })
    await waitFor(() => expect(field('Publish at').value).not.toBe(''))
    type('Title', 'Exam timetable, final')
    submit()
    await alertSays('SUCCESS', 'NEWS UPDATED SUCCESSFULLY')
    const [input] = inputOf(app)
    expect(input.title).toBe('Exam timetable, final')
    expect('publishAt' in input || 'unpublishAt' in input).toBe(false)
  })

  it('shows a failed job of this record with its reason', async () => {
    const failed = job({
      state: 'failed',
      reason: 'Not published: Description is empty. Fill it in and schedule again.',
    })
    await renderApp('/news/general/update?id=5', {
      answers: {
        [LIST]: () => ok([row]),
        [OVERVIEW]: () =>
          ok({
            upcoming: [],
            failed: [failed, job({ id: 2, EntryID: 6, state: 'failed', reason: 'other' })],
            late: [],
            done: [],
          }),
      },
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(`The scheduled publish failed: ${failed.reason}`)
    expect(screen.queryByText(/other/)).toBeNull()
  })
})

describe('Add Event: scheduling', () => {
  it('offers the day after the event as its unpublish time, in one click', async () => {
    await renderApp('/event/general/add')
    type('Event Date', '2030-06-14')
    const offer = await screen.findByRole('button', {
      name: /^The day after the event: Sat, 15 Jun 2030, 00:00 WAT$/,
    })
    fireEvent.click(offer)
    expect(field('Unpublish at').value).toBe('15/06/2030 00:00')
  })
})
