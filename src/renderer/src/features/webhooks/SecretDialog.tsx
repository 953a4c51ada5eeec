import { useId, useState } from 'react'
import { WEBHOOK_TEXT as T } from '../../../../shared/rules/webhooks'
import { Modal } from '../../components/Modal'

/** The new endpoint's signing secret, the one time it is shown: the server never answers it again. */
export function SecretDialog({ secret, onDone }: { secret: string; onDone(): void }) {
  const fieldId = useId()
  const [copied, setCopied] = useState(false)
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  return (
    <Modal title={T.secretTitle} text={T.secretIntro}>
      <div className="field">
        <label htmlFor={fieldId}>{T.secretTitle}</label>
        <input
          id={fieldId}
          className="input"
          readOnly
          value={secret}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <p role="status" className="field-hint">
        {copied ? T.copied : ''}
      </p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" data-autofocus onClick={() => void copy()}>
          {T.copy}
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          {T.close}
        </button>
      </div>
    </Modal>
  )
}
