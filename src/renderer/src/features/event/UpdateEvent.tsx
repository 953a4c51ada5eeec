import { EventRow } from '../../../../shared/contract/event'
import { EVENT_PATHS, EVENT_TEXT } from '../../../../shared/rules/event'
import { NothingSelected } from '../../components/notices'
import { useContentMode } from '../../state/content-mode'
import { useSelectedRowOf } from '../../state/selected-row'
import { EventForm, eventValuesOf } from './EventForm'

/** SPEC §2.8 Update Event, prefilled from the row whose Edit button led here. */
export function UpdateEvent() {
  const mode = useContentMode(EVENT_PATHS)
  const row = useSelectedRowOf('event', EventRow)
  if (!row) return <NothingSelected listPath={mode.paths.list} listLabel={EVENT_TEXT.goToList} />
  const draftKey = `event.update.${row.EntryID}`
  return (
    <EventForm
      key={draftKey}
      title={EVENT_TEXT.update}
      mode={mode}
      facultyCode={row.FacultyCode}
      draftKey={draftKey}
      initial={eventValuesOf(row)}
      row={row}
    />
  )
}
