import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { fullName } from '../../../src/shared/rules/login'
import { ADA, ok } from './fake-bridge'
import { followSummaryLink, summarySays } from './news-helpers'
import {
  dialogSays,
  dropEntries,
  fileEntry,
  fileOf,
  folderEntry,
  inputOf,
  renderGallery,
} from './gallery-helpers'

const ENQUEUE = 'uploads.enqueue'
const TYPE_MESSAGE = 'Only .png, .jpg, .jpeg, .mp4, .avi and mov format allowed!'
const SIZE_MESSAGE = 'max file size is 10MB'

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`)
  URL.revokeObjectURL = vi.fn()
})

async function openAddGallery(options: Parameters<typeof renderGallery>[1] = {}) {
  const app = await renderGallery('/about/gallery/addphoto', options)
  await screen.findByRole('option', { name: 'Campus' })
  return app
}

const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } })

async function chooseCategory() {
  fireEvent.change(inputOf('Category'), { target: { value: '3' } })
  await screen.findByRole('option', { name: 'Library' })
  fireEvent.change(inputOf('Sub Category'), { target: { value: '9' } })
}

const uploadButton = () => screen.getByRole('button', { name: /^Upload \d+ files?$/ })

describe('Add Gallery: the batch', () => {
  it('marks files failing type or size with the SPEC reasons and enqueues the others once, with their titles', async () => {
    const app = await openAddGallery()
    await chooseCategory()
    choose([
      fileOf('open_day-2024.png'),
      fileOf('notes.pdf', 100, 'application/pdf'),
      fileOf('huge.mp4', 10_485_761, 'video/mp4'),
      fileOf('tour.mov', 5000, 'video/quicktime'),
      fileOf('.DS_Store', 10, ''),
    ])
    const refusedType = screen.getByText(TYPE_MESSAGE).closest('li')!
    expect(within(refusedType).getByText('notes.pdf')).toBeTruthy()
    const refusedSize = screen.getByText(SIZE_MESSAGE).closest('li')!
    expect(within(refusedSize).getByText('huge.mp4')).toBeTruthy()
    // A refused file has no title to enter: it is not sent.
    expect(screen.queryByLabelText('Title of notes.pdf')).toBeNull()
    expect(screen.queryByLabelText('Title of huge.mp4')).toBeNull()
    expect(screen.queryByLabelText('Title of .DS_Store')).toBeNull()
    expect(inputOf('Title of open_day-2024.png').value).toBe('open day 2024')
    expect(screen.getByText('4 files · 2 ready (6.8 KB) · 2 not accepted')).toBeTruthy()

    fireEvent.change(inputOf('Title of tour.mov'), { target: { value: 'Campus tour' } })
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }))
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    expect(app.callsOf(ENQUEUE)[0]).toEqual({
      files: [
        { path: '/home/ada/Pictures/open_day-2024.png', title: 'open day 2024', name: 'open_day-2024.png' },
        { path: '/home/ada/Pictures/tour.mov', title: 'Campus tour', name: 'tour.mov' },
      ],
      category: 3,
      SubCategoryID: 9,
      FacultyCode: 'General',
      InsertedBy: fullName(ADA),
    })
    // The drop list clears; the queue panel takes over.
    await waitFor(() => expect(screen.queryByLabelText('Title of tour.mov')).toBeNull())
    expect(screen.queryByText(TYPE_MESSAGE)).toBeNull()
  })

  it('asks each photo for its alternative text; "Copy titles into empty alternative texts" fills the empty ones, and each is sent', async () => {
    const app = await openAddGallery()
    await chooseCategory()
    choose([fileOf('stage.png'), fileOf('lawn.png'), fileOf('tour.mov', 5000, 'video/quicktime')])
    // A video is described by its captions: it has no alternative text.
    expect(screen.queryByLabelText('Alternative text for tour.mov')).toBeNull()
    fireEvent.change(inputOf('Alternative text for stage.png'), {
      target: { value: 'The choir on the main stage' },
    })
    fireEvent.change(inputOf('Title of lawn.png'), { target: { value: 'Graduates on the lawn' } })
    fireEvent.click(screen.getByRole('button', { name: 'Copy titles into empty alternative texts' }))
    expect(inputOf('Alternative text for stage.png').value).toBe('The choir on the main stage')
    expect(inputOf('Alternative text for lawn.png').value).toBe('Graduates on the lawn')

    fireEvent.click(screen.getByRole('button', { name: 'Upload 3 files' }))
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    expect(app.callsOf(ENQUEUE)[0]).toMatchObject({
      files: [
        // Listed (and sent) by name.
        { title: 'Graduates on the lawn', alt: 'Graduates on the lawn', name: 'lawn.png' },
        { title: 'stage', alt: 'The choir on the main stage', name: 'stage.png' },
        { title: 'tour', name: 'tour.mov' },
      ],
    })
    expect((app.callsOf(ENQUEUE)[0] as { files: object[] }).files[2]).not.toHaveProperty('alt')
  })

  it('marks each picked photo that still needs alternative text, until it is described', async () => {
    await openAddGallery()
    choose([fileOf('stage.png'), fileOf('lawn.png'), fileOf('tour.mov', 5000, 'video/quicktime')])
    const NEEDS = 'Needs alternative text'
    const rowOf = (name: string) => screen.getByLabelText(`Title of ${name}`).closest('li')!
    expect(within(rowOf('stage.png')).getByText(NEEDS)).toBeTruthy()
    expect(within(rowOf('lawn.png')).getByText(NEEDS)).toBeTruthy()
    // A video is described by its captions.
    expect(within(rowOf('tour.mov')).queryByText(NEEDS)).toBeNull()
    // The mark says what happens without it, and is the alternative text's description.
    const alt = inputOf('Alternative text for stage.png')
    expect(document.getElementById(alt.getAttribute('aria-describedby')!)?.textContent).toBe(
      `${NEEDS} Without it the photo is stored but held back from the public site until it is described.`,
    )
    fireEvent.change(alt, { target: { value: 'The choir on the main stage' } })
    expect(within(rowOf('stage.png')).queryByText(NEEDS)).toBeNull()
    expect(alt.getAttribute('aria-describedby')).toBeNull()
    fireEvent.change(inputOf('Alternative text for lawn.png'), { target: { value: '   ' } })
    expect(within(rowOf('lawn.png')).getByText(NEEDS)).toBeTruthy()
  })

  it('checks category, sub-category and titles in that order, each line a link to its field', async () => {
    const app = await openAddGallery()
    const says = async (...lines: string[]) => {
      fireEvent.click(uploadButton())
      const summary = await summarySays(...lines)
      followSummaryLink(summary, lines[0])
    }
    choose([fileOf('a.png', 10), fileOf('b.png', 10)])
    await says('Please select category', 'Please select sub category')
    await waitFor(() => expect(document.activeElement).toBe(inputOf('Category')))
    fireEvent.change(inputOf('Category'), { target: { value: '3' } })
    await screen.findByRole('option', { name: 'Library' })
    await says('Please select sub category')
    await waitFor(() => expect(document.activeElement).toBe(inputOf('Sub Category')))
    fireEvent.change(inputOf('Sub Category'), { target: { value: '9' } })
    fireEvent.change(inputOf('Title of b.png'), { target: { value: '  ' } })
    await says('Please enter image title')
    await waitFor(() => expect(document.activeElement).toBe(inputOf('Title of b.png')))
    expect(app.callsOf(ENQUEUE)).toHaveLength(0)
  })

  it('marks "Upload 0 files" unavailable until a file is ready, and a press then does nothing', async () => {
    const app = await openAddGallery()
    await chooseCategory()
    const unavailable = () => uploadButton().getAttribute('aria-disabled')
    expect(uploadButton().textContent).toBe('Upload 0 files')
    expect(unavailable()).toBe('true')
    fireEvent.click(uploadButton())
    expect(screen.queryByRole('dialog')).toBeNull()
    // A refused file is not one to send.
    choose([fileOf('notes.txt', 10, 'text/plain')])
    expect(unavailable()).toBe('true')
    choose([fileOf('a.png', 10)])
    expect(uploadButton().textContent).toBe('Upload 1 file')
    expect(unavailable()).toBe('false')
    expect(app.callsOf(ENQUEUE)).toHaveLength(0)
  })

  it('says when there is no gallery category yet, and leads to Add Category', async () => {
    await renderGallery('/about/gallery/addphoto', {
      answers: { [channel.api('gallery', 'categoryList')]: () => ok([]) },
    })
    const hint = (await screen.findByText(/There is no gallery category yet\./)).closest('p')!
    fireEvent.click(within(hint).getByRole('link', { name: 'Add Category' }))
    await waitFor(() => expect(window.location.hash).toBe('#/about/gallery/addcategory'))
  })

  it('takes whole folders from a drop, read to the end in chunks, without hidden files', async () => {
    await openAddGallery()
    const photos = (parent: string) =>
      Array.from({ length: 130 }, (_, i) =>
        fileEntry(fileOf(`photo-${i + 1}.jpg`, 3000, 'image/jpeg'), `${parent}/photo-${i + 1}.jpg`),
      )
    const openDay = folderEntry('/Open day', (parent) => [
      ...photos(parent),
      fileEntry(fileOf('.DS_Store', 10, ''), `${parent}/.DS_Store`),
      fileEntry(fileOf('Thumbs.db', 10, ''), `${parent}/Thumbs.db`),
      folderEntry(`${parent}/.thumbnails`, (p) => [fileEntry(fileOf('x.png'), `${p}/x.png`)]),
      folderEntry(`${parent}/stage`, (p) => [
        fileEntry(fileOf('speech.mp4', 9000, 'video/mp4'), `${p}/speech.mp4`),
      ]),
    ])
    const loose = fileEntry(fileOf('poster.png'))
    dropEntries(screen.getByText('Drop photos, videos or whole folders here'), [openDay, loose])

    // (Plain DOM look-ups: Testing Library's label and role queries are slow over a few hundred rows.)
    expect(await screen.findByText('Upload 132 files')).toBeTruthy()
    expect(screen.getByText('Added 132 files')).toBeTruthy()
    const labels = () => [...document.querySelectorAll('.picked-row label')].map((label) => label.textContent)
    expect(labels()).toContain('Title of photo-130.jpg')
    expect(labels()).toContain('Title of speech.mp4')
    expect(labels()).toContain('Title of poster.png')
    expect(labels().some((label) => /x\.png|DS_Store|Thumbs/.test(label ?? ''))).toBe(false)
    expect(document.querySelector('.picked-row__path[title="Open day/stage/speech.mp4"]')).toBeTruthy()
    // Sorted as people count: photo-2 comes before photo-10.
    const titles = [...document.querySelectorAll<HTMLInputElement>('.picked-row__title')].map(
      (input) => input.value,
    )
    expect(titles.slice(0, 3)).toEqual(['photo 1', 'photo 2', 'photo 3'])

    // The same folder again adds nothing twice.
    dropEntries(screen.getByText('Drop photos, videos or whole folders here'), [loose])
    expect(await screen.findByText('Added 0 files · 1 already in the list')).toBeTruthy()
    expect(screen.getByText('Upload 132 files')).toBeTruthy()
  })

  it('removes a file, the refused ones, or all of them', async () => {
    await openAddGallery()
    choose([fileOf('a.png'), fileOf('b.png'), fileOf('c.gif'), fileOf('notes.txt', 10, 'text/plain')])
    expect(screen.getByRole('button', { name: 'Upload 3 files' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' }))
    expect(screen.getByRole('button', { name: 'Upload 2 files' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove files not accepted' }))
    expect(screen.queryByText(TYPE_MESSAGE)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Clear list' }))
    expect(screen.getByRole('button', { name: 'Upload 0 files' })).toBeTruthy()
  })

  it('says when two files would get the same title', async () => {
    await openAddGallery()
    choose([fileOf('IMG_0001.jpg'), fileOf('IMG-0001.png')])
    expect(screen.getAllByText(/same title/)).toHaveLength(2)
    fireEvent.change(inputOf('Title of IMG-0001.png'), { target: { value: 'Stage' } })
    expect(screen.queryByText(/same title/)).toBeNull()
  })
})

describe('Add Gallery: handing the files to the queue', () => {
  it('reads the files as they are picked, saying how far; Upload pressed meanwhile waits for them', async () => {
    const waiting: Array<() => void> = []
    const app = await openAddGallery({
      pathFor: (file) =>
        new Promise((resolve) => waiting.push(() => resolve(`/tmp/console-files/${file.name}`))),
    })
    await chooseCategory()
    choose([fileOf('a.png'), fileOf('b.png')])
    const checking = await screen.findByRole('progressbar', { name: 'Checking the files' })
    expect(checking.getAttribute('aria-valuenow')).toBe('0')
    expect(screen.getByText('Checking the files… 0 of 2')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }))
    await screen.findByRole('progressbar', { name: 'Preparing files' })
    waiting.shift()!()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(app.callsOf(ENQUEUE)).toHaveLength(0)
    waiting.shift()!()
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Checking the files' })).toBeNull())
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Preparing files' })).toBeNull())
  })

  it('sends nothing when the preparing step is stopped, and keeps the files', async () => {
    const waiting: Array<() => void> = []
    const app = await openAddGallery({
      pathFor: (file) => new Promise((resolve) => waiting.push(() => resolve(`/tmp/${file.name}`))),
    })
    await chooseCategory()
    choose([fileOf('a.png'), fileOf('b.png')])
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }))
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull()
    // What was under way arrives after the stop: it is kept for the next try, not queued.
    waiting.splice(0).forEach((resolve) => resolve())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(app.callsOf(ENQUEUE)).toHaveLength(0)
    expect(screen.queryByRole('progressbar', { name: 'Preparing files' })).toBeNull()
    expect(screen.getByLabelText('Title of a.png')).toBeTruthy()
    // The next try does not send the files' bytes again.
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }))
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    expect(app.callsOf(ENQUEUE)[0]).toMatchObject({
      files: [
        { path: '/tmp/a.png', title: 'a' },
        { path: '/tmp/b.png', title: 'b' },
      ],
    })
  })

  it('keeps the files and says why when they cannot be handed over', async () => {
    const app = await openAddGallery({ pathFor: () => Promise.reject(new Error('The file is too large.')) })
    await chooseCategory()
    choose([fileOf('a.png')])
    fireEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }))
    await dialogSays('The files could not be handed to the upload queue: The file is too large.', 'Oops!')
    expect(app.callsOf(ENQUEUE)).toHaveLength(0)
    expect(screen.getByLabelText('Title of a.png')).toBeTruthy()
  })

  it('keeps a file the system gives no path for, marked, and sends the others', async () => {
    const app = await openAddGallery({
      pathFor: async (file) => (file.name === 'b.png' ? '' : `/home/ada/${file.name}`),
    })
    await chooseCategory()
    choose([fileOf('a.png'), fileOf('b.png'), fileOf('notes.txt', 10, 'text/plain')])
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }))
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    expect(app.callsOf(ENQUEUE)[0]).toMatchObject({ files: [{ path: '/home/ada/a.png', title: 'a' }] })
    const kept = (
      await screen.findByText('This file could not be read from disk. Choose it again from its folder.')
    ).closest('li')!
    expect(within(kept).getByText('b.png')).toBeTruthy()
    expect(screen.queryByText('notes.txt')).toBeNull()
    expect(screen.getByRole('button', { name: 'Upload 0 files' })).toBeTruthy()
  })

  it('hands the queue the name the user knows a file by when the host keeps it under another', async () => {
    const app = await openAddGallery({
      // Browser mode: the host answers with a path of its own.
      pathFor: async () => '/tmp/console-files/5f1c2d.png',
    })
    await chooseCategory()
    choose([fileOf('Open day.png')])
    fireEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }))
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    expect(app.callsOf(ENQUEUE)[0]).toMatchObject({
      files: [{ path: '/tmp/console-files/5f1c2d.png', title: 'Open day', name: 'Open day.png' }],
    })
  })
})
