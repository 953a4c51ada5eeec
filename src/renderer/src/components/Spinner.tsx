import './spinner.css'

/** A busy indicator with words for screen readers (and for eyes, unless `quiet`). */
export function Spinner({ label = 'Loading…', quiet = false }: { label?: string; quiet?: boolean }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span className={quiet ? 'visually-hidden' : 'spinner-label'}>{label}</span>
    </div>
  )
}
