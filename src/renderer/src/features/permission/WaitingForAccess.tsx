import { useCallback, useMemo, useState } from 'react'
import type { WaitingRow } from '../../../../shared/contract/sso'
import { alertForAnswer, errorAlert, type AlertSpec } from '../../../../shared/rules/alerts'
import { PERMISSION_TEXT, permissionAddAnswers } from '../../../../shared/rules/permission-groups'
import { GROUPS, type Level } from '../../../../shared/rules/permissions'
import { SSO_TEXT as T } from '../../../../shared/rules/sso'
import { useBridge } from '../../app/BridgeProvider'
import { AlertDialog } from '../../components/AlertDialog'
import { formatWhen } from '../../components/format'
import { DataTable, type Column } from '../../components/DataTable'
import { isNetworkFailure } from '../../components/failures'
import { ListShell } from '../../components/ListShell'
import { toastNetworkFailure } from '../../components/Toasts'
import { useLoad } from '../../components/useLoad'
import './waiting.css'

/**
 * People the identity provider let in whose groups give no level (Super Admin): each can be granted a
 * group here, through the same call as the permission screens. They then sign in again.
 */
export function WaitingForAccess() {
  const bridge = useBridge()
  const list = useLoad(useCallback(() => bridge.api.accessRequests.waiting({}), [bridge]))
  const [alert, setAlert] = useState<AlertSpec | null>(null)
  const { retry } = list

  const grant = useCallback(
    async (row: WaitingRow, permission: Level) => {
      const result = await bridge.api.permission.add({ permission, StaffID: row.StaffID })
      if (result.ok) return setAlert(alertForAnswer(permissionAddAnswers, result.data.message))
      if (isNetworkFailure(result)) return toastNetworkFailure()
      if (result.reason !== 'unauthorized')
        setAlert(errorAlert(`${permissionAddAnswers.other.text} ${result.message}`))
    },
    [bridge],
  )

  const columns = useMemo<Column<WaitingRow>[]>(
    () => [
      { field: 'staff_name', header: T.waitingName, grow: 2, sortable: true },
      {
        field: 'Email',
        header: T.waitingEmail,
        grow: 2,
        render: (row) => row.Email ?? '',
        exportValue: (row) => row.Email ?? '',
      },
      {
        field: 'AccessRequestedAt',
        header: T.waitingSince,
        sortable: true,
        render: (row) => formatWhen(row.AccessRequestedAt),
        exportValue: (row) => row.AccessRequestedAt,
      },
      { id: 'grant', header: T.waitingGroup, render: (row) => <GrantControl row={row} onGrant={grant} /> },
    ],
    [grant],
  )

  return (
    <>
      <ListShell title={T.waitingListTitle} trail={[PERMISSION_TEXT.area]}>
        <DataTable
          list={list}
          what={T.waitingListWhat}
          columns={columns}
          idField="StaffID"
          searchPlaceholder={T.waitingListSearch}
          empty={{ things: T.waitingThings }}
        />
      </ListShell>
      {alert && (
        <AlertDialog
          title={alert.title}
          text={alert.text}
          onOk={() => {
            setAlert(null)
            retry()
          }}
        />
      )}
    </>
  )
}

function GrantControl({
  row,
  onGrant,
}: {
  row: WaitingRow
  onGrant: (row: WaitingRow, level: Level) => Promise<void>
}) {
  const [level, setLevel] = useState<Level>(GROUPS[GROUPS.length - 1].GroupID)
  const [busy, setBusy] = useState(false)
  return (
    <span className="waiting-grant">
      <select
        aria-label={`${T.waitingGroup}: ${row.staff_name}`}
        value={level}
        onChange={(event) => setLevel(Number(event.target.value) as Level)}
      >
        {GROUPS.map((group) => (
          <option key={group.GroupID} value={group.GroupID}>
            {group.GroupName}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={busy}
        onClick={async () => {
          if (busy) return
          setBusy(true)
          await onGrant(row, level)
          setBusy(false)
        }}
      >
        {T.grant}
      </button>
    </span>
  )
}
