import { useCallback, useMemo } from 'react'
import type { ActiveStaffRow } from '../../../../shared/contract/staff'
import {
  LEADERSHIP_PATHS,
  LEADERSHIP_TEXT as T,
  type EnrolCategory,
} from '../../../../shared/rules/leadership'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useCarryRow } from '../../components/useCarryRow'
import { useLoad } from '../../components/useLoad'

const LISTS: Record<EnrolCategory, { title: string; enrolPath: string; exportName: string }> = {
  Senate: { title: T.senateList, enrolPath: LEADERSHIP_PATHS.enrolSenate, exportName: T.senateExportName },
  Management: {
    title: T.managementList,
    enrolPath: LEADERSHIP_PATHS.enrolManagement,
    exportName: T.managementExportName,
  },
}

/** SPEC §2.6 Senate List and Management List: the active staff, each with an Enrol button. */
export function StaffEnrolList({ category }: { category: EnrolCategory }) {
  const bridge = useBridge()
  const carry = useCarryRow()
  const list = useLoad(
    useCallback(() => bridge.api.staff.activeList({}), [bridge]),
    'staff.activeList',
  )
  const screen = LISTS[category]

  const columns = useMemo<Column<ActiveStaffRow>[]>(
    () => [
      { field: 'staff_name', header: T.fullName, grow: 2 },
      { field: 'designation', header: T.designation, grow: 1 },
      actionsColumn<ActiveStaffRow>(
        (row) => row.staff_name,
        [{ label: T.enrol, onClick: carry('staff', screen.enrolPath) }],
      ),
    ],
    [carry, screen.enrolPath],
  )

  return (
    <ListShell title={screen.title} trail={[T.area]}>
      <DataTable
        list={list}
        what={T.whatStaff}
        columns={columns}
        idField="StaffID"
        searchPlaceholder={T.search}
        exportName={screen.exportName}
        empty={{ things: T.things.staff, hint: T.staffEmptyHint }}
      />
    </ListShell>
  )
}
