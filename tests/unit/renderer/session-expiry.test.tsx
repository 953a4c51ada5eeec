import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { useSession } from '../../../src/renderer/src/state/session'
import { ADA, ok } from './fake-bridge'
import { currentPath, renderApp } from './render-app'

const ENDED = 'Your session has ended. Sign in again to continue.'

describe('session expiry', () => {
  it('asks to sign in again over the current screen, which stays as it was', async () => {
    const app = await renderApp('/no/such/screen', {
      answers: { ['session.login']: () => ok({ message: 'success', user: ADA }) },
    })
    const search = (await screen.findByRole('searchbox', { name: 'Search screens' })) as HTMLInputElement
    fireEvent.change(search, { target: { value: 'half-typed' } })

    app.emitSession({ user: ADA, expired: true })
    const dialog = await screen.findByRole('dialog', { name: 'Session ended' })
    expect(within(dialog).getByText(ENDED)).toBeTruthy()
    expect(search.isConnected).toBe(true)

    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'ada' } })
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(search.isConnected).toBe(true)
    expect(search.value).toBe('half-typed')
    expect(currentPath()).toBe('/no/such/screen')
  })

  it('opens the same dialog when a call comes back unauthorized', async () => {
    const unauthorized = { ok: false, reason: 'unauthorized', status: 401, message: 'Session expired' }
    await renderApp('/', { answers: { [channel.api('general', 'dashboardCount')]: () => unauthorized } })
    expect(await screen.findByRole('dialog', { name: 'Session ended' })).toBeTruthy()
    expect(useSession.getState()).toMatchObject({ user: ADA, expired: true })
  })

  it('validates the sign-in again with the login checks', async () => {
    const app = await renderApp('/')
    app.emitSession({ user: null, expired: true })
    const dialog = await screen.findByRole('dialog', { name: 'Session ended' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    const summary = await within(dialog).findByRole('group', { name: 'FORM VALIDATION ERROR' })
    expect(within(summary).getByRole('link', { name: 'Please enter your username' })).toBeTruthy()
  })
})
