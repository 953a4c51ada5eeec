import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { EventRow } from '../../../src/shared/contract/event'
import type { ScheduledJob } from '../../../src/shared/contract/schedule'
import { setUniversityLocale } from '../../../src/shared/rules/dates'
import { LOCALE_PATH, LOCALE_TEXT } from '../../../src/shared/rules/locales'
import { ok } from './fake-bridge'
import { alertSays, doc, field, LIST, newsRow, press, SAVE, saved, submit, type } from './news-helpers'
import { currentPath, renderApp } from './render-app'

// Issue 47: the university's locale, a Super Admin's setting read with the zone, decides how every screen
// writes a date and how a typed one is read.

const ZONE = channel.api('schedule', 'zone')
const PENDING = channel.api('schedule', 'pending')
const EVENTS = channel.api('event', 'list')
const inLocale = (locale: string) => () => ok({ zone: 'Africa/Lagos', chosen: true, embedded: false, locale })

const job: ScheduledJob = {
  id: 2,
  table: 'news',
  EntryID: 6,
  title: 'Open day',
  FacultyCode: 'General',
  section: null,
  action: 'unpublish',
  // Fri 11 Jan 2030, 18:00 in Lagos.
  dueAt: '2030-01-11T17:00:00.000Z',
  state: 'pending',
  setBy: 'Ada Obi',
  setAt: '2029-12-20T10:00:00.000Z',
  ranAt: null,
  lateMs: null,
  reason: null,
}

const eventRow: EventRow = {
  EntryID: 3,
  Title: 'Career fair',
  Description: doc('Meet employers.'),
  EventDate: '2030-12-03',
  StartTime: '09:00',
  EndTime: '16:00',
  Location: 'Sports Complex',
  Status: 1,
  FacultyCode: 'General',
  ImagePath: 'fair.png',
  ImageAlt: null,
  ImageDecorative: false,
  ViewCount: 7,
  Slug: 'career-fair',
}

const statusOf = async (title: string) => {
  const row = (await screen.findByText(title)).closest('.ag-row') as HTMLElement
  await waitFor(() => expect(row.querySelector('[col-id="Status"]')?.textContent).toMatch(/Until/))
  return row.querySelector('[col-id="Status"]')?.textContent
}

afterEach(() => {
  vi.useRealTimers()
  setUniversityLocale('en-GB')
})

describe("The university's locale", () => {
  const listWith = async (locale: string) => {
    // Wed 2 Jan 2030: the 11th is not this week, so the badge says its date.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-02T11:00:00.000Z') })
    await renderApp('/news/general/news/list', {
      answers: {
        [ZONE]: inLocale(locale),
        [LIST]: () => ok([newsRow({ EntryID: 6, Title: 'Open day', Status: 1, Slug: 'o' })]),
        [PENDING]: () => ok([job]),
      },
    })
    return statusOf('Open day')
  }

  it("writes a list's badge month first on a 12-hour clock in en-US", async () => {
    expect(await listWith('en-US')).toBe('PublishedUntil Jan 11, 06:00 PM')
  })

  it("writes a list's badge day first on a 24-hour clock in en-GB", async () => {
    expect(await listWith('en-GB')).toBe('PublishedUntil 11 Jan, 18:00')
  })

  it("has an event's date typed MM/DD/YYYY in en-US, and reads it that way", async () => {
    const app = await renderApp('/event/general/list', {
      answers: { [ZONE]: inLocale('en-US'), [EVENTS]: () => ok([eventRow]), [SAVE]: () => saved() },
    })
    await screen.findByText('Career fair')
    fireEvent.click(screen.getByRole('button', { name: /^Edit '/ }))
    await waitFor(() => expect(currentPath()).toBe('/event/general/update?id=3'))
    expect(await screen.findByText('MM/DD/YYYY')).toBeTruthy()
    expect(screen.queryByText('DD/MM/YYYY')).toBeNull()
    expect(field('Event Date').value).toBe('12/03/2030')
    expect(field('Start Time').value).toBe('09:00 AM')

    type('Event Date', '03/04/2031')
    type('End Time', '4:30 PM')
    submit()
    press(await alertSays('SUCCESS', 'EVENT UPDATED SUCCESSFULLY'), 'OK')
    const [request] = app.callsOf(SAVE) as { input: Record<string, unknown> }[]
    expect(request.input).toMatchObject({ eventDate: '2031-03-04', startTime: '09:00', endTime: '16:30' })
  })

  it('is chosen by a Super Admin from locales named in their own language, each with an example', async () => {
    const app = await renderApp(LOCALE_PATH, {
      answers: { [ZONE]: inLocale('en-GB'), [SAVE]: () => saved() },
    })
    const list = (await screen.findByLabelText(LOCALE_TEXT.label)) as HTMLSelectElement
    expect(list.value).toBe('en-GB')
    const shown = [...list.options].map((option) => option.textContent)
    expect(shown).toContain('English (United States): Dec 31, 2026 (12/31/2026), 05:30 PM')
    expect(shown).toContain('English (United Kingdom): 31 Dec 2026 (31/12/2026), 17:30')
    expect(shown).toContain('Deutsch (Deutschland): 31. Dez. 2026 (31.12.2026), 17:30')
    fireEvent.change(list, { target: { value: 'en-US' } })
    submit()
    await alertSays('SUCCESS', LOCALE_TEXT.saved)
    expect(app.callsOf(SAVE)).toEqual([
      expect.objectContaining({ area: 'schedule', save: 'setLocale', input: { locale: 'en-US' } }),
    ])
  })
})
