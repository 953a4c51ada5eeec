import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useFaculty } from '../../../src/renderer/src/state/faculty'
import { TextField } from '../../../src/renderer/src/components/fields'
import { ok } from './fake-bridge'
import { LIST } from './news-helpers'
import { currentPath, renderApp } from './render-app'

// Issue 47: the faculty bar's News and Event menus answer the keyboard as the WAI-ARIA menu button pattern
// says; read-only fields look and read as read-only.

const SCIENCE = { EntryID: 1, FacultyName: 'Faculty of Science', Slug: 'science', FacultyCode: 'FSC' }
const focused = () => document.activeElement

async function openFacultyBar() {
  useFaculty.setState({ faculty: SCIENCE })
  await renderApp('/faculty/news/list', { answers: { [LIST]: () => ok([]) } })
  return screen.findByRole('navigation', { name: 'Faculty menu' })
}

describe('The News and Event menus of the faculty bar', () => {
  it('open on the first item with Enter, Space or ArrowDown, on the last with ArrowUp', async () => {
    const bar = await openFacultyBar()
    const news = within(bar).getByRole('button', { name: 'News' })
    expect(news.getAttribute('aria-haspopup')).toBe('menu')
    for (const [key, first] of [
      ['Enter', 'Add News'],
      [' ', 'Add News'],
      ['ArrowDown', 'Add News'],
      ['ArrowUp', 'News List'],
    ] as const) {
      news.focus()
      fireEvent.keyDown(news, { key })
      await waitFor(() => expect(focused()).toBe(within(bar).getByRole('menuitem', { name: first })))
      expect(news.getAttribute('aria-expanded')).toBe('true')
      fireEvent.keyDown(focused()!, { key: 'Escape' })
      expect(news.getAttribute('aria-expanded')).toBe('false')
      expect(focused()).toBe(news)
    }
  })

  it('move with the arrows (wrapping), Home and End, and follow an item with Enter', async () => {
    const bar = await openFacultyBar()
    const event = within(bar).getByRole('button', { name: 'Event' })
    event.focus()
    fireEvent.keyDown(event, { key: 'ArrowDown' })
    const menu = within(bar).getByRole('menu', { name: 'Event' })
    const [add, list] = within(menu).getAllByRole('menuitem')
    await waitFor(() => expect(focused()).toBe(add))
    fireEvent.keyDown(add, { key: 'ArrowDown' })
    expect(focused()).toBe(list)
    fireEvent.keyDown(list, { key: 'ArrowDown' })
    expect(focused()).toBe(add)
    fireEvent.keyDown(add, { key: 'ArrowUp' })
    expect(focused()).toBe(list)
    fireEvent.keyDown(list, { key: 'Home' })
    expect(focused()).toBe(add)
    fireEvent.keyDown(add, { key: 'End' })
    expect(focused()).toBe(list)
    fireEvent.click(list) // what Enter on a link does
    await waitFor(() => expect(currentPath()).toBe('/faculty/event/list'))
    expect(event.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('A read-only field', () => {
  it('says "Read only" beside its label and is read-only to assistive technology', () => {
    render(<TextField label="Faculty Code" value="FSC" onChange={() => {}} readOnly />)
    const input = screen.getByLabelText('Faculty Code')
    expect(input.hasAttribute('readonly')).toBe(true)
    expect(input.closest('.field')?.classList.contains('field--read-only')).toBe(true)
    expect(screen.getByText('Read only')).toBeTruthy()
  })

  it('an edited field says nothing of the kind', () => {
    render(<TextField label="Email" value="" onChange={() => {}} />)
    expect(screen.getByLabelText('Email').hasAttribute('readonly')).toBe(false)
    expect(screen.queryByText('Read only')).toBeNull()
  })
})
