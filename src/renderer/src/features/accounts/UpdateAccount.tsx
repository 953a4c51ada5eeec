import { AccountRow } from '../../../../shared/contract/accounts'
import { ACCOUNT_PATHS, ACCOUNT_TEXT, type AccountValues } from '../../../../shared/rules/accounts'
import { openedForm } from '../../components/opened-record'
import { useRecordToEdit, type RecordSource } from '../../components/useRecordToEdit'
import { AccountForm } from './AccountForm'

/** Where the update screen finds its account (issue 23: by the address's `?id=` too). */
const RECORD: RecordSource<AccountRow> = {
  area: 'accounts',
  schema: AccountRow,
  what: 'account',
  idOf: (row) => row.StaffID,
  get: (bridge, id) => bridge.api.accounts.get({ StaffID: id }),
  // An account is named by its StaffID: the opened record's calls take it as the id.
  calls: ({ api }) => ({
    history: ({ EntryID }) => api.accounts.history({ StaffID: EntryID }),
    version: ({ EntryID, version }) => api.accounts.version({ StaffID: EntryID, version }),
    lease: ({ EntryID, ...lease }) => api.accounts.lease({ StaffID: EntryID, ...lease }),
    restore: ({ EntryID, ...restore }) => api.accounts.restore({ StaffID: EntryID, ...restore }),
  }),
}

const accountValuesOf = (row: AccountRow): AccountValues => ({
  StaffID: String(row.StaffID),
  FirstName: row.FirstName,
  MiddleName: row.MiddleName,
  Surname: row.Surname,
  username: row.username,
  Email: row.Email ?? '',
  designation: row.designation,
  IsAdmin: String(row.IsAdmin),
  FacultyCode: row.FacultyCode ?? '',
})

/** Update Account (`/accounts/update`), prefilled from the row whose Edit led here. */
export function UpdateAccount() {
  const record = useRecordToEdit(RECORD, { path: ACCOUNT_PATHS.list, label: ACCOUNT_TEXT.list })
  if (!record.row) return record.screen
  const draftKey = `accounts.update.${record.row.StaffID}`
  const opened = openedForm(record.opened, accountValuesOf)
  return (
    <AccountForm
      key={`${draftKey}@${opened.version ?? ''}`}
      title={ACCOUNT_TEXT.update}
      draftKey={draftKey}
      StaffID={record.row.StaffID}
      initial={accountValuesOf(record.row)}
      opened={opened}
    />
  )
}
