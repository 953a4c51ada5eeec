import type { PasswordLink } from '../../../../shared/contract/accounts'
import { ACCOUNT_TEXT as T, passwordLinkUrl } from '../../../../shared/rules/accounts'
import { CopyOnceDialog } from '../../components/CopyOnceDialog'

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
  const words = { title: T.linkTitle, text: T.linkIntro(name), copy: T.copy, copied: T.copied, done: T.done }
  return (
    <CopyOnceDialog value={linkAddress(link)} words={words} onDone={onDone}>
      {link.purpose === 'reset' && <p className="modal-text">{T.resetDone(name)}</p>}
    </CopyOnceDialog>
  )
}
