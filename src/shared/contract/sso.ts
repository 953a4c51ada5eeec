import { z } from 'zod'
import { ACCESS, PUBLIC } from '../rules/permissions'
import { SSO_PROTOCOLS } from '../rules/sso'
import { answer, call, none, type Area, readAll } from './define'
import { SessionUser } from './session'

// Sign-in through the university's identity provider. The server does all the protocol work and keeps
// every secret: the client asks it to start (an address to open in the system browser), then hands it
// what the provider sent back, and gets the same answer as the password login.

export const SsoProvider = z.object({ id: z.enum(SSO_PROTOCOLS), name: z.string() })
export type SsoProvider = z.infer<typeof SsoProvider>

export const SsoProviders = z.object({
  /** False when the deployment switched password sign-in off (LOCAL_PASSWORDS=0). */
  localPasswords: z.boolean(),
  providers: z.array(SsoProvider),
})
export type SsoProviders = z.infer<typeof SsoProviders>

const address = z.string().url().max(2000)

export const SsoStarted = z.object({ url: address })

/** `access_requested`: the provider knows the person, but no group of theirs gives a level yet. */
export const SSO_MESSAGES = ['success', 'access_requested'] as const
export const SsoAnswer = answer(SSO_MESSAGES, {
  userData: z.array(SessionUser).optional(),
  token: z.string().optional(),
})
export type SsoAnswer = z.infer<typeof SsoAnswer>

export const WaitingRow = z.object({
  StaffID: z.number().int(),
  staff_name: z.string(),
  Email: z.string().nullable(),
  /** When they last signed in without access, ISO 8601. */
  AccessRequestedAt: z.string(),
})
export type WaitingRow = z.infer<typeof WaitingRow>

export const sso = {
  providers: call('GET', 'auth/providers', none, SsoProviders, PUBLIC),
  /** `redirectUri`: where the provider sends the browser back (main's loopback listener, or the web host). */
  oidcStart: call('POST', 'auth/oidc/start', z.object({ redirectUri: address }), SsoStarted, PUBLIC),
  /** `callbackUrl`: the whole address the browser was sent back to (code, state, iss). */
  oidcFinish: call('POST', 'auth/oidc/finish', z.object({ callbackUrl: address }), SsoAnswer, PUBLIC),
  /** `acsUrl`: where the identity provider posts its answer. */
  samlStart: call('POST', 'auth/saml/start', z.object({ acsUrl: address }), SsoStarted, PUBLIC),
  /** What the identity provider posted to the ACS. */
  samlFinish: call(
    'POST',
    'auth/saml/finish',
    z.object({ SAMLResponse: z.string().min(1).max(1_000_000), RelayState: z.string().min(1).max(200) }),
    SsoAnswer,
    PUBLIC,
  ),
} satisfies Area

/** Reached by the renderer through the bridge (the sign-in calls above are main's alone). */
export const accessRequests = {
  /** People the provider knows who signed in without a group, newest first: a Super Admin grants one. */
  waiting: readAll('auth/waiting', none, WaitingRow, ACCESS.permissionGrant),
} satisfies Area
