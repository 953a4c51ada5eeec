import type { Failure } from '../../../shared/contract/define'
import { failureText } from './failures'

/** A load that failed: what could not be loaded, why, and Retry. */
export function LoadFailure({ what, failure, retry }: { what: string; failure: Failure; retry(): void }) {
  return (
    <div className="load-failure" role="alert">
      <p>
        Could not load {what}. {failureText(failure)}
      </p>
      <button type="button" className="button button-secondary" onClick={retry}>
        Retry
      </button>
    </div>
  )
}
