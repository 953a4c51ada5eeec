import { Modal } from './Modal'

export interface ConfirmDialogProps {
  /** SPEC's delete dialogs are titled 'Confirm' unless they say otherwise. */
  title?: string
  text: string
  /** Under the text: what is about to go (issue 23: "Delete the news 'Library hours extended'?"). */
  detail?: string
  onConfirm: () => void
  onCancel: () => void
  confirmLabel?: string
  cancelLabel?: string
}

/** Yes or Cancel. Cancel has the focus, so Enter on a delete confirmation deletes nothing. */
export function ConfirmDialog({
  title = 'Confirm',
  text,
  detail,
  onConfirm,
  onCancel,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <Modal title={title} text={text} onEscape={onCancel}>
      {detail && <p className="modal-text confirm-detail">{detail}</p>}
      <div className="modal-actions">
        <button type="button" className="button button-secondary" data-autofocus onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
