import { useCallback, useMemo, useState } from 'react'
import type { AccountRow, PasswordLink } from '../../../../shared/contract/accounts'
import type { CallResult } from '../../../../shared/contract/define'
import { ALERT_TITLES, errorAlert } from '../../../../shared/rules/alerts'
import { ACCOUNT_PATHS, ACCOUNT_TEXT as T } from '../../../../shared/rules/accounts'
import { fullName } from '../../../../shared/rules/login'
import { isoDay } from '../../../../shared/rules/names'
import { showDay } from '../../../../shared/rules/dates'
import { groupName } from '../../../../shared/rules/permission-groups'
import { useBridge } from '../../app/BridgeProvider'
import { AddButton } from '../../components/AddButton'
import { actionsColumn, editAction, textColumn } from '../../components/columns'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { DataTable, type Column } from '../../components/DataTable'
import { isNetworkFailure } from '../../components/failures'
import { ListShell } from '../../components/ListShell'
import { toastNetworkFailure } from '../../components/Toasts'
import { useAlert } from '../../components/useAlert'
import { useCarryRow } from '../../components/useCarryRow'
import { useLoad } from '../../components/useLoad'
import { useSession } from '../../state/session'
import { LinkDialog } from './LinkDialog'
import './accounts.css'
import { updateAddress } from '../../../../shared/rules/record-address'

/** The day they last signed in. */
const lastSignIn = (row: AccountRow) => (row.LastSignInAt ? showDay(isoDay(row.LastSignInAt)) : T.never)

const statusOf = (row: AccountRow) =>
  !row.Active ? T.inactive : row.passwordSet ? T.active : `${T.active}, ${T.passwordPending}`

/** What a row button asks before it acts. */
type Pending = { kind: keyof typeof ASKED; row: AccountRow }

/** Each asking action: its button and confirm label, and the question. */
const ASKED = {
  deactivate: { label: T.deactivate, ask: T.confirmDeactivate },
  reset: { label: T.resetPassword, ask: T.confirmReset },
  sendLink: { label: T.sendLink, ask: T.confirmSendLink },
} as const

/**
 * Accounts (`/accounts`): who can sign in. A Super Admin sees every account; a Faculty user the Department
 * editors of their own faculty (the server sends only those). Nobody deactivates themselves.
 */
export function AccountList() {
  const bridge = useBridge()
  const carry = useCarryRow()
  const me = useSession((state) => state.user?.StaffID)
  const list = useLoad(useCallback(() => bridge.api.accounts.list({}), [bridge]))
  const { showAlert, alertDialog } = useAlert()
  const [pending, setPending] = useState<Pending | null>(null)
  const [link, setLink] = useState<{ link: PasswordLink; name: string } | null>(null)
  const { retry } = list
  const add = { label: T.add, path: ACCOUNT_PATHS.add }

  const settle = useCallback(
    async <T,>(result: Promise<CallResult<T>>, done: (data: T) => void) => {
      const answer = await result
      if (answer.ok) return done(answer.data)
      if (isNetworkFailure(answer)) toastNetworkFailure()
      else showAlert(errorAlert(answer.message))
    },
    [showAlert],
  )

  const reactivate = useCallback(
    (row: AccountRow) =>
      void settle(bridge.api.accounts.reactivate({ StaffID: row.StaffID }), () => {
        retry()
        showAlert({ title: ALERT_TITLES.success, text: T.reactivated })
      }),
    [bridge, retry, settle, showAlert],
  )

  async function confirm(action: Pending) {
    setPending(null)
    const { row } = action
    if (action.kind === 'deactivate')
      return settle(bridge.api.accounts.deactivate({ StaffID: row.StaffID }), () => {
        retry()
        showAlert({ title: ALERT_TITLES.success, text: T.deactivated })
      })
    const issue = action.kind === 'reset' ? bridge.api.accounts.resetPassword : bridge.api.accounts.sendLink
    return settle(issue({ StaffID: row.StaffID }), (data) => {
      // A reset changed the row: no password now.
      if (action.kind === 'reset') retry()
      setLink({ link: data.link, name: fullName(row) })
    })
  }

  const columns = useMemo<Column<AccountRow>[]>(
    () => [
      {
        // The designation under the name, the faculty under the group: the row's actions stay in view.
        field: 'Surname',
        header: T.name,
        grow: 2,
        render: (row) => (
          <>
            {fullName(row)}
            {row.designation && <span className="account-cell-note">{row.designation}</span>}
          </>
        ),
        exportValue: (row) => [fullName(row), row.designation].filter(Boolean).join(', '),
        sortable: true,
      },
      {
        // The e-mail address under the username.
        field: 'username',
        header: T.username,
        grow: 1,
        render: (row) => (
          <>
            {row.username}
            {row.Email && <span className="account-cell-note">{row.Email}</span>}
          </>
        ),
        exportValue: (row) => [row.username, row.Email].filter(Boolean).join(', '),
        sortable: true,
      },
      {
        field: 'IsAdmin',
        header: T.group,
        grow: 1,
        render: (row) => (
          <>
            {groupName(row.IsAdmin)}
            {row.FacultyName && <span className="account-cell-note">{row.FacultyName}</span>}
          </>
        ),
        exportValue: (row) => [groupName(row.IsAdmin), row.FacultyName].filter(Boolean).join(', '),
        sortable: true,
      },
      textColumn('Active', T.status, statusOf, false),
      textColumn('LastSignInAt', T.lastSignIn, lastSignIn, false),
      // No one deactivates their own account; a deactivated account gets no link. Reset ends a password,
      // so an account without one (waiting for its first) is only sent a new link.
      actionsColumn<AccountRow>(fullName, [
        editAction(carry('accounts', (row: AccountRow) => updateAddress(ACCOUNT_PATHS.update, row.StaffID))),
        {
          label: T.deactivate,
          tone: 'danger',
          onClick: (row) => setPending({ kind: 'deactivate', row }),
          shown: (row) => row.StaffID !== me && row.Active,
        },
        { label: T.reactivate, onClick: reactivate, shown: (row) => row.StaffID !== me && !row.Active },
        {
          label: T.resetPassword,
          tone: 'danger',
          onClick: (row) => setPending({ kind: 'reset', row }),
          shown: (row) => row.Active && row.passwordSet,
        },
        {
          label: T.sendLink,
          onClick: (row) => setPending({ kind: 'sendLink', row }),
          shown: (row) => row.Active,
        },
      ]),
    ],
    [me, carry, reactivate],
  )

  return (
    <ListShell title={T.list} trail={[T.area]}>
      <DataTable
        list={list}
        what={T.what}
        columns={columns}
        idField="StaffID"
        searchPlaceholder={T.search}
        exportName="accounts.csv"
        empty={{ things: T.things, add }}
        actions={<AddButton add={add} />}
      />
      {pending && (
        <ConfirmDialog
          title={ASKED[pending.kind].label}
          text={ASKED[pending.kind].ask(fullName(pending.row))}
          confirmLabel={ASKED[pending.kind].label}
          onConfirm={() => void confirm(pending)}
          onCancel={() => setPending(null)}
        />
      )}
      {link && <LinkDialog link={link.link} name={link.name} onDone={() => setLink(null)} />}
      {alertDialog}
    </ListShell>
  )
}
