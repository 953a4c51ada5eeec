import { AccountRow } from '../../../../shared/contract/accounts'
import { ACCOUNT_PATHS, ACCOUNT_TEXT } from '../../../../shared/rules/accounts'
import { useRecordToEdit, type RecordSource } from '../../components/useRecordToEdit'
import { AccountForm } from './AccountForm'

/** Where the update screen finds its account (issue 23: by the address's `?id=` too). */
const RECORD: RecordSource<AccountRow> = {
  area: 'accounts',
  schema: AccountRow,
  what: 'account',
  idOf: (row) => row.StaffID,
  get: (bridge, id) => bridge.api.accounts.get({ StaffID: id }),
}

/** Update Account (`/accounts/update`), prefilled from the row whose Edit led here. */
export function UpdateAccount() {
  const { row, screen } = useRecordToEdit(RECORD, { path: ACCOUNT_PATHS.list, label: ACCOUNT_TEXT.list })
  if (!row) return screen
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
