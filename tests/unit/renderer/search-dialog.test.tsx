import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { SearchGroup, SearchHit } from '../../../src/shared/contract/search'
import { FACULTY_TEXT, courseAboutAddress } from '../../../src/shared/rules/faculty'
import { FORM_TEXT } from '../../../src/shared/rules/names'
import { SEARCH_TEXT, searchAreaOf } from '../../../src/shared/rules/search'
import { ok } from './fake-bridge'
import { currentPath, renderApp } from './render-app'

// Issue 28: the search dialog on Ctrl/Cmd+K. The server is the fake bridge; what is tested is what the user
// sees and does: focus in the field, hits grouped with their words marked, arrows, Enter, Escape.

const SEARCH = channel.api('search', 'everything')

const hit = (EntryID: number, title: string, open: string, marks: [number, number][] = []): SearchHit => ({
  EntryID,
  title: { text: title, marks },
  snippet: { text: `About ${title}`, marks: [] },
  updated: '2026-11-01T10:00:00.000Z',
  open,
  faculty: null,
})

const GROUPS: SearchGroup[] = [
  {
    area: 'news',
    label: 'News',
    hits: [
      hit(7, 'Graduation day', '/news/general/update?id=7', [[0, 10]]),
      hit(8, '<b>Grad</b> party', '/news/general/update?id=8'),
    ],
  },
  { area: 'gallery', label: 'Gallery', hits: [hit(3, 'Graduation photo', '/about/gallery/update?id=3')] },
]

const ctrlK = () => fireEvent.keyDown(document, { key: 'k', ctrlKey: true })
const field = () => screen.getByRole('combobox', { name: SEARCH_TEXT.label })
const options = () => screen.queryAllByRole('option')
const selected = () => options().find((o) => o.getAttribute('aria-selected') === 'true')

