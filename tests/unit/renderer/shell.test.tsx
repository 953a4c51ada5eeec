import { EXPECTED_MENU_BY_LEVEL } from '../../support/expected-menus'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { NO_ACCESS_TEXT, SKIP_TO_CONTENT } from '../../../src/shared/rules/shell'
import { useFaculty } from '../../../src/renderer/src/state/faculty'
import { useSession } from '../../../src/renderer/src/state/session'
import { THEME_STORAGE_KEY, useTheme } from '../../../src/renderer/src/state/theme'
import { ADA, ok } from './fake-bridge'
import { currentPath, renderApp } from './render-app'

const FACULTY_LIST = channel.api('academics', 'facultyList')
const SCIENCE = { EntryID: 1, FacultyName: 'Faculty of Science', Slug: 'science', FacultyCode: 'FSC' }

/** The labels of the side menu's top level: links and section buttons. */
function topLevelMenu(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main menu' })
  return [...nav.querySelectorAll(':scope > ul > li > :first-child')].map((el) => el.textContent ?? '')
}

const openSection = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }))

describe('side menu (SPEC §2.2, §6)', () => {
  it.each(([1, 2, 3, 4] as const).map((level) => [level, EXPECTED_MENU_BY_LEVEL[level]] as const))(
    'shows level %i its sections',
    async (level, sections) => {
      await renderApp('/', { user: { ...ADA, IsAdmin: level } })
      expect(topLevelMenu()).toEqual(sections)
    },
  )

  it('opens a section and marks the current screen', async () => {
    await renderApp('/')
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page')
    openSection('General')
    expect(screen.getByRole('button', { name: 'General' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'Add Headline' }).getAttribute('href')).toBe(
      '#/general/headline/addheadline',
    )
  })

  it("says 'No Faculty' when the faculty list is empty", async () => {
    await renderApp('/')
    openSection('Faculty')
    expect(await screen.findByText('No Faculty')).toBeTruthy()
  })

  it('lists the faculties, and remembers the one clicked', async () => {
    await renderApp('/', { answers: { [FACULTY_LIST]: () => ok([SCIENCE]) } })
    openSection('Faculty')
    const link = await screen.findByRole('link', { name: 'Faculty of Science' })
    expect(link.getAttribute('href')).toBe('#/faculty/dashboard/science')
    fireEvent.click(link)
    expect(useFaculty.getState().faculty).toEqual(SCIENCE)
    expect(localStorage.getItem('console.faculty')).toContain('"FSC"')
  })

  it('says when the faculties cannot be loaded, and tries again on Retry', async () => {
    let calls = 0
    const flaky = () =>
      ++calls === 1 ? { ok: false, reason: 'server', message: 'Database unavailable' } : ok([SCIENCE])
    await renderApp('/', { answers: { [FACULTY_LIST]: flaky } })
    openSection('Faculty')
    const failure = await screen.findByText(/Could not load the faculties\. Database unavailable/)
    fireEvent.click(within(failure.parentElement as HTMLElement).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: 'Faculty of Science' })).toBeTruthy()
  })
})

describe('routes', () => {
  it('shows a level-3 user on a General screen the no-access page and keeps them signed in', async () => {
    const app = await renderApp('/general/slider/addslider', { user: { ...ADA, IsAdmin: 3 } })
    const heading = await screen.findByRole('heading', { level: 1, name: NO_ACCESS_TEXT.title })
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy()
    expect(app.callsOf('session.logout')).toHaveLength(0)
    expect(currentPath()).toBe('/general/slider/addslider')
    await waitFor(() => expect(document.activeElement).toBe(heading))

    fireEvent.click(screen.getByRole('link', { name: NO_ACCESS_TEXT.back }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
    expect(currentPath()).toBe('/')
    expect(useSession.getState().user?.IsAdmin).toBe(3)
  })

  it('shows a level-2 user the no-access page on the audit log', async () => {
    await renderApp('/audit', { user: { ...ADA, IsAdmin: 2 } })
    expect(await screen.findByRole('heading', { level: 1, name: NO_ACCESS_TEXT.title })).toBeTruthy()
    expect(useSession.getState().user).not.toBeNull()
  })

  it("shows 'Page not found!' on an unknown path, with a search over the menu's screens", async () => {
    await renderApp('/no/such/screen')
    expect(await screen.findByRole('heading', { name: 'Page not found!' })).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search screens' }), {
      target: { value: 'slider add' },
    })
    const result = screen.getByRole('link', { name: 'General › Home Slider › Add Slider' })
    expect(result.getAttribute('href')).toBe('#/general/slider/addslider')
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('#/')
  })

  it('shows the not-found screen on a path of no screen, and only offers allowed screens', async () => {
    await renderApp('/permission/no-such-screen', { user: { ...ADA, IsAdmin: 2 } })
    expect(await screen.findByRole('heading', { name: 'Page not found!' })).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search screens' }), {
      target: { value: 'slider' },
    })
    expect(screen.getByText('No screen matches “slider”.')).toBeTruthy()
  })
})

