import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SsoAnswer, WaitingRow } from '../../src/shared/contract/sso'
import { PASSWORDS_ONLY } from '../../src/server/auth/sso-config'
import { SSO_TEXT } from '../../src/shared/rules/sso'
import {
  makeIdpKey,
  readAuthnRequest,
  samlResponse,
  type ResponseOptions,
  type TestIdpKey,
} from '../support/saml-test-idp'
import { SAML_ACS_PATH } from '../../src/server/routes/saml-acs'
import { startTestServer, type TestServer } from './helpers'

// SAML 2.0 sign-in against an identity provider the test builds: the server takes only an assertion
// signed by the configured certificate, for the request this sign-in sent, once.

const IDP = 'https://idp.example.edu/idp/shibboleth'
const SP = 'https://cms.example.edu/console'
const ENTRY = 'https://idp.example.edu/idp/profile/SAML2/Redirect/SSO'
const ACS = 'http://127.0.0.1:9/sso/acs'

let server: TestServer
let idpKey: TestIdpKey
let otherKey: TestIdpKey

beforeAll(async () => {
  ;[idpKey, otherKey] = await Promise.all([makeIdpKey(), makeIdpKey('attacker.example')])
  server = await startTestServer({
    sso: {
      ...PASSWORDS_ONLY,
      accessMap: { 'web-admins': { level: 1 }, 'fcs-editors': { level: 2, faculty: 'FCS' } },
      saml: {
        entryPoint: ENTRY,
        idpCert: idpKey.cert,
        idpIssuer: IDP,
        spEntityId: SP,
        spPrivateKey: null,
        acsUrl: null,
        displayName: 'University Login',
        groupAttribute: 'groups',
      },
    },
  })
})
afterAll(() => server?.close())

async function start(on = server) {
  const response = await on.api('auth/saml/start', { method: 'POST', json: { acsUrl: ACS } })
  expect(response.status).toBe(200)
  return readAuthnRequest(((await response.json()) as { url: string }).url)
}

/** The identity provider's answer to a started sign-in, signed by the configured key unless told. */
function answerTo(request: { id: string; acsUrl: string }, options: Partial<ResponseOptions> = {}) {
  return samlResponse({
    issuer: IDP,
    inResponseTo: request.id,
    acsUrl: request.acsUrl,
    audience: SP,
    nameId: 'f.bello@example.edu',
    attributes: {
      groups: ['fcs-editors'],
      givenName: ['Femi'],
      sn: ['Bello'],
      email: ['F.Bello@example.edu'],
    },
    signWith: idpKey,
    ...options,
  })
}

const finish = (SAMLResponse: string, RelayState: string, on = server) =>
  on.api('auth/saml/finish', { method: 'POST', json: { SAMLResponse, RelayState } })

