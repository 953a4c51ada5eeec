import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SsoAnswer, WaitingRow } from '../../src/shared/contract/sso'
import { PASSWORDS_ONLY } from '../../src/server/auth/sso-config'
import { SSO_TEXT } from '../../src/shared/rules/sso'
import {
  signInAt,
  startOidcProvider,
  TEST_CLIENT,
  type TestOidcProvider,
} from '../support/oidc-test-provider'
import { startTestServer, type TestServer } from './helpers'

// Sign-in through a real OpenID provider started on loopback: the console's server does the protocol
// (state, nonce, PKCE, code exchange, ID token checks) and answers as the password login does.

const REDIRECT = 'http://127.0.0.1:9/sso/callback'
const PEOPLE = {
  ada: {
    given_name: 'Ada',
    family_name: 'Obi',
    email: 'Ada.Obi@example.edu',
    groups: ['web-admins', 'staff'],
  },
  femi: { given_name: 'Femi', family_name: 'Bello', email: 'femi@example.edu', groups: ['fcs-editors'] },
  nkem: { given_name: 'Nkem', family_name: 'Eze', email: 'nkem@example.edu', groups: ['students'] },
}

let provider: TestOidcProvider
let server: TestServer

beforeAll(async () => {
  provider = await startOidcProvider(PEOPLE, [REDIRECT])
  server = await startTestServer({
    sso: {
      ...PASSWORDS_ONLY,
      accessMap: { 'web-admins': { level: 1 }, 'fcs-editors': { level: 2, faculty: 'FCS' } },
      oidc: {
        issuer: new URL(provider.issuer),
        clientId: TEST_CLIENT.id,
        clientSecret: TEST_CLIENT.secret,
        displayName: 'Example University',
        scopes: 'openid profile email groups',
        groupClaim: 'groups',
      },
    },
  })
})
afterAll(async () => {
  await server?.close()
  await provider?.close()
})

