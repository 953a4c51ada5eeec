import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channel, type SsoOutcome } from '../../src/shared/bridge'
import type { CallResult } from '../../src/shared/contract/define'
import { createBridgeHandlers } from '../../src/main/bridge/handlers'
import { createVault, plainCipher } from '../../src/main/vault/vault'
import { createFileStore } from '../../src/main/vault/file-store'
import { PASSWORDS_ONLY } from '../../src/server/auth/sso-config'
import {
  signInAt,
  startOidcProvider,
  NATIVE_CLIENT,
  type TestOidcProvider,
} from '../support/oidc-test-provider'
import { startTestServer, type TestServer } from './helpers'

// The desktop app's sign-in as main runs it: the provider's page opens in "the system browser" (here the
// test, filling in the provider's pages over HTTP), which is sent back to main's loopback listener; main
// hands the answer to the server and keeps the token. The console is a public native client (no secret).

let provider: TestOidcProvider
let server: TestServer
let dir: string
let handlers: Record<string, (arg: unknown) => Promise<unknown>>
let session: { token(): string | null }
const opened: string[] = []

beforeAll(async () => {
  provider = await startOidcProvider(
    { ada: { given_name: 'Ada', family_name: 'Obi', email: 'ada@example.edu', groups: ['web-admins'] } },
    [],
  )
  server = await startTestServer({
    sso: {
      ...PASSWORDS_ONLY,
      accessMap: { 'web-admins': { level: 1 } },
      oidc: {
        issuer: new URL(provider.issuer),
        clientId: NATIVE_CLIENT.id,
        clientSecret: null,
        displayName: 'Example University',
        scopes: 'openid profile email groups',
        groupClaim: 'groups',
      },
    },
  })
  dir = await mkdtemp(join(tmpdir(), 'sso-desktop-'))
  const bridge = createBridgeHandlers({
    vault: createVault(createFileStore(join(dir, 'vault')), plainCipher),
    apiBaseUrl: server.url,
    emit: () => {},
    // The system browser: signs in on the provider's pages, then follows it back to main's listener.
    openExternal: async (url) => {
      opened.push(url)
      const back = await signInAt(url, 'ada', new URL(url).searchParams.get('redirect_uri') ?? '')
      const answer = await fetch(back)
      expect(answer.status).toBe(200)
    },
    saveTextFile: async () => false,
    queueFile: join(dir, 'queue.json'),
  })
  handlers = bridge.handlers
  session = bridge.session
})
afterAll(async () => {
  await server?.close()
  await provider?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('desktop sign-in through the system browser', () => {
  it('lists the provider for the login screen', async () => {
    const result = (await handlers['sso.providers'](undefined)) as CallResult<unknown>
    expect(result).toEqual({
      ok: true,
      data: { localPasswords: true, providers: [{ id: 'oidc', name: 'Example University' }] },
    })
  })

  it('signs in, keeps the token in main, and gives the page only the user', async () => {
    const result = (await handlers['sso.signIn']('oidc')) as CallResult<SsoOutcome>
    expect(result).toMatchObject({
      ok: true,
      data: { message: 'success', user: { FirstName: 'Ada', IsAdmin: 1 } },
    })
    expect(JSON.stringify(result)).not.toMatch(/token/i)
    // The provider was asked to send the browser back to a loopback port of main's.
    const asked = new URL(opened[0]).searchParams.get('redirect_uri') ?? ''
    expect(asked).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sso\/callback$/)
    // Main's calls now carry the session.
    const token = session.token()
    expect(token).toBeTruthy()
    const waiting = (await handlers[channel.api('accessRequests', 'waiting')]({})) as CallResult<unknown>
    expect(waiting.ok).toBe(true)
  })
})
