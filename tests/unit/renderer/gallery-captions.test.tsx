import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { channel } from '../../../src/shared/bridge'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CAPTIONS_NOT_UTF8, GALLERY_CAPTIONS } from '../../../src/shared/rules/gallery'
import { ok } from './fake-bridge'
import { dialogSays, fileOf, galleryRow, inputOf, renderGallery } from './gallery-helpers'
import type { GalleryRow } from '../../../src/shared/contract/gallery'

// Issue 27: Add Gallery takes a video's WebVTT captions, paired by name when dropped or chosen with the
// video, or picked beside it; captions that are not WebVTT keep their video from going until taken away.

const ENQUEUE = 'uploads.enqueue'

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`)
  URL.revokeObjectURL = vi.fn()
})

const vttOf = (name: string, text: string | Uint8Array) =>
  new File([text as BlobPart], name, { type: 'text/vtt', lastModified: 1_700_000_000_000 })
const GOOD = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWelcome\n'

async function openAddGallery() {
  const app = await renderGallery('/about/gallery/addphoto')
  await screen.findByRole('option', { name: 'Campus' })
  fireEvent.change(inputOf('Category'), { target: { value: '3' } })
  await screen.findByRole('option', { name: 'Library' })
  fireEvent.change(inputOf('Sub Category'), { target: { value: '9' } })
  return app
}

const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } })
const rowOf = (name: string) => inputOf(`Title of ${name}`).closest('li')!

describe('Add Gallery: captions of a video', () => {
  it('pairs a .vtt with the video of the same name and sends it with the video', async () => {
    const app = await openAddGallery()
    choose([
      fileOf('Tour.MP4', 5000, 'video/mp4'),
      vttOf('tour.vtt', GOOD),
      vttOf('elsewhere.vtt', GOOD),
      fileOf('lawn.png'),
    ])
    expect(within(rowOf('Tour.MP4')).getByText('tour.vtt')).toBeTruthy()
    // A captions file is not a gallery item of its own, and a photo takes none.
    expect(screen.queryByLabelText('Title of tour.vtt')).toBeNull()
    expect(within(rowOf('lawn.png')).queryByRole('button', { name: /^Captions/ })).toBeNull()
    expect(
      screen.getByText(
        'Added 2 files · 1 captions file paired with its video · 1 captions file has no video of the same name',
      ),
    ).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }))
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    const [request] = app.callsOf(ENQUEUE) as { files: unknown[] }[]
    expect(request.files).toEqual([
      expect.objectContaining({ name: 'lawn.png' }),
      expect.objectContaining({
        name: 'Tour.MP4',
        captions: { path: '/home/ada/Pictures/tour.vtt', name: 'tour.vtt' },
      }),
    ])
  })

  it('picks captions beside a video; captions that are not WebVTT hold it back until removed', async () => {
    const app = await openAddGallery()
    choose([fileOf('clip.mov', 5000, 'video/quicktime')])
    const pick = screen.getByRole('button', { name: 'Captions (.vtt) for clip.mov' })
    // What the button shows begins its name (WCAG 2.5.3).
    expect(pick.textContent).toBe('Captions (.vtt)')
    const picker = rowOf('clip.mov').querySelector('input[type="file"]')!

    fireEvent.change(picker, {
      target: { files: [vttOf('clip.vtt', '1\n00:00:00,000 --> 00:00:01,000\nHi\n')] },
    })
    expect(await within(rowOf('clip.mov')).findByText(GALLERY_CAPTIONS.typeMessage)).toBeTruthy()
    expect(uploadButtonCount()).toBe(0)

    fireEvent.click(screen.getByRole('button', { name: 'Remove captions of clip.mov' }))
    const latin1 = new Uint8Array([...new TextEncoder().encode('WEBVTT\n\nCaf'), 0xe9])
    fireEvent.change(rowOf('clip.mov').querySelector('input[type="file"]')!, {
      target: { files: [vttOf('clip.vtt', latin1)] },
    })
    expect(await within(rowOf('clip.mov')).findByText(CAPTIONS_NOT_UTF8)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Remove captions of clip.mov' }))
    fireEvent.change(rowOf('clip.mov').querySelector('input[type="file"]')!, {
      target: { files: [vttOf('clip-en.vtt', GOOD)] },
    })
    expect(within(rowOf('clip.mov')).getByText('clip-en.vtt')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }))
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    const [request] = app.callsOf(ENQUEUE) as { files: { captions?: unknown }[] }[]
    expect(request.files[0].captions).toEqual({ path: '/home/ada/Pictures/clip-en.vtt', name: 'clip-en.vtt' })
  })
})

describe('Update Gallery: captions of a video', () => {
  const VIDEO = '0123456789abcdef0123456789abcdef.mp4'
  const row = (over: Partial<GalleryRow>) =>
    galleryRow({ EntryID: 12, ImageTitle: 'Campus tour', ImagePath: VIDEO, InsertedBy: 'Ada', ...over })

  it('sends picked captions at once, as their own upload, and links the stored ones', async () => {
    const app = await renderGallery('/about/gallery/update?id=12', {
      answers: {
        [channel.api('gallery', 'list')]: () => ok([row({})]),
        [channel.api('gallery', 'uploadCaptions')]: () => ok({ message: 'uploaded' }),
      },
    })
    const group = await screen.findByRole('group', { name: 'Captions' })
    expect(within(group).getByText('No captions')).toBeTruthy()
    fireEvent.change(group.querySelector('input[type="file"]')!, {
      target: { files: [vttOf('tour.vtt', GOOD)] },
    })
    await dialogSays('CAPTIONS UPLOADED SUCCESSFULLY', 'SUCCESS')
    expect(app.callsOf(channel.api('gallery', 'uploadCaptions'))).toEqual([
      { entry_id: 12, filePath: '/home/ada/Pictures/tour.vtt' },
    ])
    expect(within(group).getByRole('link', { name: 'Current captions' })).toBeTruthy()
  })

  it('refuses a file that is not WebVTT before sending it', async () => {
    const app = await renderGallery('/about/gallery/update?id=12', {
      answers: {
        [channel.api('gallery', 'list')]: () => ok([row({ CaptionsPath: VIDEO.replace('.mp4', '.vtt') })]),
      },
    })
    const group = await screen.findByRole('group', { name: 'Captions' })
    expect(within(group).getByRole('link', { name: 'Current captions' })).toBeTruthy()
    fireEvent.change(group.querySelector('input[type="file"]')!, {
      target: { files: [vttOf('tour.vtt', 'not captions')] },
    })
    await dialogSays(GALLERY_CAPTIONS.typeMessage, 'Oops!')
    expect(app.callsOf(channel.api('gallery', 'uploadCaptions'))).toEqual([])
  })
})

function uploadButtonCount(): number {
  const button = screen.getByRole('button', { name: /^Upload \d+ files?$/ })
  return Number(/\d+/.exec(button.textContent ?? '')![0])
}
