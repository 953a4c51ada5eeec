import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react'
import type { PermissionStaffRow } from '../../../../shared/contract/permission'
import {
  groupName,
  PERMISSION_PATHS,
  PERMISSION_TEXT as T,
  type Group,
} from '../../../../shared/rules/permission-groups'
import { ACCESS, isFacultyBound } from '../../../../shared/rules/permissions'
import { useBridge } from '../../app/BridgeProvider'
import { textColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { NothingSelected } from '../../components/notices'
import { useLoad, type LoadState } from '../../components/useLoad'
import { useSession } from '../../state/session'
import { ChooseFacultyDialog } from './ChooseFacultyDialog'
import { useChosenGroup } from './useChosenGroup'
import { usePermissionToggle } from './usePermissionToggle'

/**
 * A staff row as shown: its level after any change made on this screen, and its box's state (`box`: the level
 * and the version; the grid draws a cell again only when its field's value changes, and the box must follow
 * both, the version being what its next change sends).
 */
type ShownRow = PermissionStaffRow & { box: string }

/**
 * The staff of the permission screens with a checkbox each for the chosen group (SPEC §2.12). Only a
 * Super Admin changes groups (docs/permissions.md); a Faculty user sees the boxes disabled, and nobody
 * may tick their own.
 */
export function StaffPermissionList({
  title,
  membersOnly,
  footer,
}: {
  title: (group: Group) => string
  membersOnly: boolean
  footer?: (group: Group) => ReactNode
}) {
  const bridge = useBridge()
  const group = useChosenGroup()
  const user = useSession((state) => state.user)
  const mayGrant =
    user !== null && (ACCESS.permissionGrant.general as readonly number[]).includes(user.IsAdmin)
  const list = useLoad(useCallback(() => bridge.api.permission.list({}), [bridge]))
  // The changes below the members list reload with it.
  const [reloads, setReloads] = useState(0)
  const { retry } = list
  const reload = useCallback(() => {
    retry()
    setReloads((n) => n + 1)
  }, [retry])
  const { toggle, level, busy, dialog } = usePermissionToggle(group, reload)
  /** The row whose group needs a faculty they do not have: its dialog asks for one (issue 47). */
  const [needsFacultyOf, setNeedsFacultyOf] = useState<PermissionStaffRow | null>(null)
  const tick = useCallback(
    (row: PermissionStaffRow, grant: boolean) => {
      if (grant && group && isFacultyBound(group.GroupID) && !row.FacultyCode) setNeedsFacultyOf(row)
      else void toggle(row, grant)
    },
    [group, toggle],
  )

  const rows = useMemo<LoadState<ShownRow[]> & { retry(): void }>(() => {
    if (list.status !== 'ready') return list
    // No group chosen: the screen says so instead of the list.
    if (!group) return { ...list, data: [] }
    const members = membersOnly ? list.data.filter((row) => row.IsAdmin === group.GroupID) : list.data
    return {
      ...list,
      data: members.map((row) => ({ ...row, IsAdmin: level(row), box: `${level(row)}@${row.version}` })),
    }
  }, [list, group, membersOnly, level])

  const columns = useMemo<Column<ShownRow>[]>(
    () => [
      { field: 'staff_name', header: T.staffName, grow: 2 },
      { field: 'designation', header: T.designation, grow: 1 },
      ...(membersOnly
        ? []
        : [textColumn<ShownRow>('StaffID', T.currentGroup, (row) => groupName(row.IsAdmin), false)]),
      {
        // The level and version are the field, so the box follows the row's data when it changes.
        field: 'box',
        header: T.permission,
        render: (row) => (
          <input
            type="checkbox"
            aria-label={group ? T.boxLabel(group.GroupName, row.staff_name) : row.staff_name}
            checked={row.IsAdmin === group?.GroupID}
            disabled={!mayGrant || busy(row) || row.StaffID === user?.StaffID}
            onChange={(event) => tick(row, event.target.checked)}
          />
        ),
      },
    ],
    [group, mayGrant, membersOnly, busy, tick, user?.StaffID],
  )

  if (!group) return <NothingSelected listPath={PERMISSION_PATHS.groups} listLabel={T.goToGroups} />
  return (
    <>
      <ListShell title={title(group)} trail={[T.area]} context={mayGrant ? undefined : T.readOnly}>
        <DataTable
          list={rows}
          what={T.whatStaff}
          columns={columns}
          idField="StaffID"
          searchPlaceholder={T.searchStaff}
          empty={{ things: T.things.staff, hint: T.staffEmptyHint }}
        />
      </ListShell>
      <Fragment key={reloads}>{footer?.(group)}</Fragment>
      {dialog}
      {needsFacultyOf && (
        <ChooseFacultyDialog
          staffName={needsFacultyOf.staff_name}
          groupName={group.GroupName}
          onCancel={() => setNeedsFacultyOf(null)}
          onChoose={(facultyCode) => {
            setNeedsFacultyOf(null)
            void toggle(needsFacultyOf, true, facultyCode)
          }}
        />
      )}
    </>
  )
}
