/** A plain progress bar: role="progressbar" with its percent, drawn as one filled div. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)))
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      style={{ height: 8, background: 'var(--border, #ddd)', borderRadius: 4, overflow: 'hidden' }}
    >
      <div style={{ width: `${value}%`, height: '100%', background: 'var(--accent, #2b6cb0)' }} />
    </div>
  )
}
