import { ACCESS } from './permissions'

// The audit log screen (ours; SPEC has none): where it lives, who sees it, what it says.

export const AUDIT_PATH = '/audit'

/** Super Admin only, as the server's `audit/list` (ACCESS.auditView). */
export const AUDIT_LEVELS = ACCESS.auditView.general

export const AUDIT_TEXT = {
  title: 'Audit Log',
  when: 'When',
  who: 'Who',
  level: 'Level',
  address: 'Address',
  call: 'Call',
  record: 'Record',
  change: 'Change',
  search: 'Search Audit Log',
  what: 'the audit log',
  /** For 'No audit entries yet' (issue 23): every audited write adds one. */
  things: 'audit entries',
} as const

/** One line saying what a write changed: each field whose value differs, `field: old → new`. */
export function changeSummary(before: unknown, after: unknown, maxValue = 60): string {
  const asObject = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const old = asObject(before)
  const now = asObject(after)
  const show = (value: unknown) => {
    const text = value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value)
    return text.length > maxValue ? `${text.slice(0, maxValue)}…` : text
  }
  if (before === null || before === undefined) return after === null ? '' : `new: ${show(after)}`
  if (after === null || after === undefined) return `removed: ${show(before)}`
  return [...new Set([...Object.keys(old), ...Object.keys(now)])]
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .map((key) => `${key}: ${show(old[key])} → ${show(now[key])}`)
    .join('; ')
}
