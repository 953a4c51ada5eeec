import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { AlumniFeedbackRow } from '../../../src/shared/contract/alumni'
import { GALLERY_BULK_TEXT, GALLERY_UPLOAD_TEXT } from '../../../src/shared/rules/gallery'
import { REVIEW_TEXT } from '../../../src/shared/rules/review'
import { ADA, ok } from './fake-bridge'
import {
  dialogSays,
  fileOf,
  galleryRow,
  inputOf,
  job,
  renderGallery,
  selectAllListed,
} from './gallery-helpers'
import { doc } from './news-helpers'
import { renderApp } from './render-app'
import { reviewRow } from './review-helpers'

// Issue 48 on the lists without a Status column and in Add Gallery: a photo or an alumni feedback whose change
// waits for review, or was sent back, says so under its title; an editor whose gallery saves wait for review
// submits the batch for review and is told the files wait for it.

const REVIEWS = channel.api('review', 'list')
const SETTINGS = channel.api('review', 'settings')
const rowOf = (text: string) => screen.getByText(text).closest('.ag-row') as HTMLElement

/** A DSSD user, whose gallery saves a Super Admin set to wait for review. */
const DSSD = { ...ADA, StaffID: 21, FirstName: 'Tunde', Surname: 'Bakare', IsAdmin: 4 }
const GALLERY_REVIEWED = { rules: [{ level: 4, area: 'gallery', reviewers: [1], isDefault: false }] }

describe('the badges of the lists without a Status column', () => {
  it("says Waiting for review under a photo's title in the gallery list, and nothing under the others", async () => {
    await renderGallery('/about/gallery/list', {
      answers: {
        [channel.api('gallery', 'list')]: () =>
          ok([galleryRow(), galleryRow({ EntryID: 12, ImageTitle: 'Convocation hall' })]),
        [REVIEWS]: () => ok([reviewRow({ area: 'gallery', table: 'gallery', EntryID: 12, title: 'x' })]),
      },
    })
    await screen.findByText('Open day')
    await waitFor(() => expect(rowOf('Convocation hall').textContent).toContain(REVIEW_TEXT.states.pending))
    expect(rowOf('Open day').textContent).not.toContain(REVIEW_TEXT.states.pending)
  })

  it("says Changes requested under an alumni feedback's title, and only for that record's table", async () => {
    const feedback = (over: Partial<AlumniFeedbackRow>): AlumniFeedbackRow => ({
      EntryID: 8,
      StudentID: 'DU/18/CSC/1001',
      StudentName: 'Adebola Akande',
      Title: 'The lecturers knew my name',
      ImagePath: null,
      ImageAlt: null,
      ImageDecorative: false,
      Description: doc('Small classes.'),
      ...over,
    })
    await renderApp('/alumni/feedback/list', {
      answers: {
        [channel.api('alumni', 'feedbackList')]: () =>
          ok([feedback({}), feedback({ EntryID: 9, Title: 'A campus that listens' })]),
        // A news item with the same id is another record: its change is not this feedback's.
        [REVIEWS]: () =>
          ok([
            reviewRow({ area: 'alumniFeedback', table: 'alumni_feedback', EntryID: 8, state: 'changes' }),
            reviewRow({ id: 2, EntryID: 9 }),
          ]),
      },
    })
    await screen.findByText('A campus that listens')
    await waitFor(() =>
      expect(rowOf('The lecturers knew my name').textContent).toContain(REVIEW_TEXT.states.changes),
    )
    expect(rowOf('A campus that listens').textContent).not.toMatch(
      new RegExp(`${REVIEW_TEXT.states.changes}|${REVIEW_TEXT.states.pending}`),
    )
  })
})

