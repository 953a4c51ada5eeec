import { alertForAnswer, errorAlert, type AlertSpec, type AnswerAlerts } from './alerts'
import { required, type Check } from './forms'

// SPEC §5 (Login checks), §8 (Login rows), §1 (the submitter's name).

export interface LoginValues {
  username: string
  password: string
}

export const LOGIN_CHECKS: readonly Check<LoginValues>[] = [
  required('username', 'Please enter your username'),
  required('password', 'Please enter your password'),
]

/**
 * The sign-in's heading. SPEC §2.3 calls it 'Admin Login', but every member of staff signs in here, not only
 * administrators (issue 47, docs/spec-deviations.md).
 */
export const LOGIN_TITLE = 'Staff Login'

const somethingWentWrong = errorAlert('Something went wrong. Please try again!')

/** Every login answer but 'success' ends in one of these alerts (SPEC §8: 'error' or any other). */
export const LOGIN_ANSWERS: AnswerAlerts<'invalid_login' | 'error'> = {
  answers: { invalid_login: errorAlert('Invalid Login Credential'), error: somethingWentWrong },
  other: somethingWentWrong,
}

export const loginAlertFor = (message: string): AlertSpec => alertForAnswer(LOGIN_ANSWERS, message)

/** Shown over the current screen when the server ends the session (not in SPEC; see spec-deviations). */
export const SESSION_ENDED_TEXT = 'Your session has ended. Sign in again to continue.'

export interface PersonName {
  FirstName: string
  MiddleName?: string | null
  Surname: string
}

/** The user's full name, also recorded as a record's submitter: first, middle and last, blanks skipped. */
export function fullName(person: PersonName): string {
  return [person.FirstName, person.MiddleName, person.Surname]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ')
}

/** The session's own routes (SPEC §2.1), outside the guarded route table. */
export const LOGIN_PATH = '/login'
export const LOGOUT_PATH = '/logout'

/** The header's user menu (SPEC §1: sign-out and the dark-mode switch; Settings of this machine). */
export const USER_MENU_TEXT = {
  darkMode: 'Dark mode',
  settings: 'Settings',
  auditLog: 'Audit log',
  signOut: 'Sign out',
} as const