async function start(): Promise<string> {
  const response = await server.api('auth/oidc/start', { method: 'POST', json: { redirectUri: REDIRECT } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { url: string }).url
}

const finish = (callbackUrl: URL | string) =>
  server.api('auth/oidc/finish', { method: 'POST', json: { callbackUrl: String(callbackUrl) } })

async function signIn(login: keyof typeof PEOPLE): Promise<SsoAnswer> {
  const response = await finish(await signInAt(await start(), login, REDIRECT))
  expect(response.status).toBe(200)
  return (await response.json()) as SsoAnswer
}

describe('OpenID Connect sign-in', () => {
  it('names the provider on the login screen, without any secret', async () => {
    const response = await server.api('auth/providers')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      localPasswords: true,
      providers: [{ id: 'oidc', name: 'Example University' }],
    })
    expect(text).not.toContain(TEST_CLIENT.secret)
  })

  it('signs a mapped person in with a session that works like a password sign-in', async () => {
    const answer = await signIn('ada')
    expect(answer.message).toBe('success')
    expect(answer.userData?.[0]).toMatchObject({
      FirstName: 'Ada',
      Surname: 'Obi',
      IsAdmin: 1,
      FacultyCode: null,
    })
    // A Super Admin's own call works with the token.
    const waiting = await server.api('auth/waiting', { token: answer.token })
    expect(waiting.status).toBe(200)
    // Signing in again finds the same staff row.
    const again = await signIn('ada')
    expect(again.userData?.[0].StaffID).toBe(answer.userData?.[0].StaffID)
  })

  it('gives the level and faculty the group claim maps to', async () => {
    const answer = await signIn('femi')
    expect(answer.message).toBe('success')
    expect(answer.userData?.[0]).toMatchObject({ IsAdmin: 2, FacultyCode: 'FCS' })
    // The group the provider gave is recorded as a grant would be.
    const admin = await server.login('admin')
    const changes = (await (await server.api('staff/permission/changes', { token: admin })).json()) as {
      StaffID: number
      by_name: string
      from_level: number
      to_level: number
    }[]
    expect(changes.find((change) => change.StaffID === answer.userData?.[0].StaffID)).toMatchObject({
      by_name: SSO_TEXT.mappingChanger,
      from_level: 0,
      to_level: 2,
    })
    const news = await server.api('news/list/all/FCS', { token: answer.token })
    expect(news.status).toBe(200)
    const other = await server.api('news/list/all/FMSS', { token: answer.token })
    expect(other.status).toBe(403)
  })

  it('lets a person without a mapped group wait for access, listed for a Super Admin, until granted', async () => {
    const answer = await signIn('nkem')
    expect(answer).toEqual({ message: 'access_requested' })
    const admin = await server.login('admin')
    const list = (await (await server.api('auth/waiting', { token: admin })).json()) as WaitingRow[]
    const row = list.find((item) => item.staff_name === 'Nkem Eze')
    expect(row).toMatchObject({ Email: 'nkem@example.edu' })
    // A Faculty user may not see who waits.
    const faculty = await server.login('faculty')
    expect((await server.api('auth/waiting', { token: faculty })).status).toBe(403)

    const grant = await server.api('staff/permission/add', {
      method: 'PATCH',
      token: admin,
      json: { permission: 4, StaffID: row?.StaffID },
    })
    expect(await grant.json()).toEqual({ message: 'success' })
    const granted = await signIn('nkem')
    expect(granted.message).toBe('success')
    expect(granted.userData?.[0]).toMatchObject({ StaffID: row?.StaffID, IsAdmin: 4 })
    const after = (await (await server.api('auth/waiting', { token: admin })).json()) as WaitingRow[]
    expect(after.some((item) => item.StaffID === row?.StaffID)).toBe(false)
  })

  it('refuses a tampered state', async () => {
    const callback = await signInAt(await start(), 'ada', REDIRECT)
    const tampered = new URL(callback)
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`)
    const response = await finish(tampered)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: SSO_TEXT.flowUnknown })
  })

  it('refuses a state used once already', async () => {
    const callback = await signInAt(await start(), 'ada', REDIRECT)
    expect((await finish(callback)).status).toBe(200)
    const replay = await finish(callback)
    expect(replay.status).toBe(400)
    expect(await replay.json()).toEqual({ message: SSO_TEXT.flowUnknown })
  })

  it('refuses an ID token whose nonce is not the one this sign-in made', async () => {
    const url = new URL(await start())
    url.searchParams.set('nonce', 'a-nonce-the-attacker-chose')
    const response = await finish(await signInAt(url.href, 'ada', REDIRECT))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: SSO_TEXT.providerRefused })
  })

  it('refuses a code sent back to another address than the sign-in gave', async () => {
    const callback = await signInAt(await start(), 'ada', REDIRECT)
    const elsewhere = new URL(callback)
    elsewhere.pathname = '/elsewhere'
    expect((await finish(elsewhere)).status).toBe(400)
  })

  it('sends the browser back only to this machine or an address the operator listed', async () => {
    const response = await server.api('auth/oidc/start', {
      method: 'POST',
      json: { redirectUri: 'https://attacker.example/callback' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: SSO_TEXT.redirectRefused, field: 'redirectUri' })
  })
})

describe('a deployment with password sign-in switched off (LOCAL_PASSWORDS=0)', () => {
  let closed: TestServer
  beforeAll(async () => {
    closed = await startTestServer({ sso: { ...server.app.services.sso, localPasswords: false } })
  })
  afterAll(() => closed?.close())

  const passwordLogin = (username: string, password: string) =>
    closed.api('login/staff_login', { method: 'POST', json: { username, password } })

  it('tells the login screen, and refuses a right password with a clear message', async () => {
    const providers = (await (await closed.api('auth/providers')).json()) as { localPasswords: boolean }
    expect(providers.localPasswords).toBe(false)
    const response = await passwordLogin('faculty', 'demo1234')
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: SSO_TEXT.passwordsOff })
    // A wrong password is answered as ever: the refusal tells nobody which accounts are which.
    expect(await (await passwordLogin('faculty', 'wrong-password')).json()).toEqual({
      message: 'invalid_login',
    })
  })

  it('still takes the password of a Super Admin never bound to the provider, to recover', async () => {
    const response = await passwordLogin('admin', 'demo1234')
    expect(response.status).toBe(200)
    expect(((await response.json()) as { message: string }).message).toBe('success')
  })

  it('still signs in through the provider', async () => {
    const url = (await (
      await closed.api('auth/oidc/start', { method: 'POST', json: { redirectUri: REDIRECT } })
    ).json()) as { url: string }
    const callback = await signInAt(url.url, 'ada', REDIRECT)
    const answer = (await (
      await closed.api('auth/oidc/finish', { method: 'POST', json: { callbackUrl: callback.href } })
    ).json()) as SsoAnswer
    expect(answer.message).toBe('success')
  })
})

describe('a provider that cannot be reached', () => {
  let away: TestServer
  beforeAll(async () => {
    away = await startTestServer({
      sso: {
        ...PASSWORDS_ONLY,
        oidc: {
          ...(server.app.services.sso.oidc as NonNullable<typeof server.app.services.sso.oidc>),
          // A port nothing listens on: the provider's address at a moment it is down.
          issuer: new URL('http://127.0.0.1:9/'),
        },
      },
    })
  })
  afterAll(() => away?.close())

  it('is said as such when a sign-in starts', async () => {
    const response = await away.api('auth/oidc/start', { method: 'POST', json: { redirectUri: REDIRECT } })
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: SSO_TEXT.providerUnreachable })
  })
})
