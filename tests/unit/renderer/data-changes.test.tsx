import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { FacultyMenuItem } from '../../../src/shared/contract/academics'
import { useDataChanges } from '../../../src/renderer/src/state/data-changes'
import { useFaculty } from '../../../src/renderer/src/state/faculty'
import { ok } from './fake-bridge'
import { renderApp } from './render-app'

// Issue 45: what an editor saves shows at once in every window. Main tells each window which area a write
// changed (`data.onChange`); the lists the shell and the screens keep read themselves again.

const FACULTY_LIST = channel.api('academics', 'facultyList')
const CATEGORY_LIST = channel.api('gallery', 'categoryList')
const SCIENCE: FacultyMenuItem = {
  EntryID: 1,
  FacultyName: 'Faculty of Science',
  Slug: 'science',
  FacultyCode: 'FSC',
}
const ARTS: FacultyMenuItem = { EntryID: 2, FacultyName: 'Faculty of Arts', Slug: 'arts', FacultyCode: 'FAR' }
const LAW: FacultyMenuItem = { EntryID: 3, FacultyName: 'Faculty of Law', Slug: 'law', FacultyCode: 'FLW' }

const FACULTY_ADDED = { area: 'records', call: 'add' } as const

beforeEach(() => useDataChanges.setState({ counts: {} }))

const openFacultyMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Faculty' }))

/** A list answer the test hands out when it chooses: each read waits for `answer`. */
function heldAnswers() {
  const waiting: ((list: FacultyMenuItem[]) => void)[] = []
  return {
    read: () => new Promise((resolve) => waiting.push((list) => resolve(ok(list)))),
    answer: (list: FacultyMenuItem[]) => act(() => waiting.shift()?.(list)),
    get waiting() {
      return waiting.length
    },
  }
}

describe('lists kept by the shell follow every window’s saves', () => {
  it('shows in the Faculty menu a faculty added in this window or another, without a reload', async () => {
    let faculties: FacultyMenuItem[] = []
    const app = await renderApp('/', { answers: { [FACULTY_LIST]: () => ok(faculties) } })
    openFacultyMenu()
    expect(await screen.findByText('No Faculty')).toBeTruthy()

    faculties = [SCIENCE]
    act(() => app.emitChange(FACULTY_ADDED))
    expect(await screen.findByRole('link', { name: 'Faculty of Science' })).toBeTruthy()
    expect(screen.queryByText('No Faculty')).toBeNull()
  })

  it('does not read the faculties again for a save that cannot change them', async () => {
    const app = await renderApp('/', { answers: { [FACULTY_LIST]: () => ok([SCIENCE]) } })
    openFacultyMenu()
    await screen.findByRole('link', { name: 'Faculty of Science' })
    const before = app.callsOf(FACULTY_LIST).length

    act(() => app.emitChange({ area: 'news', call: 'add' }))
    act(() => app.emitChange({ area: 'gallery', call: 'categoryAdd' }))
    act(() => app.emitChange({ area: 'records', call: 'update' }))
    await waitFor(() => expect(app.callsOf(FACULTY_LIST)).toHaveLength(before + 1))
  })

  it('keeps the list in hand while it is read again, and reads once more for changes told meanwhile', async () => {
    const held = heldAnswers()
    const app = await renderApp('/', { answers: { [FACULTY_LIST]: held.read } })
    openFacultyMenu()
    await waitFor(() => expect(held.waiting).toBe(1))
    held.answer([SCIENCE])
    await screen.findByRole('link', { name: 'Faculty of Science' })

    act(() => app.emitChange(FACULTY_ADDED))
    await waitFor(() => expect(held.waiting).toBe(1))
    // An import of many rows tells many changes: one read is in flight at a time.
    act(() => app.emitChange(FACULTY_ADDED))
    act(() => app.emitChange(FACULTY_ADDED))
    expect(app.callsOf(FACULTY_LIST)).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Faculty of Science' })).toBeTruthy()
    expect(screen.queryByText('Loading faculties…')).toBeNull()

    held.answer([SCIENCE, ARTS])
    expect(await screen.findByRole('link', { name: 'Faculty of Arts' })).toBeTruthy()
    await waitFor(() => expect(held.waiting).toBe(1))
    held.answer([SCIENCE, ARTS, LAW])
    expect(await screen.findByRole('link', { name: 'Faculty of Law' })).toBeTruthy()
    expect(app.callsOf(FACULTY_LIST)).toHaveLength(3)
  })

  it('renames the chosen faculty in the faculty header when its record is renamed', async () => {
    useFaculty.setState({ faculty: SCIENCE })
    let faculties = [SCIENCE]
    const app = await renderApp('/faculty/news/list', { answers: { [FACULTY_LIST]: () => ok(faculties) } })
    const header = screen.getByRole('navigation', { name: 'Faculty menu' })
    expect(header.textContent).toContain('Faculty of Science')

    faculties = [{ ...SCIENCE, FacultyName: 'Faculty of Natural Sciences' }]
    act(() => app.emitChange({ area: 'records', call: 'update' }))
    await waitFor(() => expect(header.textContent).toContain('Faculty of Natural Sciences'))
    expect(useFaculty.getState().faculty?.FacultyName).toBe('Faculty of Natural Sciences')
  })
})

describe('lists kept by a screen follow every window’s saves', () => {
  it('reads the gallery categories again for a category saved elsewhere, not for each photo sent', async () => {
    let categories = [{ EntryID: 4, CategoryName: 'Convocation' }]
    const app = await renderApp('/about/gallery/addcategory', {
      answers: { [CATEGORY_LIST]: () => ok(categories) },
    })
    await screen.findByText('Convocation')
    const before = app.callsOf(CATEGORY_LIST).length

    categories = [...categories, { EntryID: 5, CategoryName: 'Sports day' }]
    act(() => app.emitChange({ area: 'gallery', call: 'add' }))
    act(() => app.emitChange({ area: 'gallery', call: 'uploadPhoto' }))
    act(() => app.emitChange({ area: 'gallery', call: 'categoryAdd' }))
    expect(await screen.findByText('Sports day')).toBeTruthy()
    expect(app.callsOf(CATEGORY_LIST)).toHaveLength(before + 1)
  })
})
