import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NETWORK_FAILURE_TEXT } from '../../../src/shared/rules/alerts'
import { FORM_TEXT } from '../../../src/shared/rules/names'
import { REVIEW_TEXT } from '../../../src/shared/rules/review'
import { useFaculty } from '../../../src/renderer/src/state/faculty'
import { ADA, ok } from './fake-bridge'
import {
  alertSays,
  choosePhoto,
  deferred,
  doc,
  editorText,
  field,
  LIST,
  press,
  summarySays,
  SAVE,
  saved,
  storeDraft,
  storedDraft,
  submit,
  type,
  UPLOAD,
} from './news-helpers'
import { currentPath, renderApp } from './render-app'

const SCIENCE = { EntryID: 1, FacultyName: 'Faculty of Science', Slug: 'science', FacultyCode: 'FSC' }
const listAnswer = { [LIST]: () => ok([]) }

describe('Add News: checks (SPEC §5)', () => {
  it('asks for the title and the content at once, in that order, before anything is sent', async () => {
    const app = await renderApp('/news/general/add')
    submit()
    await summarySays('Please enter news title', 'Please enter news content')
    expect(screen.queryByRole('dialog')).toBeNull()

    type('Title', '   ')
    submit()
    await summarySays('Please enter news title', 'Please enter news content')

    type('Title', 'Open day')
    submit()
    await summarySays('Please enter news content')
    expect(app.callsOf(SAVE)).toEqual([])
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBe('false')
  })
})

describe('Add News: the image described (issue 27)', () => {
  it('sends the alternative text typed beside the image, and keeps it in the draft', async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 1, content: doc('Come along.') })
    await renderApp('/news/general/add')
    type('Alternative text', 'Visitors on the main lawn')
    expect(JSON.parse(storedDraft('news.add.General') ?? '{}').values).toMatchObject({
      ImageAlt: 'Visitors on the main lawn',
      ImageDecorative: false,
    })
    cleanup()

    const app = await renderApp('/news/general/add', { answers: { [SAVE]: () => saved(), ...listAnswer } })
    expect(field('Alternative text').value).toBe('Visitors on the main lawn')
    submit()
    await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    expect((app.callsOf(SAVE).at(-1) as { input: object }).input).toMatchObject({
      ImageAlt: 'Visitors on the main lawn',
      ImageDecorative: false,
    })
  })

  it('a decorative image clears and disables its alternative text, and says so in the save', async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 1, content: doc('Come along.') })
    const app = await renderApp('/news/general/add', { answers: { [SAVE]: () => saved(), ...listAnswer } })
    type('Alternative text', 'A blue line')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Decorative image' }))
    expect(field('Alternative text').value).toBe('')
    expect(field('Alternative text').disabled).toBe(true)
    submit()
    await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    expect((app.callsOf(SAVE).at(-1) as { input: object }).input).toMatchObject({
      ImageAlt: null,
      ImageDecorative: true,
    })

    fireEvent.click(screen.getByRole('checkbox', { name: 'Decorative image' }))
    expect(field('Alternative text').disabled).toBe(false)
  })
})

describe('Add News: fields (SPEC §2.7)', () => {
  it('asks for the title, the image, the status and the content, in that order', async () => {
    await renderApp('/news/general/add')
    const form = await screen.findByRole('form')
    const labels = [...form.querySelectorAll('label, .field-label')]
      .map((label) => label.textContent?.trim() ?? '')
      .filter((text) => ['Title', 'Image', 'Status', 'Content'].some((name) => text.startsWith(name)))
      .map((text) => text.replace(/[^A-Za-z].*$/, ''))
    expect([...new Set(labels)]).toEqual(['Title', 'Image', 'Status', 'Content'])
  })
})

