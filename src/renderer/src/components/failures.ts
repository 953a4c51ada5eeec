import type { Failure } from '../../../shared/contract/define'
import { NETWORK_FAILURE_REASONS, NETWORK_FAILURE_TEXT } from '../../../shared/rules/alerts'

/** The server did not answer at all (as opposed to answering no). */
export const isNetworkFailure = (failure: Failure) => NETWORK_FAILURE_REASONS.includes(failure.reason)

/** What to tell the user about a failed call. */
export const failureText = (failure: Failure) =>
  isNetworkFailure(failure) ? NETWORK_FAILURE_TEXT : failure.message
