import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { ok } from './fake-bridge'
import { renderApp } from './render-app'

const ROWS = [{ EntryID: 4, CategoryName: 'Convocation' }]

async function open(answers: Record<string, (arg: unknown) => unknown> = {}) {
  const app = await renderApp('/about/gallery/addcategory', {
    answers: {
      [channel.api('gallery', 'categoryList')]: () => ok(ROWS),
      [channel.api('gallery', 'categoryAdd')]: () => ok({ message: 'success' }),
      [channel.api('gallery', 'categoryUpdate')]: () => ok({ message: 'success' }),
      [channel.api('gallery', 'categoryDelete')]: () => ok({ message: 'deleted' }),
      ...answers,
    },
  })
  await screen.findByText('Convocation')
  return app
}

async function dialogSays(text: string) {
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText(text)).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'ADD CATEGORY' }))

describe('Gallery category', () => {
  it('asks for a name, adds, says so and resets the form', async () => {
    const app = await open()
    submit()
    await dialogSays('Please enter category name')
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Sports' } })
    submit()
    await dialogSays('CATEGORY ADDED SUCCESSFULLY')
    expect(app.callsOf(channel.api('gallery', 'categoryAdd'))).toEqual([{ categoryName: 'Sports' }])
    expect((screen.getByLabelText('Category') as HTMLInputElement).value).toBe('')
    expect(app.callsOf(channel.api('gallery', 'categoryList')).length).toBeGreaterThanOrEqual(2)
  })

  it('says when the name exists', async () => {
    await open({ [channel.api('gallery', 'categoryAdd')]: () => ok({ message: 'name exist' }) })
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Convocation' } })
    submit()
    await dialogSays('category with the same name already exist')
  })

  it('edits a row and updates it', async () => {
    const app = await open()
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    expect((screen.getByLabelText('Category') as HTMLInputElement).value).toBe('Convocation')
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Graduation' } })
    fireEvent.click(screen.getByRole('button', { name: 'Update' }))
    await dialogSays('CATEGORY UPDATED SUCCESSFULLY')
    expect(app.callsOf(channel.api('gallery', 'categoryUpdate'))).toEqual([
      { EntryID: 4, categoryName: 'Graduation' },
    ])
  })

  it('confirms before deleting', async () => {
    const app = await open()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog')
    expect(within(confirm).getByText('ARE YOU SURE YOU WANT TO DELETE THIS RECORD?')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }))
    await dialogSays('GALLERY CATEGORY DELETED SUCCESSFULLY')
    expect(app.callsOf(channel.api('gallery', 'categoryDelete'))).toEqual([{ EntryID: 4 }])
  })
})
