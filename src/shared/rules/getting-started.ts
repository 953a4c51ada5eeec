import { ACCESS } from './permissions'
import { recordPaths } from './records'

// The dashboard's getting-started checklist (ours; SPEC has none): what a new university does after its first
// Super Admin, in order. Each step is done when the server finds it done (routes/setup.ts); the list shows to
// Super Admins while a step is left, and is gone once all are done (or hidden by them, on this machine).

export const GETTING_STARTED_STEPS = [
  {
    id: 'faculties',
    label: 'Add your faculties',
    hint: 'Import them from a CSV file of your records, then their courses.',
    path: recordPaths('faculties').list,
  },
  {
    id: 'staff',
    label: 'Import your staff',
    hint: 'Staff records fill the Senate and Management enrolment lists and are the people you give accounts.',
    path: recordPaths('staff').import,
  },
  {
    id: 'editors',
    label: 'Invite your editors',
    hint: 'Each gets a one-time link to set their own password.',
    path: '/accounts/add',
  },
  {
    id: 'identityProvider',
    label: 'Connect your identity provider',
    hint: "So colleagues sign in with their university account. Your IT team sets it on the server: see 'Sign-in with the university's identity provider' in the deployment guide.",
    path: null,
  },
] as const

export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number]['id']
export const GETTING_STARTED_IDS = GETTING_STARTED_STEPS.map((step) => step.id) as [
  GettingStartedStep,
  ...GettingStartedStep[],
]

export const GETTING_STARTED_TEXT = {
  title: 'Getting started',
  done: 'Done',
  open: 'Open',
  hide: 'Hide this list',
  progress: (done: number, all: number) => `${done} of ${all} done`,
} as const

/** Super Admin only: every step is theirs to take. */
export const GETTING_STARTED_ACCESS = ACCESS.gettingStarted
