import { EventRow } from '../../../../shared/contract/event'
import { EVENT_PATHS, EVENT_TEXT } from '../../../../shared/rules/event'
import { useContentMode } from '../../state/content-mode'
import { updateForm } from '../../components/record-form'
import { byEntryId, useRecordToEdit } from '../../components/useRecordToEdit'
import { EventForm, eventValuesOf } from './EventForm'

/** Where the update screen finds its event (issue 23: by the address's `?id=` too). */
const RECORD = byEntryId({
  photoFolder: 'event_uploads',
  area: 'event',
  schema: EventRow,
  what: 'event',
  get: (bridge, EntryID) => bridge.api.event.get({ EntryID }),
  calls: (bridge) => bridge.api.event,
})

/** SPEC §2.8 Update Event, prefilled from the row whose Edit button led here. */
export function UpdateEvent() {
  const mode = useContentMode(EVENT_PATHS)
  const record = useRecordToEdit(RECORD, { path: mode.paths.list, label: EVENT_TEXT.goToList })
  if (!record.row) return record.screen
  const form = updateForm('event', EVENT_TEXT.update, record, eventValuesOf)
  return <EventForm key={form.formKey} {...form} mode={mode} facultyCode={record.row.FacultyCode} />
}
