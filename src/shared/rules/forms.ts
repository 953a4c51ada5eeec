// The validation mechanism of SPEC §5: a form's checks are data, in SPEC's order. Any failure stops the
// submit; the form says every failing field at once, in that order (issue 47: SPEC said the first alone).
// Each form lists its checks (with SPEC's exact messages) next to its other rules.

/** The file chosen in the form, for the checks that need one ('Please select student image'). */
export type ChosenFile = { name: string } | null

export interface Check<V> {
  message: string
  fails(values: V, file?: ChosenFile): boolean
  /** The field the check is about: the form marks it and brings the focus to it after the alert. */
  field?: keyof V & string
  /**
   * The check asks only that the field be given: the field carries the required marker. The field says the
   * check's own message, the same words as the form's error summary (issue 47).
   */
  required?: true
}

/** The first failing check, or null when every check passes. */
export function firstFailingCheck<V>(
  checks: readonly Check<V>[],
  values: V,
  file?: ChosenFile,
): Check<V> | null {
  return checks.find((check) => check.fails(values, file ?? null)) ?? null
}

/** The message of the first failing check, or null when every check passes. */
export function firstFailure<V>(checks: readonly Check<V>[], values: V, file?: ChosenFile): string | null {
  return firstFailingCheck(checks, values, file)?.message ?? null
}

/**
 * Every failing check, in SPEC's order, one per field (its first): what a submit tells the editor at once
 * (issue 47). A check about no field is a line of its own. The first is the one SPEC's alert would show.
 */
export function failingChecks<V>(checks: readonly Check<V>[], values: V, file?: ChosenFile): Check<V>[] {
  const fields = new Set<string>()
  return checks.filter((check) => {
    if (!check.fails(values, file ?? null)) return false
    if (check.field === undefined) return true
    if (fields.has(check.field)) return false
    fields.add(check.field)
    return true
  })
}

/** The fields the checks require: each carries the same required marker on every form. */
export function requiredFields<V>(checks: readonly Check<V>[]): ReadonlySet<string> {
  return new Set(checks.flatMap((check) => (check.required && check.field ? [check.field] : [])))
}

/**
 * Any character but white space and what shows nothing though String.trim keeps it: zero-width space,
 * non-joiner and joiner, word joiner (the byte-order mark U+FEFF is white space to JavaScript already).
 * Tested for, not replaced: the accessibility checker asks isBlank of every piece of a document.
 */
const VISIBLE = /(?!\s|\u200b|\u200c|\u200d|\u2060)[\s\S]/

/**
 * Empty, null, undefined, or only white space and invisible characters: what SPEC's forms treat as "not
 * entered". The renderer's required checks and the server's required text (contract/fields.ts) both ask this.
 */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || !VISIBLE.test(String(value))
}

/** The most common check: a field must not be blank. */
export function required<V>(field: keyof V & string, message: string): Check<V> {
  return { message, field, required: true, fails: (values) => isBlank(values[field]) }
}

/** An http:// or https:// address with a host (what a link on the public site may lead to). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A day of the calendar written YYYY-MM-DD (SPEC §2.8): 2026-02-30 is not one. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
}

/** The server's refusal of one field: `<field>: <problem>` (server/routes/guards.ts), the field's name first. */
const FIELD_REFUSAL = /^([A-Za-z_][A-Za-z0-9_]*): ([\s\S]+)$/

/**
 * A server's refusal in the words of the screen (issue 47): 'FacultyCode: no such faculty' names the field
 * by the label the editor sees ('Faculty: no such faculty') when `labelOf` knows the name; anything else is
 * left as it came.
 */
export function inFieldWords(message: string, labelOf: (field: string) => string | undefined): string {
  const refusal = FIELD_REFUSAL.exec(message)
  const label = refusal && labelOf(refusal[1])
  return refusal && label ? `${label}: ${refusal[2]}` : message
}
