import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { LOADING_TIMEOUT_MS } from '../../../src/renderer/src/components/useLoad'
import { GETTING_STARTED_IDS } from '../../../src/shared/rules/getting-started'
import { ADA, COUNTS, ok } from './fake-bridge'
import { facultyUser, listedCourse } from './faculty-user'
import { renderApp } from './render-app'

const COUNT = channel.api('general', 'dashboardCount')
const CHECKLIST = channel.api('setup', 'checklist')
const stepsDone =
  (...done: string[]) =>
  () =>
    ok({ steps: GETTING_STARTED_IDS.map((id) => ({ id, done: done.includes(id) })) })

/** The number on a count card, found by the card's label (a link to its list). */
const cardValue = (label: string) =>
  screen.getByRole('link', { name: label }).closest('dt')?.nextElementSibling?.textContent
/** A count card, by its label. */
const findCard = (label: string) => screen.findByRole('link', { name: label })
const queryCard = (label: string) => screen.queryByRole('link', { name: label })

describe('Dashboard (SPEC §2.4)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("shows a Super Admin's counts, each a link to the list it counts", async () => {
    await renderApp('/')
    await findCard('Users')
    expect(cardValue('Users')).toBe('12')
    expect(cardValue('Faculties')).toBe('5')
    expect(cardValue('Courses')).toBe('48')
    expect(cardValue('News')).toBe('27')
    expect(cardValue('Event')).toBe('9')
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href')
    expect(href('Users')).toBe('#/accounts')
    expect(href('Faculties')).toBe('#/records/faculties')
    expect(href('Courses')).toBe('#/records/courses')
    expect(href('News')).toBe('#/news/general/news/list')
    expect(href('Event')).toBe('#/event/general/list')
    // No screen lists modules: the count stays in the API (SPEC §7), with no card that leads nowhere.
    expect(screen.queryByText('Modules')).toBeNull()
  })

  it("shows a Faculty user only the cards of their own faculty's lists", async () => {
    await renderApp('/', { user: facultyUser('FCS') })
    // Each card comes with its own count's answer: the review count's may come after the others'.
    await findCard('Users')
    await findCard('Changes to review')
    const cards = screen.getAllByRole('link').filter((link) => link.closest('.count-card'))
    expect(cards.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      // Issue 48: a Faculty editor reviews their Department editors' course pages.
      ['Changes to review', '#/review'],
      ['Users', '#/accounts'],
      ['Courses', '#/faculty/course'],
      ['News', '#/faculty/news/list'],
      ['Event', '#/faculty/event/list'],
    ])
  })

  it("lists a Department editor's courses, which pages are written, with Add or Edit for each", async () => {
    const course = (code: string, name: string, written: boolean) => listedCourse('FCS', code, name, written)
    const COURSES = channel.api('academics', 'courseList')
    const app = await renderApp('/', {
      user: facultyUser('FCS', 3),
      answers: {
        [COURSES]: () => ok([course('CSC', 'Computer Science', true), course('MTH', 'Mathematics', false)]),
      },
    })
    const list = await screen.findByRole('region', { name: 'Your courses' })
    expect(list.textContent).toContain('1 of 2 course pages written')
    const edit = screen.getByRole('link', { name: "Edit About Course 'Computer Science'" })
    expect(edit.getAttribute('href')).toBe('#/faculty/course/about?course=CSC')
    const add = screen.getByRole('link', { name: "Add About Course 'Mathematics'" })
    expect(add.closest('li')?.textContent).toContain('No page yet')
    expect(app.callsOf(COURSES)).toEqual([{ facultyCode: 'FCS' }])
  })

  it('shows a Department user their courses only', async () => {
    await renderApp('/', { user: facultyUser('FCS', 3) })
    await findCard('Courses')
    expect(queryCard('News')).toBeNull()
    expect(queryCard('Users')).toBeNull()
    expect(queryCard('Faculties')).toBeNull()
  })

  it('says why the counts did not load, and loads them on Retry', async () => {
    let calls = 0
    const flaky = () =>
      ++calls === 1 ? { ok: false, reason: 'network', message: 'fetch failed' } : ok(COUNTS)
    await renderApp('/', { answers: { [COUNT]: flaky } })
    expect(
      await screen.findByText(
        'Could not load the counts. Cannot reach the server. Check your connection and try again.',
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await findCard('Users')).toBeTruthy()
  })

  it('treats a transport that throws (browser mode, host gone) as a network failure', async () => {
    const hostGone = () => {
      throw new Error('Failed to fetch')
    }
    await renderApp('/', { answers: { [COUNT]: hostGone } })
    expect((await screen.findByRole('alert')).textContent).toContain('Cannot reach the server.')
  })

  it(`gives up waiting after ${LOADING_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderApp('/', { answers: { [COUNT]: () => new Promise(() => {}) } })
    expect(await screen.findByText('Loading the counts…')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(LOADING_TIMEOUT_MS - 100))
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.getByRole('alert').textContent).toContain('Could not load the counts.')
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  describe('getting started', () => {
    it('lists the steps left for a Super Admin, with a way to each', async () => {
      await renderApp('/', { answers: { [CHECKLIST]: stepsDone('faculties') } })
      const list = await screen.findByRole('region', { name: 'Getting started' })
      expect(list.textContent).toContain('1 of 4 done')
      expect(screen.getByText('Add your faculties').closest('li')?.className).toBe('is-done')
      const staffStep = screen.getByRole('link', { name: 'Open: Import your staff' })
      expect(staffStep.getAttribute('href')).toBe('#/records/staff/import')
      expect(screen.queryByRole('link', { name: 'Open: Add your faculties' })).toBeNull()
    })

    it('is gone once every step is done', async () => {
      await renderApp('/', { answers: { [CHECKLIST]: stepsDone(...GETTING_STARTED_IDS) } })
      await findCard('Users')
      expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull()
    })

    it('stays hidden once its Super Admin hides it', async () => {
      const first = await renderApp('/', { answers: { [CHECKLIST]: stepsDone() } })
      await screen.findByRole('region', { name: 'Getting started' })
      fireEvent.click(screen.getByRole('button', { name: 'Hide this list' }))
      expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull()
      first.unmount()
      await renderApp('/', { answers: { [CHECKLIST]: stepsDone() } })
      await findCard('Users')
      expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull()
    })

    it('is not asked for by other levels', async () => {
      const checklist = vi.fn(stepsDone())
      await renderApp('/', { user: { ...ADA, IsAdmin: 4 }, answers: { [CHECKLIST]: checklist } })
      await findCard('News')
      expect(checklist).not.toHaveBeenCalled()
      expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull()
    })
  })
})
