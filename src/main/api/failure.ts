import { HTTPError, TimeoutError } from 'ky'
import { ErrorAnswer, type Failure, type FailureReason } from '../../shared/contract/define'
import { KNOWN_PHOTO_FIELD } from '../../shared/rules/duplicates'
import { STALE_VERSION } from '../../shared/rules/versions'

// Every way a call can fail, turned into one typed Failure the renderer can act on.

const REASON_BY_STATUS: Record<number, FailureReason> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  413: 'too-large',
  429: 'rate-limited',
}

export const FAILURE_TEXT: Record<FailureReason, string> = {
  network: 'Cannot reach the server.',
  timeout: 'The server did not answer in time.',
  unauthorized: 'Your session has ended. Sign in again.',
  forbidden: 'You are not allowed to do this.',
  invalid: 'The server refused the data.',
  'not-found': 'Not found.',
  'too-large': 'The file is too large.',
  'rate-limited': 'Too many attempts. Wait a minute and try again.',
  server: 'The server had a problem. Try again.',
  'bad-answer': 'The server gave an answer the console does not understand.',
  stale: STALE_VERSION,
  known: 'Already in the gallery; not uploaded.',
}

export function failure(reason: FailureReason, message?: string, status?: number, takenBy?: number): Failure {
  return {
    ok: false,
    reason,
    message: message || FAILURE_TEXT[reason],
    ...(status ? { status } : {}),
    ...(takenBy === undefined ? {} : { takenBy }),
  }
}

/** A non-2xx answer as a Failure: its status's reason, and the server's own message when it sent one. */
export function failureFromStatus(status: number, body: unknown): Failure {
  const answer = ErrorAnswer.safeParse(body)
  // A 409 is also a create still running (uploads/queue.ts): only this text is a stale save, and only this
  // field a photo the gallery holds.
  const stale = status === 409 && answer.success && answer.data.message === STALE_VERSION
  const known = status === 409 && answer.success && answer.data.field === KNOWN_PHOTO_FIELD
  const reason = stale
    ? 'stale'
    : known
      ? 'known'
      : (REASON_BY_STATUS[status] ?? (status >= 500 ? 'server' : 'invalid'))
  return failure(
    reason,
    answer.success ? answer.data.message : undefined,
    status,
    answer.success ? answer.data.takenBy : undefined,
  )
}

/** A call that was cancelled by its caller: said as today's cancel, never as the server being away. */
export const cancelled = (): Failure => failure('network', 'Cancelled.')

export async function failureFrom(error: unknown): Promise<Failure> {
  if (error instanceof HTTPError)
    return failureFromStatus(error.response.status, await error.response.json().catch(() => null))
  if (error instanceof TimeoutError) return failure('timeout')
  if (error instanceof Error && error.name === 'AbortError') return cancelled()
  return failure('network')
}
