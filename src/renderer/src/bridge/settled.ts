import type { Failure } from '../../../shared/contract/define'

/**
 * Main answers bad input, and a handler of its own that failed, as the one Failure: never a throw across the
 * process wall. A screen reading a plain answer (a queue, the settings, a yes or no) takes that Failure as the
 * error it already handles, so here it becomes one.
 */
export async function settled<T>(answer: Promise<T | Failure>): Promise<Exclude<T, Failure>> {
  const value = await answer
  if (isFailure(value)) throw new Error(value.message)
  return value as Exclude<T, Failure>
}

function isFailure(value: unknown): value is Failure {
  return (
    typeof value === 'object' && value !== null && 'ok' in value && value.ok === false && 'reason' in value
  )
}
