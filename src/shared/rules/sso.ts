// Sign-in through the university's identity provider (OpenID Connect or SAML 2.0): the texts a person
// sees, how long a started sign-in may take, and where the provider sends the browser back. How its groups
// become a level and a faculty is sso-access.ts, read by the server only: its schema stays out of the login
// screen's script.

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number]

/** A started sign-in (state, nonce, PKCE verifier or SAML request id) is good for this long, once. */
export const SSO_FLOW_MS = 10 * 60 * 1000

export const SSO_TEXT = {
  signInWith: (name: string) => `Sign in with ${name}`,
  /** Names the provider when the operator gave it no display name. */
  defaultName: { oidc: 'your university account', saml: 'your university account (SAML)' },
  waitingTitle: 'Ask your web team for access',
  waiting:
    'You signed in with your university account, but it gives you no group in the console yet. Ask your web team for access; once they grant it, sign in again.',
  flowUnknown: 'This sign-in has expired or was already used. Start again.',
  redirectRefused: 'This return address is not allowed for sign-in.',
  providerRefused: 'The identity provider refused the sign-in. Start again.',
  providerUnreachable: 'The identity provider cannot be reached. Try again in a moment.',
  notConfigured: 'Sign-in with this provider is not configured.',
  deactivated: 'Your account is deactivated. Ask your web team.',
  /** Who made a change of group that ACCESS_MAP made, in the permission changes. */
  mappingChanger: 'University sign-in (its group rules)',
  passwordsOff: 'Password sign-in is switched off: sign in with your university account.',
  waitingListTitle: 'Waiting for Access',
  waitingListWhat: 'people waiting for access',
  /** For 'No people waiting for access yet' (issue 23). */
  waitingThings: 'people waiting for access',
  waitingListSearch: 'Search by name or e-mail',
  waitingName: 'Name',
  waitingEmail: 'E-mail',
  waitingSince: 'Asked',
  waitingGroup: 'Group to grant',
  grant: 'Grant',
  backToSignIn: 'Back to sign-in',
  orPassword: 'or with your username and password',
  recovery: 'Recovery sign-in (Super Admin)',
  finishing: 'Finishing sign-in…',
  continue: 'Continue',
  inBrowser: 'Finish signing in in your browser…',
  browserDone: 'You are signed in to the console. You can close this tab.',
  browserFailed: 'The sign-in did not finish. Go back to the console and start again.',
} as const

/** A claim or attribute's value as a list of group names (a single string is one group). */
export function groupsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  return []
}

/**
 * Where the provider sends the browser back, on main's loopback listener (desktop) or on the web host
 * (browser mode): OpenID Connect's redirect URI, SAML's assertion consumer service. The operator registers
 * these at the provider (docs/deployment.md).
 */
export const SSO_RETURN_PATHS = { oidc: '/sso/callback', saml: '/sso/acs' } as const satisfies Record<
  SsoProtocol,
  string
>

/** The renderer's routes: browser mode's return (the web host hands the answer over in the hash), and the
 * page of a person who signed in without a group. */
export const SSO_CALLBACK_ROUTE = '/sso/callback'
export const SSO_WAITING_ROUTE = '/access-waiting'
/** The Super Admin's list of people waiting for access. */
export const SSO_WAITING_LIST_ROUTE = '/permission/waiting'
