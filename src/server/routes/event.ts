import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { event, EventRow } from '../../shared/contract/event'
import { EVENT_END_BEFORE_START, EVENT_EXIST_TEXT, endsBeforeStart } from '../../shared/rules/event'
import { columnsFor } from '../db/columns'
import { event as eventTable } from '../db/schema'
import { HttpError } from '../errors'
import { saveWithUniqueSlug, submitterName } from './records'
import { addUnlessNameTaken, updateKeepingNameUnique, writeKeepingSlug, type UniqueName } from './unique-name'
import { deleteRecord } from './delete-record'
import { registerArea, requireFaculty, uploadInto } from './define'
import { readOneFrom } from './read-one'

// Events (SPEC §2.8, §3, §7): general events (FacultyCode `General`) and each faculty's own, as news.
// registerArea has checked the level, the body, and the faculty the input names (Faculty users only
// their own; Department users make no event call); what is left is particular to events.
//
// The record's ImagePath is written only by uploadPhoto; the bodies' image, photo and ImagePath fields
// (SPEC's payloads carry them) are not stored, so no client can point a record at a file.

export const EVENT_NOT_FOUND = 'No event with this id'

/** The unique index of schema.ts: one title (trimmed, any case) per faculty. */
const TITLE: UniqueName = {
  table: eventTable,
  id: eventTable.EntryID,
  name: eventTable.Title,
  scope: eventTable.FacultyCode,
  constraint: 'event_faculty_title_unique',
}
const SLUG = {
  table: eventTable,
  slug: eventTable.Slug,
  id: eventTable.EntryID,
  slugConstraint: 'event_Slug_unique',
  fallback: 'event',
}

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
        const saved = await addUnlessNameTaken(
          db,
          TITLE,
          input.title,
          () =>
            saveWithUniqueSlug(db, SLUG, input.title, (Slug) =>
              db
                .insert(eventTable)
                .values({
                  Title: input.title,
                  Description: input.content,
                  EventDate: input.eventDate,
                  StartTime: input.startTime,
                  EndTime: input.endTime,
                  Location: input.location,
                  Status: input.status,
                  FacultyCode: input.FacultyCode,
                  Slug,
                  ViewCount: 0,
                  InsertedBy: submitterName(actor),
                  InsertedDate: sql`now()`,
                })
                .returning({ EntryID: eventTable.EntryID }),
            ),
          input.FacultyCode,
        )
        if (saved === 'exist') return { message: 'event exist' }
        return { message: 'success', entry_id: saved[0].EntryID }
      },

      get: readOneFrom(eventTable, EventRow, EVENT_NOT_FOUND, (row) => row.FacultyCode),

      list: ({ input, db }) =>
        db
          .select(columnsFor(eventTable, EventRow))
          .from(eventTable)
          .where(eq(eventTable.FacultyCode, input.facultyCode))
          .orderBy(desc(eventTable.EntryID)),

      async update(ctx) {
        const { input, actor, db } = ctx
        requireEndAfterStart(input)
        const [current] = await db
          .select({ FacultyCode: eventTable.FacultyCode, Title: eventTable.Title, Slug: eventTable.Slug })
          .from(eventTable)
          .where(eq(eventTable.EntryID, input.id))
        if (!current) throw new HttpError(404, EVENT_NOT_FOUND, 'id')
        // Nobody moves an event out of a faculty they may not touch (the body's FacultyCode is checked too).
        requireFaculty(ctx, current.FacultyCode)
        // As news: SPEC's update answers only success, so a taken title is a 409 with SPEC's add text.

        const write = (Slug: string) =>
          db
            .update(eventTable)
            .set({
              Title: input.title,
              Description: input.content,
              EventDate: input.eventDate,
              StartTime: input.startTime,
              EndTime: input.endTime,
              Location: input.location,
              Status: input.status,
              FacultyCode: input.FacultyCode,
              Slug,
              UpdatedBy: submitterName(actor),
              UpdatedDate: sql`now()`,
            })
            .where(eq(eventTable.EntryID, input.id))
        const change = { name: input.title, title: input.title, id: input.id, scope: input.FacultyCode }
        // As news: SPEC's update answers only success, so a taken title is a 409 with SPEC's add text.
        await updateKeepingNameUnique(db, TITLE, { message: EVENT_EXIST_TEXT, field: 'title' }, change, () =>
          writeKeepingSlug(db, SLUG, change, { title: current.Title, slug: current.Slug }, write),
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
