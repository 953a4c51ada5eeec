// The one way route code refuses a request: throw an HttpError. app.ts turns it into
// `{ message, field? }` with its status (the contract's ErrorAnswer).

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Issue 47: a taken title's refusal names the record that has it. */
    readonly takenBy?: number,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const MESSAGES = {
  signInRequired: 'Sign in first.',
  sessionEnded: 'Your session has ended. Sign in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  internal: 'Internal error',
  nulCharacter: 'text may not contain a NUL character',
  notUnicode: 'text must be valid Unicode (a lone UTF-16 surrogate is not)',
  notUtf8: 'the body must be UTF-8',
  storageUnavailable: 'The file storage cannot be reached. Try again in a moment.',
} as const
