import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { AuditFilter, AuditRow } from '../../../src/shared/contract/audit'
import { AUDIT_TEXT as T } from '../../../src/shared/rules/audit'
import { ok, rowsLike } from './fake-bridge'
import { renderApp } from './render-app'

// Issue 47: the audit log filters by person, date range, area and action beside its search; the server
// answers the filtered log (this fake answers as it would, by person and action), clearing shows it all.

const FIND = channel.api('audit', 'find')
const PEOPLE = channel.api('audit', 'people')

const entry = rowsLike<AuditRow>({
  id: 1,
  at: '2026-12-01T09:00:00.000Z',
  StaffID: 7,
  staff_name: 'Amina Bello',
  level: 1,
  address: '10.0.0.5',
  call: 'POST news/add',
  record: 'news 12',
  before: null,
  after: { Title: 'Library hours extended' },
  pinned: false,
  pruned_at: null,
})

const ROWS = [
  entry({}),
  entry({
    id: 2,
    StaffID: 9,
    staff_name: 'Tunde Arts',
    call: 'DELETE event/delete/:EntryID',
    record: 'event 4',
    before: { Title: 'Convocation rehearsal' },
    after: null,
  }),
]

const answered = (arg: unknown) => {
  const filter = arg as AuditFilter
  return ok(
    ROWS.filter(
      (row) =>
        (filter.StaffID === undefined || row.StaffID === filter.StaffID) &&
        (filter.action !== 'delete' || row.call.startsWith('DELETE')),
    ),
  )
}

async function openLog() {
  const app = await renderApp('/audit', {
    answers: {
      [FIND]: answered,
      [PEOPLE]: () =>
        ok([
          { StaffID: 7, name: 'Amina Bello' },
          { StaffID: 9, name: 'Tunde Arts' },
        ]),
    },
  })
  await screen.findByText(/Tunde Arts deleted the event 'Convocation rehearsal'/)
  return app
}

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } })

describe('the audit log filters', () => {
  it('narrows the rows to the person chosen, and shows them all again when cleared', async () => {
    const app = await openLog()
    await waitFor(() => expect(screen.getByRole('option', { name: 'Amina Bello' })).toBeTruthy())
    choose(T.person, '7')
    await waitFor(() => expect(screen.queryByText(/Tunde Arts deleted/)).toBeNull())
    expect(screen.getByText(/Amina Bello added the news 'Library hours extended'/)).toBeTruthy()
    expect(app.callsOf(FIND).at(-1)).toEqual({ StaffID: 7 })
    fireEvent.click(screen.getByRole('button', { name: T.clearFilters }))
    expect(await screen.findByText(/Tunde Arts deleted/)).toBeTruthy()
    expect(app.callsOf(FIND).at(-1)).toEqual({})
  })

  it('asks for the action, area and days chosen together, the days typed the university way', async () => {
    const app = await openLog()
    choose(T.action, 'delete')
    await waitFor(() => expect(screen.queryByText(/Amina Bello added/)).toBeNull())
    choose(T.area, 'event')
    fireEvent.change(screen.getByRole('textbox', { name: T.from }), { target: { value: '01/12/2026' } })
    fireEvent.change(screen.getByRole('textbox', { name: T.to }), { target: { value: '3/12/2026' } })
    await waitFor(() =>
      expect(app.callsOf(FIND).at(-1)).toEqual({
        action: 'delete',
        area: 'event',
        from: '2026-12-01',
        to: '2026-12-03',
      }),
    )
    expect(screen.getByText(/Tunde Arts deleted/)).toBeTruthy()
  })

  it('says so when the To day is before the From day, and does not ask for it', async () => {
    const app = await openLog()
    fireEvent.change(screen.getByRole('textbox', { name: T.from }), { target: { value: '05/12/2026' } })
    fireEvent.change(screen.getByRole('textbox', { name: T.to }), { target: { value: '01/12/2026' } })
    expect((await screen.findByRole('alert')).textContent).toBe(T.backwards)
    expect(app.callsOf(FIND).at(-1)).toEqual({ from: '2026-12-05' })
  })
})
