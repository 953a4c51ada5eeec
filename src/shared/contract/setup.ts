import { z } from 'zod'
import { GETTING_STARTED_ACCESS, GETTING_STARTED_IDS } from '../rules/getting-started'
import { PUBLIC } from '../rules/permissions'
import { MIN_PASSWORD_LENGTH, SETUP_MESSAGES, USERNAME_PATTERN } from '../rules/setup'
import { answer, call, none } from './define'
import { requiredText } from './fields'

// The first run of an empty embedded database (rules/setup.ts): is a first Super Admin wanted, and making
// it. Public, as nobody can sign in yet; the server offers it only while no account exists, and only when it
// is the console's own embedded server (reachable with its per-launch secret alone).

export const FirstAdminBody = z.object({
  FirstName: requiredText(100, SETUP_MESSAGES.firstName),
  Surname: requiredText(100, SETUP_MESSAGES.surname),
  username: z.string().trim().regex(USERNAME_PATTERN, SETUP_MESSAGES.usernameShape),
  password: z.string().min(MIN_PASSWORD_LENGTH, SETUP_MESSAGES.password).max(200),
})

/** The dashboard's checklist: each step of rules/getting-started.ts, in its order, and whether it is done. */
export const GettingStarted = z.object({
  steps: z.array(z.object({ id: z.enum(GETTING_STARTED_IDS), done: z.boolean() })),
})
export type GettingStarted = z.infer<typeof GettingStarted>

export const setup = {
  status: call('GET', 'setup/status', none, z.object({ needsFirstAdmin: z.boolean() }), PUBLIC),
  firstAdmin: call('POST', 'setup/first_admin', FirstAdminBody, answer(['success']), PUBLIC),
  checklist: call('GET', 'setup/checklist', none, GettingStarted, GETTING_STARTED_ACCESS),
}
