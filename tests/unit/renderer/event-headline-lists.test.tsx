import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { EventRow } from '../../../src/shared/contract/event'
import type { HeadlineRow } from '../../../src/shared/contract/headline'
import { useFaculty } from '../../../src/renderer/src/state/faculty'
import { EVENT_DATE_PASSED } from '../../../src/shared/rules/event'
import { ok } from './fake-bridge'
import { alertSays, doc, field, press, SAVE, saved, submit, type } from './news-helpers'
import { currentPath, renderApp } from './render-app'

// The event and headline lists (SPEC §2.8, §2.9): SPEC's columns, the links that open the system
// browser, the Edit that carries the row to its form, and where the form's alerts lead.

const EVENTS = channel.api('event', 'list')
const HEADLINES = channel.api('headline', 'list')
const SETTINGS = { publicSiteUrl: 'https://www.example.edu', uploadConcurrency: 2 }
const SCIENCE = { EntryID: 1, FacultyName: 'Faculty of Science', Slug: 'science', FacultyCode: 'FSC' }

const eventRow = (over: Partial<EventRow> = {}): EventRow => ({
  EntryID: 3,
  Title: 'Career fair',
  Description: doc('Meet employers.'),
  EventDate: '2026-12-03',
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
  ...over,
})

const headlineRow = (over: Partial<HeadlineRow> = {}): HeadlineRow => ({
  EntryID: 2,
  LinkTitle: 'Fees reminder',
  LinkPath: 'https://example.edu/fees',
  BGColour: 'dark-orange',
  Message: doc('Pay by Friday.'),
  MessageDate: '2026-11-20T08:00:00.000Z',
  Status: 1,
  Slug: 'fees-reminder',
  ...over,
})

const rowOf = (text: string) => screen.getByText(text).closest('.ag-row') as HTMLElement
const cellOf = (row: HTMLElement, colId: string) => row.querySelector(`[col-id="${colId}"]`) as HTMLElement
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())

