import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useFaculty } from '../../../src/renderer/src/state/faculty'
import { SELECTED_ROW_STORAGE_KEY } from '../../../src/renderer/src/state/selected-row'
import { ADA, ok } from './fake-bridge'
import {
  alertSays,
  choosePhoto,
  doc,
  editorText,
  field,
  LIST,
  newsRow,
  press,
  SAVE,
  saved,
  submit,
  type,
} from './news-helpers'
import { currentPath, renderApp } from './render-app'

const SCIENCE = { EntryID: 1, FacultyName: 'Faculty of Science', Slug: 'science', FacultyCode: 'FSC' }
const ROWS = [
  newsRow(),
  newsRow({ EntryID: 9, Title: 'Exam timetable', Status: 0, ImagePath: null, Slug: 'exam-timetable' }),
]
const SETTINGS = { publicSiteUrl: 'https://www.example.edu', uploadConcurrency: 2 }

const rowOf = (title: string) => screen.getByText(title).closest('.ag-row') as HTMLElement
const cellOf = (row: HTMLElement, colId: string) => row.querySelector(`[col-id="${colId}"]`) as HTMLElement

describe('News List (SPEC §2.7)', () => {
  it("lists the general news with SPEC's columns, newest first", async () => {
    const app = await renderApp('/news/general/news/list', { answers: { [LIST]: () => ok(ROWS) } })
    await screen.findByText('Exam timetable')
    expect(app.callsOf(LIST)).toEqual([{ facultyCode: 'General' }])
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())
    expect(headers).toEqual(['Title', 'Authors', 'Image', 'Date', 'Viewers', 'Status', 'Actions'])

    const first = rowOf('Open day')
    expect(first.getAttribute('row-index')).toBe('1') // EntryID 5 after 9
    expect(cellOf(first, 'InsertedBy').textContent).toBe('Ada Obi')
    expect(cellOf(first, 'InsertedDate').textContent).toBe('1 May 2024')
    expect(cellOf(first, 'ViewCount').textContent).toBe('12')
    expect(cellOf(first, 'Status').textContent).toBe('Published')
    const thumb = within(cellOf(first, 'ImagePath')).getByRole('img')
    expect(thumb.getAttribute('src')).toBe('/media/news_uploads/open-day.png.sm.webp')
    expect(thumb.getAttribute('height')).toBe('48')

    const second = rowOf('Exam timetable')
    expect(cellOf(second, 'Status').textContent).toBe('Draft')
    expect(cellOf(second, 'ImagePath').textContent).toBe('No image')
    expect(screen.getByRole('searchbox', { name: 'Search News' })).toBeTruthy()
  })

  it('opens the public page of a news item in the browser', async () => {
    const app = await renderApp('/news/general/news/list', {
      answers: {
        [LIST]: () => ok(ROWS),
        ['settings.get']: () => SETTINGS,
        ['shell.openExternal']: () => true,
      },
    })
    await screen.findByText('Open day')
    fireEvent.click(
      within(cellOf(rowOf('Open day'), 'actions')).getByRole('button', { name: "View 'Open day'" }),
    )
    await waitFor(() =>
      expect(app.callsOf('shell.openExternal')).toEqual(['https://www.example.edu/news/open-day']),
    )
  })

  it('exports news.csv', async () => {
    const app = await renderApp('/news/general/news/list', {
      answers: { [LIST]: () => ok(ROWS), ['exportFile']: () => true },
    })
    await screen.findByText('Open day')
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(app.callsOf('exportFile')).toHaveLength(1))
    const [{ name, text }] = app.callsOf('exportFile') as { name: string; text: string }[]
    expect(name).toBe('news.csv')
    expect(text.split(/\r?\n/)).toEqual([
      '"Title","Authors","Image","Date","Viewers","Status"',
      '"Exam timetable","Ada Obi","","1 May 2024","12","Draft"',
      '"Open day","Ada Obi","open-day.png","1 May 2024","12","Published"',
    ])
  })

  it('says what to do when there is no news, and leads to the add screen of its mode', async () => {
    await renderApp('/news/general/news/list', { answers: { [LIST]: () => ok([]) } })
    const sentence = await screen.findByText(/No news yet/)
    expect(sentence.textContent).toBe('No news yet — Add News')
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(within(sentence).getByRole('link', { name: 'Add News' }))
    await waitFor(() => expect(currentPath()).toBe('/news/general/add'))
  })

  it("lists the chosen faculty's news in faculty mode", async () => {
    useFaculty.setState({ faculty: SCIENCE })
    const app = await renderApp('/faculty/news/list', { answers: { [LIST]: () => ok([]) } })
    fireEvent.click(await screen.findByRole('button', { name: 'Add News' }))
    await waitFor(() => expect(currentPath()).toBe('/faculty/news/add'))
    expect(app.callsOf(LIST)).toEqual([{ facultyCode: 'FSC' }])
  })
})

