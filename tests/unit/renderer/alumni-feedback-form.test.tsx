import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AlumniFeedbackRow } from '../../../src/shared/contract/alumni'
import {
  ALUMNI_FEEDBACK_ADD_CHECKS,
  ALUMNI_FEEDBACK_EDIT_CHECKS,
  deleteImageSegment,
} from '../../../src/shared/rules/alumni'
import { useSelectedRow } from '../../../src/renderer/src/state/selected-row'
import { ok } from './fake-bridge'
import { alertSays, checksInOrder, choosePhoto, doc, SAVE, storeDraft, submit, type } from './news-helpers'
import { renderApp } from './render-app'

// The alumni feedback form (SPEC §2.10, §5, §8): the add and edit checks in SPEC order (edit skips the
// image), the body each sends through the add call, and the 'feedback exist' words of each.

const BLANK = { StudentID: '', StudentName: '', Title: '', Description: '' }
const row: AlumniFeedbackRow = {
  EntryID: 8,
  StudentID: 'DU/18/CSC/1001',
  StudentName: 'Adebola Akande',
  Title: 'The lecturers knew my name',
  ImagePath: 'a1b2.png',
  ImageAlt: null,
  ImageDecorative: false,
  Description: doc('Small classes.'),
}
const FIXES: Record<string, () => void> = {
  'Please enter StudentID': () => type('StudentID', 'DU/18/CSC/1001'),
  'Please enter student name': () => type('Student Name', 'Adebola Akande'),
  'Please enter feedback title': () => type('Title', 'Small classes'),
  'Please select student image': () => choosePhoto('adebola.png'),
}

const walk = (messages: readonly string[]) => checksInOrder(messages, FIXES)

describe('Alumni feedback checks', () => {
  it('lists the add checks in SPEC order; edit skips the image', () => {
    const add = [
      'Please enter StudentID',
      'Please enter student name',
      'Please enter feedback title',
      'Please select student image',
      'Please enter feedback content',
    ]
    expect(ALUMNI_FEEDBACK_ADD_CHECKS.map((c) => c.message)).toEqual(add)
    expect(ALUMNI_FEEDBACK_EDIT_CHECKS.map((c) => c.message)).toEqual(
      add.filter((m) => m !== 'Please select student image'),
    )
  })

  it('walks every add check on the screen before anything is sent', async () => {
    storeDraft('alumni.feedback.add.', BLANK)
    const app = await renderApp('/alumni/feedback/add')
    // One wording of the limits, the one the server enforces (issue 47).
    expect(screen.getByText('PNG, JPG or JPEG, up to 2 MB')).toBeTruthy()
    await walk(ALUMNI_FEEDBACK_ADD_CHECKS.map((c) => c.message))
    expect(app.callsOf(SAVE)).toEqual([])
  })

  it('walks the edit checks without asking for an image', async () => {
    act(() => useSelectedRow.getState().select('alumniFeedback', row))
    storeDraft(`alumni.feedback.update.${row.EntryID}`, BLANK)
    const app = await renderApp('/alumni/feedback/update')
    await walk(ALUMNI_FEEDBACK_EDIT_CHECKS.map((c) => c.message))
    expect(app.callsOf(SAVE)).toEqual([])
  })

  it('sends an edit with its id and no photo, and says "Feedback already exist"', async () => {
    act(() => useSelectedRow.getState().select('alumniFeedback', row))
    const app = await renderApp('/alumni/feedback/update', {
      answers: { [SAVE]: () => ok({ answer: { message: 'feedback exist' }, photo: { status: 'none' } }) },
    })
    submit()
    await alertSays('Oops!', 'Feedback already exist')
    expect(app.callsOf(SAVE)[0]).toMatchObject({
      area: 'alumni',
      save: 'feedbackAdd',
      input: { id: 8, Title: row.Title, StudentID: row.StudentID, ImagePath: 'a1b2.png' },
      photo: null,
    })
  })

  it("says add's 'feedback exist' words on add", async () => {
    storeDraft('alumni.feedback.add.', {
      ...BLANK,
      StudentID: 'X1',
      StudentName: 'Y',
      Title: 'Z',
      Description: doc('w'),
    })
    await renderApp('/alumni/feedback/add', {
      answers: { [SAVE]: () => ok({ answer: { message: 'feedback exist' }, photo: { status: 'none' } }) },
    })
    choosePhoto('me.png')
    submit()
    await alertSays('Oops!', 'Feedback with the same title already exist')
  })

  it("sends 'none' as the delete path's image name of a feedback without one", () => {
    expect(deleteImageSegment(null)).toBe('none')
    expect(deleteImageSegment('a1b2.png')).toBe('a1b2.png')
  })
})
