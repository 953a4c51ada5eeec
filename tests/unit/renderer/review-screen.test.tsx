import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { ReviewDetail } from '../../../src/shared/contract/review'
import { REVIEW_PATH, REVIEW_SCREEN_TEXT, REVIEW_TEXT } from '../../../src/shared/rules/review'
import { useSession } from '../../../src/renderer/src/state/session'
import { ok } from './fake-bridge'
import { facultyUser } from './faculty-user'
import { currentPath, renderApp } from './render-app'
import { reviewDetail, reviewRow } from './review-helpers'

// Issue 48's Review screen: the changes a reviewer may decide, one opened with its comparison against the
// live version, its accessibility problems and thread, and the decisions, with the server's refusals said.

const LIST = channel.api('review', 'list')
const ONE = channel.api('review', 'one')
const COUNT = channel.api('review', 'count')
const APPROVE = channel.api('review', 'approve')
const REQUEST = channel.api('review', 'requestChanges')
const COMMENT = channel.api('review', 'comment')

const mine = reviewRow({ id: 1, EntryID: 5, title: 'Library hours (summer)', mayDecide: true })
const reviewDetailOf = (over: Partial<ReviewDetail> = {}) => reviewDetail({ ...mine, ...over })
const notMine = reviewRow({ id: 2, EntryID: 8, title: 'Open day', mayDecide: false })

const answers = (extra = {}) => ({
  [LIST]: () => ok([notMine, mine]),
  [ONE]: () => ok(reviewDetailOf()),
  ...extra,
})

async function openChange(extra = {}) {
  const app = await renderApp(REVIEW_PATH, { answers: answers(extra) })
  fireEvent.click(await screen.findByRole('button', { name: "Review 'Library hours (summer)'" }))
  const dialog = await screen.findByRole('dialog', { name: 'News: Library hours (summer)' })
  await within(dialog).findByRole('region', { name: REVIEW_TEXT.comments })
  return { app, dialog }
}

