import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { useFaculty } from '../../../src/renderer/src/state/faculty'
import { ok } from './fake-bridge'
import { facultyUser, listedCourse } from './faculty-user'
import { renderApp } from './render-app'

// Issue 47 "Where am I": the faculty bar names the faculty and highlights the screen's own tab, however the
// page was opened (its address, a bookmark, a reload: nothing chosen in the side menu this time).

const SCIENCE = { EntryID: 1, FacultyName: 'Faculty of Science', Slug: 'science', FacultyCode: 'FSC' }
const LAW = { EntryID: 2, FacultyName: 'Faculty of Law', Slug: 'law', FacultyCode: 'FLW' }
const answers = {
  [channel.api('academics', 'facultyList')]: () => ok([LAW, SCIENCE]),
  [channel.api('academics', 'courseList')]: () => ok([]),
  [channel.api('academics', 'facultyDetails')]: () => ok([]),
  [channel.api('news', 'list')]: () => ok([]),
}
const DEPARTMENT = facultyUser('FSC', 3)

/** The faculty bar's tabs that say they are the current page. */
const currentTabs = (bar: HTMLElement) =>
  within(bar)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent)

describe('the faculty bar opened by its address', () => {
  it("names a Department editor's faculty, not its code, and highlights only Course", async () => {
    await renderApp('/faculty/course', { user: DEPARTMENT, answers })
    const bar = await screen.findByRole('navigation', { name: 'Faculty menu' })
    expect(await within(bar).findByText('Faculty of Science')).toBeTruthy()
    expect(within(bar).queryByText('FSC')).toBeNull()
    expect(currentTabs(bar)).toEqual(['Course'])
    // Its faculty is now the chosen one: its dashboard link has its address.
    await waitFor(() =>
      expect(within(bar).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
        '#/faculty/dashboard/science',
      ),
    )
    expect(screen.getByText('Faculty / Faculty of Science / Course')).toBeTruthy()
  })

  it('highlights Course, not Dashboard, on About Course', async () => {
    useFaculty.setState({ faculty: SCIENCE })
    await renderApp('/faculty/course/about', { answers })
    const bar = await screen.findByRole('navigation', { name: 'Faculty menu' })
    expect(currentTabs(bar)).toEqual(['Course'])
  })

  it('highlights News, not Dashboard, on a news screen of the faculty', async () => {
    useFaculty.setState({ faculty: SCIENCE })
    await renderApp('/faculty/news/update', { answers })
    const bar = await screen.findByRole('navigation', { name: 'Faculty menu' })
    expect(currentTabs(bar)).toEqual([])
    expect(within(bar).getByRole('button', { name: 'News' }).className).toContain('active')
    expect(within(bar).getByRole('button', { name: 'Event' }).className).not.toContain('active')
  })
})

describe("another faculty's address (issue 47)", () => {
  const BY_SLUG = channel.api('academics', 'courseListBySlug')
  const FACULTY_USER = facultyUser('FSC')
  const ownOnly = { [channel.api('academics', 'facultyList')]: () => ok([SCIENCE]) }

  it('tells a Faculty user that a faculty which exists is not theirs', async () => {
    const refused = () => ({ ok: false, reason: 'forbidden', message: 'Forbidden' })
    const view = await renderApp('/faculty/dashboard/law', {
      user: FACULTY_USER,
      answers: { ...ownOnly, [BY_SLUG]: refused },
    })
    expect(
      await screen.findByText('This faculty is not yours: you may open only your own faculty’s pages.'),
    ).toBeTruthy()
    expect(screen.queryByText(/There is no faculty at this address/)).toBeNull()
    expect(view.callsOf(BY_SLUG)).toEqual([{ slug: 'law' }])
  })

  it('says there is none at an address that names no faculty', async () => {
    const missing = () => ({ ok: false, reason: 'not-found', message: 'No faculty with this slug' })
    await renderApp('/faculty/dashboard/nowhere', {
      user: FACULTY_USER,
      answers: { ...ownOnly, [BY_SLUG]: missing },
    })
    expect(await screen.findByText(/There is no faculty at this address/)).toBeTruthy()
  })
})

describe('the course list (issue 47)', () => {
  it('says Edit About Course once a course has its page, Add About Course until then', async () => {
    const course = (code: string, name: string, written: boolean) => listedCourse('FSC', code, name, written)
    await renderApp('/faculty/course', {
      user: DEPARTMENT,
      answers: {
        ...answers,
        [channel.api('academics', 'courseList')]: () =>
          ok([course('CSC', 'Computer Science', true), course('MTH', 'Mathematics', false)]),
      },
    })
    expect(await screen.findByRole('button', { name: "Edit About Course 'Computer Science'" })).toBeTruthy()
    expect(screen.getByRole('button', { name: "Add About Course 'Mathematics'" })).toBeTruthy()
    expect(screen.queryByRole('button', { name: "Add About Course 'Computer Science'" })).toBeNull()
  })
})
