import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { EventRow } from '../../../../shared/contract/event'
import {
  EVENT_IMAGE,
  EVENT_PATHS,
  EVENT_PUBLIC_KIND,
  EVENT_TEXT,
  eventStatusLabel,
  EVENT_RECORD_NAME,
} from '../../../../shared/rules/event'
import { isoDay, type ScreenPaths } from '../../../../shared/rules/names'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn, deleteAction, editAction, imageColumn, viewAction } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { useDeleteRow } from '../../components/useDeleteRow'
import { ListShell } from '../../components/ListShell'
import { FacultyRequired } from '../../components/notices'
import { useLoad } from '../../components/useLoad'
import { useOpenPublicPage } from '../../components/usePublicPage'
import { useContentMode } from '../../state/content-mode'
import { useSelectedRow } from '../../state/selected-row'
import { updateAddress } from '../../../../shared/rules/record-address'

/** SPEC §2.8 Event List, general (`/event/general/list`) or one faculty's (`/faculty/event/list`). */
export function EventList() {
  const mode = useContentMode(EVENT_PATHS)
  if (mode.facultyCode === null) return <FacultyRequired />
  return (
    <ListShell
      title={EVENT_TEXT.list}
      trail={[EVENT_TEXT.area]}
      context={mode.facultyName ?? mode.facultyCode}
    >
      <EventTable key={mode.facultyCode} facultyCode={mode.facultyCode} paths={mode.paths} />
    </ListShell>
  )
}

function EventTable({ facultyCode, paths }: { facultyCode: string; paths: ScreenPaths }) {
  const bridge = useBridge()
  const navigate = useNavigate()
  const select = useSelectedRow((state) => state.select)
  const openPublicPage = useOpenPublicPage()
  const list = useLoad(useCallback(() => bridge.api.event.list({ facultyCode }), [bridge, facultyCode]))
  const deletion = useDeleteRow<EventRow>({
    what: EVENT_RECORD_NAME,
    nameOf: (row) => row.Title,
    remove: (row) => bridge.api.event.delete({ EntryID: row.EntryID }),
    onDeleted: list.retry,
  })
  const ask = deletion.ask

  const columns = useMemo<Column<EventRow>[]>(
    () => [
      { field: 'Title', header: EVENT_TEXT.title, grow: 3 },
      imageColumn<EventRow>(
        EVENT_TEXT.images,
        (path) => bridge.media.url(EVENT_IMAGE.folder, path),
        (row) => row.Title,
      ),
      {
        field: 'EventDate',
        header: EVENT_TEXT.eventDate,
        render: (row) => isoDay(row.EventDate),
        exportValue: (row) => isoDay(row.EventDate),
        sortable: true,
      },
      { field: 'StartTime', header: EVENT_TEXT.startTime },
      { field: 'EndTime', header: EVENT_TEXT.endTime },
      { field: 'Location', header: EVENT_TEXT.location, grow: 1 },
      { field: 'ViewCount', header: EVENT_TEXT.viewers },
      {
        field: 'Status',
        header: EVENT_TEXT.status,
        render: (row) => eventStatusLabel(row.Status),
        exportValue: (row) => eventStatusLabel(row.Status),
        sortable: true,
      },
      actionsColumn<EventRow>(
        (row) => row.Title,
        [
          viewAction((row) => void openPublicPage(EVENT_PUBLIC_KIND, row.Slug)),
          editAction((row) => {
            select('event', row)
            navigate(updateAddress(paths.update, row.EntryID))
          }),
          deleteAction(ask),
        ],
      ),
    ],
    [bridge, navigate, select, openPublicPage, paths.update, ask],
  )

  return (
    <>
      <DataTable
        list={list}
        what="the events"
        columns={columns}
        searchPlaceholder={EVENT_TEXT.search}
        exportName="events.csv"
        actions={
          <button type="button" className="button button-primary" onClick={() => navigate(paths.add)}>
            {EVENT_TEXT.add}
          </button>
        }
        empty={{
          things: EVENT_TEXT.things,
          add: { label: EVENT_TEXT.add, path: paths.add },
        }}
      />
      {deletion.dialogs}
    </>
  )
}
