import { ACCOUNT_TEXT } from '../../../../shared/rules/accounts'
import { AccountForm, NEW_ACCOUNT } from './AccountForm'

/** Add Account (`/accounts/add`): the new account gets a set-password link, never a password. */
export function AddAccount() {
  return <AccountForm title={ACCOUNT_TEXT.add} draftKey="accounts.add" initial={NEW_ACCOUNT} />
}
