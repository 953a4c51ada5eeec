import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { AccountRow, PasswordLink } from '../../../src/shared/contract/accounts'
import { ACCOUNT_TEXT as T } from '../../../src/shared/rules/accounts'
import { ok } from './fake-bridge'
import { renderApp } from './render-app'

// The Accounts list's two ways to a new set-password link (issue 45): Reset password ends the old password
// and every session, and says so before and after; Send a new link keeps them, for a lost link.

const LIST = channel.api('accounts', 'list')
const RESET = channel.api('accounts', 'resetPassword')
const SEND = channel.api('accounts', 'sendLink')

const account = (over: Partial<AccountRow>): AccountRow => ({
  StaffID: 21,
  FirstName: 'Tunde',
  MiddleName: '',
  Surname: 'Arts',
  username: 'tunde.arts',
  Email: null,
  designation: 'Department editor',
  IsAdmin: 3,
  FacultyCode: 'FA',
  FacultyName: 'Faculty of Arts',
  Active: true,
  passwordSet: true,
  LastSignInAt: '2026-12-01T08:00:00.000Z',
  ...over,
})

const link = (purpose: PasswordLink['purpose']): PasswordLink => ({
  token: 'A'.repeat(43),
  url: `https://cms.example.edu/#/set-password/${'A'.repeat(43)}`,
  purpose,
  expiresAt: '2026-12-09T08:00:00.000Z',
})

const ROWS = [
  account({}),
  account({ StaffID: 22, FirstName: 'New', Surname: 'Comer', username: 'new.comer', passwordSet: false }),
]

async function openList() {
  const app = await renderApp('/accounts', {
    answers: {
      [LIST]: () => ok(ROWS),
      [RESET]: () => ok({ message: 'success', link: link('reset') }),
      [SEND]: () => ok({ message: 'success', link: link('set') }),
    },
  })
  await screen.findByText('tunde.arts')
  return app
}

const rowOf = (username: string) => screen.getByText(username).closest('.ag-row') as HTMLElement
const press = (within_: HTMLElement, name: string) =>
  fireEvent.click(within(within_).getByRole('button', { name: new RegExp(`^${name}`) }))

describe('Accounts: Reset password and Send a new link', () => {
  it('offers both for an account with a password, only the link for one still waiting for its first', async () => {
    await openList()
    const withPassword = within(rowOf('tunde.arts'))
    expect(withPassword.getByRole('button', { name: new RegExp(`^${T.resetPassword}`) })).toBeTruthy()
    expect(withPassword.getByRole('button', { name: new RegExp(`^${T.sendLink}`) })).toBeTruthy()
    const waiting = within(rowOf('new.comer'))
    expect(waiting.queryByRole('button', { name: new RegExp(`^${T.resetPassword}`) })).toBeNull()
    expect(waiting.getByRole('button', { name: new RegExp(`^${T.sendLink}`) })).toBeTruthy()
  })

  it('asks before a reset saying the old password and every session end, and says so with the link', async () => {
    const app = await openList()
    press(rowOf('tunde.arts'), T.resetPassword)
    const ask = screen.getByRole('dialog', { name: T.resetPassword })
    expect(ask.textContent).toContain(
      'Their old password stops working and every session of theirs ends at once',
    )
    fireEvent.click(within(ask).getByRole('button', { name: T.resetPassword }))
    const shown = await screen.findByRole('dialog', { name: T.linkTitle })
    expect(app.callsOf(RESET)).toEqual([{ StaffID: 21 }])
    expect(app.callsOf(SEND)).toEqual([])
    expect(shown.textContent).toContain(T.resetDone('Tunde Arts'))
    expect(within(shown).getByRole('textbox')).toHaveProperty('value', link('reset').url)
  })

  it('sends a new link saying the password and sessions stay', async () => {
    const app = await openList()
    press(rowOf('tunde.arts'), T.sendLink)
    const ask = screen.getByRole('dialog', { name: T.sendLink })
    expect(ask.textContent).toContain('Their password, if they have one, and their sessions stay as they are')
    fireEvent.click(within(ask).getByRole('button', { name: T.sendLink }))
    const shown = await screen.findByRole('dialog', { name: T.linkTitle })
    expect(app.callsOf(SEND)).toEqual([{ StaffID: 21 }])
    expect(app.callsOf(RESET)).toEqual([])
    expect(shown.textContent).not.toContain(T.resetDone('Tunde Arts'))
    await waitFor(() => expect(within(shown).getByRole('textbox')).toHaveProperty('value', link('set').url))
  })
})
