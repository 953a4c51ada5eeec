import * as client from 'openid-client'
import type { OidcSettings } from './sso-config'
import { groupsOf, SSO_TEXT } from '../../shared/rules/sso'
import type { Database } from '../db/client'
import { HttpError } from '../errors'
import { saveFlow, takeFlow } from './sso-flows'
import { namesOf, type ProvenPerson } from './sso-account'

// OpenID Connect with openid-client: the authorization code flow with PKCE, state and nonce. The provider
// is discovered once (its metadata and keys), again after a failure.

export interface OidcClient {
  start(db: Database, redirectUri: string): Promise<string>
  finish(db: Database, callbackUrl: URL): Promise<ProvenPerson>
}

/** A loopback address: this machine only (RFC 8252's native-app redirect, a test provider). */
export const isLoopback = (url: URL) => ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname)

export function oidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<client.Configuration> | null = null
  const configuration = () => {
    discovered ??= client
      .discovery(
        settings.issuer,
        settings.clientId,
        undefined,
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        // Plain http only for a provider on this machine (a test or a development provider).
        isLoopback(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null
        throw error
      })
    return discovered
  }

  /** The provider's metadata and keys; a provider that cannot be reached is said as such, not as a 500. */
  const reachable = () =>
    configuration().catch(() => {
      throw new HttpError(502, SSO_TEXT.providerUnreachable)
    })

  return {
    async start(db, redirectUri) {
      const config = await reachable()
      const state = client.randomState()
      const nonce = client.randomNonce()
      const codeVerifier = client.randomPKCECodeVerifier()
      await saveFlow(db, { protocol: 'oidc', state, nonce, codeVerifier, redirectUri })
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
      return url.href
    },

    async finish(db, callbackUrl) {
      const state = callbackUrl.searchParams.get('state')
      const flow = state ? await takeFlow(db, 'oidc', state) : null
      // The answer must come back to the address this sign-in gave the provider, nowhere else.
      if (!flow || withoutQuery(callbackUrl) !== withoutQuery(new URL(flow.redirectUri)))
        throw new HttpError(400, SSO_TEXT.flowUnknown)
      const config = await reachable()
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>
      try {
        // Checks the state, exchanges the code with the verifier, and checks the ID token: signature,
        // issuer, audience, expiry and nonce.
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: state ?? undefined,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        })
      } catch {
        throw new HttpError(400, SSO_TEXT.providerRefused)
      }
      const idToken = tokens.claims()
      if (!idToken) throw new HttpError(400, SSO_TEXT.providerRefused)
      let claims: Record<string, unknown> = { ...idToken }
      // Many providers put groups (and names) only in the userinfo answer; the subject must be the same.
      if (claims[settings.groupClaim] === undefined && config.serverMetadata().userinfo_endpoint) {
        const info = await client.fetchUserInfo(config, tokens.access_token, idToken.sub).catch(() => {
          throw new HttpError(502, SSO_TEXT.providerUnreachable)
        })
        claims = { ...info, ...claims }
      }
      const { FirstName, Surname } = namesOf(claims.given_name, claims.family_name, claims.name, idToken.sub)
      return {
        externalId: `oidc:${idToken.iss} ${idToken.sub}`,
        FirstName,
        Surname,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
        groups: groupsOf(claims[settings.groupClaim]),
      }
    },
  }
}

function withoutQuery(url: URL): string {
  return `${url.origin}${url.pathname}`
}
