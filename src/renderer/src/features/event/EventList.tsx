import { useMemo } from 'react'
import type { EventRow } from '../../../../shared/contract/event'
import {
  EVENT_IMAGE,
  EVENT_PATHS,
  EVENT_PUBLIC_KIND,
  EVENT_TEXT,
  eventStatusLabel,
  EVENT_RECORD_NAME,
} from '../../../../shared/rules/event'
import type { ScreenPaths } from '../../../../shared/rules/names'
import { useBridge } from '../../app/BridgeProvider'
import { useStatusColumn } from '../../components/schedule/useStatusColumn'
import { AddButton } from '../../components/AddButton'
import { dayColumn, imageColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { FacultyListShell } from '../../components/FacultyListShell'
import { useRecordList } from '../../components/useRecordList'

/** SPEC §2.8 Event List, general (`/event/general/list`) or one faculty's (`/faculty/event/list`). */
export function EventList() {
  return (
    <FacultyListShell
      pathsByMode={EVENT_PATHS}
      title={EVENT_TEXT.list}
      trail={[EVENT_TEXT.area]}
      table={(facultyCode, paths) => <EventTable facultyCode={facultyCode} paths={paths} />}
    />
  )
}

function EventTable({ facultyCode, paths }: { facultyCode: string; paths: ScreenPaths }) {
  const bridge = useBridge()
  const { list, actions, dialogs } = useRecordList(bridge.api.event, {
    query: { facultyCode },
    what: EVENT_RECORD_NAME,
    nameOf: (row) => row.Title,
    edit: { area: 'event', path: paths.update },
    view: { kind: EVENT_PUBLIC_KIND, slugOf: (row) => row.Slug },
  })
  const add = { label: EVENT_TEXT.add, path: paths.add }

  const status = useStatusColumn<EventRow>('event', EVENT_TEXT.status, eventStatusLabel)
  const columns = useMemo<Column<EventRow>[]>(
    () => [
      { field: 'Title', header: EVENT_TEXT.title, grow: 3 },
      imageColumn<EventRow>(
        EVENT_TEXT.images,
        (path) => bridge.media.url(EVENT_IMAGE.folder, path),
        (row) => row.Title,
      ),
      dayColumn('EventDate', EVENT_TEXT.eventDate),
      { field: 'StartTime', header: EVENT_TEXT.startTime },
      { field: 'EndTime', header: EVENT_TEXT.endTime },
      { field: 'Location', header: EVENT_TEXT.location, grow: 1 },
      { field: 'ViewCount', header: EVENT_TEXT.viewers },
      status,
      actions,
    ],
    [status, bridge, actions],
  )

  return (
    <>
      <DataTable
        list={list}
        what="the events"
        columns={columns}
        searchPlaceholder={EVENT_TEXT.search}
        exportName="events.csv"
        actions={<AddButton add={add} />}
        empty={{ things: EVENT_TEXT.things, add }}
      />
      {dialogs}
    </>
  )
}