describe('focus (keyboard and screen readers)', () => {
  it('puts the focus on the page heading when the shell opens and on each screen change', async () => {
    await renderApp('/')
    const dashboard = await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    await waitFor(() => expect(document.activeElement).toBe(dashboard))
    openSection('General')
    fireEvent.click(screen.getByRole('link', { name: 'Add Headline' }))
    await waitFor(() => expect(currentPath()).toBe('/general/headline/addheadline'))
    const heading = screen.getByRole('heading', { level: 1 })
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })

  it("starts the shell with a 'Skip to content' link that moves the focus to the main region", async () => {
    await renderApp('/')
    const focusable = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')
    expect(focusable[0]?.textContent).toBe(SKIP_TO_CONTENT)
    fireEvent.click(screen.getByRole('link', { name: SKIP_TO_CONTENT }))
    expect(document.activeElement).toBe(screen.getByRole('main'))
    expect(currentPath()).toBe('/')
  })
})

describe('header', () => {
  it("shows the user's full name and signs out from the user menu", async () => {
    const app = await renderApp('/', { user: { ...ADA, MiddleName: 'Ngozi' } })
    fireEvent.click(screen.getByRole('button', { name: /Ada Ngozi Obi/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeTruthy()
    expect(app.callsOf('session.logout')).toHaveLength(1)
    expect(currentPath()).toBe('/login')
  })

  it('switches to dark mode and remembers it in localStorage', async () => {
    await renderApp('/')
    fireEvent.click(screen.getByRole('button', { name: /Ada Obi/ }))
    const toggle = screen.getByRole('switch', { name: 'Dark mode' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}').state.theme).toBe('dark')

    // A new start reads it back.
    useTheme.setState({ theme: 'light' })
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { theme: 'dark' }, version: 0 }))
    await useTheme.persist.rehydrate()
    expect(useTheme.getState().theme).toBe('dark')
  })

  it('changes the settings of this machine from the user menu, saying what a wrong address needs', async () => {
    const app = await renderApp('/', {
      answers: {
        ['settings.get']: () => ({
          publicSiteUrl: 'https://www.example.edu/',
          uploadConcurrency: 3,
          mediaFeedUrl: '',
          updateFeedUrl: '',
        }),
        ['settings.update']: (patch) => patch,
      },
    })
    fireEvent.click(screen.getByRole('button', { name: /Ada Obi/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }))
    const dialog = await screen.findByRole('dialog', { name: 'Settings' })
    const address = await within(dialog).findByLabelText('Public website address')
    expect((address as HTMLInputElement).value).toBe('https://www.example.edu/')

    fireEvent.change(address, { target: { value: 'www.unilag.edu.ng' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Enter the full address of the website, starting with https:// or http://.',
    )
    expect(app.callsOf('settings.update')).toHaveLength(0)
    expect((address as HTMLInputElement).value).toBe('www.unilag.edu.ng')

    fireEvent.change(address, { target: { value: ' https://www.unilag.edu.ng/ ' } })
    fireEvent.change(within(dialog).getByLabelText('Files uploaded at a time'), { target: { value: '5' } })
    const updateFeed = within(dialog).getByLabelText('Update feed address')
    fireEvent.change(updateFeed, { target: { value: 'updates.example.edu' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Enter the full address of the update feed, starting with https:// or http://, or leave it empty.',
    )
    fireEvent.change(updateFeed, { target: { value: 'https://updates.example.edu/console/' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(app.callsOf('settings.update')).toEqual([
      {
        publicSiteUrl: 'https://www.unilag.edu.ng/',
        uploadConcurrency: 5,
        mediaFeedUrl: '',
        updateFeedUrl: 'https://updates.example.edu/console/',
      },
    ])
  })

  it('ends with the 2023 footer', async () => {
    await renderApp('/')
    expect(screen.getByText(/© 2023 University Content Console/)).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Dashboard · University Content Console'))
  })
})
