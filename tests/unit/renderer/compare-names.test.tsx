import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { HistoryEntry } from '../../../src/shared/contract/define'
import { HISTORY_TEXT } from '../../../src/shared/rules/history'
import { ok } from './fake-bridge'
import { CATEGORIES, galleryRow, renderGallery } from './gallery-helpers'

// A comparison of two versions names the ids a field holds as the record's form names them: a gallery photo
// moved from Campus / Library to Convocation / Gowns says so, not "3 → 4" and "9 → 21".

const SUBS = [
  { EntryID: 9, CategoryID: 3, CategoryName: 'Campus', SubCategoryName: 'Library' },
  { EntryID: 21, CategoryID: 4, CategoryName: 'Convocation', SubCategoryName: 'Gowns' },
]
const MOVED = galleryRow({
  EntryID: 11,
  CategoryID: 4,
  CategoryName: 'Convocation',
  SubCategoryID: 21,
  SubCategoryName: 'Gowns',
})
/** The photo before it was moved, as its history keeps it: the table's columns, ids only. */
const { CategoryName: _c, SubCategoryName: _s, HeldBack: _h, ...columns } = MOVED
const BEFORE: HistoryEntry = {
  version: 20,
  at: '2026-11-20T10:42:00.000Z',
  by: 'Ngozi Eze',
  call: 'POST gallery/add',
  changed: ['ImageTitle'],
  pinned: false,
  values: { ...columns, CategoryID: 3, SubCategoryID: 9 },
}

describe("a gallery photo's History", () => {
  it('names the category and sub-category a version had, beside those it has now', async () => {
    await renderGallery('/about/gallery/update?id=11', {
      answers: {
        [channel.api('gallery', 'list')]: () => ok([MOVED]),
        [channel.api('gallery', 'history')]: () => ok([BEFORE]),
        [channel.api('gallery', 'categoryList')]: () => ok(CATEGORIES),
        [channel.api('gallery', 'subcategoryList')]: () => ok(SUBS),
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: HISTORY_TEXT.show }))
    const list = await screen.findByRole('list', { name: HISTORY_TEXT.versions })
    fireEvent.click(within(list).getAllByRole('button')[0])
    const compare = await screen.findByRole('region', { name: HISTORY_TEXT.compareTitle })
    // Each row: the field, then the version's value and the value now, as a screen reader reads the marks.
    const rows = () =>
      within(compare)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent)
    await waitFor(() =>
      expect(rows()).toEqual([
        `category${HISTORY_TEXT.removedSince} Campus${HISTORY_TEXT.addedSince} Convocation`,
        `subcategory${HISTORY_TEXT.removedSince} Library${HISTORY_TEXT.addedSince} Gowns`,
      ]),
    )
  })
})
