import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { GalleryKnownPhoto } from '../../../src/shared/contract/gallery'
import type { KnownFile } from '../../../src/shared/uploads-queue'
import { ok } from './fake-bridge'
import { fileOf, inputOf, renderGallery } from './gallery-helpers'

// Issue 28: files the gallery holds already are marked in the picked list at the hand-over, skipped unless
// the user chooses Upload anyway.

const ENQUEUE = 'uploads.enqueue'
const KNOWN = 'uploads.known'

const photo = (ImageTitle: string): GalleryKnownPhoto => ({
  hash: 'a'.repeat(64),
  EntryID: 41,
  ImageTitle,
  CategoryName: 'Events',
  SubCategoryName: '2026',
})

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`)
  URL.revokeObjectURL = vi.fn()
})

/** A file's SHA-256 as main answers it: its name's, unless `bytesOf` gives it another file's bytes. */
const sha256Of = (name: string) =>
  [...name]
    .map((c) => c.charCodeAt(0).toString(16))
    .join('')
    .padEnd(64, '0')
    .slice(0, 64)

/**
 * The gallery holds the files named here, under these titles (or, alike, photos they look like); `bytesOf`
 * names files that have the bytes of another (a copy under another name); the upload queue holds `queued`'s.
 */
async function open(
  held: Record<string, string>,
  alike: readonly string[] = [],
  bytesOf: Record<string, string> = {},
  queued: Record<string, string> = {},
) {
  const app = await renderGallery('/about/gallery/addphoto', {
    answers: {
      [KNOWN]: (handles) =>
        ok(
          (handles as string[]).map((handle): KnownFile => {
            const name = handle.split('/').pop()!
            const sha256 = sha256Of(bytesOf[name] ?? name)
            if (!held[name]) return { sha256, photo: null, queuedAs: queued[name] ?? null }
            return {
              sha256,
              photo: alike.includes(name) ? { ...photo(held[name]), alike: true } : photo(held[name]),
              queuedAs: null,
            }
          }),
        ),
    },
  })
  await screen.findByRole('option', { name: 'Campus' })
  fireEvent.change(inputOf('Category'), { target: { value: '3' } })
  await screen.findByRole('option', { name: 'Library' })
  fireEvent.change(inputOf('Sub Category'), { target: { value: '9' } })
  return app
}

const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } })
const upload = (n: number) =>
  fireEvent.click(screen.getByRole('button', { name: `Upload ${n} ${n === 1 ? 'file' : 'files'}` }))
const choiceOf = (name: string) =>
  screen.getByRole('radiogroup', { name: new RegExp(`: ${name.replace('.', '\\.')}$`) })

describe('Add Gallery: files already in the gallery', () => {
  it('asks once for the batch, sends the new files and keeps the known ones marked, skipped', async () => {
    const app = await open({ 'c12.png': 'Convocation 12' })
    choose([fileOf('c12.png'), fileOf('new.png')])
    upload(2)
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    expect(app.callsOf(KNOWN)).toEqual([['/home/ada/Pictures/c12.png', '/home/ada/Pictures/new.png']])
    expect(app.callsOf(ENQUEUE)[0]).toMatchObject({
      files: [{ path: '/home/ada/Pictures/new.png', title: 'new', name: 'new.png' }],
    })
    // The known file stays, saying where the gallery has it, with Skip chosen.
    const group = await waitFor(() => choiceOf('c12.png'))
    expect(within(group).getByText("Already in the gallery as 'Convocation 12' (Events / 2026)")).toBeTruthy()
    expect((within(group).getByRole('radio', { name: 'Skip' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByLabelText('Title of new.png')).toBeNull()
    expect(screen.getByRole('button', { name: 'Upload 0 files' }).getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByText(/1 already in the gallery, skipped/)).toBeTruthy()
  })

  it('marks a file that only looks like a photo of the gallery (a resized copy), skipped the same way', async () => {
    const app = await open({ 'c12-small.jpg': 'Convocation 12' }, ['c12-small.jpg'])
    choose([fileOf('c12-small.jpg'), fileOf('new.png')])
    upload(2)
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    expect(app.callsOf(ENQUEUE)[0]).toMatchObject({ files: [{ name: 'new.png' }] })
    const group = await waitFor(() => choiceOf('c12-small.jpg'))
    expect(
      within(group).getByText("Looks like 'Convocation 12' (Events / 2026), already in the gallery"),
    ).toBeTruthy()
    expect((within(group).getByRole('radio', { name: 'Skip' }) as HTMLInputElement).checked).toBe(true)
  })

  it('sends nothing when every file is known; Upload anyway sends them, not asked again', async () => {
    const app = await open({
      'a.png': 'Convocation 10',
      'b.png': 'Convocation 11',
      'c.png': 'Convocation 12',
    })
    choose([fileOf('a.png'), fileOf('b.png'), fileOf('c.png')])
    upload(3)
    await waitFor(() => expect(screen.getAllByRole('radiogroup')).toHaveLength(3))
    expect(app.callsOf(ENQUEUE)).toHaveLength(0)
    for (const name of ['a.png', 'b.png', 'c.png'])
      expect((within(choiceOf(name)).getByRole('radio', { name: 'Skip' }) as HTMLInputElement).checked).toBe(
        true,
      )

    fireEvent.click(within(choiceOf('a.png')).getByRole('radio', { name: 'Upload anyway' }))
    fireEvent.click(within(choiceOf('c.png')).getByRole('radio', { name: 'Upload anyway' }))
    upload(2)
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    expect(app.callsOf(KNOWN)).toHaveLength(1)
    expect(app.callsOf(ENQUEUE)[0]).toMatchObject({
      files: [
        { name: 'a.png', uploadKnown: true },
        { name: 'c.png', uploadKnown: true },
      ],
    })
    // The one still skipped stays in the list; the two sent leave it.
    await waitFor(() => expect(screen.getAllByRole('radiogroup')).toHaveLength(1))
    expect(choiceOf('b.png')).toBeTruthy()
  })

  it('reads a large batch in parts as it is picked, and queues it whole', async () => {
    const app = await open({ 'p7.png': 'Convocation 7' })
    choose(Array.from({ length: 9 }, (_, i) => fileOf(`p${i}.png`)))
    // Marked before Upload is pressed.
    await waitFor(() => expect(screen.getAllByRole('radiogroup')).toHaveLength(1))
    expect(choiceOf('p7.png')).toBeTruthy()
    expect((app.callsOf(KNOWN) as string[][]).map((part) => part.length)).toEqual([4, 4, 1])
    upload(8)
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    const [sent] = app.callsOf(ENQUEUE) as { files: { name: string }[] }[]
    expect(sent!.files.map((file) => file.name)).toEqual(
      ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p8'].map((name) => `${name}.png`),
    )
    // Not asked again at Upload.
    expect(app.callsOf(KNOWN)).toHaveLength(3)
  })

  it('never marks a photo of a burst as looking like another photo of the same batch (issue 45)', async () => {
    // A gallery that holds what was queued: once any photo of the burst is in, every other one looks like it.
    const queued: string[] = []
    const app = await renderGallery('/about/gallery/addphoto', {
      answers: {
        [ENQUEUE]: (request) => {
          queued.push(...(request as { files: { name: string }[] }).files.map((file) => file.name))
          return { paused: false, jobs: [] }
        },
        [KNOWN]: (handles) =>
          ok(
            (handles as string[]).map((handle): KnownFile => ({
              sha256: sha256Of(handle.split('/').pop()!),
              photo: queued.length > 0 ? { ...photo(queued[0]!), alike: true } : null,
              queuedAs: null,
            })),
          ),
      },
    })
    await screen.findByRole('option', { name: 'Campus' })
    fireEvent.change(inputOf('Category'), { target: { value: '3' } })
    await screen.findByRole('option', { name: 'Library' })
    fireEvent.change(inputOf('Sub Category'), { target: { value: '9' } })
    const burst = Array.from({ length: 20 }, (_, i) => `burst ${i + 1}.jpg`)
    choose(burst.map((name) => fileOf(name, 2000, 'image/jpeg')))
    upload(20)
    await waitFor(() => expect(queued).toHaveLength(20))
    expect(queued).toEqual(burst)
    expect(app.callsOf(ENQUEUE)).toHaveLength(1)
    expect(screen.queryByText(/Looks like/)).toBeNull()
  })

  it('skips a file picked twice under two names (the same bytes): the first one goes', async () => {
    const app = await open({}, [], { 'IMG_0012 copy.jpg': 'IMG_0012.jpg' })
    choose([fileOf('IMG_0012.jpg'), fileOf('IMG_0012 copy.jpg'), fileOf('new.png')])
    upload(3)
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    expect(app.callsOf(ENQUEUE)[0]).toMatchObject({ files: [{ name: 'IMG_0012.jpg' }, { name: 'new.png' }] })
    const group = await waitFor(() => choiceOf('IMG_0012 copy.jpg'))
    expect(within(group).getByText("The same photo as 'IMG_0012.jpg', picked in this list")).toBeTruthy()
    expect((within(group).getByRole('radio', { name: 'Skip' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText(/1 picked twice, skipped/)).toBeTruthy()
    expect(screen.queryByText(/already in the gallery, skipped/)).toBeNull()

    // Upload anyway sends it, not asked about again.
    fireEvent.click(within(group).getByRole('radio', { name: 'Upload anyway' }))
    fireEvent.change(screen.getByLabelText('Title of IMG_0012 copy.jpg'), {
      target: { value: 'IMG 0012 again' },
    })
    upload(1)
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(2))
    expect(app.callsOf(KNOWN)).toHaveLength(1)
    expect(app.callsOf(ENQUEUE)[1]).toMatchObject({
      files: [{ name: 'IMG_0012 copy.jpg', uploadKnown: true }],
    })
  })

  it('finds a copy in a later part of a large batch, and a copy of a file the gallery holds as the gallery’s', async () => {
    const app = await open({ 'p0.png': 'Convocation 0', 'p8.png': 'Convocation 0' }, [], {
      'p7.png': 'p2.png',
      'p8.png': 'p0.png',
    })
    choose(Array.from({ length: 9 }, (_, i) => fileOf(`p${i}.png`)))
    upload(9)
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    const sent = (app.callsOf(ENQUEUE) as { files: { name: string }[] }[]).flatMap((call) =>
      call.files.map((file) => file.name),
    )
    expect(sent).toEqual(['p1.png', 'p2.png', 'p3.png', 'p4.png', 'p5.png', 'p6.png'])
    await waitFor(() => expect(screen.getAllByRole('radiogroup')).toHaveLength(3))
    expect(
      within(choiceOf('p7.png')).getByText("The same photo as 'p2.png', picked in this list"),
    ).toBeTruthy()
    expect(
      within(choiceOf('p8.png')).getByText("Already in the gallery as 'Convocation 0' (Events / 2026)"),
    ).toBeTruthy()
  })

  it('skips a file whose bytes still wait in the upload queue, and gives the queue each file’s hash', async () => {
    const app = await open({}, [], {}, { 'c12.png': 'Convocation 12' })
    choose([fileOf('c12.png'), fileOf('new.png')])
    upload(2)
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    expect(app.callsOf(ENQUEUE)[0]).toEqual(
      expect.objectContaining({
        files: [expect.objectContaining({ name: 'new.png', sha256: sha256Of('new.png') })],
      }),
    )
    const group = await waitFor(() => choiceOf('c12.png'))
    expect(within(group).getByText("Already in the upload queue as 'Convocation 12'")).toBeTruthy()
    expect((within(group).getByRole('radio', { name: 'Skip' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText(/1 already in the upload queue, skipped/)).toBeTruthy()
  })

  it('sends the files as before when the gallery cannot be asked', async () => {
    const app = await renderGallery('/about/gallery/addphoto', {
      answers: { [KNOWN]: () => ({ ok: false, reason: 'network', message: 'No connection.' }) },
    })
    await screen.findByRole('option', { name: 'Campus' })
    fireEvent.change(inputOf('Category'), { target: { value: '3' } })
    await screen.findByRole('option', { name: 'Library' })
    fireEvent.change(inputOf('Sub Category'), { target: { value: '9' } })
    choose([fileOf('a.png')])
    upload(1)
    await waitFor(() => expect(app.callsOf(ENQUEUE)).toHaveLength(1))
    expect(screen.queryByRole('radiogroup')).toBeNull()
  })
})
