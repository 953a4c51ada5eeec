import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type ShrinkInput, type ShrinkOutcome } from '../../../src/shared/bridge'
import { SHRINK_TEXT } from '../../../src/shared/rules/uploads'
import { fileOf, inputOf, renderGallery } from './gallery-helpers'

// Shrink to fit on Add Gallery (issue 14): an over-limit photo is offered a smaller copy made by main, per
// file or for all of them; the list shows the size before and after, and the copy is what is sent.

const ENQUEUE = 'uploads.enqueue'
const SIZE_MESSAGE = 'max file size is 10MB'

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`)
  URL.revokeObjectURL = vi.fn()
})

const shrunkCopy = ({ path }: ShrinkInput): ShrinkOutcome =>
  path.endsWith('grainy.png')
    ? { ok: false, message: SHRINK_TEXT.tooDetailed }
    : {
        ok: true,
        path: `/data/shrunk/1/${path.split('/').pop()}`,
        name: 'x',
        before: 12_582_912,
        after: 9_856_000,
      }

async function openWithBigFiles() {
  const app = await renderGallery('/about/gallery/addphoto', {
    answers: { ['files.shrinkToFit']: (arg) => shrunkCopy(arg as ShrinkInput) },
  })
  await screen.findByRole('option', { name: 'Campus' })
  fireEvent.change(screen.getByLabelText('Choose files'), {
    target: {
      files: [
        fileOf('camera.jpg', 12_582_912, 'image/jpeg'),
        fileOf('grainy.png', 11_000_000),
        fileOf('long.mp4', 20_000_000, 'video/mp4'),
      ],
    },
  })
  return app
}

const rowOf = (name: string) => screen.getByText(name).closest('li')!

describe('Add Gallery: Shrink to fit', () => {
  it('is offered for each over-limit photo and for all of them, never for a video', async () => {
    await openWithBigFiles()
    expect(screen.getAllByText(SIZE_MESSAGE)).toHaveLength(3)
    expect(
      within(rowOf('camera.jpg')).getByRole('button', { name: 'Shrink to fit: camera.jpg' }),
    ).toBeTruthy()
    expect(
      within(rowOf('grainy.png')).getByRole('button', { name: 'Shrink to fit: grainy.png' }),
    ).toBeTruthy()
    expect(within(rowOf('long.mp4')).queryByRole('button', { name: /Shrink/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Shrink 2 to fit' })).toBeTruthy()
  })

  it('names the button of a photo being shrunk by what it shows, then the file', async () => {
    const app = await renderGallery('/about/gallery/addphoto', {
      answers: { ['files.shrinkToFit']: () => new Promise(() => {}) },
    })
    await screen.findByRole('option', { name: 'Campus' })
    fireEvent.change(screen.getByLabelText('Choose files'), {
      target: { files: [fileOf('camera.jpg', 12_582_912, 'image/jpeg')] },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Shrink to fit: camera.jpg' }))
    const working = await screen.findByRole('button', { name: `${SHRINK_TEXT.working}: camera.jpg` })
    expect(working.textContent).toBe(SHRINK_TEXT.working)
    expect(app.callsOf('files.shrinkToFit')).toHaveLength(1)
  })

  it('sends the smaller copy of a shrunk photo, shows its size before and after, and says why one failed', async () => {
    const app = await openWithBigFiles()
    fireEvent.click(screen.getByRole('button', { name: 'Shrink 2 to fit' }))

    const title = await screen.findByLabelText('Title of camera.jpg')
    const row = title.closest('li')!
    expect(within(row).getByText('Shrunk to fit: 12 MB → 9.4 MB')).toBeTruthy()
    await waitFor(() => expect(within(rowOf('grainy.png')).getByText(SHRINK_TEXT.tooDetailed)).toBeTruthy())
    expect(within(rowOf('grainy.png')).queryByRole('button', { name: /Shrink/ })).toBeNull()
    expect(app.callsOf('files.shrinkToFit')).toEqual([
      { path: '/home/ada/Pictures/camera.jpg', rule: 'galleryAdd' },
      { path: '/home/ada/Pictures/grainy.png', rule: 'galleryAdd' },
    ])

    fireEvent.change(inputOf('Category'), { target: { value: '3' } })
    await screen.findByRole('option', { name: 'Library' })
    fireEvent.change(inputOf('Sub Category'), { target: { value: '9' } })
    fireEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }))
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    expect((app.callsOf(ENQUEUE)[0] as { files: unknown[] }).files).toEqual([
      { path: '/data/shrunk/1/camera.jpg', title: 'camera', name: 'camera.jpg' },
    ])
  })
})
