import { useId, useState } from 'react'
import type { PasswordLink } from '../../../../shared/contract/accounts'
import { ACCOUNT_TEXT as T, passwordLinkUrl } from '../../../../shared/rules/accounts'
import { Modal } from '../../components/Modal'

/**
 * The link the server builds from CONSOLE_PUBLIC_URL, else this console's own address with the code:
 * what the person opens (a desktop user elsewhere pastes it on their login screen).
 */
export function linkAddress(link: PasswordLink): string {
  return link.url ?? passwordLinkUrl(window.location.href, link.token)
}

/**
 * A set-password link, shown once after adding an account, resetting its password or sending a new link,
 * with Copy; after a reset it says what the reset ended.
 */
export function LinkDialog({ link, name, onDone }: { link: PasswordLink; name: string; onDone(): void }) {
  const address = linkAddress(link)
  const fieldId = useId()
  const [copied, setCopied] = useState(false)
  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  return (
    <Modal title={T.linkTitle} text={T.linkIntro(name)}>
      {link.purpose === 'reset' && <p className="modal-text">{T.resetDone(name)}</p>}
      <div className="field">
        <label htmlFor={fieldId}>{T.linkTitle}</label>
        <input
          id={fieldId}
          className="input"
          readOnly
          value={address}
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
          {T.done}
        </button>
      </div>
    </Modal>
  )
}
