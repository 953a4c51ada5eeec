import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { WaitingRow } from '../../../src/shared/contract/sso'
import { SSO_TEXT } from '../../../src/shared/rules/sso'
import { ADA, ok } from './fake-bridge'
import { alertSays } from './news-helpers'
import { currentPath, renderApp } from './render-app'

// The login screen with the university's identity provider: a button per provider, the password form
// unless switched off, the page of a person without a group, browser mode's return, and the Super Admin's
// list of people waiting for access.

const PROVIDERS = (localPasswords = true) => ({
  ['sso.providers']: () => ok({ localPasswords, providers: [{ id: 'oidc', name: 'Example University' }] }),
})
const button = () => screen.findByRole('button', { name: 'Sign in with Example University' })

describe('sign-in with the identity provider', () => {
  it('offers the provider beside the password form, and signs in through main', async () => {
    const app = await renderApp('/login', {
      user: null,
      answers: { ...PROVIDERS(), ['sso.signIn']: () => ok({ message: 'success', user: ADA }) },
    })
    fireEvent.click(await button())
    expect(screen.getByLabelText('Username')).toBeTruthy()
    await waitFor(() => expect(currentPath()).toBe('/'))
    expect(app.callsOf('sso.signIn')).toEqual(['oidc'])
  })

  it('offers only the provider when passwords are switched off, the recovery sign-in folded away', async () => {
    await renderApp('/login', { user: null, answers: PROVIDERS(false) })
    await button()
    const recovery = screen.getByText(SSO_TEXT.recovery).closest('details')
    expect(recovery?.open).toBe(false)
    expect(recovery?.contains(screen.getByLabelText('Username'))).toBe(true)
    fireEvent.click(screen.getByText(SSO_TEXT.recovery))
    await waitFor(() => expect(recovery?.open).toBe(true))
  })

  it('tells a person without a group to ask their web team', async () => {
    await renderApp('/login', {
      user: null,
      answers: { ...PROVIDERS(), ['sso.signIn']: () => ok({ message: 'access_requested' }) },
    })
    fireEvent.click(await button())
    expect(await screen.findByRole('heading', { name: SSO_TEXT.waitingTitle })).toBeTruthy()
    expect(screen.getByText(SSO_TEXT.waiting)).toBeTruthy()
  })

  it("says why the sign-in failed, in the server's words", async () => {
    await renderApp('/login', {
      user: null,
      answers: {
        ...PROVIDERS(),
        ['sso.signIn']: () => ({
          ok: false,
          reason: 'invalid',
          status: 400,
          message: SSO_TEXT.flowUnknown,
        }),
      },
    })
    fireEvent.click(await button())
    await alertSays('Oops!', SSO_TEXT.flowUnknown)
  })

  it("hands browser mode's return to main once, then opens the dashboard", async () => {
    const app = await renderApp('/sso/callback?code=c1&state=s1', {
      user: null,
      answers: { ['sso.finish']: () => ok({ message: 'success', user: ADA }) },
    })
    await waitFor(() => expect(currentPath()).toBe('/'))
    expect(app.callsOf('sso.finish')).toEqual([
      { provider: 'oidc', callbackUrl: `${window.location.origin}/sso/callback?code=c1&state=s1` },
    ])
  })

  it("hands a SAML answer over as the provider's form", async () => {
    const app = await renderApp('/sso/callback?SAMLResponse=PHNhbWw%2B&RelayState=r1', {
      user: null,
      answers: { ['sso.finish']: () => ok({ message: 'access_requested' }) },
    })
    expect(await screen.findByRole('heading', { name: SSO_TEXT.waitingTitle })).toBeTruthy()
    expect(app.callsOf('sso.finish')).toEqual([
      { provider: 'saml', SAMLResponse: 'PHNhbWw+', RelayState: 'r1' },
    ])
  })
})

describe('waiting for access (Super Admin)', () => {
  const ROW: WaitingRow = {
    StaffID: 41,
    staff_name: 'Nkem Eze',
    Email: 'nkem@example.edu',
    AccessRequestedAt: '2026-11-20T09:30:00.000Z',
  }

  it('lists who waits and grants the chosen group through the permission call', async () => {
    const app = await renderApp('/permission/waiting', {
      answers: {
        [channel.api('accessRequests', 'waiting')]: () => ok([ROW]),
        [channel.api('permission', 'add')]: () => ok({ message: 'success' }),
      },
    })
    expect(await screen.findByText('Nkem Eze')).toBeTruthy()
    fireEvent.change(screen.getByLabelText(`${SSO_TEXT.waitingGroup}: Nkem Eze`), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: SSO_TEXT.grant }))
    await alertSays('SUCCESS', 'PERMISSION ADDED SUCCESSFULLY')
    expect(app.callsOf(channel.api('permission', 'add'))).toEqual([{ permission: 2, StaffID: 41 }])
  })

  it('is reached from the permission groups', async () => {
    await renderApp('/permission', { answers: { [channel.api('accessRequests', 'waiting')]: () => ok([]) } })
    fireEvent.click(await screen.findByRole('link', { name: SSO_TEXT.waitingListTitle }))
    await waitFor(() => expect(currentPath()).toBe('/permission/waiting'))
  })
})
