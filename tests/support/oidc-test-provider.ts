import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

// A real OpenID provider (oidc-provider, a certified implementation) on loopback, with its development
// login and consent pages, which `signInAt` fills in over HTTP as a person in a browser would.

export interface TestPerson {
  given_name: string
  family_name: string
  email: string
  groups: string[]
}

export interface TestOidcProvider {
  issuer: string
  close(): Promise<void>
}

export const TEST_CLIENT = { id: 'console', secret: 'console-test-secret' }
/** A public native client, as the desktop app registers: no secret, PKCE, any loopback port (RFC 8252). */
export const NATIVE_CLIENT = { id: 'console-desktop', redirectUri: 'http://127.0.0.1/sso/callback' }

export async function startOidcProvider(
  people: Record<string, TestPerson>,
  redirectUris: string[],
): Promise<TestOidcProvider> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
      {
        client_id: NATIVE_CLIENT.id,
        application_type: 'native',
        redirect_uris: [NATIVE_CLIENT.redirectUri],
        token_endpoint_auth_method: 'none',
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'name'],
      email: ['email'],
      groups: ['groups'],
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key'] },
    findAccount: (_ctx, id) => {
      const person = people[id]
      if (!person) return undefined
      return { accountId: id, claims: () => ({ sub: id, ...person }) }
    },
  })
  server.on('request', provider.callback())
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * Opens the authorization address, signs in as `login` on the provider's login page, agrees on its consent
 * page, and answers the address the provider finally sends the browser to (the redirect URI with the code).
 */
export async function signInAt(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>()
  let next = new URL(authorizationUrl)
  let form: URLSearchParams | null = null
  for (let step = 0; step < 20; step++) {
    const response: Response = await fetch(next, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ?? undefined,
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    form = null
    const location = response.headers.get('location')
    if (location) {
      next = new URL(location, next)
      if (next.href.startsWith(redirectUri)) return next
      continue
    }
    const page: string = await response.text()
    if (response.status !== 200)
      throw new Error(`provider answered ${response.status}: ${page.slice(0, 300)}`)
    // The development pages: a login form (prompt=login, login=<account>), then a consent form.
    const prompt: string | undefined = page.match(/name="prompt" value="(\w+)"/)?.[1]
    const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1]
    if (!prompt || !action) throw new Error(`no form on the provider's page: ${page.slice(0, 300)}`)
    form = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) })
    next = new URL(action, next)
  }
  throw new Error('the provider never sent the browser back')
}
