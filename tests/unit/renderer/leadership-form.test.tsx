import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LeadershipRow } from '../../../src/shared/contract/leadership'
import {
  LEADERSHIP_ADD_CHECKS,
  LEADERSHIP_UPDATE_CHECKS,
  MANAGEMENT_ENROL_CHECKS,
  SENATE_ENROL_CHECKS,
  updatePathOf,
} from '../../../src/shared/rules/leadership'
import { useSelectedRow } from '../../../src/renderer/src/state/selected-row'
import { ok } from './fake-bridge'
import { alertSays, checksInOrder, doc, press, SAVE, storeDraft, submit, type } from './news-helpers'
import { currentPath, renderApp } from './render-app'

// The leadership forms (SPEC §2.6, §4, §5, §8): each form's checks in SPEC order, the body it sends, and
// the ENROLLED or UPDATED text the answer's type chooses.

const BLANK = { title: '', fullname: '', designation: '', position: '', status: '', description: '' }
const FILLED = {
  title: 'Dr.',
  fullname: 'Peter Ayodele Ojo',
  designation: 'Director',
  position: '3',
  status: '1',
  description: '',
}
/** What the form sends for FILLED: numbers where the contract has them. */
const SENT = { ...FILLED, position: 3, status: 1 }
const board: LeadershipRow = {
  EntryID: 12,
  Title: 'Prof.',
  FullName: 'Comfort Adaobi Okeke',
  Position: 2,
  Designation: 'Pro-Chancellor',
  Category: 'Board',
  Status: 1,
  ImagePath: 'face.png',
  ImageAlt: null,
  ImageDecorative: false,
  Description: doc('Chairs the Council.'),
}
const person = { StaffID: 31, staff_name: 'Peter Ayodele Ojo', designation: 'Director' }

/** Submits and answers each expected check in turn, then fixes it as `fixes` says. */
const walkChecks = checksInOrder

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const FIX_FIELDS = {
  'Please select title': () => choose('Title', 'Dr.'),
  'Please enter title': () => choose('Title', 'Dr.'),
  'Please enter Full Name': () => type('Full Name', 'Peter Ayodele Ojo'),
  'Please enter position': () => choose('Position', '3'),
  'Please select position': () => choose('Position', '3'),
  'Please enter designation': () => type('Designation', 'Director'),
  'Please select status': () => choose('Status', '1'),
}

describe('the checks of SPEC §5, as data', () => {
  it('lists each form’s messages in SPEC order', () => {
    expect(LEADERSHIP_ADD_CHECKS.map((c) => c.message)).toEqual([
      'Please enter title',
      'Please enter Full Name',
      'Please select position',
      'Please enter designation',
      'Please select status',
      'Please enter description',
    ])
    const update = [
      'Please select title',
      'Please enter Full Name',
      'Please enter position',
      'Please enter designation',
      'Please select status',
    ]
    expect(LEADERSHIP_UPDATE_CHECKS.map((c) => c.message)).toEqual(update)
    expect(SENATE_ENROL_CHECKS.map((c) => c.message)).toEqual(update)
    expect(MANAGEMENT_ENROL_CHECKS.map((c) => c.message)).toEqual([...update, 'Please enter description'])
  })

  it('sends the Update link of each category to its own form', () => {
    expect(updatePathOf('Senate')).toBe('/leadership/enrolsenate')
    expect(updatePathOf('Management')).toBe('/leadership/enrolmanagement')
    expect(updatePathOf('Board')).toBe('/leadership/update')
  })
})

