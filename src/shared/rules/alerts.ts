// Alert titles (SPEC §5, §8) and the answer-to-alert mechanism every area's table uses.

export const ALERT_TITLES = {
  validation: 'FORM VALIDATION ERROR',
  error: 'Oops!',
  success: 'SUCCESS',
} as const

/** What an alert says, and where OK leads (none: stay). */
export interface AlertSpec {
  title: string
  text: string
  redirect?: string
}

/** An area's answers: one alert per known `message`, and `other` for anything else. */
export interface AnswerAlerts<M extends string> {
  answers: Partial<Record<M, AlertSpec>>
  other: AlertSpec
}

export function alertForAnswer<M extends string>(table: AnswerAlerts<M>, message: string): AlertSpec {
  return table.answers[message as M] ?? table.other
}

export const errorAlert = (text: string, redirect?: string): AlertSpec => ({
  title: ALERT_TITLES.error,
  text,
  ...(redirect === undefined ? {} : { redirect }),
})

/**
 * SPEC §7 showed nobody a network failure; we do, as a toast. Said once here for every screen.
 * A time-out is reported the same way: to the user both mean the server did not answer.
 */
export const NETWORK_FAILURE_TEXT = 'Cannot reach the server. Check your connection and try again.'
export const NETWORK_FAILURE_REASONS: readonly string[] = ['network', 'timeout']