describe('Update News (SPEC §2.7)', () => {
  it('Edit keeps the row and opens the update form prefilled; saving sends the id and goes to the list', async () => {
    const app = await renderApp('/news/general/news/list', {
      answers: { [LIST]: () => ok(ROWS), [SAVE]: () => saved({ status: 'uploaded' }) },
    })
    await screen.findByText('Open day')
    fireEvent.click(
      within(cellOf(rowOf('Open day'), 'actions')).getByRole('button', { name: "Edit 'Open day'" }),
    )
    await waitFor(() => expect(currentPath()).toBe('/news/general/update?id=5'))
    expect(JSON.parse(localStorage.getItem(SELECTED_ROW_STORAGE_KEY) ?? '{}').state.row.EntryID).toBe(5)
    // The screen reads the record as it is now (issue 25), then shows its form.
    await screen.findByRole('form', { name: 'Update News' })

    // One heading says where the user is (Playwright's getByRole is strict about that).
    expect(screen.getAllByRole('heading', { name: /Update News/i }).map((h) => h.tagName)).toEqual(['H1'])
    expect(screen.getByRole('form', { name: 'Update News' })).toBeTruthy()
    expect(field('Title').value).toBe('Open day')
    expect(field('Status').value).toBe('1')
    expect(editorText()).toBe('Come and see the campus.')
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe(
      '/media/news_uploads/open-day.png.md.webp',
    )

    type('Title', 'Open day 2025')
    choosePhoto('new.png')
    submit()
    press(await alertSays('SUCCESS', 'NEWS UPDATED SUCCESSFULLY'), 'OK')
    await waitFor(() => expect(currentPath()).toBe('/news/general/news/list'))
    expect(app.callsOf(SAVE)).toEqual([
      {
        area: 'news',
        save: 'update',
        upload: 'uploadPhoto',
        input: {
          id: 5,
          title: 'Open day 2025',
          image: 'new.png',
          status: 1,
          content: doc('Come and see the campus.'),
          FacultyCode: 'General',
          photo: '',
          ImagePath: 'open-day.png',
          submittedBy: 'Ada Obi',
          ImageAlt: null,
          ImageDecorative: false,
          // Issue 27: our client always says which problems it publishes with (none here).
          a11yDismissals: [],
        },
        photo: { path: '/tmp/new.png', rule: 'standard' },
        requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ])
  })

  it("saves without a new image, and answers a failure with SPEC's text", async () => {
    const app = await renderApp('/news/general/news/list', {
      answers: { [LIST]: () => ok(ROWS), [SAVE]: () => saved({ status: 'none' }, 'failed') },
    })
    await screen.findByText('Open day')
    fireEvent.click(
      within(cellOf(rowOf('Exam timetable'), 'actions')).getByRole('button', {
        name: "Edit 'Exam timetable'",
      }),
    )
    await waitFor(() => expect(currentPath()).toBe('/news/general/update?id=9'))
    submit()
    await alertSays('Oops!', 'Failed to add the news details!')
    const [request] = app.callsOf(SAVE) as { input: { id: number; ImagePath: string }; photo: unknown }[]
    expect(request.input).toMatchObject({ id: 9, ImagePath: '' })
    expect(request.photo).toBeNull()
  })

  it('goes to the faculty list after a faculty update', async () => {
    useFaculty.setState({ faculty: SCIENCE })
    await renderApp('/faculty/news/list', {
      answers: { [LIST]: () => ok([newsRow({ FacultyCode: 'FSC' })]), [SAVE]: () => saved() },
    })
    await screen.findByText('Open day')
    fireEvent.click(screen.getByRole('button', { name: /^Edit '/ }))
    await waitFor(() => expect(currentPath()).toBe('/faculty/news/update?id=5'))
    submit()
    press(await alertSays('SUCCESS', 'NEWS UPDATED SUCCESSFULLY'), 'OK')
    await waitFor(() => expect(currentPath()).toBe('/faculty/news/list'))
  })

  it('says so when no news was chosen, with a way to the list', async () => {
    await renderApp('/news/general/update', { answers: { [LIST]: () => ok([]) } })
    expect(await screen.findByText('Nothing is selected to edit. Choose one in the list.')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Go to the news list' }))
    await waitFor(() => expect(currentPath()).toBe('/news/general/news/list'))
  })
})

describe('faculty header menu (SPEC §2.2, §6)', () => {
  it('shows the faculty, its dashboard, and the News and Event menus on faculty screens', async () => {
    useFaculty.setState({ faculty: SCIENCE })
    await renderApp('/faculty/news/list', { answers: { [LIST]: () => ok([]) } })
    const bar = await screen.findByRole('navigation', { name: 'Faculty menu' })
    expect(within(bar).getByText('Faculty of Science')).toBeTruthy()
    expect(within(bar).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '#/faculty/dashboard/science',
    )
    expect(within(bar).getByRole('link', { name: 'Course' }).getAttribute('href')).toBe('#/faculty/course')
    expect(within(bar).getByRole('link', { name: 'Faculty Content' }).getAttribute('href')).toBe(
      '#/faculty/content',
    )
    const news = within(bar).getByRole('button', { name: 'News' })
    expect(news.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(news)
    fireEvent.click(within(bar).getByRole('menuitem', { name: 'Add News' }))
    await waitFor(() => expect(currentPath()).toBe('/faculty/news/add'))
    expect(news.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(within(bar).getByRole('button', { name: 'Event' }))
    expect(within(bar).getByRole('menuitem', { name: 'Event List' }).getAttribute('href')).toBe(
      '#/faculty/event/list',
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Add News' })).toBeTruthy()
    expect(screen.getByText('Faculty / Faculty of Science / News')).toBeTruthy()
  })

  it('shows a Department user only Dashboard and Course', async () => {
    await renderApp('/faculty/course', { user: { ...ADA, IsAdmin: 3, FacultyCode: 'FSC' } })
    const bar = await screen.findByRole('navigation', { name: 'Faculty menu' })
    expect([...bar.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Dashboard', 'Course'])
    expect(within(bar).getByText('FSC')).toBeTruthy()
  })

  it('is not on general screens', async () => {
    await renderApp('/news/general/news/list', { answers: { [LIST]: () => ok([]) } })
    await screen.findByRole('button', { name: 'Add News' })
    expect(screen.queryByRole('navigation', { name: 'Faculty menu' })).toBeNull()
  })
})
