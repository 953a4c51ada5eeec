import './progress-bar.css'

export type ProgressTone = 'active' | 'done' | 'failed' | 'paused'

export interface ProgressBarProps {
  /** The accessible name ('Overall progress', 'Progress of a.png'). */
  label: string
  /** 0 to 100; rounded for the reader, drawn exactly. */
  percent: number
  tone?: ProgressTone
  size?: 'small' | 'large'
}

/** A progress bar: role="progressbar" with its percent, drawn as one track and one filled bar. */
export function ProgressBar({ label, percent, tone = 'active', size = 'small' }: ProgressBarProps) {
  const exact = Number.isFinite(percent) ? Math.max(0, Math.min(100, percent)) : 0
  return (
    <div
      className={`progress-bar progress-bar--${size} progress-bar--${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(exact)}
    >
      {/* A transform, not a width: moving the bar costs no layout, whatever the number of rows. */}
      <div className="progress-bar__fill" style={{ transform: `scaleX(${exact / 100})` }} />
    </div>
  )
}