describe('Add News: saving', () => {
  it('saves the record with its photo, says so, clears the draft and goes to the list', async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 0, content: doc('Come along.') })
    const app = await renderApp('/news/general/add', {
      answers: { [SAVE]: () => saved({ status: 'uploaded' }), ...listAnswer },
    })
    choosePhoto('open-day.png')
    submit()
    await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    expect(app.callsOf(SAVE)).toEqual([
      {
        area: 'news',
        save: 'add',
        upload: 'uploadPhoto',
        input: {
          title: 'Open day',
          image: 'open-day.png',
          status: 0,
          content: doc('Come along.'),
          FacultyCode: 'General',
          photo: '',
          ImagePath: '',
          submittedBy: 'Ada Obi',
          ImageAlt: null,
          ImageDecorative: false,
          // Issue 27: our client always says which problems it publishes with (none here).
          a11yDismissals: [],
        },
        photo: { path: '/tmp/open-day.png', rule: 'standard' },
        requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ])
    expect(storedDraft('news.add.General')).toBeNull()
    press(screen.getByRole('dialog', { name: 'SUCCESS' }), 'OK')
    await waitFor(() => expect(currentPath()).toBe('/news/general/news/list'))
    // Leaving after a save asks nothing.
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shrinks a photo over 2 MB to fit when asked, and saves it as the smaller copy main made', async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 1, content: doc('Come along.') })
    const shrunk = deferred<unknown>()
    const app = await renderApp('/news/general/add', {
      answers: {
        ['files.shrinkToFit']: () => shrunk.promise,
        [SAVE]: () => saved({ status: 'uploaded' }),
        ...listAnswer,
      },
    })
    choosePhoto('camera.jpg', 3_000_000)
    const refusal = await alertSays('Oops!', 'max file size is 2mb')
    press(refusal, 'Shrink to fit')
    expect(await screen.findByText('Shrinking…')).toBeTruthy()
    await waitFor(() =>
      expect(app.callsOf('files.shrinkToFit')).toEqual([{ path: '/tmp/camera.jpg', rule: 'standard' }]),
    )
    await act(async () =>
      shrunk.release({ ok: true, path: 'handle-7', name: 'camera.jpg', before: 3_000_000, after: 1_900_000 }),
    )
    expect(screen.getByText('Shrunk to fit: 2.9 MB → 1.8 MB')).toBeTruthy()
    submit()
    await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    const [request] = app.callsOf(SAVE) as { input: { image: string }; photo: unknown }[]
    expect(request.input.image).toBe('camera.jpg')
    expect(request.photo).toEqual({ path: 'handle-7', rule: 'standard' })
  })

  it('says why a photo could not be shrunk, and keeps the form as it was', async () => {
    const app = await renderApp('/news/general/add', {
      answers: { ['files.shrinkToFit']: () => ({ ok: false, message: 'This photo could not be shrunk.' }) },
    })
    type('Title', 'Open day')
    choosePhoto('camera.jpg', 3_000_000)
    press(await alertSays('Oops!', 'max file size is 2mb'), 'Shrink to fit')
    press(await alertSays('Oops!', 'This photo could not be shrunk.'), 'OK')
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull()
    expect((field('Title') as HTMLInputElement).value).toBe('Open day')
    expect(app.callsOf(SAVE)).toEqual([])
  })

  it("shows 'Please wait...' on an unavailable Submit while saving, and Submit again after", async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 1, content: doc('Text') })
    const answer = deferred<unknown>()
    const app = await renderApp('/news/general/add', { answers: { [SAVE]: () => answer.promise } })
    submit()
    const busy = await screen.findByRole('button', { name: 'Please wait...' })
    // Marked unavailable, not disabled: it keeps the keyboard's focus for after the answer's alert.
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(busy)
    await act(async () => answer.release(saved({ status: 'none' }, 'news exist')))
    await alertSays('Oops!', 'News with the same name already exist')
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBe('false')
    expect(app.callsOf(SAVE)).toHaveLength(1)
    // Not saved: the draft stays, and so does the screen.
    expect(storedDraft('news.add.General')).not.toBeNull()
    press(screen.getByRole('dialog', { name: 'Oops!' }), 'OK')
    expect(currentPath()).toBe('/news/general/add')
  })

  it.each([
    ['failed', 'Something went wrong adding the news. Please try again!'],
    ['anything else', 'Failed to add the news details!'],
  ])("answers '%s' with SPEC's alert", async (message, text) => {
    storeDraft('news.add.General', { title: 'Open day', status: 1, content: doc('Text') })
    await renderApp('/news/general/add', { answers: { [SAVE]: () => saved({ status: 'none' }, message) } })
    submit()
    await alertSays('Oops!', text)
  })

  it('keeps every field when the server cannot be reached, and a later Submit saves', async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 0, content: doc('Come along.') })
    let calls = 0
    const app = await renderApp('/news/general/add', {
      answers: {
        [SAVE]: () => (++calls === 1 ? { ok: false, reason: 'network', message: 'offline' } : saved()),
        ...listAnswer,
      },
    })
    type('Title', 'Open day 2024')
    choosePhoto()
    submit()
    expect(await screen.findByText(NETWORK_FAILURE_TEXT)).toBeTruthy()
    // The toast can show a render before Submit comes back: wait for the form as the user gets it back.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBe('false'),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(field('Title').value).toBe('Open day 2024')
    expect(field('Status').value).toBe('0')
    expect(editorText()).toBe('Come along.')
    expect(screen.getByRole('button', { name: 'Remove photo.png' })).toBeTruthy()

    submit()
    await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    const calls2 = app.callsOf(SAVE) as { input: { title: string }; photo: unknown; requestKey: string }[]
    expect(calls2).toHaveLength(2)
    expect(calls2[1].input.title).toBe('Open day 2024')
    expect(calls2[1].photo).toEqual({ path: '/tmp/photo.png', rule: 'standard' })
    // The same request again: if the first did reach the server, it answers with that record.
    expect(calls2[1].requestKey).toBe(calls2[0].requestKey)
  })

  it('keeps the form when the session has ended, and saves after signing in again', async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 1, content: doc('Come along.') })
    let calls = 0
    const app = await renderApp('/news/general/add', {
      answers: {
        [SAVE]: () =>
          ++calls === 1
            ? { ok: false, reason: 'unauthorized', status: 401, message: 'Session expired' }
            : saved(),
        ['session.login']: () => ok({ message: 'success', user: ADA }),
      },
    })
    type('Title', 'Open day, again')
    submit()
    expect(await screen.findByText('Your session has ended. Sign in again, then save.')).toBeTruthy()
    const dialog = await screen.findByRole('dialog', { name: 'Session ended' })
    expect(field('Title').value).toBe('Open day, again')

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } })
    press(dialog, 'Sign in')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Session ended' })).toBeNull())
    expect(field('Title').value).toBe('Open day, again')
    expect(editorText()).toBe('Come along.')

    submit()
    await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    expect(app.callsOf(SAVE)).toHaveLength(2)
  })
})

