import { ALERT_TITLES } from '../../../shared/rules/alerts'
import { FORM_TEXT, photoNotUploadedText } from '../../../shared/rules/names'
import { Modal } from './Modal'
import type { PhotoFailure } from './usePhotoRetry'

interface PhotoRetryDialogProps {
  failure: PhotoFailure<unknown>
  /** What one record is called in sentences: 'news', 'event'. */
  recordName: string
  retrying: boolean
  onRetry(): void
  onContinue(): void
}

/**
 * A photo that did not arrive after its record saved (SPEC §1): send it again alone, or go on without it.
 * Retry is offered only when the record's entry_id is known.
 */
export function PhotoRetryDialog({
  failure,
  recordName,
  retrying,
  onRetry,
  onContinue,
}: PhotoRetryDialogProps) {
  return (
    <Modal
      title={ALERT_TITLES.error}
      text={(failure.label ? `${failure.label}: ` : '') + photoNotUploadedText(recordName, failure.message)}
    >
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onContinue} disabled={retrying}>
          {FORM_TEXT.continueWithoutPhoto}
        </button>
        {failure.entryId > 0 && (
          <button
            type="button"
            className="button button-primary"
            data-autofocus
            onClick={onRetry}
            disabled={retrying}
          >
            {retrying ? FORM_TEXT.saving : FORM_TEXT.retryPhoto}
          </button>
        )}
      </div>
    </Modal>
  )
}