describe('search everything (Ctrl/Cmd+K)', () => {
  it('opens on Ctrl+K with the focus in the field, and shows the hits grouped with their words marked', async () => {
    await renderApp('/', { answers: { [SEARCH]: () => ok({ groups: GROUPS }) } })
    ctrlK()
    expect(document.activeElement).toBe(field())
    fireEvent.change(field(), { target: { value: 'graduates' } })
    await waitFor(() => expect(options()).toHaveLength(3))
    const groups = screen.getAllByRole('group')
    expect(
      groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['News', 'Gallery'])
    expect(groups.map((g) => within(g).getAllByRole('option').length)).toEqual([2, 1])
    expect([...document.querySelectorAll('.search-hit mark')].map((m) => m.textContent)).toEqual([
      'Graduation',
    ])
    // A record's markup is its text, never HTML.
    expect(screen.getByText('<b>Grad</b> party')).toBeTruthy()
    expect(document.querySelector('.search-hit b')).toBeNull()
    expect(screen.getByRole('status').textContent).toContain(SEARCH_TEXT.count(3))
  })

  it('moves with the arrows across groups and opens the chosen record with Enter', async () => {
    await renderApp('/', { answers: { [SEARCH]: () => ok({ groups: GROUPS }) } })
    ctrlK()
    fireEvent.change(field(), { target: { value: 'graduates' } })
    await waitFor(() => expect(options()).toHaveLength(3))
    expect(selected()?.textContent).toContain('Graduation day')
    fireEvent.keyDown(field(), { key: 'ArrowDown' })
    fireEvent.keyDown(field(), { key: 'ArrowDown' })
    expect(selected()?.textContent).toContain('Graduation photo')
    expect(field().getAttribute('aria-activedescendant')).toBe(selected()!.id)
    fireEvent.keyDown(field(), { key: 'ArrowDown' })
    expect(selected()?.textContent).toContain('Graduation day')
    fireEvent.keyDown(field(), { key: 'ArrowUp' })
    fireEvent.keyDown(field(), { key: 'Enter' })
    await waitFor(() => expect(currentPath()).toBe('/about/gallery/update?id=3'))
    expect(screen.queryByRole('combobox', { name: SEARCH_TEXT.label })).toBeNull()
  })

  it('closes on Escape and gives the focus back to where it was', async () => {
    await renderApp('/', { answers: { [SEARCH]: () => ok({ groups: GROUPS }) } })
    const box = screen.getByRole('button', { name: new RegExp(`^${SEARCH_TEXT.label}`) })
    box.focus()
    fireEvent.click(box)
    expect(document.activeElement).toBe(field())
    fireEvent.keyDown(field(), { key: 'Escape' })
    expect(screen.queryByRole('combobox', { name: SEARCH_TEXT.label })).toBeNull()
    expect(document.activeElement).toBe(box)
  })

  it('closes when the address changes under it: a link followed, or Back', async () => {
    await renderApp('/', { answers: { [SEARCH]: () => ok({ groups: GROUPS }) } })
    // A dashboard link, followed while the dialog is open (in the desktop app a toast's link, a mouse's Back).
    const link = await waitFor(() => {
      const found = document.querySelector<HTMLAnchorElement>('main a[href^="#/"]')
      expect(found).toBeTruthy()
      return found!
    })
    const linked = link.getAttribute('href')!.slice(1)
    ctrlK()
    expect(field()).toBeTruthy()
    fireEvent.click(link)
    await waitFor(() => expect(currentPath()).toBe(linked))
    expect(screen.queryByRole('combobox', { name: SEARCH_TEXT.label })).toBeNull()
    ctrlK()
    expect(field()).toBeTruthy()
    act(() => window.history.back())
    await waitFor(() => expect(currentPath()).toBe('/'))
    await waitFor(() => expect(screen.queryByRole('combobox', { name: SEARCH_TEXT.label })).toBeNull())
    await waitFor(() => expect(document.querySelector(`main a[href="#${linked}"]`)).toBeTruthy())
  })

  it('says when nothing is found, and asks nothing for fewer characters than the minimum', async () => {
    const view = await renderApp('/', { answers: { [SEARCH]: () => ok({ groups: [] }) } })
    ctrlK()
    fireEvent.change(field(), { target: { value: 'q' } })
    expect(screen.getByRole('status').textContent).toContain(SEARCH_TEXT.tooShort)
    fireEvent.change(field(), { target: { value: 'zebra' } })
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(SEARCH_TEXT.noResults('zebra')),
    )
    expect(view.callsOf(SEARCH)).toEqual([{ q: 'zebra' }])
  })

  it('asks at once, one question at a time, then only the newest words', async () => {
    const pending: Record<string, (value: unknown) => void> = {}
    const view = await renderApp('/', {
      answers: {
        [SEARCH]: (input) => new Promise((resolve) => (pending[(input as { q: string }).q] = resolve)),
      },
    })
    ctrlK()
    fireEvent.change(field(), { target: { value: 'gr' } })
    await waitFor(() => expect(Object.keys(pending)).toEqual(['gr']))
    fireEvent.change(field(), { target: { value: 'gra' } })
    fireEvent.change(field(), { target: { value: 'graduates' } })
    expect(view.callsOf(SEARCH)).toEqual([{ q: 'gr' }])
    // The first answer shows while the newest words are asked.
    await act(async () => pending.gr(ok({ groups: GROUPS })))
    await waitFor(() => expect(Object.keys(pending)).toEqual(['gr', 'graduates']))
    expect(options()).toHaveLength(3)
    await act(async () => pending.graduates(ok({ groups: [GROUPS[1]] })))
    await waitFor(() => expect(options()).toHaveLength(1))
    expect(options()[0].textContent).toContain('Graduation photo')
    expect(view.callsOf(SEARCH)).toEqual([{ q: 'gr' }, { q: 'graduates' }])
  })

  describe('a course hit', () => {
    const FACULTY = {
      EntryID: 1,
      FacultyCode: 'FSC',
      FacultyName: 'Faculty of Science',
      FacultyDean: null,
      FacultyColor: null,
      Slug: 'science',
      FacultyImage: null,
      FacultyDetail: null,
      FacultyEmail: null,
      FacultyPhone: null,
    }
    const course = (CourseCode: string, CourseName: string, EntryID: number) => ({
      EntryID,
      CourseName,
      CourseCode,
      Duration: 4,
      DurationType: 'Years',
      Slug: CourseName.toLowerCase().replaceAll(' ', '-'),
      FacultyCode: 'FSC',
    })
    const COURSES = [course('CHM', 'Chemistry', 1), course('PHY', 'Physics', 2)]
    const open = searchAreaOf('courses')!.open
    const courseHit = (code: string): SearchGroup => ({
      area: 'courses',
      label: 'Courses',
      hits: [{ ...hit(9, 'Physics', open({ id: 9, faculty: 'FSC', extra: code })), faculty: 'FSC' }],
    })
    const answers = (groups: SearchGroup[]) => ({
      [SEARCH]: () => ok({ groups }),
      [channel.api('academics', 'facultyList')]: () => ok([FACULTY]),
      [channel.api('academics', 'courseList')]: () => ok(COURSES),
      [channel.api('academics', 'courseDetails')]: () => ok([]),
    })
    const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value

    it("opens its course's about page in its faculty, as the course list's button does", async () => {
      const view = await renderApp('/', { answers: answers([courseHit('PHY')]) })
      expect(open({ id: 9, faculty: 'FSC', extra: 'PHY' })).toBe(courseAboutAddress('PHY'))
      ctrlK()
      fireEvent.change(field(), { target: { value: 'physics' } })
      await waitFor(() => expect(options()).toHaveLength(1))
      fireEvent.keyDown(field(), { key: 'Enter' })
      await waitFor(() => expect(fieldValue(FACULTY_TEXT.courseCode)).toBe('PHY'))
      expect(fieldValue(FACULTY_TEXT.courseName)).toBe('Physics')
      expect(currentPath()).toBe(courseAboutAddress('PHY'))
      expect(view.callsOf(channel.api('academics', 'courseList'))).toEqual([{ facultyCode: 'FSC' }])
      expect(view.callsOf(channel.api('academics', 'courseDetails'))).toEqual([{ CourseCode: 'PHY' }])
    })

    it('says nothing is selected when its course is no longer in the faculty', async () => {
      await renderApp('/', { answers: answers([courseHit('GONE')]) })
      ctrlK()
      fireEvent.change(field(), { target: { value: 'physics' } })
      await waitFor(() => expect(options()).toHaveLength(1))
      fireEvent.keyDown(field(), { key: 'Enter' })
      expect(await screen.findByText(FORM_TEXT.nothingSelected)).toBeTruthy()
      expect(screen.queryByLabelText(FACULTY_TEXT.courseCode)).toBeNull()
    })
  })
})
