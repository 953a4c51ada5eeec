import { Modal } from './Modal'

export interface AlertDialogProps {
  title: string
  text: string
  /** After OK (or Escape): close the dialog and, where SPEC says so, go to a list. */
  onOk: () => void
}

/** SPEC's alert: a title, a text, one OK button. */
export function AlertDialog({ title, text, onOk }: AlertDialogProps) {
  return (
    <Modal title={title} text={text} onEscape={onOk}>
      <div className="modal-actions">
        <button type="button" className="button button-primary" data-autofocus onClick={onOk}>
          OK
        </button>
      </div>
    </Modal>
  )
}
