import { EVENT_PATHS, EVENT_TEXT } from '../../../../shared/rules/event'
import { FacultyRequired } from '../../components/notices'
import { addForm } from '../../components/record-form'
import { useContentMode } from '../../state/content-mode'
import { EventForm, NEW_EVENT } from './EventForm'

/** SPEC §2.8 Add Event, general (`/event/general/add`) or for one faculty (`/faculty/event/add`). */
export function AddEvent() {
  const mode = useContentMode(EVENT_PATHS)
  if (mode.facultyCode === null) return <FacultyRequired />
  const form = addForm('event', EVENT_TEXT.add, NEW_EVENT, mode.facultyCode)
  return <EventForm key={form.draftKey} {...form} mode={mode} facultyCode={mode.facultyCode} />
}
