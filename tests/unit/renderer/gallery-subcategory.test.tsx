import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ok, type Answer } from './fake-bridge'
import { dialogSays, gridRowOf, headers, inputOf, nameListCalls, renderNameList } from './gallery-helpers'
import { summarySays } from './news-helpers'

const ROWS = [
  { EntryID: 9, CategoryID: 3, CategoryName: 'Campus', SubCategoryName: 'Library' },
  { EntryID: 10, CategoryID: 4, CategoryName: 'Convocation', SubCategoryName: 'Gowns' },
]
const CALLS = nameListCalls('subcategory')
const { LIST, ADD, UPDATE, DELETE } = CALLS

async function open(answers: Record<string, Answer> = {}) {
  const app = await renderNameList('/about/gallery/addsubcategory', CALLS, ROWS, answers)
  await screen.findByText('Gowns')
  await screen.findByRole('option', { name: 'Campus' })
  return app
}

const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'ADD SUB-CATEGORY' }))

describe('Gallery sub-category', () => {
  it('offers the categories by name under "Select category", with their ids as values', async () => {
    await open()
    expect(screen.getByRole('heading', { level: 1, name: 'ADD SUB-CATEGORY' })).toBeTruthy()
    const options = within(inputOf('Category')).getAllByRole('option') as HTMLOptionElement[]
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select category'],
      ['3', 'Campus'],
      ['4', 'Convocation'],
    ])
    expect(screen.getByPlaceholderText('Search gallery sub category')).toBeTruthy()
    expect(headers()).toEqual(['Category', 'Sub-category', 'Actions'])
  })

  it('checks the category, then the name; an add resets the category and the name', async () => {
    const app = await open()
    submit()
    await summarySays('Please select category name', 'Please enter sub category name')
    fireEvent.change(inputOf('Category'), { target: { value: '3' } })
    submit()
    await summarySays('Please enter sub category name')
    fireEvent.change(inputOf('Sub Category'), { target: { value: 'Lecture halls' } })
    submit()
    await dialogSays('SUB CATEGORY ADDED SUCCESSFULLY', 'SUCCESS')
    expect(app.callsOf(ADD)).toEqual([{ categoryName: 3, subcategoryName: 'Lecture halls' }])
    expect(inputOf('Category').value).toBe('')
    expect(inputOf('Sub Category').value).toBe('')
    expect(app.callsOf(LIST)).toHaveLength(2)
  })

  it('keeps both fields when the add is refused', async () => {
    await open({ [ADD]: () => ok({ message: 'failed' }) })
    fireEvent.change(inputOf('Category'), { target: { value: '4' } })
    fireEvent.change(inputOf('Sub Category'), { target: { value: 'Gowns' } })
    submit()
    await dialogSays('Something went wrong adding the category. Please try again!', 'Oops!')
    expect(inputOf('Category').value).toBe('4')
    expect(inputOf('Sub Category').value).toBe('Gowns')
  })

  it('edits a row into the form and updates it with its ids', async () => {
    const app = await open()
    fireEvent.click(within(gridRowOf('Gowns')).getByRole('button', { name: /^Edit '/ }))
    expect(inputOf('Category').value).toBe('4')
    expect(inputOf('Sub Category').value).toBe('Gowns')
    fireEvent.change(inputOf('Category'), { target: { value: '3' } })
    fireEvent.change(inputOf('Sub Category'), { target: { value: 'Robes' } })
    fireEvent.click(screen.getByRole('button', { name: 'Update' }))
    await dialogSays('SUB CATEGORY UPDATED SUCCESSFULLY', 'SUCCESS')
    expect(app.callsOf(UPDATE)).toEqual([
      { EntryID: 10, CategoryID: 4, categoryName: 3, subcategoryName: 'Robes' },
    ])
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy()
  })

  it('deletes after confirmation, also the row being edited', async () => {
    const app = await open()
    fireEvent.click(within(gridRowOf('Library')).getByRole('button', { name: /^Edit '/ }))
    fireEvent.click(within(gridRowOf('Library')).getByRole('button', { name: /^Delete '/ }))
    const confirm = await screen.findByRole('dialog', { name: 'Confirm' })
    expect(within(confirm).getByText('ARE YOU SURE YOU WANT TO DELETE THIS RECORD?')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }))
    await dialogSays('GALLERY SUB CATEGORY DELETED SUCCESSFULLY', 'SUCCESS')
    expect(app.callsOf(DELETE)).toEqual([{ EntryID: 9 }])
    // The edited row is gone: the form is back to adding.
    expect(inputOf('Sub Category').value).toBe('')
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy()
  })
})
