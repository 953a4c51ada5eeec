import { isBlank, required, type Check } from './forms'
import { PERMISSION_REFUSALS } from './permission-groups'
import { isFacultyBound } from './permissions'
import {
  MIN_PASSWORD_LENGTH,
  NEW_PASSWORD_CHECKS,
  NEW_PASSWORD_MESSAGES,
  USERNAME_PATTERN,
  type NewPasswordValues,
} from './setup'

// Staff accounts managed in the console (ours; SPEC has no account screens: see docs/permissions.md
// "Accounts"). A new account never gets a password chosen by someone else: adding one, or resetting its
// password, issues a one-time set-password link that the person opens to choose their own.

export const ACCOUNT_PATHS = {
  list: '/accounts',
  add: '/accounts/add',
  update: '/accounts/update',
  /** Public, outside sign-in like the login screen: where a set-password link leads. */
  setPassword: '/set-password/:token',
} as const

/** How long a set-password link may be used after it was issued. */
export const PASSWORD_LINK_HOURS = 72
export const PASSWORD_LINK_MS = PASSWORD_LINK_HOURS * 60 * 60 * 1000

/**
 * What issuing the link did: 'set' ended nothing (a new account's link, or a new one sent for a lost link:
 * a password the person has keeps working until the link is used); 'reset' ended the old password and every
 * session of the person.
 */
export const PASSWORD_LINK_PURPOSES = ['set', 'reset'] as const
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number]

/** The token's alphabet and length (32 random bytes, base64url): what a pasted code must look like. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The console's own address of a link: `<base>#/set-password/<token>` (hash routing, App.tsx). */
export function passwordLinkUrl(base: string, token: string): string {
  // Everything before the hash as given: a folder ('…/console/') or a file (the desktop app's index.html).
  return `${base.replace(/#.*$/, '')}#/set-password/${token}`
}

/** The token of a pasted link or of the code alone; null when it holds none. */
export function tokenFromLink(pasted: string): string | null {
  const text = pasted.trim()
  if (LINK_TOKEN_PATTERN.test(text)) return text
  const found = /set-password\/([A-Za-z0-9_-]{43})(?:$|[^A-Za-z0-9_-])/.exec(text)
  return found ? found[1] : null
}

/** The levels bound to a faculty (permissions.ts): their accounts need one; the others must have none. */
export const needsFaculty = isFacultyBound

/** The level a Faculty user (2) manages within their own faculty: Department editors. */
export const MANAGED_BY_FACULTY_LEVEL = 3

/** Why the server refuses an account change (403 or 400), shown as the alert's text. */
export const ACCOUNT_REFUSALS = {
  self: 'Nobody may deactivate their own account.',
  notYours: 'You may manage only the Department editors of your own faculty.',
  facultyRequired: 'Faculty and Department accounts need a faculty.',
  facultyRefused: 'Only Faculty and Department accounts belong to a faculty.',
  usernameTaken: 'This username is taken.',
  hasAccount: 'This staff member has an account already.',
  // The same person-not-found as the permission screens'.
  unknownStaff: PERMISSION_REFUSALS.unknownStaff,
  inactive: 'This account is deactivated; reactivate it first.',
} as const

/** The one answer for a link that is unknown, used, expired or voided: it does not tell which. */
export const LINK_INVALID =
  'This link cannot be used. It may have been used already or have expired; ask your administrator for a new one.'

export const ACCOUNT_MESSAGES = {
  firstName: 'Please enter the first name',
  surname: 'Please enter the surname',
  username: 'Please enter a username',
  usernameShape: 'A username may hold only letters, digits, dots, dashes and underscores',
  email: 'Please enter a valid e-mail address',
  group: 'Please choose a group',
  faculty: ACCOUNT_REFUSALS.facultyRequired,
  ...NEW_PASSWORD_MESSAGES,
  noCode: 'Paste the whole link or the code it ends with.',
} as const

