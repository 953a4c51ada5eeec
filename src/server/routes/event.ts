import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { event, EventAddBody, EventRow } from '../../shared/contract/event'
import {
  EVENT_END_BEFORE_START,
  EVENT_EXIST_TEXT,
  EVENT_NOT_FOUND,
  endsBeforeStart,
} from '../../shared/rules/event'
import { columnsFor } from '../db/columns'
import { event as eventTable } from '../db/schema'
import { HttpError } from '../errors'
import { deleteRecord } from './delete-record'
import { registerArea, uploadInto } from './define'
import { openedRecordHandlers } from './history'
import { readOneFrom } from './read-one'
import { addTitled, insertedBy, updateTitled, updatedBy, type TitledRecord } from './titled-record'
import { NameTaken } from './unique-name'
import { altColumns } from './alt-text'

// Events (SPEC §2.8, §3, §7): general events (FacultyCode `General`) and each faculty's own, as news.
// registerArea has checked the level, the body, and the faculty the input names (Faculty users only
// their own; Department users make no event call); what is left is particular to events.
//
// The record's ImagePath is written only by uploadPhoto; the bodies' image, photo and ImagePath fields
// (SPEC's payloads carry them) are not stored, so no client can point a record at a file.

/** The unique indexes of schema.ts: one title (trimmed, any case) per faculty, one slug. */
const EVENT: TitledRecord = {
  table: eventTable,
  id: eventTable.EntryID,
  title: eventTable.Title,
  titleConstraint: 'event_faculty_title_unique',
  faculty: eventTable.FacultyCode,
  slug: { column: eventTable.Slug, constraint: 'event_Slug_unique', fallback: 'event' },
  notFound: EVENT_NOT_FOUND,
  // As news: SPEC's update answers only success, so a taken title is a 409 with SPEC's add text.
  taken: { message: EVENT_EXIST_TEXT, field: 'title' },
}

/** The columns an event body writes, on add and update alike. */
const columns = (input: Omit<z.infer<typeof EventAddBody>, 'InsertedBy'>) => ({
  Title: input.title,
  Description: input.content,
  EventDate: input.eventDate,
  StartTime: input.startTime,
  EndTime: input.endTime,
  Location: input.location,
  Status: input.status,
  FacultyCode: input.FacultyCode,
  ...altColumns('event', input),
})

/** The form checks the times too; a caller that skips the form hears the same rule here. */
function requireEndAfterStart(input: { startTime: string; endTime: string }) {
  if (endsBeforeStart(input.startTime, input.endTime))
    throw new HttpError(400, `endTime: ${EVENT_END_BEFORE_START}`, 'endTime')
}

export function registerEventRoutes(app: FastifyInstance) {
  registerArea(
    app,
    event,
    {
      async add({ input, actor, db }) {
        requireEndAfterStart(input)
        const saved = await addTitled(db, EVENT, { title: input.title, faculty: input.FacultyCode }, (Slug) =>
          db
            .insert(eventTable)
            .values({ ...columns(input), Slug, ViewCount: 0, ...insertedBy(actor) })
            .returning({ EntryID: eventTable.EntryID }),
        )
        if (saved instanceof NameTaken) return saved.answer('event exist')
        return { message: 'success', entry_id: saved[0].EntryID }
      },

      ...openedRecordHandlers(readOneFrom(eventTable, EventRow, EVENT_NOT_FOUND, (row) => row.FacultyCode)),

      list: ({ input, db }) =>
        db
          .select(columnsFor(eventTable, EventRow))
          .from(eventTable)
          .where(eq(eventTable.FacultyCode, input.facultyCode))
          .orderBy(desc(eventTable.EntryID)),

      async update(ctx) {
        const { input, actor, db } = ctx
        requireEndAfterStart(input)
        const change = { id: input.id, title: input.title, faculty: input.FacultyCode }
        await updateTitled(ctx, EVENT, change, (Slug) =>
          db
            .update(eventTable)
            .set({ ...columns(input), Slug, ...updatedBy(actor) })
            .where(eq(eventTable.EntryID, input.id)),
        )
        return { message: 'success' }
      },

      delete: (ctx) =>
        deleteRecord(
          ctx,
          app.services.files,
          {
            table: eventTable,
            id: eventTable.EntryID,
            notFound: EVENT_NOT_FOUND,
            faculty: eventTable.FacultyCode,
            photo: { column: eventTable.ImagePath, folder: event.uploadPhoto.folder },
          },
          ctx.input.EntryID,
        ),

      uploadPhoto: uploadInto(eventTable, { faculty: eventTable.FacultyCode, madeBy: event.add }),
    },
    { records: { add: eventTable, update: eventTable, delete: eventTable } },
  )
}
