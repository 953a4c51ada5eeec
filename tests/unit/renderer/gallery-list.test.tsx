import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { ok } from './fake-bridge'
import { currentPath, renderApp } from './render-app'

const ROW = {
  EntryID: 11,
  ImageTitle: 'Open day',
  ImagePath: 'open.png',
  CategoryID: 3,
  CategoryName: 'Campus',
  SubCategoryID: 9,
  SubCategoryName: 'Library',
  InsertedBy: 'Ada Obi',
}
const CLIP = { ...ROW, EntryID: 12, ImageTitle: 'Tour', ImagePath: 'tour.mp4' }

async function dialogSays(text: string) {
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText(text)).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

describe('Gallery list', () => {
  it('shows thumbnails and a Video badge, and deletes after confirmation', async () => {
    const app = await renderApp('/about/gallery/list', {
      answers: {
        [channel.api('gallery', 'list')]: () => ok([ROW, CLIP]),
        [channel.api('gallery', 'delete')]: () => ok({ message: 'deleted' }),
      },
    })
    await screen.findByText('Open day')
    expect(screen.getByPlaceholderText('Search gallery')).toBeTruthy()
    expect(screen.getByText('Video')).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!)
    const confirm = await screen.findByRole('dialog')
    expect(within(confirm).getByText('ARE YOU SURE YOU WANT TO DELETE THIS RECORD?')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }))
    await dialogSays('GALLERY DELETED SUCCESSFULLY')
    expect(app.callsOf(channel.api('gallery', 'delete')).length).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Add Gallery' }))
    await waitFor(() => expect(currentPath()).toBe('/about/gallery/addphoto'))
  })
})

describe('Gallery sub-category', () => {
  it('checks category then name, and adds', async () => {
    const app = await renderApp('/about/gallery/addsubcategory', {
      answers: {
        [channel.api('gallery', 'subcategoryList')]: () => ok([]),
        [channel.api('gallery', 'categoryList')]: () => ok([{ EntryID: 3, CategoryName: 'Campus' }]),
        [channel.api('gallery', 'subcategoryAdd')]: () => ok({ message: 'success' }),
      },
    })
    await screen.findByRole('option', { name: 'Campus' })
    const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'ADD SUB-CATEGORY' }))
    submit()
    await dialogSays('Please select category name')
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '3' } })
    submit()
    await dialogSays('Please enter sub category name')
    fireEvent.change(screen.getByLabelText('Sub Category'), { target: { value: 'Library' } })
    submit()
    await dialogSays('SUB CATEGORY ADDED SUCCESSFULLY')
    expect(app.callsOf(channel.api('gallery', 'subcategoryAdd'))).toEqual([
      { categoryName: 3, subcategoryName: 'Library' },
    ])
    expect((screen.getByLabelText('Sub Category') as HTMLInputElement).value).toBe('')
  })
})

describe('Update gallery', () => {
  it('opens from Edit prefilled, saves, and goes back to the list', async () => {
    const app = await renderApp('/about/gallery/list', {
      answers: {
        [channel.api('gallery', 'list')]: () => ok([ROW]),
        [channel.api('gallery', 'categoryList')]: () => ok([{ EntryID: 3, CategoryName: 'Campus' }]),
        [channel.api('gallery', 'subcategoryListOf')]: () =>
          ok([{ EntryID: 9, CategoryID: 3, CategoryName: 'Campus', SubCategoryName: 'Library' }]),
        [channel.saveWithPhoto]: () => ok({ answer: { message: 'success' }, photo: { status: 'none' } }),
      },
    })
    await screen.findByText('Open day')
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    await waitFor(() => expect(currentPath()).toBe('/about/gallery/update'))
    const title = (await screen.findByLabelText('Image Title')) as HTMLInputElement
    expect(title.value).toBe('Open day')
    await screen.findByRole('option', { name: 'Library' })
    fireEvent.change(title, { target: { value: 'Open day 2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await dialogSays('GALLERY UPDATED SUCCESSFULLY')
    await waitFor(() => expect(currentPath()).toBe('/about/gallery/list'))
    const [request] = app.callsOf(channel.saveWithPhoto) as [{ input: Record<string, unknown> }]
    expect(request.input).toMatchObject({
      id: 11,
      ImageTitle: 'Open day 2026',
      SubCategoryID: 9,
      category: 3,
    })
  })
})
