import { AccountRow } from '../../../../shared/contract/accounts'
import { ACCOUNT_PATHS, ACCOUNT_TEXT } from '../../../../shared/rules/accounts'
import { NothingSelected } from '../../components/notices'
import { useSelectedRowOf } from '../../state/selected-row'
import { AccountForm } from './AccountForm'

/** Update Account (`/accounts/update`), prefilled from the row whose Edit led here. */
export function UpdateAccount() {
  const row = useSelectedRowOf('accounts', AccountRow)
  if (!row) return <NothingSelected listPath={ACCOUNT_PATHS.list} listLabel={ACCOUNT_TEXT.list} />
  const draftKey = `accounts.update.${row.StaffID}`
  return (
    <AccountForm
      key={draftKey}
      title={ACCOUNT_TEXT.update}
      draftKey={draftKey}
      StaffID={row.StaffID}
      initial={{
        StaffID: String(row.StaffID),
        FirstName: row.FirstName,
        MiddleName: row.MiddleName,
        Surname: row.Surname,
        username: row.username,
        Email: row.Email ?? '',
        designation: row.designation,
        IsAdmin: String(row.IsAdmin),
        FacultyCode: row.FacultyCode ?? '',
      }}
    />
  )
}
