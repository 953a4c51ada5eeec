import { isBlank, required, type Check } from './forms'

// The first run of a console with an empty embedded database (not in SPEC; see docs/spec-deviations.md): no
// account exists and none is published, so the first screen asks for the first Super Admin, as Strapi and
// Directus do. A deployment makes its first Super Admin with the server's `create-admin` command instead.

export const MIN_PASSWORD_LENGTH = 12
export const USERNAME_PATTERN = /^[a-z0-9._-]{1,100}$/i

export interface FirstAdminValues {
  FirstName: string
  Surname: string
  username: string
  password: string
  confirmPassword: string
}

export const SETUP_TEXT = {
  title: 'Create the First Super Admin',
  intro:
    'This console has no accounts yet. The Super Admin you create now can sign in and give other staff their access.',
  firstName: 'First Name',
  surname: 'Surname',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
  submit: 'Create and sign in',
  busy: 'Please wait...',
  created: 'The first Super Admin is created.',
} as const

/** A new password and its confirmation: the first Super Admin's, and any account's set-password link. */
export interface NewPasswordValues {
  password: string
  confirmPassword: string
}

export const NEW_PASSWORD_MESSAGES = {
  password: `Please enter a password of at least ${MIN_PASSWORD_LENGTH} characters`,
  confirm: 'The two passwords are not the same',
} as const

export const NEW_PASSWORD_CHECKS: readonly Check<NewPasswordValues>[] = [
  {
    message: NEW_PASSWORD_MESSAGES.password,
    field: 'password',
    fails: (v) => isBlank(v.password) || v.password.length < MIN_PASSWORD_LENGTH,
  },
  {
    message: NEW_PASSWORD_MESSAGES.confirm,
    field: 'confirmPassword',
    fails: (v) => v.password !== v.confirmPassword,
  },
]

export const SETUP_MESSAGES = {
  firstName: 'Please enter the first name',
  surname: 'Please enter the surname',
  username: 'Please enter a username',
  usernameShape: 'A username may hold only letters, digits, dots, dashes and underscores',
  ...NEW_PASSWORD_MESSAGES,
  /** The server's answer when an account exists already (another window was quicker). */
  alreadyDone: 'The first Super Admin has already been created. Sign in with that account.',
  /** The server's answer when it makes its first Super Admin by command, not by this screen. */
  notOffered: 'This server makes its first Super Admin with its create-admin command.',
} as const

/** Checked in this order, on the screen and again by the server. */
export const FIRST_ADMIN_CHECKS: readonly Check<FirstAdminValues>[] = [
  required('FirstName', SETUP_MESSAGES.firstName),
  required('Surname', SETUP_MESSAGES.surname),
  required('username', SETUP_MESSAGES.username),
  {
    message: SETUP_MESSAGES.usernameShape,
    field: 'username',
    fails: (v) => !USERNAME_PATTERN.test(v.username.trim()),
  },
  ...NEW_PASSWORD_CHECKS,
]