describe('the Review screen (issue 48)', () => {
  it('lists only the changes the reviewer may decide, with who asked and when it publishes', async () => {
    await renderApp(REVIEW_PATH, { answers: answers() })
    const open = await screen.findByRole('button', { name: "Review 'Library hours (summer)'" })
    const row = open.closest('.ag-row') as HTMLElement
    expect(row.textContent).toContain('Chinedu Emeka Okafor')
    expect(row.textContent).toContain(REVIEW_TEXT.publishNow)
    expect(row.textContent).toContain(REVIEW_TEXT.states.pending)
    expect(screen.queryByText('Open day')).toBeNull()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(REVIEW_TEXT.title)
  })

  it('says when nothing waits', async () => {
    await renderApp(REVIEW_PATH, { answers: { [LIST]: () => ok([notMine]) } })
    expect(await screen.findByText(REVIEW_TEXT.empty)).toBeTruthy()
  })

  it('opens a change with the comparison against the live version, its problems and its thread', async () => {
    const { dialog, app } = await openChange()
    expect(app.callsOf(ONE)).toEqual([{ table: 'news', EntryID: 5 }])
    const title = within(dialog).getByRole('row', { name: /^title/ })
    expect(title.textContent).toContain('Library hours')
    expect(title.textContent).toContain('(summer)')
    // Only the fields that changed.
    expect(within(dialog).queryByRole('row', { name: /^content/ })).toBeNull()
    const problems = within(dialog).getByRole('region', { name: REVIEW_TEXT.problems })
    expect(problems.textContent).toContain('The image has no alternative text.')
    const thread = within(dialog).getByRole('region', { name: REVIEW_TEXT.comments })
    expect(thread.textContent).toContain('Summer times.')
  })

  it('shows a new record as the values it would publish: no column of the published version, no word marked', async () => {
    const fresh = reviewDetailOf({
      isNew: true,
      live: null,
      proposed: { Title: 'Library hours (summer)', Status: 1 },
      changed: ['Title', 'Status'],
    })
    const { dialog } = await openChange({ [ONE]: () => ok(fresh) })
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['Field', `${REVIEW_TEXT.proposed} (${REVIEW_TEXT.newRecord})`])
    const title = within(dialog).getByRole('row', { name: /^title/ })
    expect(title.textContent).toContain('Library hours (summer)')
    expect(dialog.querySelector('ins, del')).toBeNull()
  })

  it("names a gallery photo's category and sub-category in the comparison, as the gallery form does", async () => {
    const photo = reviewRow({
      id: 4,
      area: 'gallery',
      table: 'gallery',
      EntryID: 31,
      title: 'Gowns',
      mayDecide: true,
    })
    const columns = { ImageTitle: 'Gowns', ImagePath: 'gowns-31.png', ImageAlt: 'Graduates in their gowns' }
    await renderApp(REVIEW_PATH, {
      answers: {
        [LIST]: () => ok([photo]),
        [ONE]: () =>
          ok(
            reviewDetail({
              ...photo,
              live: { ...columns, CategoryID: 3, SubCategoryID: 9 },
              proposed: { ...columns, CategoryID: 4, SubCategoryID: 21 },
              changed: ['CategoryID', 'SubCategoryID'],
              problems: [],
            }),
          ),
        [channel.api('gallery', 'categoryList')]: () =>
          ok([
            { EntryID: 3, CategoryName: 'Campus' },
            { EntryID: 4, CategoryName: 'Convocation' },
          ]),
        [channel.api('gallery', 'subcategoryList')]: () =>
          ok([
            { EntryID: 9, CategoryID: 3, CategoryName: 'Campus', SubCategoryName: 'Library' },
            { EntryID: 21, CategoryID: 4, CategoryName: 'Convocation', SubCategoryName: 'Gowns' },
          ]),
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: "Review 'Gowns'" }))
    const dialog = await screen.findByRole('dialog', { name: 'Gallery: Gowns' })
    // Each cell's words, the marks' words for screen readers ('removed since:') aside.
    const cells = (name: RegExp) =>
      within(within(dialog).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/^.*: /, ''))
    await waitFor(() => expect(cells(/^category/)).toEqual(['Campus', 'Convocation']))
    expect(cells(/^subcategory/)).toEqual(['Library', 'Gowns'])
  })

  it('keeps the focus in the dialog once the change is read: on its frame, Shift+Tab wrapping to its last button', async () => {
    const { dialog } = await openChange()
    // The loading state's Close button had the focus; with it gone the focus must not fall to the page.
    await waitFor(() => expect(document.activeElement).toBe(dialog))
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: REVIEW_TEXT.decisions.approve }),
    )
  })

  it('approves the version it showed, then reads the list again', async () => {
    let listed = [notMine, mine]
    const { app, dialog } = await openChange({
      [LIST]: () => ok(listed),
      [APPROVE]: () => {
        listed = [notMine]
        return ok({ message: 'success' })
      },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXT.decisions.approve }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Library hours/ })).toBeNull())
    expect(app.callsOf(APPROVE)).toEqual([{ table: 'news', EntryID: 5, version: 30 }])
    expect(await screen.findByText(REVIEW_TEXT.empty)).toBeTruthy()
  })

  it('asks for a comment before requesting changes, then sends it', async () => {
    const { app, dialog } = await openChange({ [REQUEST]: () => ok({ message: 'success' }) })
    fireEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXT.decisions.requestChanges }))
    const comment = within(dialog).getByLabelText(REVIEW_TEXT.comment)
    expect(within(dialog).getByRole('alert').textContent).toBe(REVIEW_TEXT.commentRequired)
    expect(document.activeElement).toBe(comment)
    expect(app.callsOf(REQUEST)).toEqual([])

    fireEvent.change(comment, { target: { value: 'Say which rooms open at eight.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXT.decisions.requestChanges }))
    await waitFor(() =>
      expect(app.callsOf(REQUEST)).toEqual([
        { table: 'news', EntryID: 5, version: 30, comment: 'Say which rooms open at eight.' },
      ]),
    )
  })

  it("says who decided first when another reviewer's decision won, and keeps the change open", async () => {
    const refusal = REVIEW_TEXT.decidedAlready('Ibrahim Musa Danjuma', 'approved')
    const { dialog } = await openChange({
      [APPROVE]: () => ({ ok: false, reason: 'conflict', message: refusal }),
    })
    fireEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXT.decisions.approve }))
    const alert = await screen.findByRole('dialog', { name: 'Oops!' })
    expect(alert.textContent).toContain(refusal)
    expect(screen.getByRole('dialog', { name: 'News: Library hours (summer)' })).toBeTruthy()
  })

  it('adds a comment to the thread and reads the change again', async () => {
    let comments = reviewDetailOf().comments
    const { app, dialog } = await openChange({
      [ONE]: () => ok(reviewDetailOf({ comments })),
      [COMMENT]: () => {
        comments = [
          ...comments,
          { id: 4, by: { StaffID: 1, name: 'Ada Obi' }, at: mine.askedAt, text: 'Looks good.' },
        ]
        return ok({ message: 'success' })
      },
    })
    fireEvent.change(within(dialog).getByLabelText(REVIEW_TEXT.comment), { target: { value: 'Looks good.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXT.addComment }))
    const thread = within(dialog).getByRole('region', { name: REVIEW_TEXT.comments })
    await waitFor(() => expect(thread.textContent).toContain('Looks good.'))
    expect(app.callsOf(COMMENT)).toEqual([{ table: 'news', EntryID: 5, text: 'Looks good.' }])
  })
})

describe('where a reviewer is told of changes waiting (issue 48)', () => {
  it("shows a reviewer the count on the dashboard's card and in the header, and an editor their changes sent back", async () => {
    await renderApp('/', { answers: { [COUNT]: () => ok({ toDecide: 3, minePending: 0, mineChanges: 0 }) } })
    const card = await screen.findByRole('link', { name: REVIEW_TEXT.dashboardCard })
    expect(card.closest('dt')?.nextElementSibling?.textContent).toBe('3')
    const header = screen.getByRole('link', { name: REVIEW_TEXT.headerCount(3) })
    fireEvent.click(header)
    await waitFor(() => expect(currentPath()).toBe(REVIEW_PATH))
    cleanup()
    useSession.setState({ known: false, user: null, expired: false })

    // A Department editor reviews nothing: no card, no count to decide, no entry; they are told of their own
    // change sent back.
    await renderApp('/', {
      user: facultyUser('FMSS', 3),
      answers: { [COUNT]: () => ok({ toDecide: 3, minePending: 1, mineChanges: 1 }) },
    })
    expect(await screen.findByText(REVIEW_SCREEN_TEXT.mineChanges(1))).toBeTruthy()
    expect(screen.queryByRole('link', { name: REVIEW_TEXT.dashboardCard })).toBeNull()
    expect(screen.queryByRole('link', { name: REVIEW_TEXT.headerCount(3) })).toBeNull()
    expect(screen.queryByRole('link', { name: REVIEW_TEXT.menu })).toBeNull()
  })
})