export const ACCOUNT_TEXT = {
  area: 'Accounts',
  list: 'Accounts',
  add: 'Add Account',
  update: 'Update Account',
  what: 'the accounts',
  /** The list's records, for 'No accounts yet' (issue 23). */
  things: 'accounts',
  search: 'Search accounts',
  name: 'Name',
  firstName: 'First Name',
  middleName: 'Middle Name',
  surname: 'Surname',
  username: 'Username',
  email: 'E-mail',
  designation: 'Designation',
  group: 'Group',
  faculty: 'Faculty',
  noFaculty: '(none)',
  status: 'Status',
  active: 'Active',
  inactive: 'Deactivated',
  lastSignIn: 'Last sign-in',
  never: 'Never',
  passwordPending: 'waiting for its password',
  existing: 'Existing staff member (optional)',
  existingNone: 'A new staff member',
  existingHint: 'Staff imported from the university records have no account yet: pick one to give them one.',
  edit: 'Edit',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  resetPassword: 'Reset password',
  sendLink: 'Send a new link',
  confirmDeactivate: (name: string) =>
    `Deactivate ${name}? They are signed out at once and cannot sign in until reactivated.`,
  confirmReset: (name: string) =>
    `Reset the password of ${name}? Their old password stops working and every session of theirs ends at once, on every server; a new set-password link lets them choose a new one. Their earlier links stop working.`,
  confirmSendLink: (name: string) =>
    `Send ${name} a new set-password link? Their password, if they have one, and their sessions stay as they are; their earlier links stop working.`,
  /** Said in the link's dialog after a reset. */
  resetDone: (name: string) =>
    `The old password of ${name} no longer works, and every session of theirs has ended.`,
  deactivated: 'The account is deactivated.',
  reactivated: 'The account is reactivated.',
  updated: 'The account is updated.',
  linkTitle: 'Set-password link',
  linkIntro: (name: string) =>
    `Send this link to ${name}. It is shown only now, works once and expires in ${PASSWORD_LINK_HOURS} hours.`,
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  // The public screen of a link.
  setTitle: 'Set Your Password',
  setIntro: (name: string, username: string) => `${name}, choose the password of your account ${username}.`,
  checking: 'Checking the link…',
  password: 'New Password',
  confirmPassword: 'Confirm Password',
  passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
  setSubmit: 'Set password',
  setDone: 'Your password is set. Sign in with it.',
  toLogin: 'Go to sign-in',
  fromLink: 'Set a password from a link',
  pasteLabel: 'Link or code',
  open: 'Open',
  cancel: 'Cancel',
} as const

export interface AccountValues {
  StaffID: string
  FirstName: string
  MiddleName: string
  Surname: string
  username: string
  Email: string
  designation: string
  IsAdmin: string
  FacultyCode: string
}

/** A plain address check: something@host.tld, no spaces (the mail server has the last word). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Checked in this order, on the screen and again by the server. */
export const ACCOUNT_CHECKS: readonly Check<AccountValues>[] = [
  required('FirstName', ACCOUNT_MESSAGES.firstName),
  required('Surname', ACCOUNT_MESSAGES.surname),
  required('username', ACCOUNT_MESSAGES.username),
  { message: ACCOUNT_MESSAGES.usernameShape, fails: (v) => !USERNAME_PATTERN.test(v.username.trim()) },
  { message: ACCOUNT_MESSAGES.email, fails: (v) => !isBlank(v.Email) && !EMAIL_PATTERN.test(v.Email.trim()) },
  required('IsAdmin', ACCOUNT_MESSAGES.group),
  // The Faculty field is on the form only for the levels that need one, where it is required (issue 47).
  {
    message: ACCOUNT_MESSAGES.faculty,
    field: 'FacultyCode',
    required: true,
    fails: (v) => needsFaculty(Number(v.IsAdmin)) && isBlank(v.FacultyCode),
  },
]

export type SetPasswordValues = NewPasswordValues

export const SET_PASSWORD_CHECKS: readonly Check<SetPasswordValues>[] = NEW_PASSWORD_CHECKS

/** The account as far as who may manage it is concerned. */
export interface ManagedAccount {
  IsAdmin: number
  FacultyCode: string | null
}

/**
 * May this signed-in user manage (see, add, edit, deactivate, reactivate, reset) this account? A Super Admin
 * every account; a Faculty user (2) the Department editors (3) of their own faculty; nobody else any.
 * Asked by the server for the stored account and, for a change, the account as it would become.
 */
export function mayManageAccount(actor: ManagedAccount, account: ManagedAccount): boolean {
  if (actor.IsAdmin === 1) return true
  return (
    actor.IsAdmin === 2 &&
    actor.FacultyCode !== null &&
    account.IsAdmin === MANAGED_BY_FACULTY_LEVEL &&
    account.FacultyCode === actor.FacultyCode
  )
}
