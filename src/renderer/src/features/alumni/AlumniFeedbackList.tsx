import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { AlumniFeedbackRow } from '../../../../shared/contract/alumni'
import {
  ALUMNI_CONFIRM_DELETE,
  ALUMNI_RECORD_NAME,
  ALUMNI_FEEDBACK_DELETE_FAILED,
  ALUMNI_FEEDBACK_DELETED,
  ALUMNI_FEEDBACK_PUBLIC_KIND,
  ALUMNI_IMAGE,
  ALUMNI_PATHS,
  ALUMNI_TEXT as T,
  deleteImageSegment,
} from '../../../../shared/rules/alumni'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn, deleteAction, editAction, imageColumn, viewAction } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useDeleteRow } from '../../components/useDeleteRow'
import { useLoad } from '../../components/useLoad'
import { useOpenPublicPage } from '../../components/usePublicPage'
import { useSelectedRow } from '../../state/selected-row'
import { updateAddress } from '../../../../shared/rules/record-address'

/** SPEC §2.10 Alumni Feedback List (`/alumni/feedback/list`). */
export function AlumniFeedbackList() {
  const bridge = useBridge()
  const navigate = useNavigate()
  const select = useSelectedRow((state) => state.select)
  const openPublicPage = useOpenPublicPage()
  const list = useLoad(useCallback(() => bridge.api.alumni.feedbackList({}), [bridge]))
  const deletion = useDeleteRow<AlumniFeedbackRow>({
    confirm: ALUMNI_CONFIRM_DELETE,
    what: ALUMNI_RECORD_NAME,
    nameOf: (row) => row.Title,
    remove: (row) =>
      bridge.api.alumni.feedbackDelete({
        ImagePath: deleteImageSegment(row.ImagePath),
        EntryID: row.EntryID,
      }),
    deleted: ALUMNI_FEEDBACK_DELETED,
    failed: ALUMNI_FEEDBACK_DELETE_FAILED,
    onDeleted: list.retry,
  })
  const ask = deletion.ask

  const columns = useMemo<Column<AlumniFeedbackRow>[]>(
    () => [
      { field: 'StudentID', header: T.studentIdColumn },
      { field: 'StudentName', header: T.studentName, grow: 1 },
      { field: 'Title', header: T.title, grow: 3 },
      imageColumn<AlumniFeedbackRow>(
        T.images,
        (path) => bridge.media.url(ALUMNI_IMAGE.folder, path),
        (row) => row.Title,
      ),
      actionsColumn<AlumniFeedbackRow>(
        (row) => row.Title,
        [
          viewAction((row) => void openPublicPage(ALUMNI_FEEDBACK_PUBLIC_KIND, row.Title)),
          editAction((row) => {
            select('alumniFeedback', row)
            navigate(updateAddress(ALUMNI_PATHS.feedbackUpdate, row.EntryID))
          }),
          deleteAction(ask),
        ],
      ),
    ],
    [bridge, navigate, select, openPublicPage, ask],
  )

  return (
    <ListShell title={T.feedbackList} trail={[T.area]}>
      <DataTable
        list={list}
        what={T.whatFeedback}
        columns={columns}
        searchPlaceholder={T.searchFeedback}
        exportName={T.exportName}
        actions={
          <button type="button" className="button button-primary" onClick={() => navigate(ALUMNI_PATHS.list)}>
            {T.add}
          </button>
        }
        empty={{
          things: T.things.feedback,
          add: { label: T.add, path: ALUMNI_PATHS.list },
        }}
      />
      {deletion.dialogs}
    </ListShell>
  )
}
