import type { EventRow } from '../../../../shared/contract/event'
import {
  EVENT_CHECKS,
  EVENT_IMAGE,
  EVENT_RECORD_NAME,
  EVENT_STATUS_CHOICES,
  EVENT_TEXT,
  eventAddAnswers,
  eventUpdateAnswers,
  type EventValues,
} from '../../../../shared/rules/event'
import { fullName } from '../../../../shared/rules/login'
import { bind, RichTextField, SelectField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { ImageField } from '../../components/ImageField'
import { useDraft } from '../../components/useDraft'
import { useSaveForm } from '../../components/useSaveForm'
import type { ContentMode } from '../../state/content-mode'
import { useSession } from '../../state/session'
import './event.css'

/** The add form starts empty, published. */
export const NEW_EVENT: EventValues = {
  title: '',
  eventDate: '',
  startTime: '',
  endTime: '',
  location: '',
  status: 1,
  content: '',
}

/** The update form starts from the row chosen in the list. */
export const eventValuesOf = (row: EventRow): EventValues => ({
  title: row.Title,
  eventDate: row.EventDate,
  startTime: row.StartTime,
  endTime: row.EndTime,
  location: row.Location,
  status: row.Status === 1 ? 1 : 0,
  content: row.Description,
})

interface EventFormProps {
  title: string
  mode: ContentMode
  /** `General` or the faculty the event belongs to. */
  facultyCode: string
  draftKey: string
  initial: EventValues
  /** The event being updated; absent when adding. */
  row?: EventRow
}

/** SPEC §2.8: title, date, start and end time, location, status, rich-text content and image. */
export function EventForm({ title, mode, facultyCode, draftKey, initial, row }: EventFormProps) {
  const user = useSession((state) => state.user)
  const draft = useDraft(draftKey, initial)
  const submitter = user ? fullName(user) : ''
  const form = useSaveForm(draft, {
    target: { area: 'event', save: row ? 'update' : 'add', upload: 'uploadPhoto' },
    recordName: EVENT_RECORD_NAME,
    checks: EVENT_CHECKS,
    answers: row ? eventUpdateAnswers(mode.paths) : eventAddAnswers(mode.paths),
    rule: EVENT_IMAGE.rule,
    body: (values, file) => ({
      ...values,
      eventDate: values.eventDate.trim(),
      FacultyCode: facultyCode,
      image: file?.name ?? '',
      photo: '',
      ImagePath: row?.ImagePath ?? '',
      // SPEC §3: add sends InsertedBy, update sends id and submittedBy.
      ...(row ? { id: row.EntryID, submittedBy: submitter } : { InsertedBy: submitter }),
    }),
  })

  return (
    <FormShell
      title={title}
      trail={[EVENT_TEXT.area]}
      context={(mode.facultyCode === facultyCode && mode.facultyName) || facultyCode}
      draft={draft}
      form={form}
    >
      <TextField label={EVENT_TEXT.title} {...bind(draft, 'title')} />
      <div className="event-form__when">
        {/* Typed as SPEC shows it: a date picker would show the system's format instead. */}
        <TextField label={EVENT_TEXT.eventDate} hint={EVENT_TEXT.dateFormat} {...bind(draft, 'eventDate')} />
        <TextField label={EVENT_TEXT.startTime} type="time" {...bind(draft, 'startTime')} />
        <TextField label={EVENT_TEXT.endTime} type="time" {...bind(draft, 'endTime')} />
      </div>
      <TextField label={EVENT_TEXT.location} {...bind(draft, 'location')} />
      <SelectField label={EVENT_TEXT.status} choices={EVENT_STATUS_CHOICES} {...bind(draft, 'status')} />
      <ImageField
        label={EVENT_TEXT.image}
        rule={EVENT_IMAGE.rule}
        folder={EVENT_IMAGE.folder}
        existing={row?.ImagePath}
        file={draft.file}
        onChange={draft.setFile}
      />
      <RichTextField label={EVENT_TEXT.content} {...bind(draft, 'content')} />
    </FormShell>
  )
}
