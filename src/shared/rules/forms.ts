// The validation mechanism of SPEC §5: a form's checks are data, run in order, and the first failure
// stops the submit. Each form lists its checks (with SPEC's exact messages) next to its other rules.

/** The file chosen in the form, for the checks that need one ('Please select student image'). */
export type ChosenFile = { name: string } | null

export interface Check<V> {
  message: string
  fails(values: V, file?: ChosenFile): boolean
}

/** The message of the first failing check, or null when every check passes. */
export function firstFailure<V>(checks: readonly Check<V>[], values: V, file?: ChosenFile): string | null {
  return checks.find((check) => check.fails(values, file ?? null))?.message ?? null
}

/** Empty, whitespace only, null or undefined: what SPEC's forms treat as "not entered". */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || String(value).trim() === ''
}

/** The most common check: a field must not be blank. */
export function required<V>(field: keyof V, message: string): Check<V> {
  return { message, fails: (values) => isBlank(values[field]) }
}
