import type { EventRow } from '../../../../shared/contract/event'
import {
  EVENT_CHECKS,
  EVENT_DATE_PASSED,
  EVENT_IMAGE,
  EVENT_RECORD_NAME,
  EVENT_STATUS_CHOICES,
  EVENT_TEXT,
  eventAddAnswers,
  eventUpdateAnswers,
  type EventValues,
} from '../../../../shared/rules/event'
import { bind, RichTextField, SelectField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { DraftImageField } from '../../components/DraftImageField'
import { useDraft } from '../../components/useDraft'
import {
  contentContext,
  photoFields,
  useSubmitter,
  type ContentFormProps,
} from '../../components/record-form'
import { useSaveForm } from '../../components/useSaveForm'
import { DateTimeTextField } from '../../components/date-fields'
import { isPastDay } from '../../../../shared/rules/dates'
import { dayAfter, localZone } from '../../../../shared/rules/schedule-screens'
import './event.css'
import { altValuesOf } from '../../../../shared/rules/a11y/alt-text'
import { CHECKED_AREAS } from '../../../../shared/rules/a11y/areas'

/** The add form starts empty, published. */
export const NEW_EVENT: EventValues = {
  title: '',
  eventDate: '',
  startTime: '',
  endTime: '',
  location: '',
  status: 1,
  content: '',
  ...altValuesOf('event'),
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
  ...altValuesOf('event', row),
})

type EventFormProps = ContentFormProps<EventValues, EventRow>

/** SPEC §2.8: title, date, start and end time, location, status, rich-text content and image. */
export function EventForm({ title, mode, facultyCode, draftKey, initial, row, opened }: EventFormProps) {
  const submitter = useSubmitter()
  const draft = useDraft(draftKey, initial, opened?.version)
  const form = useSaveForm(draft, {
    a11y: { table: 'event' },
    preview: { area: 'events', id: row?.EntryID },
    review: { area: 'events', id: row?.EntryID },
    opened,
    schedule: {
      table: 'event',
      status: 'status',
      id: row?.EntryID,
      suggestUntil: (v) => dayAfter(v.eventDate),
    },
    target: { area: 'event', save: row ? 'update' : 'add', upload: 'uploadPhoto' },
    takenAt: mode.paths.update,
    recordName: EVENT_RECORD_NAME,
    checks: EVENT_CHECKS,
    answers: row ? eventUpdateAnswers(mode.paths) : eventAddAnswers(mode.paths),
    rule: EVENT_IMAGE.rule,
    body: (values, file) => ({
      ...values,
      eventDate: values.eventDate.trim(),
      FacultyCode: facultyCode,
      ...photoFields(file, row),
      // SPEC §3: add sends InsertedBy, update sends id and submittedBy.
      ...(row ? { id: row.EntryID, submittedBy: submitter } : { InsertedBy: submitter }),
    }),
  })

  return (
    <FormShell
      title={title}
      trail={[EVENT_TEXT.area]}
      context={contentContext(mode, facultyCode)}
      draft={draft}
      form={form}
    >
      <TextField label={EVENT_TEXT.title} {...bind(draft, 'title')} />
      <div className="event-form__when">
        <DateTimeTextField kind="day" label={EVENT_TEXT.eventDate} {...bind(draft, 'eventDate')} />
        <DateTimeTextField kind="clock" label={EVENT_TEXT.startTime} {...bind(draft, 'startTime')} />
        <DateTimeTextField kind="clock" label={EVENT_TEXT.endTime} {...bind(draft, 'endTime')} />
      </div>
      {/* Issue 47: said, not refused (an event may be recorded after it happened); the save goes through. */}
      <p className="event-form__passed" role="status">
        {isPastDay(draft.values.eventDate.trim(), form.schedule?.zone ?? localZone())
          ? EVENT_DATE_PASSED
          : ''}
      </p>
      <TextField label={EVENT_TEXT.location} {...bind(draft, 'location')} />
      <SelectField label={EVENT_TEXT.status} choices={EVENT_STATUS_CHOICES} {...bind(draft, 'status')} />
      <DraftImageField
        label={EVENT_TEXT.image}
        image={EVENT_IMAGE}
        draft={draft}
        existing={row?.ImagePath}
        described={CHECKED_AREAS.event.images[0]}
      />
      <RichTextField label={EVENT_TEXT.content} {...bind(draft, 'content')} />
    </FormShell>
  )
}
