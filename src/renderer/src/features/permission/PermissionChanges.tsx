import { useCallback, useMemo } from 'react'
import type { PermissionChangeRow } from '../../../../shared/contract/permission'
import { groupName, PERMISSION_TEXT as T, type Group } from '../../../../shared/rules/permission-groups'
import { ACCESS } from '../../../../shared/rules/permissions'
import { useBridge } from '../../app/BridgeProvider'
import { textColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { useLoad } from '../../components/useLoad'
import { useSession } from '../../state/session'
import './permission.css'

const when = (at: string) => at.replace('T', ' ').slice(0, 19)
const level = (field: 'from_level' | 'to_level', header: string) =>
  textColumn<PermissionChangeRow>(field, header, (row) => groupName(row[field]), false)

/** Ours: who granted or revoked this group to whom, and when; shown to a Super Admin only. */
export function PermissionChanges({ group }: { group: Group }) {
  const userLevel = useSession((state) => state.user?.IsAdmin)
  if (userLevel === undefined || !(ACCESS.permissionGrant.general as readonly number[]).includes(userLevel))
    return null
  return <ChangesTable group={group} />
}

function ChangesTable({ group }: { group: Group }) {
  const bridge = useBridge()
  const load = useCallback(async () => {
    const result = await bridge.api.permission.changes({})
    if (!result.ok) return result
    const ofGroup = (row: PermissionChangeRow) =>
      row.from_level === group.GroupID || row.to_level === group.GroupID
    return { ...result, data: result.data.filter(ofGroup) }
  }, [bridge, group])
  const list = useLoad(load)
  const columns = useMemo<Column<PermissionChangeRow>[]>(
    () => [
      {
        field: 'at',
        header: T.when,
        render: (row) => when(row.at),
        exportValue: (row) => row.at,
        sortable: true,
      },
      { field: 'by_name', header: T.by, grow: 1 },
      { field: 'staff_name', header: T.whom, grow: 1 },
      level('from_level', T.from),
      level('to_level', T.to),
    ],
    [],
  )
  return (
    <section className="card list-shell permission-changes" aria-label={T.changes}>
      <h2 className="form-shell__card-title">{T.changes}</h2>
      <DataTable
        list={list}
        what={T.whatChanges}
        columns={columns}
        idField="id"
        searchPlaceholder={T.searchChanges}
        empty={{ things: T.things.changes }}
      />
    </section>
  )
}
