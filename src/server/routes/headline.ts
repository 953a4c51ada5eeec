import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { headline, HeadlineRow } from '../../shared/contract/headline'
import { HEADLINE_EXIST_TEXT } from '../../shared/rules/headline'
import { columnsFor } from '../db/columns'
import { headline as headlineTable } from '../db/schema'
import { HttpError } from '../errors'
import { saveWithUniqueSlug, submitterName } from './records'
import { addUnlessNameTaken, updateKeepingNameUnique, writeKeepingSlug, type UniqueName } from './unique-name'
import { deleteRecord } from './delete-record'
import { registerArea } from './define'
import { readOneFrom } from './read-one'

// Website headlines (SPEC §2.9, §3, §7): the banner messages of the public site, Super Admin only.
// The contract has checked the link is an http(s) address; MessageDate is the server's clock.

export const HEADLINE_NOT_FOUND = 'No headline with this id'

/** The unique index of schema.ts: one link title (trimmed, any case). */
const TITLE: UniqueName = {
  table: headlineTable,
  id: headlineTable.EntryID,
  name: headlineTable.LinkTitle,
  constraint: 'headline_link_title_unique',
}
const SLUG = {
  table: headlineTable,
  slug: headlineTable.Slug,
  id: headlineTable.EntryID,
  slugConstraint: 'headline_Slug_unique',
  fallback: 'headline',
}

export function registerHeadlineRoutes(app: FastifyInstance) {
  registerArea(
    app,
    headline,
    {
      async add({ input, actor, db }) {
        const saved = await addUnlessNameTaken(db, TITLE, input.linkTitle, () =>
          saveWithUniqueSlug(db, SLUG, input.linkTitle, (Slug) =>
            db.insert(headlineTable).values({
              LinkTitle: input.linkTitle,
              LinkPath: input.linkPath,
              BGColour: input.bgColour,
              Message: input.messageMsg,
              MessageDate: sql`now()`,
              Status: input.status,
              Slug,
              InsertedBy: submitterName(actor),
              InsertedDate: sql`now()`,
            }),
          ),
        )
        if (saved === 'exist') return { message: 'Headline exist' }
        return { message: 'success' }
      },

      get: readOneFrom(headlineTable, HeadlineRow, HEADLINE_NOT_FOUND),

      list: ({ db }) =>
        db
          .select(columnsFor(headlineTable, HeadlineRow))
          .from(headlineTable)
          .orderBy(desc(headlineTable.EntryID)),

      async update({ input, actor, db }) {
        const [current] = await db
          .select({ LinkTitle: headlineTable.LinkTitle, Slug: headlineTable.Slug })
          .from(headlineTable)
          .where(eq(headlineTable.EntryID, input.id))
        if (!current) throw new HttpError(404, HEADLINE_NOT_FOUND, 'id')
        // SPEC's update answers only success: a taken link title is a 409 with SPEC's add text, as news.

        const write = (Slug: string) =>
          db
            .update(headlineTable)
            .set({
              LinkTitle: input.linkTitle,
              LinkPath: input.linkPath,
              BGColour: input.bgColour,
              Message: input.messageMsg,
              // The date of the message: a changed message is a message of today.
              MessageDate: sql`now()`,
              ...(input.status === undefined ? {} : { Status: input.status }),
              Slug,
              UpdatedBy: submitterName(actor),
              UpdatedDate: sql`now()`,
            })
            .where(eq(headlineTable.EntryID, input.id))
        const change = { name: input.linkTitle, title: input.linkTitle, id: input.id }
        // As news: SPEC's update answers only success, so a taken title is a 409 with SPEC's add text.
        await updateKeepingNameUnique(
          db,
          TITLE,
          { message: HEADLINE_EXIST_TEXT, field: 'linkTitle' },
          change,
          () => writeKeepingSlug(db, SLUG, change, { title: current.LinkTitle, slug: current.Slug }, write),
        )
        return { message: 'success' }
      },

      delete: (ctx) =>
        deleteRecord(
          ctx,
          app.services.files,
          { table: headlineTable, id: headlineTable.EntryID, notFound: HEADLINE_NOT_FOUND },
          ctx.input.EntryID,
        ),
    },
    { records: { add: headlineTable, update: headlineTable, delete: headlineTable } },
  )
}
