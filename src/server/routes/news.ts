import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { news, NewsRow } from '../../shared/contract/news'
import { columnsFor } from '../db/columns'
import { news as newsTable } from '../db/schema'
import { HttpError } from '../errors'
import { saveWithUniqueSlug, submitterName } from './records'
import { addUnlessNameTaken, updateKeepingNameUnique, writeKeepingSlug, type UniqueName } from './unique-name'
import { deleteRecord } from './delete-record'
import { registerArea, requireFaculty, uploadInto } from './define'
import { readOneFrom } from './read-one'

// News (SPEC §2.7, §3, §7): general news (FacultyCode `General`) and each faculty's own. registerArea has
// checked the level, the body, and the faculty the input names; what is left is particular to news.
//
// The record's ImagePath is written only by uploadPhoto; the add and update bodies' image, photo and
// ImagePath fields (SPEC's payloads carry them) are not stored, so no client can point a record at a file.

/** SPEC §8 'news exist', for update, whose contract answers only 'success' (docs/server.md). */
export const NEWS_EXIST_TEXT = 'News with the same name already exist'
export const NEWS_NOT_FOUND = 'No news with this id'

/** The unique index of schema.ts: one title (trimmed, any case) per faculty. */
const TITLE: UniqueName = {
  table: newsTable,
  id: newsTable.EntryID,
  name: newsTable.Title,
  scope: newsTable.FacultyCode,
  constraint: 'news_faculty_title_unique',
}
const SLUG = {
  table: newsTable,
  slug: newsTable.Slug,
  id: newsTable.EntryID,
  slugConstraint: 'news_Slug_unique',
  fallback: 'news',
}

export function registerNewsRoutes(app: FastifyInstance) {
  registerArea(
    app,
    news,
    {
      async add({ input, actor, db }) {
        const saved = await addUnlessNameTaken(
          db,
          TITLE,
          input.title,
          () =>
            saveWithUniqueSlug(db, SLUG, input.title, (Slug) =>
              db
                .insert(newsTable)
                .values({
                  Title: input.title,
                  Description: input.content,
                  Status: input.status,
                  FacultyCode: input.FacultyCode,
                  Slug,
                  ViewCount: 0,
                  InsertedBy: submitterName(actor),
                  InsertedDate: sql`now()`,
                })
                .returning({ EntryID: newsTable.EntryID }),
            ),
          input.FacultyCode,
        )
        if (saved === 'exist') return { message: 'news exist' }
        return { message: 'success', entry_id: saved[0].EntryID }
      },

      get: readOneFrom(newsTable, NewsRow, NEWS_NOT_FOUND, (row) => row.FacultyCode),

      list: ({ input, db }) =>
        db
          .select(columnsFor(newsTable, NewsRow))
          .from(newsTable)
          .where(eq(newsTable.FacultyCode, input.facultyCode))
          .orderBy(desc(newsTable.InsertedDate), desc(newsTable.EntryID)),

      async update(ctx) {
        const { input, actor, db } = ctx
        const [current] = await db
          .select({ FacultyCode: newsTable.FacultyCode, Title: newsTable.Title, Slug: newsTable.Slug })
          .from(newsTable)
          .where(eq(newsTable.EntryID, input.id))
        if (!current) throw new HttpError(404, NEWS_NOT_FOUND, 'id')
        // Nobody moves an item out of a faculty they may not touch (the body's FacultyCode is checked too).
        requireFaculty(ctx, current.FacultyCode)

        const write = (Slug: string) =>
          db
            .update(newsTable)
            .set({
              Title: input.title,
              Description: input.content,
              Status: input.status,
              FacultyCode: input.FacultyCode,
              Slug,
              UpdatedBy: submitterName(actor),
              UpdatedDate: sql`now()`,
            })
            .where(eq(newsTable.EntryID, input.id))
        const change = { name: input.title, title: input.title, id: input.id, scope: input.FacultyCode }
        // SPEC's update answers only success, so a taken title is a 409 with SPEC's add text.
        await updateKeepingNameUnique(db, TITLE, { message: NEWS_EXIST_TEXT, field: 'title' }, change, () =>
          writeKeepingSlug(db, SLUG, change, { title: current.Title, slug: current.Slug }, write),
        )
        return { message: 'success' }
      },

      delete: (ctx) =>
        deleteRecord(
          ctx,
          app.services.files,
          {
            table: newsTable,
            id: newsTable.EntryID,
            notFound: NEWS_NOT_FOUND,
            faculty: newsTable.FacultyCode,
            photo: { column: newsTable.ImagePath, folder: news.uploadPhoto.folder },
          },
          ctx.input.EntryID,
        ),

      uploadPhoto: uploadInto(newsTable, { faculty: newsTable.FacultyCode, madeBy: news.add }),
    },
    { records: { add: newsTable, update: newsTable, delete: newsTable } },
  )
}