describe('Event List (SPEC §2.8)', () => {
  it("shows SPEC's columns, the thumbnail and the status words", async () => {
    const app = await renderApp('/event/general/list', {
      answers: {
        [EVENTS]: () =>
          ok([eventRow(), eventRow({ EntryID: 4, Title: 'Quiet week', Status: 0, ImagePath: null })]),
      },
    })
    await screen.findByText('Career fair')
    expect(app.callsOf(EVENTS)).toEqual([{ facultyCode: 'General' }])
    expect(headers()).toEqual([
      'Title',
      'Images',
      'Event Date',
      'Start Time',
      'End Time',
      'Location',
      'Viewers',
      'Status',
      'Actions',
    ])
    const fair = rowOf('Career fair')
    expect(within(cellOf(fair, 'ImagePath')).getByRole('img').getAttribute('src')).toBe(
      '/media/event_uploads/fair.png.sm.webp',
    )
    expect(cellOf(fair, 'EventDate').textContent).toBe('3 Dec 2026')
    expect(cellOf(fair, 'Status').textContent).toBe('Published')
    expect(cellOf(rowOf('Quiet week'), 'Status').textContent).toBe('Draft')
    expect(cellOf(rowOf('Quiet week'), 'ImagePath').textContent).toBe('No image')
    expect(screen.getByRole('searchbox', { name: 'Search Event' })).toBeTruthy()
  })

  it('opens the public event page in the browser', async () => {
    const app = await renderApp('/event/general/list', {
      answers: {
        [EVENTS]: () => ok([eventRow()]),
        ['settings.get']: () => SETTINGS,
        ['shell.openExternal']: () => true,
      },
    })
    await screen.findByText('Career fair')
    fireEvent.click(screen.getByRole('button', { name: /^View '/ }))
    await waitFor(() =>
      expect(app.callsOf('shell.openExternal')).toEqual(['https://www.example.edu/event/career-fair']),
    )
  })

  it("lists the chosen faculty's events in faculty mode, and its Edit and Add lead to faculty screens", async () => {
    useFaculty.setState({ faculty: SCIENCE })
    const app = await renderApp('/faculty/event/list', {
      answers: { [EVENTS]: () => ok([eventRow({ FacultyCode: 'FSC' })]), [SAVE]: () => saved() },
    })
    await screen.findByText('Career fair')
    expect(app.callsOf(EVENTS)).toEqual([{ facultyCode: 'FSC' }])
    fireEvent.click(screen.getByRole('button', { name: /^Edit '/ }))
    await waitFor(() => expect(currentPath()).toBe('/faculty/event/update?id=3'))
    expect(field('Event Date').value).toBe('03/12/2026')
    expect(field('Start Time').value).toBe('09:00')
    expect(field('Location').value).toBe('Sports Complex')
    type('Location', 'Main Hall')
    submit()
    press(await alertSays('SUCCESS', 'EVENT UPDATED SUCCESSFULLY'), 'OK')
    await waitFor(() => expect(currentPath()).toBe('/faculty/event/list'))
    const [request] = app.callsOf(SAVE) as { area: string; save: string; input: Record<string, unknown> }[]
    expect(request).toMatchObject({ area: 'event', save: 'update', upload: 'uploadPhoto' })
    expect(request.input).toMatchObject({
      id: 3,
      location: 'Main Hall',
      FacultyCode: 'FSC',
      submittedBy: 'Ada Obi',
    })
    expect(request.input).not.toHaveProperty('InsertedBy')
    fireEvent.click(await screen.findByRole('button', { name: 'Add Event' }))
    await waitFor(() => expect(currentPath()).toBe('/faculty/event/add'))
  })
})

describe('Event form: dates typed the university way (issue 47)', () => {
  it('reads DD/MM/YYYY and a 24-hour time, warns of a date that has passed, and saves it anyway', async () => {
    const app = await renderApp('/event/general/list', {
      answers: { [EVENTS]: () => ok([eventRow()]), [SAVE]: () => saved() },
    })
    await screen.findByText('Career fair')
    fireEvent.click(screen.getByRole('button', { name: /^Edit '/ }))
    await waitFor(() => expect(currentPath()).toBe('/event/general/update?id=3'))
    expect(screen.getByText('DD/MM/YYYY')).toBeTruthy()

    type('Event Date', '15/03/2099')
    expect(screen.queryByText(EVENT_DATE_PASSED)).toBeNull()
    type('Event Date', '15/03/2020')
    expect(screen.getByText(EVENT_DATE_PASSED)).toBeTruthy()
    type('Start Time', '2:30 pm')
    type('End Time', '16:00')
    submit()
    press(await alertSays('SUCCESS', 'EVENT UPDATED SUCCESSFULLY'), 'OK')
    const [request] = app.callsOf(SAVE) as { input: Record<string, unknown> }[]
    expect(request.input).toMatchObject({ eventDate: '2020-03-15', startTime: '14:30', endTime: '16:00' })
  })
})

describe('Headline List (SPEC §2.9)', () => {
  it("shows SPEC's columns and opens the link and the public page in the browser", async () => {
    const app = await renderApp('/general/headline/headlinelist', {
      answers: {
        [HEADLINES]: () => ok([headlineRow()]),
        ['settings.get']: () => SETTINGS,
        ['shell.openExternal']: () => true,
      },
    })
    await screen.findByText('Fees reminder')
    expect(headers()).toEqual([
      'Link Title',
      'Link',
      'Background Colour',
      'Message Date',
      'Status',
      'Actions',
    ])
    const row = rowOf('Fees reminder')
    expect(cellOf(row, 'BGColour').textContent).toBe('Dark Orange')
    expect(cellOf(row, 'MessageDate').textContent).toBe('20 Nov 2026')
    expect(screen.getByRole('searchbox', { name: 'Search Headline News' })).toBeTruthy()

    fireEvent.click(within(row).getByRole('button', { name: 'View Link' }))
    fireEvent.click(within(row).getByRole('button', { name: /^View '/ }))
    await waitFor(() =>
      expect(app.callsOf('shell.openExternal')).toEqual([
        'https://example.edu/fees',
        'https://www.example.edu/headline/fees-reminder',
      ]),
    )
  })

  it('Edit opens the update form prefilled; saving sends no upload and goes to the list', async () => {
    const app = await renderApp('/general/headline/headlinelist', {
      answers: {
        [HEADLINES]: () => ok([headlineRow()]),
        [SAVE]: () => ok({ answer: { message: 'success' }, photo: { status: 'none' } }),
      },
    })
    await screen.findByText('Fees reminder')
    fireEvent.click(screen.getByRole('button', { name: /^Edit '/ }))
    await waitFor(() => expect(currentPath()).toBe('/general/headline/update?id=2'))
    expect(field('Link Title').value).toBe('Fees reminder')
    expect(field('Link Path').value).toBe('https://example.edu/fees')
    expect(field('Background Color').value).toBe('dark-orange')
    type('Link Title', 'Fees deadline')
    submit()
    press(await alertSays('SUCCESS', 'HEADLINE UPDATED SUCCESSFULLY'), 'OK')
    await waitFor(() => expect(currentPath()).toBe('/general/headline/headlinelist'))
    expect(app.callsOf(SAVE)).toEqual([
      {
        area: 'headline',
        save: 'update',
        input: {
          id: 2,
          linkTitle: 'Fees deadline',
          linkPath: 'https://example.edu/fees',
          bgColour: 'dark-orange',
          messageMsg: doc('Pay by Friday.'),
          status: 1,
          submittedBy: 'Ada Obi',
          // Issue 27: our client always says which problems it publishes with (none here).
          a11yDismissals: [],
        },
        photo: null,
        requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ])
  })

  it('stays on the form after an error answer, with everything typed', async () => {
    await renderApp('/general/headline/headlinelist', {
      answers: {
        [HEADLINES]: () => ok([headlineRow()]),
        [SAVE]: () => ok({ answer: { message: 'odd' }, photo: { status: 'none' } }),
      },
    })
    await screen.findByText('Fees reminder')
    fireEvent.click(screen.getByRole('button', { name: /^Edit '/ }))
    await waitFor(() => expect(currentPath()).toBe('/general/headline/update?id=2'))
    type('Link Path', 'https://example.edu/fees-2027')
    submit()
    press(await alertSays('Oops!', 'Failed to update the headline details!'), 'OK')
    expect(currentPath()).toBe('/general/headline/update?id=2')
    expect(field('Link Path').value).toBe('https://example.edu/fees-2027')
  })
})