describe('SAML sign-in', () => {
  it('sends an AuthnRequest by HTTP-Redirect to the configured entry point, naming this sign-in', async () => {
    const response = await server.api('auth/saml/start', { method: 'POST', json: { acsUrl: ACS } })
    const { url } = (await response.json()) as { url: string }
    expect(url.startsWith(`${ENTRY}?`)).toBe(true)
    const request = readAuthnRequest(url)
    expect(request).toMatchObject({ acsUrl: ACS, issuer: SP })
    expect(request.id).toMatch(/^_[0-9a-f]{40}$/)
    expect(request.relayState.length).toBeGreaterThan(30)
  })

  it('signs in with a signed assertion, with the level and faculty its groups map to', async () => {
    const request = await start()
    const response = await finish(answerTo(request), request.relayState)
    expect(response.status).toBe(200)
    const answer = (await response.json()) as SsoAnswer
    expect(answer.message).toBe('success')
    expect(answer.userData?.[0]).toMatchObject({
      FirstName: 'Femi',
      Surname: 'Bello',
      IsAdmin: 2,
      FacultyCode: 'FCS',
    })
    expect((await server.api('news/list/all/FCS', { token: answer.token })).status).toBe(200)
  })

  it('refuses an unsigned assertion', async () => {
    const request = await start()
    const response = await finish(answerTo(request, { signWith: undefined }), request.relayState)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: SSO_TEXT.providerRefused })
  })

  it('refuses an assertion signed by another key, even one that carries its own certificate', async () => {
    const request = await start()
    const response = await finish(answerTo(request, { signWith: otherKey }), request.relayState)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: SSO_TEXT.providerRefused })
  })

  it('refuses a replayed answer, to the same sign-in or to a new one', async () => {
    const request = await start()
    const answer = answerTo(request, { nameId: 'replay@example.edu' })
    expect((await finish(answer, request.relayState)).status).toBe(200)
    const again = await finish(answer, request.relayState)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ message: SSO_TEXT.flowUnknown })
    const fresh = await start()
    expect((await finish(answer, fresh.relayState)).status).toBe(400)
  })

  it('refuses an assertion for another audience, or one that has expired', async () => {
    const first = await start()
    expect(
      (await finish(answerTo(first, { audience: 'https://other.example/sp' }), first.relayState)).status,
    ).toBe(400)
    const second = await start()
    expect((await finish(answerTo(second, { validForMinutes: -3 }), second.relayState)).status).toBe(400)
  })

  it('refuses an assertion made for another ACS', async () => {
    const request = await start()
    const response = await finish(
      answerTo({ ...request, acsUrl: 'https://attacker.example/sso/acs' }),
      request.relayState,
    )
    expect(response.status).toBe(400)
  })

  it('lets a person without a mapped group wait for access', async () => {
    const request = await start()
    const answer = answerTo(request, {
      nameId: 'guest@example.edu',
      attributes: { groups: ['library'], displayName: ['Chidi Okafor'], email: ['chidi@example.edu'] },
    })
    const response = await finish(answer, request.relayState)
    expect(await response.json()).toEqual({ message: 'access_requested' })
    const admin = await server.login('admin')
    const list = (await (await server.api('auth/waiting', { token: admin })).json()) as WaitingRow[]
    expect(list.find((row) => row.staff_name === 'Chidi Okafor')).toMatchObject({
      Email: 'chidi@example.edu',
    })
  })
})

describe("the server's own ACS (SAML_ACS_URL), for providers that take only registered addresses", () => {
  const PUBLIC_ACS = 'https://cms.example.edu/api/auth/saml/acs'
  let relay: TestServer
  beforeAll(async () => {
    const saml = server.app.services.sso.saml
    if (!saml) throw new Error('no SAML settings')
    relay = await startTestServer({
      sso: { ...server.app.services.sso, saml: { ...saml, acsUrl: PUBLIC_ACS } },
    })
  })
  afterAll(() => relay?.close())

  const post = (form: Record<string, string>) =>
    fetch(new URL(SAML_ACS_PATH, relay.origin), { method: 'POST', body: new URLSearchParams(form) })

  it("names it in the AuthnRequest, and posts the provider's answer on to the sign-in's own return address", async () => {
    const request = await start(relay)
    expect(request.acsUrl).toBe(PUBLIC_ACS)
    const answer = answerTo(request)
    const page = await post({ SAMLResponse: answer, RelayState: request.relayState })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain('form-action http://127.0.0.1:9')
    const html = await page.text()
    expect(html).toContain(`action="${ACS}"`)
    expect(html).toContain(`name="SAMLResponse" value="${answer}"`)
    expect(html).toContain(`name="RelayState" value="${request.relayState}"`)
    // What main's listener then hands to the server signs in.
    const response = await finish(answer, request.relayState, relay)
    expect(((await response.json()) as SsoAnswer).message).toBe('success')
  })

  it('posts nothing on for a sign-in it does not know', async () => {
    const page = await post({ SAMLResponse: 'PHNhbWw+', RelayState: 'not-a-sign-in' })
    expect(page.status).toBe(400)
    expect(await page.text()).not.toContain('<form')
  })

  it('refuses an assertion made for the loopback address once the server is the ACS', async () => {
    const request = await start(relay)
    const response = await finish(answerTo({ ...request, acsUrl: ACS }), request.relayState, relay)
    expect(response.status).toBe(400)
  })
})
