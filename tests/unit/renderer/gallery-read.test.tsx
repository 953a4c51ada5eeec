import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { KnownFile } from '../../../src/shared/uploads-queue'
import { tooManyPixelsMessage, UNREADABLE_IMAGE_MESSAGE } from '../../../src/shared/rules/uploads'
import { ok } from './fake-bridge'
import { fileOf, inputOf, renderGallery } from './gallery-helpers'

// Issue 45: a picked file is read as soon as it is picked, and the picked list is marked then, before Upload
// is pressed: damaged, too many pixels, already in the gallery, alike. Previews are main's small copies.

const KNOWN = 'uploads.known'
const PREVIEW = 'data:image/jpeg;base64,/9j/2wBDAA=='
const place = { EntryID: 41, CategoryName: 'Events', SubCategoryName: '2026' }

/** What main answers of each picked file, by its name. */
const answerOf = (name: string, i: number): KnownFile => {
  const sha256 = String(i).padStart(64, '0')
  if (name === 'broken.jpg') return { sha256, photo: null, queuedAs: null, problem: UNREADABLE_IMAGE_MESSAGE }
  if (name === 'poster.png')
    return { sha256, photo: null, queuedAs: null, problem: tooManyPixelsMessage(11000, 11000) }
  if (name === 'c12.jpg')
    return { sha256, photo: { hash: sha256, ImageTitle: 'Convocation 12', ...place }, queuedAs: null }
  if (name === 'c12-small.jpg')
    return {
      sha256,
      photo: { hash: 'ab'.repeat(8), ImageTitle: 'Convocation 12', alike: true, ...place },
      queuedAs: null,
      preview: PREVIEW,
    }
  return { sha256, photo: null, queuedAs: null, preview: PREVIEW }
}

/** Main's answers of each part of the reading, given when the test lets them: reading takes its time. */
function answeredWhenLet() {
  const answers: Array<() => void> = []
  const known = (handles: unknown) =>
    new Promise((resolve) =>
      answers.push(() => resolve(ok((handles as string[]).map((h, i) => answerOf(h.split('/').pop()!, i))))),
    )
  return { answers, known }
}

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`)
  URL.revokeObjectURL = vi.fn()
})

describe('Add Gallery: files read as they are picked (issue 45)', () => {
  it('marks damaged, too large, known and alike files before Upload is pressed, saying how far it is', async () => {
    const { answers, known } = answeredWhenLet()
    const app = await renderGallery('/about/gallery/addphoto', {
      answers: {
        [KNOWN]: known,
      },
    })
    await screen.findByRole('option', { name: 'Campus' })
    const names = ['broken.jpg', 'c12-small.jpg', 'c12.jpg', 'new.jpg', 'poster.png']
    fireEvent.change(screen.getByLabelText('Choose files'), {
      target: { files: names.map((name) => fileOf(name, 2000, 'image/jpeg')) },
    })
    expect(await screen.findByText('Checking the files… 0 of 5')).toBeTruthy()
    await waitFor(() => expect(answers).toHaveLength(1))
    answers.shift()!()
    // The first part is marked while the next is still being read.
    await screen.findByText(UNREADABLE_IMAGE_MESSAGE)
    expect(screen.getByText('Checking the files… 4 of 5')).toBeTruthy()
    expect(screen.getByText("Already in the gallery as 'Convocation 12' (Events / 2026)")).toBeTruthy()
    expect(
      screen.getByText("Looks like 'Convocation 12' (Events / 2026), already in the gallery"),
    ).toBeTruthy()
    await waitFor(() => expect(answers).toHaveLength(1))
    answers.shift()!()
    const poster = (await screen.findByText(tooManyPixelsMessage(11000, 11000))).closest('li')!
    expect(within(poster).getByText('poster.png')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(/Checking the files/)).toBeNull())
    // Only the new photo goes; nothing was sent or queued to learn that.
    expect(screen.getByRole('button', { name: 'Upload 1 file' })).toBeTruthy()
    expect(app.callsOf('uploads.enqueue')).toHaveLength(0)
    expect(inputOf('Title of new.jpg')).toBeTruthy()
  })

  it('shows the small preview main made, never the photo itself', async () => {
    await renderGallery('/about/gallery/addphoto', {
      answers: {
        [KNOWN]: (handles) => ok((handles as string[]).map((h, i) => answerOf(h.split('/').pop()!, i))),
      },
    })
    await screen.findByRole('option', { name: 'Campus' })
    fireEvent.change(screen.getByLabelText('Choose files'), {
      target: { files: [fileOf('new.jpg', 2000, 'image/jpeg')] },
    })
    const row = screen.getByLabelText('Title of new.jpg').closest('li')!
    await waitFor(() => expect(row.querySelector('img')?.getAttribute('src')).toBe(PREVIEW))
    expect(URL.createObjectURL).not.toHaveBeenCalled()
  })
  it('Upload pressed while files are still read waits for them, then sends only the files that go', async () => {
    const { answers, known } = answeredWhenLet()
    const app = await renderGallery('/about/gallery/addphoto', {
      answers: {
        [KNOWN]: known,
        'uploads.enqueue': () => ok({ paused: false, jobs: [] }),
      },
    })
    await screen.findByRole('option', { name: 'Campus' })
    fireEvent.change(inputOf('Category'), { target: { value: '3' } })
    await screen.findByRole('option', { name: 'Library' })
    fireEvent.change(inputOf('Sub Category'), { target: { value: '9' } })
    fireEvent.change(screen.getByLabelText('Choose files'), {
      target: { files: ['broken.jpg', 'new.jpg'].map((name) => fileOf(name, 2000, 'image/jpeg')) },
    })
    await waitFor(() => expect(answers).toHaveLength(1))
    // Pressed before main has answered: both files still count.
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }))
    expect(app.callsOf('uploads.enqueue')).toHaveLength(0)
    answers.shift()!()
    await waitFor(() => expect(app.callsOf('uploads.enqueue')).toHaveLength(1))
    const [request] = app.callsOf('uploads.enqueue') as [{ files: { name: string }[] }]
    expect(request.files.map((file) => file.name)).toEqual(['new.jpg'])
  })
})
