import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { news, NewsAddBody, NewsRow } from '../../shared/contract/news'
import { NEWS_EXIST_TEXT, NEWS_NOT_FOUND } from '../../shared/rules/news'
import { columnsFor } from '../db/columns'
import { news as newsTable } from '../db/schema'
import { deleteRecord } from './delete-record'
import { registerArea, uploadInto } from './define'
import { openedRecordHandlers } from './history'
import { readOneFrom } from './read-one'
import { addTitled, insertedBy, updateTitled, updatedBy, type TitledRecord } from './titled-record'
import { NameTaken } from './unique-name'
import { altColumns } from './alt-text'

// News (SPEC §2.7, §3, §7): general news (FacultyCode `General`) and each faculty's own. registerArea has
// checked the level, the body, and the faculty the input names; what is left is particular to news.
//
// The record's ImagePath is written only by uploadPhoto; the add and update bodies' image, photo and
// ImagePath fields (SPEC's payloads carry them) are not stored, so no client can point a record at a file.

/** The unique indexes of schema.ts: one title (trimmed, any case) per faculty, one slug. */
const NEWS: TitledRecord = {
  table: newsTable,
  id: newsTable.EntryID,
  title: newsTable.Title,
  titleConstraint: 'news_faculty_title_unique',
  faculty: newsTable.FacultyCode,
  slug: { column: newsTable.Slug, constraint: 'news_Slug_unique', fallback: 'news' },
  notFound: NEWS_NOT_FOUND,
  // SPEC's update answers only success, so a taken title is a 409 with SPEC's add text.
  taken: { message: NEWS_EXIST_TEXT, field: 'title' },
}

/** The columns a news body writes, on add and update alike. */
const columns = (input: z.infer<typeof NewsAddBody>) => ({
  Title: input.title,
  Description: input.content,
  Status: input.status,
  FacultyCode: input.FacultyCode,
  ...altColumns('news', input),
})

export function registerNewsRoutes(app: FastifyInstance) {
  registerArea(
    app,
    news,
    {
      async add({ input, actor, db }) {
        const saved = await addTitled(db, NEWS, { title: input.title, faculty: input.FacultyCode }, (Slug) =>
          db
            .insert(newsTable)
            .values({ ...columns(input), Slug, ViewCount: 0, ...insertedBy(actor) })
            .returning({ EntryID: newsTable.EntryID }),
        )
        if (saved instanceof NameTaken) return saved.answer('news exist')
        return { message: 'success', entry_id: saved[0].EntryID }
      },

      ...openedRecordHandlers(readOneFrom(newsTable, NewsRow, NEWS_NOT_FOUND, (row) => row.FacultyCode)),

      list: ({ input, db }) =>
        db
          .select(columnsFor(newsTable, NewsRow))
          .from(newsTable)
          .where(eq(newsTable.FacultyCode, input.facultyCode))
          .orderBy(desc(newsTable.InsertedDate), desc(newsTable.EntryID)),

      async update(ctx) {
        const { input, actor, db } = ctx
        const change = { id: input.id, title: input.title, faculty: input.FacultyCode }
        await updateTitled(ctx, NEWS, change, (Slug) =>
          db
            .update(newsTable)
            .set({ ...columns(input), Slug, ...updatedBy(actor) })
            .where(eq(newsTable.EntryID, input.id)),
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
