import { useMemo } from 'react'
import type { AlumniFeedbackRow } from '../../../../shared/contract/alumni'
import {
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
import { AddButton } from '../../components/AddButton'
import { imageColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useReviewBadges, WithReviewBadge } from '../../components/review/useReviewBadges'
import { useRecordList } from '../../components/useRecordList'

/** SPEC §2.10 Alumni Feedback List (`/alumni/feedback/list`). */
export function AlumniFeedbackList() {
  const bridge = useBridge()
  const { list, actions, dialogs } = useRecordList(
    {
      list: bridge.api.alumni.feedbackList,
      // The feedback's image goes with it.
      removeRow: (row) =>
        bridge.api.alumni.feedbackDelete({
          ImagePath: deleteImageSegment(row.ImagePath),
          EntryID: row.EntryID,
        }),
    },
    {
      what: ALUMNI_RECORD_NAME,
      nameOf: (row) => row.Title,
      deleted: ALUMNI_FEEDBACK_DELETED,
      failed: ALUMNI_FEEDBACK_DELETE_FAILED,
      edit: { area: 'alumniFeedback', path: ALUMNI_PATHS.feedbackUpdate },
      view: { kind: ALUMNI_FEEDBACK_PUBLIC_KIND, slugOf: (row) => row.Title },
    },
  )
  // SPEC §2.10: the list's Add leads to the alumni list, where a student is picked first.
  const add = { label: T.add, path: ALUMNI_PATHS.list }
  // Issue 48: a feedback waiting for review, or sent back, says so under its title.
  const reviews = useReviewBadges('alumni_feedback')

  const columns = useMemo<Column<AlumniFeedbackRow>[]>(
    () => [
      { field: 'StudentID', header: T.studentIdColumn },
      { field: 'StudentName', header: T.studentName, grow: 1 },
      {
        field: 'Title',
        header: T.title,
        grow: 3,
        render: (row) => <WithReviewBadge text={reviews.text(row.EntryID)}>{row.Title}</WithReviewBadge>,
        exportValue: (row) => row.Title,
      },
      imageColumn<AlumniFeedbackRow>(
        T.images,
        (path) => bridge.media.url(ALUMNI_IMAGE.folder, path),
        (row) => row.Title,
      ),
      actions,
    ],
    [bridge, actions, reviews],
  )

  return (
    <ListShell title={T.feedbackList} trail={[T.area]}>
      <DataTable
        list={list}
        what={T.whatFeedback}
        columns={columns}
        searchPlaceholder={T.searchFeedback}
        exportName={T.exportName}
        actions={<AddButton add={add} />}
        empty={{ things: T.things.feedback, add }}
      />
      {dialogs}
    </ListShell>
  )
}
