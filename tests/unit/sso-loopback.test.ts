import { describe, expect, it } from 'vitest'
import { listenForReturn, SignInAbandoned } from '../../src/main/sso/loopback'
import { SSO_TEXT } from '../../src/shared/rules/sso'

// Main's end of a sign-in through the system browser: the provider sends the browser to 127.0.0.1, the
// listener takes the first answer, tells the browser to close the tab, and stops listening.

describe('the loopback listener', () => {
  it('takes the OpenID redirect with its whole address, answers the browser, and closes', async () => {
    const listener = await listenForReturn()
    expect(listener.returnUrl.oidc).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sso\/callback$/)
    const back = `${listener.returnUrl.oidc}?code=abc&state=xyz&iss=https%3A%2F%2Fidp.example.edu`
    const response = await fetch(back)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(SSO_TEXT.browserDone)
    expect(await listener.answer).toEqual({ provider: 'oidc', callbackUrl: back })
    // Used once: nothing listens any more.
    await expect(fetch(back)).rejects.toThrow()
  })

  it('takes the SAML form posted to the ACS', async () => {
    const listener = await listenForReturn()
    const response = await fetch(listener.returnUrl.saml, {
      method: 'POST',
      body: new URLSearchParams({ SAMLResponse: 'PHNhbWw+', RelayState: 'relay-1' }),
    })
    expect(response.status).toBe(200)
    expect(await listener.answer).toEqual({
      provider: 'saml',
      SAMLResponse: 'PHNhbWw+',
      RelayState: 'relay-1',
    })
  })

  it('ignores other addresses and incomplete forms, and keeps waiting for the real answer', async () => {
    const listener = await listenForReturn()
    const origin = new URL(listener.returnUrl.oidc).origin
    expect((await fetch(`${origin}/favicon.ico`)).status).toBe(404)
    const partial = await fetch(listener.returnUrl.saml, {
      method: 'POST',
      body: new URLSearchParams({ SAMLResponse: 'PHNhbWw+' }),
    })
    expect(partial.status).toBe(400)
    const json = await fetch(listener.returnUrl.saml, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ SAMLResponse: 'x', RelayState: 'y' }),
    })
    expect(json.status).toBe(400)
    await fetch(`${listener.returnUrl.oidc}?code=c&state=s`)
    expect(await listener.answer).toMatchObject({ provider: 'oidc' })
  })

  it('gives up when closed or when the browser never comes back', async () => {
    const closed = await listenForReturn()
    closed.close()
    await expect(closed.answer).rejects.toBeInstanceOf(SignInAbandoned)
    await expect(fetch(closed.returnUrl.oidc)).rejects.toThrow()
    const forgotten = await listenForReturn({ timeoutMs: 1 })
    await expect(forgotten.answer).rejects.toBeInstanceOf(SignInAbandoned)
  })
})
