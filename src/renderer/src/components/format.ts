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

/** Made once: a formatter costs far more to make than to use, and a history lists a thousand times. */
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

/** When something happened, in the reader's locale, date and time (as the audit log shows its entries). */
export function formatWhen(at: string): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? at : WHEN.format(date)
}
