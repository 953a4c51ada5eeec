import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { ok } from './fake-bridge'
import { currentPath } from './render-app'
import { dialogSays, galleryRow, headers, inputOf, renderGallery, selectAllListed } from './gallery-helpers'
import { summarySays } from './news-helpers'

const ROW = galleryRow()
const CLIP = { ...ROW, EntryID: 12, ImageTitle: 'Tour', ImagePath: 'tour.mp4' }
const rowOf = (name: string) => screen.getByText(name).closest('.ag-row') as HTMLElement

describe('Gallery list', () => {
  it('shows photos by their small rendition and videos as an icon marked Video', async () => {
    await renderGallery('/about/gallery/list', {
      answers: { [channel.api('gallery', 'list')]: () => ok([ROW, CLIP]) },
    })
    await screen.findByText('Open day')
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery List' })).toBeTruthy()
    expect(screen.getByPlaceholderText('Search gallery')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy()
    const photo = within(rowOf('Open day')).getByRole('img', { name: 'Open day' })
    expect(photo.getAttribute('src')).toBe('/media/gallery/open.png.sm.webp')
    // A rendition that cannot be loaded gives way to the original.
    fireEvent.error(photo)
    expect(photo.getAttribute('src')).toBe('/media/gallery/open.png')
    const clip = rowOf('Tour')
    expect(within(clip).getByRole('img', { name: 'Tour' })).toBeTruthy()
    // No <video> per row: a list would fetch from every video on the page.
    expect(clip.querySelector('video')).toBeNull()
    expect(within(clip).getByText('Video')).toBeTruthy()
    expect(headers()).toEqual(['Select', 'Title', 'Photo', 'Category', 'Sub-category', 'Added by', 'Actions'])
  })

  it('marks a photo held back from the public site, and says why', async () => {
    await renderGallery('/about/gallery/list', {
      answers: {
        [channel.api('gallery', 'list')]: () =>
          ok([
            { ...ROW, HeldBack: 'img-alt-missing' },
            { ...ROW, EntryID: 13, ImageTitle: 'Lawn', ImageAlt: 'Graduates on the lawn', HeldBack: null },
          ]),
      },
    })
    await screen.findByText('Open day')
    const held = rowOf('Open day')
    expect(within(held).getByText('Held back')).toBeTruthy()
    expect(
      within(held).getByText(
        'Not on the public site until this is fixed: The image has no alternative text.',
      ),
    ).toBeTruthy()
    expect(within(rowOf('Lawn')).queryByText('Held back')).toBeNull()
  })

  it('filters the list to the photos that still need alternative text (issue 47)', async () => {
    await renderGallery('/about/gallery/list', {
      answers: {
        [channel.api('gallery', 'list')]: () =>
          ok([
            ROW,
            CLIP,
            { ...ROW, EntryID: 13, ImageTitle: 'Lawn', ImageAlt: 'Graduates on the lawn' },
            { ...ROW, EntryID: 14, ImageTitle: 'Border', ImageDecorative: true },
            { ...ROW, EntryID: 15, ImageTitle: 'Hall', ImageAlt: '   ' },
          ]),
      },
    })
    await screen.findByText('Lawn')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only photos that need alternative text' }))
    await waitFor(() => expect(screen.queryByText('Lawn')).toBeNull())
    expect(screen.getByText('Open day')).toBeTruthy()
    expect(screen.getByText('Hall')).toBeTruthy()
    // A video is described by its captions, a decorative photo needs none.
    expect(screen.queryByText('Tour')).toBeNull()
    expect(screen.queryByText('Border')).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only photos that need alternative text' }))
    await screen.findByText('Lawn')
  })

  it('says so when every photo has its alternative text', async () => {
    await renderGallery('/about/gallery/list', {
      answers: {
        [channel.api('gallery', 'list')]: () => ok([{ ...ROW, ImageAlt: 'Visitors at the open day' }]),
      },
    })
    await screen.findByText('Open day')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only photos that need alternative text' }))
    expect(await screen.findByText('Every photo has its alternative text.')).toBeTruthy()
    expect(screen.queryByText('Open day')).toBeNull()
  })

  it('writes one alternative text to the photos selected, then reloads the list (issue 47)', async () => {
    let described = false
    const app = await renderGallery('/about/gallery/list', {
      answers: {
        [channel.api('gallery', 'list')]: () =>
          ok(described ? [{ ...ROW, ImageAlt: 'Visitors at the open day' }, CLIP] : [ROW, CLIP]),
        [channel.api('gallery', 'bulk')]: () => (
          (described = true),
          ok({ message: 'success', count: 1, gone: [] })
        ),
      },
    })
    await screen.findByText('Open day')
    fireEvent.click(screen.getByRole('checkbox', { name: "Select 'Open day'" }))
    expect(await screen.findByText('1 photo selected')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Alternative text for the selected photos'), {
      target: { value: 'Visitors at the open day' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Write to selected' }))
    await waitFor(() =>
      expect(app.callsOf(channel.api('gallery', 'bulk'))).toEqual([
        { action: 'alt', ids: [11], ImageAlt: 'Visitors at the open day' },
      ]),
    )
    await dialogSays('Alternative text written to 1 photo.', 'SUCCESS')
    await waitFor(() => expect(app.callsOf(channel.api('gallery', 'list'))).toHaveLength(2))
    await waitFor(() => expect(screen.queryByText('1 photo selected')).toBeNull())
  })

  it('selects all listed and deletes them after one confirmation naming how many', async () => {
    const app = await renderGallery('/about/gallery/list', {
      answers: {
        [channel.api('gallery', 'list')]: () => ok([ROW, CLIP]),
        [channel.api('gallery', 'bulk')]: () => ok({ message: 'success', count: 2, gone: [] }),
      },
    })
    await selectAllListed()
    expect(await screen.findByText('2 photos selected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }))
    const confirm = await screen.findByRole('dialog')
    expect(within(confirm).getByText('Delete 2 photos? This cannot be undone here.')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }))
    await waitFor(() =>
      expect(app.callsOf(channel.api('gallery', 'bulk'))).toEqual([{ action: 'delete', ids: [12, 11] }]),
    )
    await dialogSays('2 photos deleted.', 'SUCCESS')
  })

  it('moves the photos selected to the sub-category chosen', async () => {
    const app = await renderGallery('/about/gallery/list', {
      answers: {
        [channel.api('gallery', 'list')]: () => ok([ROW, CLIP]),
        [channel.api('gallery', 'subcategoryList')]: () =>
          ok([{ EntryID: 21, CategoryID: 4, CategoryName: 'Convocation', SubCategoryName: 'Gowns' }]),
        [channel.api('gallery', 'bulk')]: () => ok({ message: 'success', count: 1, gone: [] }),
      },
    })
    await screen.findByText('Tour')
    fireEvent.click(screen.getByRole('checkbox', { name: "Select 'Tour'" }))
    await screen.findByRole('option', { name: 'Convocation / Gowns' })
    fireEvent.change(screen.getByLabelText('Move the selected photos to'), { target: { value: '21' } })
    fireEvent.click(screen.getByRole('button', { name: 'Move' }))
    await waitFor(() =>
      expect(app.callsOf(channel.api('gallery', 'bulk'))).toEqual([
        { action: 'move', ids: [12], SubCategoryID: 21 },
      ]),
    )
    await dialogSays('1 photo moved.', 'SUCCESS')
  })

  it('says in an alert when a photo selected is gone, and changes nothing', async () => {
    await renderGallery('/about/gallery/list', {
      answers: {
        [channel.api('gallery', 'list')]: () => ok([ROW, CLIP]),
        [channel.api('gallery', 'bulk')]: () => ok({ message: 'gone', count: 0, gone: [12] }),
      },
    })
    await screen.findByText('Tour')
    fireEvent.click(screen.getByRole('checkbox', { name: "Select 'Tour'" }))
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    await dialogSays(
      '1 of the selected photos is no longer in the gallery: nothing was changed. The list is reloaded.',
      'Oops!',
    )
  })

  it('selects all the rows a search leaves, and only those', async () => {
    await renderGallery('/about/gallery/list', {
      answers: { [channel.api('gallery', 'list')]: () => ok([ROW, CLIP]) },
    })
    await screen.findByText('Open day')
    fireEvent.change(screen.getByPlaceholderText('Search gallery'), { target: { value: 'Tour' } })
    await waitFor(() => expect(screen.queryByText('Open day')).toBeNull())
    await selectAllListed()
    expect(await screen.findByText('1 photo selected')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: "Select 'Tour'" }) as HTMLInputElement).checked).toBe(true)
  })

  it('deletes after confirmation with SPEC words, and reloads', async () => {
    const app = await renderGallery('/about/gallery/list', {
      answers: {
        [channel.api('gallery', 'list')]: () => ok([ROW, CLIP]),
        [channel.api('gallery', 'delete')]: () => ok({ message: 'deleted' }),
      },
    })
    await screen.findByText('Open day')
    fireEvent.click(within(rowOf('Tour')).getByRole('button', { name: /^Delete '/ }))
    const confirm = await screen.findByRole('dialog')
    expect(within(confirm).getByText('ARE YOU SURE YOU WANT TO DELETE THIS RECORD?')).toBeTruthy()
    // Under SPEC's words, the record it is about (issue 23).
    expect(within(confirm).getByText("Delete the gallery item 'Tour'?")).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }))
    await dialogSays('GALLERY DELETED SUCCESSFULLY', 'SUCCESS')
    expect(app.callsOf(channel.api('gallery', 'delete'))).toEqual([{ EntryID: 12 }])
    expect(app.callsOf(channel.api('gallery', 'list'))).toHaveLength(2)
  })

  it('leads to Add Gallery', async () => {
    await renderGallery('/about/gallery/list', {
      answers: { [channel.api('gallery', 'list')]: () => ok([]) },
    })
    const sentence = await screen.findByText(/No photos yet/)
    expect(sentence.textContent).toBe('No photos yet — Add Gallery')
    fireEvent.click(within(sentence).getByRole('link', { name: 'Add Gallery' }))
    await waitFor(() => expect(currentPath()).toBe('/about/gallery/addphoto'))
  })
})

