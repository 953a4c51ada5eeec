import type { ReactNode } from 'react'
import { Modal } from './Modal'

export interface AlertDialogProps {
  title: string
  text: string
  /** After OK (or Escape): close the dialog and, where SPEC says so, go to a list. */
  onOk: () => void
  /** A way forward offered beside OK (Shrink to fit for a photo over its limit). */
  action?: { label: string; onClick: () => void }
  /** More the alert offers above its buttons (Preview on site, once an add saved a Draft). */
  children?: ReactNode
}

/** SPEC's alert: a title, a text, one OK button (and, where there is one, a way forward). */
export function AlertDialog({ title, text, onOk, action, children }: AlertDialogProps) {
  return (
    <Modal title={title} text={text} onEscape={onOk}>
      {children}
      <div className="modal-actions">
        {action && (
          <button type="button" className="button button-secondary" onClick={action.onClick}>
            {action.label}
          </button>
        )}
        <button type="button" className="button button-primary" data-autofocus onClick={onOk}>
          OK
        </button>
      </div>
    </Modal>
  )
}