describe('Add News: the photo after the record (SPEC §1 two-step save)', () => {
  const photoFailed = { status: 'failed', entryId: 41, message: 'Disk full' }
  const FAILED_TEXT = 'The news was saved, but its photo did not upload: Disk full'

  it('offers to retry the photo alone, with the same file and entry_id', async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 1, content: doc('Text') })
    let uploads = 0
    const app = await renderApp('/news/general/add', {
      answers: {
        [SAVE]: () => saved(photoFailed),
        [UPLOAD]: () => (++uploads === 1 ? ok({ message: 'Still full' }) : ok({ message: 'uploaded' })),
        ...listAnswer,
      },
    })
    choosePhoto('open-day.png')
    submit()
    const dialog = await alertSays('Oops!', FAILED_TEXT)
    expect(storedDraft('news.add.General')).toBeNull()

    press(dialog, 'Retry photo')
    await alertSays('Oops!', 'The news was saved, but its photo did not upload: Still full')
    press(screen.getByRole('dialog', { name: 'Oops!' }), 'Retry photo')
    press(await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY'), 'OK')
    await waitFor(() => expect(currentPath()).toBe('/news/general/news/list'))

    expect(app.callsOf(SAVE)).toHaveLength(1)
    expect(app.callsOf(UPLOAD)).toEqual([
      { entry_id: 41, filePath: '/tmp/open-day.png' },
      { entry_id: 41, filePath: '/tmp/open-day.png' },
    ])
  })

  it('goes on without the photo when asked to', async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 1, content: doc('Text') })
    const app = await renderApp('/news/general/add', {
      answers: { [SAVE]: () => saved(photoFailed), ...listAnswer },
    })
    choosePhoto()
    submit()
    press(await alertSays('Oops!', FAILED_TEXT), 'Continue without photo')
    press(await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY'), 'OK')
    await waitFor(() => expect(currentPath()).toBe('/news/general/news/list'))
    expect(app.callsOf(UPLOAD)).toEqual([])
  })
})

describe('Add News: drafts', () => {
  it('keeps what was typed across a remount, says so, and forgets it on Discard', async () => {
    await renderApp('/news/general/add')
    type('Title', 'Half a headline')
    fireEvent.change(field('Status'), { target: { value: '0' } })
    expect(JSON.parse(storedDraft('news.add.General') ?? '{}')).toEqual({
      owner: ADA.StaffID,
      values: { title: 'Half a headline', status: 0, content: '', ImageAlt: '', ImageDecorative: false },
    })
    cleanup()

    await renderApp('/news/general/add')
    expect(await screen.findByText('Restored your unsaved changes.')).toBeTruthy()
    expect(field('Title').value).toBe('Half a headline')
    expect(field('Status').value).toBe('0')

    fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    expect(field('Title').value).toBe('')
    expect(field('Status').value).toBe('1')
    expect(screen.queryByText('Restored your unsaved changes.')).toBeNull()
    expect(storedDraft('news.add.General')).toBeNull()
  })

  it("does not offer one user's draft to another", async () => {
    storeDraft('news.add.General', { title: 'Not yours', status: 1, content: '' }, 99)
    await renderApp('/news/general/add')
    expect(field('Title').value).toBe('')
    expect(screen.queryByText('Restored your unsaved changes.')).toBeNull()
  })

  it('keeps a draft per mode: the general one is not offered on a faculty form', async () => {
    storeDraft('news.add.General', { title: 'General news', status: 1, content: '' })
    useFaculty.setState({ faculty: SCIENCE })
    await renderApp('/faculty/news/add')
    expect(field('Title').value).toBe('')
  })
})

