import { z } from 'zod'
import { ACCESS, PUBLIC } from '../rules/permissions'
import { answer, call, none, changesNoContent } from './define'
import { requiredText } from './fields'

/** The signed-in staff member, as `userData[0]` of the login answer (SPEC §3 "Logged-in user"). */
export const SessionUser = z.object({
  StaffID: z.number().int(),
  FirstName: z.string(),
  MiddleName: z.string(),
  Surname: z.string(),
  IsAdmin: z.number().int(),
  /** The faculty a Faculty or Department user is bound to; null for the others. */
  FacultyCode: z.string().nullable(),
})
export type SessionUser = z.infer<typeof SessionUser>

export const LoginBody = z.object({
  username: requiredText(100, 'username is required'),
  password: z.string().min(1, 'password is required').max(200),
  /** SPEC's old console sent a third-party IP lookup; the server records the caller's address itself. */
  userIP: z.unknown().optional(),
})

export const LOGIN_MESSAGES = ['invalid_login', 'error', 'success'] as const

export const session = {
  login: call(
    'POST',
    'login/staff_login',
    LoginBody,
    answer(LOGIN_MESSAGES, { userData: z.array(SessionUser).optional(), token: z.string().optional() }),
    PUBLIC,
  ),
  logout: changesNoContent(call('POST', 'login/logout', none, answer(['logged_out']), ACCESS.signedIn)),
  health: call('GET', 'health', none, z.object({ status: z.literal('ok') }), PUBLIC),
}
