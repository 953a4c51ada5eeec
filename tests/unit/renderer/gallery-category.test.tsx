import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ok, type Answer } from './fake-bridge'
import { dialogSays, gridRowOf, headers, inputOf, nameListCalls, renderNameList } from './gallery-helpers'
import { summarySays } from './news-helpers'

const ROWS = [
  { EntryID: 4, CategoryName: 'Convocation' },
  { EntryID: 5, CategoryName: 'Sports' },
]
const CALLS = nameListCalls('category')
const { LIST, ADD, UPDATE, DELETE } = CALLS

async function open(answers: Record<string, Answer> = {}) {
  const app = await renderNameList('/about/gallery/addcategory', CALLS, ROWS, answers)
  await screen.findByText('Convocation')
  return app
}

const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'ADD CATEGORY' }))

describe('Gallery category', () => {
  it('is titled About / GALLERY / ADD CATEGORY and lists the categories to search, sort and export', async () => {
    await open()
    expect(screen.getByRole('heading', { level: 1, name: 'ADD CATEGORY' })).toBeTruthy()
    expect(screen.getByText('About / GALLERY')).toBeTruthy()
    expect(screen.getByPlaceholderText('Search gallery category')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy()
    expect(headers()).toEqual(['Category', 'Actions'])
  })

  it('asks for a name, adds, says so, resets the form and reloads the list', async () => {
    const app = await open()
    submit()
    await summarySays('Please enter category name')
    fireEvent.change(inputOf('Category'), { target: { value: '  Alumni day ' } })
    submit()
    await dialogSays('CATEGORY ADDED SUCCESSFULLY', 'SUCCESS')
    expect(app.callsOf(ADD)).toEqual([{ categoryName: 'Alumni day' }])
    expect(inputOf('Category').value).toBe('')
    expect(app.callsOf(LIST)).toHaveLength(2)
  })

  it('says when the name exists, or the save failed, and keeps what was typed', async () => {
    let answer = 'name exist'
    await open({ [ADD]: () => ok({ message: answer }) })
    fireEvent.change(inputOf('Category'), { target: { value: 'Convocation' } })
    submit()
    await dialogSays('category with the same name already exist', 'Oops!')
    answer = 'failed'
    submit()
    await dialogSays('Something went wrong adding the category. Please try again!')
    answer = 'anything else'
    submit()
    await dialogSays('Failed to add the category details!')
    expect(inputOf('Category').value).toBe('Convocation')
  })

  it('loads a row into the form with Edit, updates it, and goes back to adding', async () => {
    const app = await open()
    fireEvent.click(within(gridRowOf('Sports')).getByRole('button', { name: /^Edit '/ }))
    expect(inputOf('Category').value).toBe('Sports')
    expect(document.activeElement).toBe(inputOf('Category'))
    expect(screen.getByText('Editing “Sports”')).toBeTruthy()
    fireEvent.change(inputOf('Category'), { target: { value: 'Athletics' } })
    fireEvent.click(screen.getByRole('button', { name: 'Update' }))
    await dialogSays('CATEGORY UPDATED SUCCESSFULLY', 'SUCCESS')
    expect(app.callsOf(UPDATE)).toEqual([{ EntryID: 5, categoryName: 'Athletics' }])
    expect(app.callsOf(ADD)).toHaveLength(0)
    expect(inputOf('Category').value).toBe('')
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy()
    expect(app.callsOf(LIST)).toHaveLength(2)
  })

  it('leaves edit mode on Cancel edit, and says when an update failed', async () => {
    const app = await open({ [UPDATE]: () => ok({ message: 'failed' }) })
    fireEvent.click(within(gridRowOf('Convocation')).getByRole('button', { name: /^Edit '/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Update' }))
    await dialogSays('Something went wrong adding the category. Please try again!', 'Oops!')
    expect(inputOf('Category').value).toBe('Convocation')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel edit' }))
    expect(inputOf('Category').value).toBe('')
    fireEvent.change(inputOf('Category'), { target: { value: 'Open day' } })
    submit()
    await dialogSays('CATEGORY ADDED SUCCESSFULLY')
    expect(app.callsOf(ADD)).toEqual([{ categoryName: 'Open day' }])
  })

  it('asks before deleting, then deletes, says so and reloads the list', async () => {
    const app = await open()
    fireEvent.click(within(gridRowOf('Convocation')).getByRole('button', { name: /^Delete '/ }))
    const confirm = await screen.findByRole('dialog', { name: 'Confirm' })
    expect(within(confirm).getByText('ARE YOU SURE YOU WANT TO DELETE THIS RECORD?')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(app.callsOf(DELETE)).toHaveLength(0)

    fireEvent.click(within(gridRowOf('Convocation')).getByRole('button', { name: /^Delete '/ }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    await dialogSays('GALLERY CATEGORY DELETED SUCCESSFULLY', 'SUCCESS')
    expect(app.callsOf(DELETE)).toEqual([{ EntryID: 4 }])
    expect(app.callsOf(LIST)).toHaveLength(2)
  })

  it('says why a category in use is not deleted', async () => {
    await open({
      [DELETE]: () => ({
        ok: false,
        reason: 'invalid',
        status: 409,
        message: 'This category still has sub-categories or photos.',
      }),
    })
    fireEvent.click(within(gridRowOf('Convocation')).getByRole('button', { name: /^Delete '/ }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    await dialogSays('This category still has sub-categories or photos.', 'Oops!')
  })
})