describe('Add News: leaving with unsaved changes', () => {
  it('asks before leaving, stays on Stay, leaves on Leave, and keeps the draft', async () => {
    await renderApp('/news/general/add')
    type('Title', 'Unfinished')
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }))
    const question = await alertSays('Unsaved changes', 'You have unsaved changes. Leave this form?')
    press(question, 'Stay')
    expect(currentPath()).toBe('/news/general/add')
    expect(field('Title').value).toBe('Unfinished')

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }))
    press(await screen.findByRole('dialog', { name: 'Unsaved changes' }), 'Leave')
    await waitFor(() => expect(currentPath()).toBe('/'))
    expect(storedDraft('news.add.General')).toContain('Unfinished')
  })

  it('lets a clean form go without asking, and guards a page unload only when dirty', async () => {
    await renderApp('/news/general/add')
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(unload()).toBe(false)
    type('Title', 'x')
    expect(unload()).toBe(true)
    type('Title', '')
    expect(unload()).toBe(false)
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }))
    await waitFor(() => expect(currentPath()).toBe('/'))
  })
})

describe('Add News in faculty mode', () => {
  it("sends a Faculty user's own faculty code and goes to the faculty list", async () => {
    storeDraft('news.add.FSC', { title: 'Lab opening', status: 1, content: doc('New lab.') })
    const app = await renderApp('/faculty/news/add', {
      user: { ...ADA, IsAdmin: 2, FacultyCode: 'FSC' },
      answers: { [SAVE]: () => saved(), ...listAnswer },
    })
    // Issue 48: a Faculty editor's news waits for review, and the button says so.
    fireEvent.click(await screen.findByRole('button', { name: REVIEW_TEXT.submit }))
    press(await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY'), 'OK')
    await waitFor(() => expect(currentPath()).toBe('/faculty/news/list'))
    const [request] = app.callsOf(SAVE) as { input: { FacultyCode: string }; photo: unknown }[]
    expect(request.input.FacultyCode).toBe('FSC')
    expect(request.photo).toBeNull()
    expect(app.callsOf(LIST)).toEqual([{ facultyCode: 'FSC' }])
  })

  it('uses the faculty chosen in the side menu for a Super Admin', async () => {
    useFaculty.setState({ faculty: SCIENCE })
    storeDraft('news.add.FSC', { title: 'Lab opening', status: 1, content: doc('New lab.') })
    const app = await renderApp('/faculty/news/add', { answers: { [SAVE]: () => saved() } })
    submit()
    await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    expect((app.callsOf(SAVE)[0] as { input: { FacultyCode: string } }).input.FacultyCode).toBe('FSC')
  })

  it('asks for a faculty first when none is chosen', async () => {
    await renderApp('/faculty/news/add')
    expect(await screen.findByText('Choose a faculty in the side menu first.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
  })
})

describe('Add News: a title another item has (issue 47)', () => {
  it('links the refusal to the item that has the title, and opening it closes the alert', async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 1, content: doc('Come along.') })
    await renderApp('/news/general/add', {
      answers: {
        [SAVE]: () => ok({ answer: { message: 'news exist', takenBy: 17 }, photo: { status: 'none' } }),
      },
    })
    submit()
    const dialog = await alertSays('Oops!', 'News with the same name already exist')
    const link = within(dialog).getByRole('link', { name: 'Open the news that has this title' })
    expect(link.getAttribute('href')).toBe('#/news/general/update?id=17')
    fireEvent.click(link)
    // The typed item is kept as a draft; leaving it is asked as for any other way out of the form.
    press(await screen.findByRole('dialog', { name: 'Unsaved changes' }), FORM_TEXT.leave)
    await waitFor(() => expect(currentPath()).toBe('/news/general/update?id=17'))
    expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull()
  })
})