describe('Add Gallery for an editor whose gallery saves wait for review', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`)
    URL.revokeObjectURL = vi.fn()
  })

  async function pickOne() {
    await screen.findByRole('option', { name: 'Campus' })
    fireEvent.change(inputOf('Category'), { target: { value: '3' } })
    await screen.findByRole('option', { name: 'Library' })
    fireEvent.change(inputOf('Sub Category'), { target: { value: '9' } })
    fireEvent.change(screen.getByLabelText('Choose files'), { target: { files: [fileOf('lawn.png')] } })
  }

  it('submits the batch for review and says the files wait for it, in the batch and in the summary', async () => {
    const app = await renderGallery('/about/gallery/addphoto', {
      user: DSSD,
      answers: { [SETTINGS]: () => ok(GALLERY_REVIEWED) },
    })
    await pickOne()
    const submit = await screen.findByRole('button', { name: GALLERY_UPLOAD_TEXT.submitN(1) })
    expect(submit.textContent).toBe(`${REVIEW_TEXT.submit} (1 file)`)
    expect(screen.getByText(GALLERY_UPLOAD_TEXT.waitForReview)).toBeTruthy()
    fireEvent.click(submit)
    await waitFor(() => expect(app.callsOf('uploads.enqueue')).toHaveLength(1))

    app.emitProgress({ paused: false, jobs: [job({ title: 'lawn', status: 'done', sentBytes: 1000 })] })
    const summary = await screen.findByText(GALLERY_UPLOAD_TEXT.summary(1, 0, 0))
    expect(summary.closest('[role="status"]')?.textContent).toContain(GALLERY_UPLOAD_TEXT.waitForReview)
  })

  it('keeps Upload for a Super Admin, who publishes directly', async () => {
    await renderGallery('/about/gallery/addphoto')
    await pickOne()
    await screen.findByRole('button', { name: 'Upload 1 file' })
    expect(screen.queryByText(GALLERY_UPLOAD_TEXT.waitForReview)).toBeNull()
  })

  it('keeps Upload for a DSSD user while the gallery is not reviewed (the defaults)', async () => {
    const app = await renderGallery('/about/gallery/addphoto', { user: DSSD })
    await pickOne()
    await waitFor(() => expect(app.callsOf(SETTINGS)).toHaveLength(1))
    await screen.findByRole('button', { name: 'Upload 1 file' })
    expect(screen.queryByText(GALLERY_UPLOAD_TEXT.waitForReview)).toBeNull()
  })
})

describe('the Gallery List’s bulk actions for an editor whose gallery saves wait for review', () => {
  const LIST = channel.api('gallery', 'list')
  const BULK = channel.api('gallery', 'bulk')
  const GOWNS = { EntryID: 21, CategoryID: 4, CategoryName: 'Convocation', SubCategoryName: 'Gowns' }
  const PHOTOS = [
    galleryRow({ EntryID: 11, ImageTitle: 'Open day', ImagePath: 'open-day-11.png' }),
    galleryRow({ EntryID: 12, ImageTitle: 'Convocation hall', ImagePath: 'convocation-hall-12.png' }),
  ]
  const answers = {
    [LIST]: () => ok(PHOTOS),
    [channel.api('gallery', 'subcategoryList')]: () => ok([GOWNS]),
    [BULK]: (arg: unknown) =>
      ok({ message: 'success', count: (arg as { ids: number[] }).ids.length, gone: [] }),
  }

  it('says a move waits for review beside the actions and in the alert after it', async () => {
    const app = await renderGallery('/about/gallery/list', {
      user: DSSD,
      answers: { ...answers, [SETTINGS]: () => ok(GALLERY_REVIEWED) },
    })
    await screen.findByText('Open day')
    await selectAllListed()
    const bar = await screen.findByRole('region', { name: GALLERY_BULK_TEXT.selected(2) })
    expect(await within(bar).findByText(GALLERY_BULK_TEXT.waitForReview)).toBeTruthy()
    await screen.findByRole('option', { name: 'Convocation / Gowns' })
    fireEvent.change(screen.getByLabelText(GALLERY_BULK_TEXT.moveLabel), { target: { value: '21' } })
    fireEvent.click(screen.getByRole('button', { name: GALLERY_BULK_TEXT.move }))
    await waitFor(() => expect(app.callsOf(BULK)).toHaveLength(1))
    await dialogSays(`${GALLERY_BULK_TEXT.done.move(2)} ${REVIEW_TEXT.submitted}`, 'SUCCESS')
  })

  it('submits each photo’s own text for review from Describe each…, and says so after', async () => {
    const app = await renderGallery('/about/gallery/list', {
      user: DSSD,
      answers: { ...answers, [SETTINGS]: () => ok(GALLERY_REVIEWED) },
    })
    await screen.findByText('Open day')
    fireEvent.click(screen.getByRole('checkbox', { name: "Select 'Open day'" }))
    // The bar knows the editor is reviewed once the settings are read.
    await screen.findByText(GALLERY_BULK_TEXT.waitForReview)
    fireEvent.click(await screen.findByRole('button', { name: GALLERY_BULK_TEXT.describeEach }))
    const dialog = await screen.findByRole('dialog', { name: GALLERY_BULK_TEXT.describeEachTitle(1) })
    expect(within(dialog).getByText(GALLERY_BULK_TEXT.waitForReview)).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText(GALLERY_BULK_TEXT.describeOne('Open day')), {
      target: { value: 'Visitors queue at the open day stand' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXT.submit }))
    await waitFor(() => expect(app.callsOf(BULK)).toHaveLength(1))
    await dialogSays(`${GALLERY_BULK_TEXT.done['alt-each'](1)} ${REVIEW_TEXT.submitted}`, 'SUCCESS')
  })

  it('says nothing of review to a Super Admin, whose moves readers see at once', async () => {
    const app = await renderGallery('/about/gallery/list', { answers })
    await screen.findByText('Open day')
    await selectAllListed()
    await screen.findByRole('option', { name: 'Convocation / Gowns' })
    fireEvent.change(screen.getByLabelText(GALLERY_BULK_TEXT.moveLabel), { target: { value: '21' } })
    fireEvent.click(screen.getByRole('button', { name: GALLERY_BULK_TEXT.move }))
    await waitFor(() => expect(app.callsOf(BULK)).toHaveLength(1))
    await dialogSays(GALLERY_BULK_TEXT.done.move(2), 'SUCCESS')
    expect(screen.queryByText(GALLERY_BULK_TEXT.waitForReview)).toBeNull()
  })
})
