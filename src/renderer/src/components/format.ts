import { showMoment } from '../../../shared/rules/dates'
import { universityZone } from './schedule/known-zone'

/** A size as people read it: 812 B, 14 KB, 3.4 MB (1 MB = 1,048,576 bytes, as SPEC's 10MB limit counts). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value)} ${units[unit]}`
}

/**
 * When something happened, "6 Dec 2026, 05:01:46": the university's way in its zone (issue 47, rules/dates.ts),
 * as the audit log shows its entries.
 */
export const formatWhen = (at: string): string => showMoment(at, universityZone())
