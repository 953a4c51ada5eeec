import { useCallback, useMemo } from 'react'
import type { AlumniStudentRow } from '../../../../shared/contract/alumni'
import { ALUMNI_PATHS, ALUMNI_TEXT as T } from '../../../../shared/rules/alumni'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useCarryRow } from '../../components/useCarryRow'
import { useLoad } from '../../components/useLoad'

/**
 * SPEC §2.10 Alumni List (`/alumni/list`, also `/alumni/viewalumni`): the alumni students, each with
 * 'Add Feedback' to the feedback form, the student carried over. No export.
 */
export function AlumniList() {
  const bridge = useBridge()
  const carry = useCarryRow()
  const list = useLoad(useCallback(() => bridge.api.alumni.studentList({}), [bridge]))

  const columns = useMemo<Column<AlumniStudentRow>[]>(
    () => [
      { field: 'StudentID', header: T.studentIdColumn },
      { field: 'StudentName', header: T.studentName, grow: 1 },
      { field: 'Gender', header: T.gender },
      { field: 'CourseName', header: T.courseName, grow: 1 },
      actionsColumn<AlumniStudentRow>(
        (row) => row.StudentName,
        [{ label: T.addFeedback, onClick: carry('alumniStudent', ALUMNI_PATHS.feedbackAdd) }],
      ),
    ],
    [carry],
  )

  return (
    <ListShell title={T.list} trail={[T.area]}>
      <DataTable
        list={list}
        what={T.what}
        columns={columns}
        idField="StudentID"
        searchPlaceholder={T.search}
        empty={{ things: T.things.students, hint: T.studentsEmptyHint }}
      />
    </ListShell>
  )
}
