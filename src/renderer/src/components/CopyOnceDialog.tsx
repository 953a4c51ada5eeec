import { useId, useState, type ReactNode } from 'react'
import { Modal } from './Modal'

export interface CopyOnceWords {
  title: string
  text: string
  copy: string
  copied: string
  done: string
}

/**
 * A value the server answers only this once (a set-password link, a webhook's signing secret): shown read-only,
 * selected on focus, with Copy and a spoken "copied".
 */
export function CopyOnceDialog({
  value,
  words,
  onDone,
  children,
}: {
  value: string
  words: CopyOnceWords
  onDone(): void
  /** Said above the value (what a reset ended). */
  children?: ReactNode
}) {
  const fieldId = useId()
  const [copied, setCopied] = useState(false)
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  return (
    <Modal title={words.title} text={words.text}>
      {children}
      <div className="field">
        <label htmlFor={fieldId}>{words.title}</label>
        <input
          id={fieldId}
          className="input"
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <p role="status" className="field-hint">
        {copied ? words.copied : ''}
      </p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" data-autofocus onClick={() => void copy()}>
          {words.copy}
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          {words.done}
        </button>
      </div>
    </Modal>
  )
}
