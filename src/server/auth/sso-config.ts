import { SSO_TEXT } from '../../shared/rules/sso'
import { AccessMap, type AccessMap as AccessMapType } from '../../shared/rules/sso-access'
import { envValue, type Environment } from '../config'

// The identity providers the operator configured (docs/deployment.md "Sign-in with the university's
// identity provider"), read once from the environment. Secrets stay in here and in the modules that use
// them; the public `auth/providers` call names only the providers and their display names.

export interface OidcSettings {
  issuer: URL
  clientId: string
  /** None: a public client, protected by PKCE alone. */
  clientSecret: string | null
  displayName: string
  scopes: string
  groupClaim: string
}

export interface SamlSettings {
  entryPoint: string
  idpCert: string
  idpIssuer: string | null
  spEntityId: string
  spPrivateKey: string | null
  /**
   * The server's own ACS (SAML_ACS_URL), for identity providers that take only registered ACS addresses:
   * AuthnRequests name it, and it hands the answer on to the sign-in's own return address. None: the
   * return address (main's loopback listener, the web host) is the ACS.
   */
  acsUrl: string | null
  displayName: string
  groupAttribute: string
}

export interface SsoSettings {
  localPasswords: boolean
  accessMap: AccessMapType
  /** Return addresses besides loopback ones that a sign-in may name (exact, without query). */
  redirectUris: readonly string[]
  oidc: OidcSettings | null
  saml: SamlSettings | null
}

/** Passwords only: what a server configured with nothing gets (and the tests that do not sign in otherwise). */
export const PASSWORDS_ONLY: SsoSettings = {
  localPasswords: true,
  accessMap: {},
  redirectUris: [],
  oidc: null,
  saml: null,
}

/** PEM text given in one line of an environment file: `\n` stands for a line break. */
const pem = (value: string) => value.replace(/\\n/g, '\n')

export function readSsoSettings(env: Environment): SsoSettings {
  const localPasswords = envValue(env, 'LOCAL_PASSWORDS') !== '0'
  const mapText = envValue(env, 'ACCESS_MAP')
  let accessMap: AccessMapType = {}
  if (mapText) {
    let parsed: unknown
    try {
      parsed = JSON.parse(mapText)
    } catch {
      throw new Error(
        'ACCESS_MAP is not JSON: {"group": {"level": 1}, "other": {"level": 2, "faculty": "FCS"}}',
      )
    }
    const checked = AccessMap.safeParse(parsed)
    if (!checked.success)
      throw new Error(
        `ACCESS_MAP: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
    accessMap = checked.data
  }
  const redirectUris = (envValue(env, 'SSO_REDIRECT_URIS') ?? '')
    .split(',')
    .map((uri) => uri.trim())
    .filter((uri) => uri !== '')
  return { localPasswords, accessMap, redirectUris, oidc: readOidc(env), saml: readSaml(env) }
}

function readOidc(env: Environment): OidcSettings | null {
  const issuer = envValue(env, 'OIDC_ISSUER')
  const clientId = envValue(env, 'OIDC_CLIENT_ID')
  if (!issuer && !clientId) return null
  if (!issuer || !clientId) throw new Error('OpenID Connect needs both OIDC_ISSUER and OIDC_CLIENT_ID')
  return {
    issuer: new URL(issuer),
    clientId,
    clientSecret: envValue(env, 'OIDC_CLIENT_SECRET') ?? null,
    displayName: envValue(env, 'OIDC_DISPLAY_NAME') ?? SSO_TEXT.defaultName.oidc,
    scopes: envValue(env, 'OIDC_SCOPES') ?? 'openid profile email',
    groupClaim: envValue(env, 'OIDC_GROUP_CLAIM') ?? 'groups',
  }
}

function readSaml(env: Environment): SamlSettings | null {
  const entryPoint = envValue(env, 'SAML_ENTRY_POINT')
  const idpCert = envValue(env, 'SAML_IDP_CERT')
  const spEntityId = envValue(env, 'SAML_SP_ENTITY_ID')
  if (!entryPoint && !idpCert && !spEntityId) return null
  if (!entryPoint || !idpCert || !spEntityId)
    throw new Error('SAML needs SAML_ENTRY_POINT, SAML_IDP_CERT and SAML_SP_ENTITY_ID')
  const key = envValue(env, 'SAML_SP_PRIVATE_KEY')
  return {
    entryPoint,
    idpCert: pem(idpCert),
    idpIssuer: envValue(env, 'SAML_IDP_ISSUER') ?? null,
    spEntityId,
    spPrivateKey: key ? pem(key) : null,
    acsUrl: envValue(env, 'SAML_ACS_URL') ?? null,
    displayName: envValue(env, 'SAML_DISPLAY_NAME') ?? SSO_TEXT.defaultName.saml,
    groupAttribute: envValue(env, 'SAML_GROUP_ATTRIBUTE') ?? 'groups',
  }
}
