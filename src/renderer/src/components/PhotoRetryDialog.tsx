import { ALERT_TITLES } from '../../../shared/rules/alerts'
import { FORM_TEXT, photoNotUploadedText } from '../../../shared/rules/names'
import { Modal } from './Modal'
import type { PhotoRetry } from './usePhotoRetry'

/**
 * A photo that did not arrive after its record saved (SPEC §1): send it again alone, or go on without it.
 * Retry is offered only when the record's entry_id is known. Nothing shows while no photo is waiting.
 * `recordName`: what one record is called in sentences ('news', 'event').
 */
export function PhotoRetryDialog<U>({ retry, recordName }: { retry: PhotoRetry<U>; recordName: string }) {
  const { current: failure, retrying } = retry
  if (!failure) return null
  return (
    <Modal
      title={ALERT_TITLES.error}
      text={(failure.label ? `${failure.label}: ` : '') + photoNotUploadedText(recordName, failure.message)}
    >
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={retry.skip} disabled={retrying}>
          {FORM_TEXT.continueWithoutPhoto}
        </button>
        {failure.entryId > 0 && (
          <button
            type="button"
            className="button button-primary"
            data-autofocus
            onClick={retry.retry}
            disabled={retrying}
          >
            {retrying ? FORM_TEXT.saving : FORM_TEXT.retryPhoto}
          </button>
        )}
      </div>
    </Modal>
  )
}
