import { event } from '../contract/event'
import { errorAlert, type AnswerAlerts } from './alerts'
import { clockTyped, dayTyped, parseClock } from './dates'
import { isBlank, isIsoDate, required, type Check } from './forms'
import { successAlert, type PathsByMode, type ScreenPaths } from './names'
import { NEWS_STATUS_CHOICES, newsStatusLabel, type NewsStatus } from './news'
import { isRichTextEmpty } from './rich-text'
import { photoRule } from './uploads'
import type { AltValues } from './a11y/alt-text'

// Events (SPEC §2.8, §4, §5, §8): the form's checks, the answer tables, the screens of each mode, the
// status words and the image rule. The screens in features/event read these; the server the time rule.

/**
 * What the event form holds: the date as YYYY-MM-DD and the times as HH:MM once what is typed reads as one
 * (else as typed, for the checks to refuse), `content` serialized rich text.
 */
/** With its image's alternative text (issue 27). */
export interface EventValues extends AltValues<'event'> {
  title: string
  eventDate: string
  startTime: string
  endTime: string
  location: string
  status: EventStatus
  content: string
}

/** Ours, not SPEC's: the date is typed in the university's way, so it is checked (docs/spec-deviations.md). */
export const eventDateNotRead = (): string => `Please enter the event date as ${dayTyped()}`
/** Ours (issue 47): the times are typed on the university's clock, so they are checked. */
export const eventTimeNotRead = (): string => `Please enter the event times as ${clockTyped()}`
/** Ours (issue 47): said under the date, not refused: an event may be recorded after it happened. */
export const EVENT_DATE_PASSED =
  'This date has passed. The event will still be saved; check the date if it is still to come.'
/** Ours, not SPEC's: an event may not end before it starts (docs/spec-deviations.md). */
export const EVENT_END_BEFORE_START = 'The event end time cannot be before its start time'

/** Times as HH:MM compare as text; either one missing is a check of its own. */
export const endsBeforeStart = (startTime: string, endTime: string): boolean =>
  !isBlank(startTime) && !isBlank(endTime) && endTime < startTime

/**
 * SPEC §5 "Event add or update", in order: a failure stops the submit. The Status field is labelled
 * required but not checked (a select always holds one). The location is typed: 'enter' where SPEC says
 * 'select' (issue 47). Then ours: a real date, an end not before the start.
 */
export const EVENT_CHECKS: readonly Check<EventValues>[] = [
  required('title', 'Please enter event title'),
  required('eventDate', 'Please enter event date'),
  required('startTime', 'Please enter event start time'),
  required('endTime', 'Please enter event end time'),
  required('location', 'Please enter event location'),
  {
    message: 'Please enter event content',
    field: 'content',
    required: true,
    fails: (values) => isRichTextEmpty(values.content),
  },
  {
    // Read when a check fails: the university's locale may have been set since this module loaded.
    get message() {
      return eventDateNotRead()
    },
    field: 'eventDate',
    fails: (values) => !isBlank(values.eventDate) && !isIsoDate(values.eventDate.trim()),
  },
  {
    get message() {
      return eventTimeNotRead()
    },
    field: 'startTime',
    fails: (values) => !isBlank(values.startTime) && parseClock(values.startTime) !== values.startTime,
  },
  {
    get message() {
      return eventTimeNotRead()
    },
    field: 'endTime',
    fails: (values) => !isBlank(values.endTime) && parseClock(values.endTime) !== values.endTime,
  },
  {
    message: EVENT_END_BEFORE_START,
    field: 'endTime',
    fails: (values) => endsBeforeStart(values.startTime, values.endTime),
  },
]

export const EVENT_PATHS: PathsByMode = {
  general: { add: '/event/general/add', list: '/event/general/list', update: '/event/general/update' },
  faculty: { add: '/faculty/event/add', list: '/faculty/event/list', update: '/faculty/event/update' },
}

export type EventAddMessage = 'success' | 'event exist' | 'failed'

/** SPEC §8 'event exist', also the 409 of an update to a title the faculty has already. */
export const EVENT_EXIST_TEXT = 'Event with the same name already exist'
/** The 404 of an event id no record has. */
export const EVENT_NOT_FOUND = 'No event with this id'

/** SPEC §8 "Event add"; success leads to the list of the mode the event was added in. */
export const eventAddAnswers = (paths: ScreenPaths): AnswerAlerts<EventAddMessage> => ({
  answers: {
    success: successAlert('EVENT ADDED SUCCESSFULLY', paths.list),
    'event exist': errorAlert(EVENT_EXIST_TEXT),
    failed: errorAlert('Something went wrong adding the event. Please try again!'),
  },
  other: errorAlert('Failed to add the event details!'),
})

/** SPEC §8 "Event update": anything but success says SPEC's update failure. */
export const eventUpdateAnswers = (paths: ScreenPaths): AnswerAlerts<'success'> => ({
  answers: { success: successAlert('EVENT UPDATED SUCCESSFULLY', paths.list) },
  other: errorAlert('Failed to update the event details!'),
})

/** SPEC §4: Draft (0) or Publish (1), chosen by a select; the list says Published for 1, Draft otherwise. */
export type EventStatus = NewsStatus
export const EVENT_STATUS_CHOICES = NEWS_STATUS_CHOICES
export const eventStatusLabel = newsStatusLabel

/** SPEC §5, §9: event images are png/jpg/jpeg up to 2 MB, stored in event_uploads (SPEC §3). */
export const EVENT_IMAGE = photoRule('standard', event.uploadPhoto.folder)

/** The public site's page of an event, `event/{slug}` (SPEC §2.8 names the slug, not the path). */
export const EVENT_PUBLIC_KIND = 'event'

/** What the screens call one of these, in sentences ('The event was saved, but ...'). */
export const EVENT_RECORD_NAME = 'event'

/** What the event screens say (SPEC §2.8): titles, labels, columns, the search box. */
export const EVENT_TEXT = {
  area: 'Event',
  add: 'Add Event',
  update: 'Update Event',
  list: 'Event List',
  title: 'Title',
  eventDate: 'Event Date',
  /** How the date is typed, in the university's locale ("DD/MM/YYYY"). */
  get dateFormat() {
    return dayTyped()
  },
  startTime: 'Start Time',
  endTime: 'End Time',
  location: 'Location',
  status: 'Status',
  image: 'Image',
  images: 'Images',
  content: 'Content',
  viewers: 'Viewers',
  /** The list's records, for 'No events yet' (issue 23). */
  things: 'events',
  search: 'Search Event',
  goToList: 'Go to the event list',
} as const
