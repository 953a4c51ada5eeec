import { useMemo } from 'react'
import {
  GROUP_DOES,
  PERMISSION_PATHS,
  PERMISSION_TEXT as T,
  type Group,
} from '../../../../shared/rules/permission-groups'
import { GROUPS } from '../../../../shared/rules/permissions'
import { actionsColumn, textColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useCarryRow } from '../../components/useCarryRow'
import { useLoad } from '../../components/useLoad'
import { GROUP_AREA } from './useChosenGroup'
import { WaitingLink } from './WaitingLink'

const fixedGroups = async () => ({ ok: true as const, data: [...GROUPS] })

/** SPEC §2.12 `/permission`: the fixed groups, each with a button to add permission and one to its members. */
export function PermissionGroupList() {
  const carry = useCarryRow()
  const list = useLoad(fixedGroups)

  const columns = useMemo<Column<Group>[]>(() => {
    const open = (path: string) => carry<Group>(GROUP_AREA, path)
    return [
      { field: 'GroupName', header: T.groupName, grow: 1, sortable: true },
      { ...textColumn<Group>('GroupID', T.groupDoes, (group) => GROUP_DOES[group.GroupID], false), grow: 3 },
      actionsColumn<Group>(
        (group) => group.GroupName,
        [
          { label: T.addPermission, onClick: open(PERMISSION_PATHS.add) },
          { label: T.members, onClick: open(PERMISSION_PATHS.members) },
        ],
      ),
    ]
  }, [carry])

  return (
    <ListShell title={T.groups} trail={[T.area]}>
      <WaitingLink />
      <DataTable
        list={list}
        what={T.whatGroups}
        columns={columns}
        idField="GroupID"
        searchPlaceholder={T.searchGroup}
        empty={{ things: T.things.groups }}
      />
    </ListShell>
  )
}