describe('Update Leadership (UPDATE BOARD)', () => {
  it('walks the update checks, then saves the Board record with its id', async () => {
    act(() => useSelectedRow.getState().select('leadership', board))
    storeDraft(`leadership.update.${board.EntryID}`, BLANK)
    const app = await renderApp('/leadership/update', {
      answers: { [SAVE]: () => ok({ answer: { message: 'success' }, photo: { status: 'none' } }) },
    })
    expect(screen.getByRole('heading', { name: 'UPDATE BOARD' })).toBeTruthy()
    await walkChecks(
      LEADERSHIP_UPDATE_CHECKS.map((c) => c.message),
      FIX_FIELDS,
    )
    submit()
    press(await alertSays('SUCCESS', 'LEADERSHIP UPDATED SUCCESSFULLY'), 'OK')
    await waitFor(() => expect(currentPath()).toBe('/leadership/leadershiplist'))
    expect(app.callsOf(SAVE)[0]).toMatchObject({
      area: 'leadership',
      save: 'update',
      upload: 'updatePhoto',
      input: { ...SENT, id: 12, category: 'Board', ImagePath: 'face.png' },
    })
  })

  it("says SPEC's update failure for any other answer", async () => {
    act(() => useSelectedRow.getState().select('leadership', board))
    await renderApp('/leadership/update', {
      answers: { [SAVE]: () => ok({ answer: { message: 'failed' }, photo: { status: 'none' } }) },
    })
    submit()
    await alertSays('Oops!', 'Failed to update leadership details!')
  })
})

describe('Enrol Senate and Enrol Management', () => {
  it('enrols a staff member: the Senate checks, StaffID sent, UPDATED when the person had a record', async () => {
    act(() => useSelectedRow.getState().select('staff', person))
    storeDraft(`leadership.enrol.Senate.staff.${person.StaffID}`, BLANK)
    const app = await renderApp('/leadership/enrolsenate', {
      answers: {
        [SAVE]: () =>
          ok({ answer: { message: 'success', type: 'update', entry_id: 4 }, photo: { status: 'none' } }),
      },
    })
    expect(screen.getByLabelText('Image')).toBeTruthy()
    await walkChecks(
      SENATE_ENROL_CHECKS.map((c) => c.message),
      FIX_FIELDS,
    )
    submit()
    await alertSays('SUCCESS', 'SENATE UPDATED SUCCESSFULLY')
    expect(app.callsOf(SAVE)[0]).toMatchObject({
      save: 'senateEnrol',
      upload: 'enrolPhoto',
      input: { ...SENT, category: 'Senate', StaffID: 31 },
    })
  })

  it('asks Management for a description too', async () => {
    act(() => useSelectedRow.getState().select('staff', person))
    storeDraft(`leadership.enrol.Management.staff.${person.StaffID}`, BLANK)
    await renderApp('/leadership/enrolmanagement', {
      answers: {
        [SAVE]: () =>
          ok({ answer: { message: 'success', type: 'new', entry_id: 5 }, photo: { status: 'none' } }),
      },
    })
    await walkChecks(
      MANAGEMENT_ENROL_CHECKS.map((c) => c.message),
      FIX_FIELDS,
    )
  })

  it('edits an enrolled record without a photo field, and tells name exist in the category’s words', async () => {
    const senator: LeadershipRow = { ...board, EntryID: 20, Category: 'Management' }
    act(() => useSelectedRow.getState().select('leadership', senator))
    const app = await renderApp('/leadership/enrolmanagement', {
      answers: {
        [SAVE]: () => ok({ answer: { message: 'name exist' }, photo: { status: 'none' } }),
      },
    })
    expect(screen.queryByLabelText('Image')).toBeNull()
    submit()
    await alertSays('Oops!', 'Management with the same name and title already exist')
    expect(app.callsOf(SAVE)[0]).toMatchObject({ input: { id: 20, category: 'Management' } })
  })

  it('says ENROLLED for a new Management record', async () => {
    act(() => useSelectedRow.getState().select('staff', person))
    storeDraft(`leadership.enrol.Management.staff.${person.StaffID}`, {
      ...FILLED,
      description: doc('Plans.'),
    })
    await renderApp('/leadership/enrolmanagement', {
      answers: {
        [SAVE]: () =>
          ok({ answer: { message: 'success', type: 'new', entry_id: 5 }, photo: { status: 'none' } }),
      },
    })
    submit()
    await alertSays('SUCCESS', 'MANAGEMENT ENROLLED SUCCESSFULLY')
  })
})
