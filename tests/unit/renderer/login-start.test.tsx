import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { ACCOUNT_TEXT } from '../../../src/shared/rules/accounts'
import { SSO_TEXT } from '../../../src/shared/rules/sso'
import { ADA, ok } from './fake-bridge'
import { currentPath, renderApp } from './render-app'

// Signed out, the page is chosen without React Router (issue 24); these are the moves between those pages,
// and into the routed console, that a user makes: each must land where it did when the router did it all.

const LOGIN = 'session.login'
const signIn = () => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada' } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } })
  fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }))
}

describe('the signed-out pages', () => {
  it('leaves the waiting page by its link to the login form, and Back returns to it', async () => {
    await renderApp('/access-waiting', { user: null })
    fireEvent.click(await screen.findByRole('link', { name: SSO_TEXT.backToSignIn }))
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeTruthy()
    expect(currentPath()).toBe('/login')
    act(() => window.history.back())
    expect(await screen.findByRole('heading', { name: SSO_TEXT.waitingTitle })).toBeTruthy()
  })

  it('opens the set-password screen of a link pasted on the login screen', async () => {
    const token = 'a'.repeat(43)
    await renderApp('/login', {
      user: null,
      answers: { [channel.api('accounts', 'checkLink')]: () => ok({ name: 'Nkem Eze', username: 'nkem' }) },
    })
    fireEvent.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.fromLink }))
    fireEvent.change(screen.getByLabelText(ACCOUNT_TEXT.pasteLabel), {
      target: { value: `https://console.example/#/set-password/${token}` },
    })
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.open }))
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXT.setTitle })).toBeTruthy()
    expect(currentPath()).toBe(`/set-password/${token}`)
  })

  it('signs in after signing out on the same page, and opens the dashboard again', async () => {
    const app = await renderApp('/', { answers: { [LOGIN]: () => ok({ message: 'success', user: ADA }) } })
    fireEvent.click(await screen.findByRole('button', { name: /Ada Obi/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeTruthy()
    signIn()
    await screen.findByRole('navigation', { name: 'Main menu' })
    await waitFor(() => expect(currentPath()).toBe('/'))
    expect(app.callsOf(LOGIN)).toHaveLength(1)
  })
})