describe('Update gallery', () => {
  it('says a held-back photo is kept from the public site, why, and what releases it', async () => {
    await renderGallery('/about/gallery/update?id=11', {
      answers: {
        // The update screen reads its record as the list shows it.
        [channel.api('gallery', 'list')]: () => ok([{ ...ROW, HeldBack: 'img-alt-missing' }]),
      },
    })
    const note = await screen.findByRole('note')
    expect(within(note).getByText('Held back')).toBeTruthy()
    expect(note.textContent).toContain(
      'Not on the public site until this is fixed: The image has no alternative text.',
    )
    expect(note.textContent).toContain('Say in a few words what the image shows')
  })

  it('opens from Edit prefilled, loads the sub-categories of a newly chosen category, saves, goes back', async () => {
    const app = await renderGallery('/about/gallery/list', {
      answers: {
        [channel.api('gallery', 'list')]: () => ok([ROW]),
        ['records.saveWithPhoto']: () => ok({ answer: { message: 'success' }, photo: { status: 'none' } }),
      },
    })
    await screen.findByText('Open day')
    fireEvent.click(within(rowOf('Open day')).getByRole('button', { name: /^Edit '/ }))
    await waitFor(() => expect(currentPath()).toBe('/about/gallery/update?id=11'))
    const title = (await screen.findByLabelText('Image Title')) as HTMLInputElement
    expect(title.value).toBe('Open day')
    await screen.findByRole('option', { name: 'Convocation' })
    expect(inputOf('Category').value).toBe('3')
    expect(inputOf('Sub Category').value).toBe('9')
    expect(app.callsOf(channel.api('gallery', 'subcategoryListOf'))).toEqual([{ CategoryID: 3 }])

    fireEvent.change(inputOf('Category'), { target: { value: '4' } })
    await waitFor(() =>
      expect(app.callsOf(channel.api('gallery', 'subcategoryListOf'))).toContainEqual({ CategoryID: 4 }),
    )
    expect(inputOf('Sub Category').value).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await summarySays('Please select sub category')

    fireEvent.change(inputOf('Category'), { target: { value: '3' } })
    await screen.findByRole('option', { name: 'Library' })
    fireEvent.change(inputOf('Sub Category'), { target: { value: '9' } })
    fireEvent.change(title, { target: { value: 'Open day 2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await dialogSays('GALLERY UPDATED SUCCESSFULLY', 'SUCCESS')
    await waitFor(() => expect(currentPath()).toBe('/about/gallery/list'))
    const [request] = app.callsOf('records.saveWithPhoto') as [
      { input: Record<string, unknown>; upload: string },
    ]
    expect(request.upload).toBe('uploadPhoto')
    expect(request.input).toMatchObject({
      id: 11,
      ImageTitle: 'Open day 2026',
      SubCategoryID: 9,
      category: 3,
    })
  })
})
