import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { HistoryEntry, RecordVersion } from '../../../src/shared/contract/define'
import { HISTORY_TEXT } from '../../../src/shared/rules/history'
import { MERGE_TEXT, STALE_VERSION } from '../../../src/shared/rules/versions'
import { ok } from './fake-bridge'
import { alertSays, field, press, saved, submit } from './news-helpers'
import { renderApp } from './render-app'

// Issue 25 on the university records' update screen (`/records/<kind>/update`): the form opens the record at
// its version and its save sends it; a save refused as stale opens the merge view; History lists the
// record's versions and restores one, every call naming the record by its kind and EntryID.

const GET = channel.api('records', 'get')
const HISTORY = channel.api('records', 'history')
const VERSION = channel.api('records', 'version')
const LEASE = channel.api('records', 'lease')
const RESTORE = channel.api('records', 'restore')
const SAVE = 'records.saveWithPhoto'

const STAFF = {
  StaffNumber: 'SN-12',
  FirstName: 'Musa',
  MiddleName: '',
  Surname: 'Ade',
  designation: 'Clerk',
  Email: '',
  FacultyCode: 'FCS',
}
const record = (version: number, values = STAFF) => ok({ EntryID: 12, values, version })

const entry = (version: number, by: string, changed: string[]): HistoryEntry => ({
  version,
  at: '2026-11-20T10:42:00.000Z',
  by,
  call: 'PATCH records/update',
  changed,
  pinned: false,
})
const HISTORY_ANSWER = [entry(30, 'Ngozi Eze', ['designation']), entry(20, 'Ngozi Eze', [])]
const FIRST: RecordVersion = { ...entry(20, 'Ngozi Eze', []), values: { ...STAFF, designation: 'Porter' } }

const stale = { ok: false, reason: 'stale', status: 409, message: STALE_VERSION }

describe('Update a university record', () => {
  it('sends the version it opened, shows who else has it open, and names the record by kind and id in its lease and History', async () => {
    const app = await renderApp('/records/staff/update?id=12', {
      answers: {
        [GET]: () => record(30),
        [HISTORY]: () => ok(HISTORY_ANSWER),
        [VERSION]: () => ok(FIRST),
        [SAVE]: () => saved(),
        [LEASE]: () => ok({ mine: false, heldBy: { name: 'Ngozi Eze', since: FIRST.at, StaffID: 9 } }),
      },
    })
    await waitFor(() => expect(field('Designation').value).toBe('Clerk'))
    expect((await screen.findByText(/^Ngozi Eze is editing this since/)).textContent).toBeTruthy()
    await waitFor(() =>
      expect(app.callsOf(LEASE)).toContainEqual(expect.objectContaining({ kind: 'staff', EntryID: 12 })),
    )

    fireEvent.click(screen.getByRole('button', { name: HISTORY_TEXT.show }))
    const list = await screen.findByRole('list', { name: HISTORY_TEXT.versions })
    expect(app.callsOf(HISTORY)).toEqual([{ kind: 'staff', EntryID: 12 }])
    fireEvent.click(within(list).getAllByRole('button')[1])
    const compare = await screen.findByRole('region', { name: HISTORY_TEXT.compareTitle })
    expect(app.callsOf(VERSION)).toEqual([{ kind: 'staff', EntryID: 12, version: 20 }])
    // Only the field that differs is compared: the version's text per field against the form's.
    const rows = within(within(compare).getByRole('table')).getAllByRole('rowheader')
    expect(rows).toHaveLength(1)
    expect(within(compare).getByText('Porter')).toBeTruthy()

    fireEvent.change(field('Designation'), { target: { value: 'Registrar' } })
    submit()
    press(await alertSays('SUCCESS', 'STAFF MEMBER UPDATED SUCCESSFULLY'), 'OK')
    expect(app.callsOf(SAVE)).toEqual([
      expect.objectContaining({
        area: 'records',
        save: 'update',
        input: { kind: 'staff', EntryID: 12, values: { ...STAFF, designation: 'Registrar' } },
        version: 30,
      }),
    ])
  })

  it('restores a version through the records restore call, based on the version shown', async () => {
    let version = 30
    const app = await renderApp('/records/staff/update?id=12', {
      answers: {
        [GET]: () => record(version, version === 30 ? STAFF : { ...STAFF, designation: 'Porter' }),
        [HISTORY]: () => ok(HISTORY_ANSWER),
        [VERSION]: () => ok(FIRST),
        [RESTORE]: () => {
          version = 31
          return ok({ message: 'success' })
        },
      },
    })
    await waitFor(() => expect(field('Designation').value).toBe('Clerk'))
    fireEvent.click(screen.getByRole('button', { name: HISTORY_TEXT.show }))
    const list = await screen.findByRole('list', { name: HISTORY_TEXT.versions })
    fireEvent.click(within(list).getAllByRole('button')[1])
    await screen.findByRole('region', { name: HISTORY_TEXT.compareTitle })
    fireEvent.click(screen.getByRole('button', { name: HISTORY_TEXT.restoreAll }))
    const dialog = screen.getByRole('dialog', { name: HISTORY_TEXT.confirmTitle })
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: HISTORY_TEXT.confirmYes })),
    )
    await waitFor(() => expect(field('Designation').value).toBe('Porter'))
    expect(app.callsOf(RESTORE)).toEqual([
      { kind: 'staff', EntryID: 12, version: 20, basedOn: 30, fields: ['designation'] },
    ])
  })

  it('opens the merge view on a stale save, and saves the merged values on the newer version', async () => {
    let version = 30
    let saves = 0
    const theirs = { ...STAFF, Surname: 'Adeyemi' }
    const app = await renderApp('/records/staff/update?id=12', {
      answers: {
        [GET]: () => record(version, version === 30 ? STAFF : theirs),
        [HISTORY]: () => ok([entry(31, 'Ngozi Eze', ['Surname']), ...HISTORY_ANSWER]),
        [SAVE]: () => {
          saves++
          if (saves > 1) return saved()
          version = 31
          return stale
        },
      },
    })
    await waitFor(() => expect(field('Designation').value).toBe('Clerk'))
    fireEvent.change(field('Designation'), { target: { value: 'Registrar' } })
    submit()
    const merge = await screen.findByRole('dialog', { name: MERGE_TEXT.title })
    expect(merge.textContent).toContain('Ngozi Eze')
    await act(async () => fireEvent.click(within(merge).getByRole('button', { name: MERGE_TEXT.save })))
    press(await alertSays('SUCCESS', 'STAFF MEMBER UPDATED SUCCESSFULLY'), 'OK')
    const [, second] = app.callsOf(SAVE) as { input: unknown; version: number }[]
    expect(second).toMatchObject({
      input: { kind: 'staff', EntryID: 12, values: { ...theirs, designation: 'Registrar' } },
      version: 31,
    })
  })
})
