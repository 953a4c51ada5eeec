import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { PermissionStaffRow } from '../../../src/shared/contract/permission'
import { PERMISSION_PATHS, PERMISSION_TEXT as T } from '../../../src/shared/rules/permission-groups'
import { STALE_VERSION } from '../../../src/shared/rules/versions'
import { useSelectedRow } from '../../../src/renderer/src/state/selected-row'
import { GROUP_AREA } from '../../../src/renderer/src/features/permission/useChosenGroup'
import { ok, type Answer } from './fake-bridge'
import { renderApp } from './render-app'

// Issue 25 on the permission screens: a grant or revoke is a write of the staff record, so its checkbox sends
// the version the row was listed at; a change someone made since is refused, said, and the list read again.

const LIST = channel.api('permission', 'list')
const SAVE = 'records.saveWithPhoto'
const MUSA = 'Musa Ade'
const row = (over: Partial<PermissionStaffRow> = {}): PermissionStaffRow => ({
  StaffID: 12,
  staff_name: MUSA,
  designation: 'Lecturer',
  IsAdmin: 0,
  version: 40,
  FacultyCode: 'FCS',
  ...over,
})
const box = () =>
  screen.findByRole('checkbox', { name: T.boxLabel('Faculty', MUSA) }) as Promise<HTMLInputElement>

async function openFacultyPermission(answers: Record<string, Answer>) {
  useSelectedRow.getState().select(GROUP_AREA, { GroupID: 2, GroupName: 'Faculty' })
  return renderApp(PERMISSION_PATHS.add, { answers })
}

describe('a permission checkbox', () => {
  it('sends the version its row was listed at, and waits for the list read again before another change', async () => {
    let listed = row()
    const app = await openFacultyPermission({
      [LIST]: () => ok([listed]),
      [SAVE]: () => {
        listed = row({ IsAdmin: 2, version: 41 })
        return ok({ answer: { message: 'success' }, photo: { status: 'none' } })
      },
    })
    fireEvent.click(await box())
    await screen.findByText(`${MUSA} added to the Faculty group`)
    expect(app.callsOf(SAVE)).toEqual([
      expect.objectContaining({
        area: 'permission',
        save: 'add',
        input: { permission: 2, StaffID: 12 },
        version: 40,
      }),
    ])
    await waitFor(async () => expect((await box()).disabled).toBe(false))
    expect((await box()).checked).toBe(true)
    fireEvent.click(await box())
    await screen.findByText(`${MUSA} removed from the Faculty group`)
    expect(app.callsOf(SAVE)[1]).toMatchObject({
      save: 'remove',
      input: { permission: 0, StaffID: 12 },
      version: 41,
    })
  })

  it('refuses a change decided on a row someone changed since: says so, and the next change is on the row as it is', async () => {
    let listed = row()
    let saves = 0
    const app = await openFacultyPermission({
      [LIST]: () => ok([listed]),
      [SAVE]: () => {
        if (++saves > 1) return ok({ answer: { message: 'success' }, photo: { status: 'none' } })
        // Another Super Admin moved Musa to DSSD after this list was read.
        listed = row({ IsAdmin: 4, version: 42 })
        return { ok: false, reason: 'stale', status: 409, message: STALE_VERSION }
      },
    })
    fireEvent.click(await box())
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(T.changedSince(MUSA))).toBeTruthy()
    await waitFor(async () => expect((await box()).checked).toBe(false))
    expect(screen.queryByText(`${MUSA} added to the Faculty group`)).toBeNull()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })))
    await waitFor(() => expect(app.callsOf(LIST).length).toBeGreaterThan(1))
    fireEvent.click(await box())
    await screen.findByText(`${MUSA} added to the Faculty group`)
    expect(app.callsOf(SAVE)[1]).toMatchObject({ save: 'add', version: 42 })
  })
})

describe('a group bound to a faculty, for staff without one (issue 47)', () => {
  it('asks for their faculty and grants the group with it, instead of a refusal', async () => {
    let listed = row({ FacultyCode: null })
    const app = await openFacultyPermission({
      [LIST]: () => ok([listed]),
      [channel.api('academics', 'facultyList')]: () =>
        ok([{ EntryID: 1, FacultyName: 'Faculty of Law', Slug: 'law', FacultyCode: 'FLW' }]),
      [SAVE]: () => {
        listed = row({ IsAdmin: 2, version: 41, FacultyCode: 'FLW' })
        return ok({ answer: { message: 'success' }, photo: { status: 'none' } })
      },
    })
    fireEvent.click(await box())
    const dialog = await screen.findByRole('dialog', { name: T.chooseFacultyTitle(MUSA) })
    expect(app.callsOf(SAVE)).toEqual([])
    const add = within(dialog).getByRole('button', { name: T.chooseFacultyOk }) as HTMLButtonElement
    expect(add.disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText(T.faculty), { target: { value: 'FLW' } })
    fireEvent.click(add)
    await screen.findByText(`${MUSA} added to the Faculty group`)
    expect(app.callsOf(SAVE)).toEqual([
      expect.objectContaining({ input: { permission: 2, StaffID: 12, StaffFaculty: 'FLW' } }),
    ])
  })

  it('changes nothing when the choice is cancelled', async () => {
    const app = await openFacultyPermission({ [LIST]: () => ok([row({ FacultyCode: null })]) })
    fireEvent.click(await box())
    const dialog = await screen.findByRole('dialog', { name: T.chooseFacultyTitle(MUSA) })
    fireEvent.click(within(dialog).getByRole('button', { name: T.cancel }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect((await box()).checked).toBe(false)
    expect(app.callsOf(SAVE)).toEqual([])
  })
})
