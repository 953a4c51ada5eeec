import { z } from 'zod'
import { isIsoDate } from '../rules/forms'
import { ACCESS } from '../rules/permissions'
import { answer, type Area, call, upload, added, deleteOne, readAll, openedRecord } from './define'
import { facultyCode, fileName, id, requiredRichText, requiredText, submitter } from './fields'
import { spelledInSpec } from './wire'
import { scheduleFields } from './schedule'
import { a11yFieldsOf, altColumnsOfRow } from './a11y'

// Events (SPEC §2.8, §3, §7): general events (FacultyCode `General`) and each faculty's own.

/** SPEC §2.8: shown and edited as YYYY-MM-DD. */
const eventDate = z.string().refine(isIsoDate, 'date must be a day written YYYY-MM-DD')
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM')

export const EventRow = z.object({
  EntryID: z.number().int(),
  Title: z.string(),
  /** Serialized rich text. */
  Description: z.string(),
  EventDate: eventDate,
  StartTime: time,
  EndTime: time,
  Location: z.string(),
  /** 1 Published, otherwise Draft. */
  Status: z.number().int(),
  FacultyCode: z.string(),
  ImagePath: z.string().nullable(),
  ...altColumnsOfRow('event'),
  ViewCount: z.number().int(),
  Slug: z.string(),
})
export type EventRow = z.infer<typeof EventRow>

/**
 * Our payload keys are the lowercase names of the news payload (title, status, content, ...) and camelCase
 * for the rest; SPEC §7 sends SPEC §3's event fields (Title, Description, EventDate, ...), read too.
 */
const EventFields = z.object({
  title: spelledInSpec('Title', requiredText(300)),
  eventDate: spelledInSpec('EventDate', eventDate),
  startTime: spelledInSpec('StartTime', time),
  endTime: spelledInSpec('EndTime', time),
  location: spelledInSpec('Location', requiredText(300)),
  /** 1 Publish, 0 Draft; labelled required but not checked by SPEC's form, so a missing one saves a draft. */
  status: spelledInSpec('Status', z.union([z.literal(0), z.literal(1)]).default(0)),
  content: spelledInSpec('Description', requiredRichText),
  /** `General` or the faculty's code; it decides who may save (docs/permissions.md). */
  FacultyCode: facultyCode,
  image: fileName,
  photo: fileName,
  ImagePath: fileName,
  ...scheduleFields,
  ...a11yFieldsOf('event'),
})
/** SPEC §3: add sends InsertedBy; update sends id and submittedBy. */
export const EventAddBody = EventFields.extend({ InsertedBy: z.string().max(300) })
export const EventUpdateBody = EventFields.extend({
  id,
  submittedBy: submitter,
})

const access = ACCESS.newsAndEvents

export const event = {
  add: call('POST', 'event/add', EventAddBody, added('event exist'), access),
  uploadPhoto: upload('PATCH', 'event/uploadEventPhoto', { folder: 'event_uploads', access }),
  list: readAll('event/list/all/:facultyCode', z.object({ facultyCode }), EventRow, access),
  ...openedRecord('event', EventRow, access),
  /** SPEC reads only "message" here; its catalogue has a non-success text, so `failed` is the other value. */
  update: call('PATCH', 'event/update', EventUpdateBody, answer(['success', 'failed']), access),
  /** Ours (issue 23): a list's Delete; the record's photo goes with it. */
  delete: deleteOne('event/delete/:EntryID', access),
} satisfies Area
