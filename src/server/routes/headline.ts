import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { headline, HeadlineAddBody, HeadlineRow } from '../../shared/contract/headline'
import { HEADLINE_EXIST_TEXT, HEADLINE_NOT_FOUND } from '../../shared/rules/headline'
import { columnsFor } from '../db/columns'
import { headline as headlineTable } from '../db/schema'
import { deleteRecord } from './delete-record'
import { registerArea } from './define'
import { openedRecordHandlers } from './history'
import { readOneFrom } from './read-one'
import { addTitled, insertedBy, updateTitled, updatedBy, type TitledRecord } from './titled-record'
import { NameTaken } from './unique-name'

// Website headlines (SPEC §2.9, §3, §7): the banner messages of the public site, Super Admin only.
// The contract has checked the link is an http(s) address; MessageDate is the server's clock.

/** The unique indexes of schema.ts: one link title (trimmed, any case), one slug. */
const HEADLINE: TitledRecord = {
  table: headlineTable,
  id: headlineTable.EntryID,
  title: headlineTable.LinkTitle,
  titleConstraint: 'headline_link_title_unique',
  slug: { column: headlineTable.Slug, constraint: 'headline_Slug_unique', fallback: 'headline' },
  notFound: HEADLINE_NOT_FOUND,
  // As news: SPEC's update answers only success, so a taken title is a 409 with SPEC's add text.
  taken: { message: HEADLINE_EXIST_TEXT, field: 'linkTitle' },
}

/** The columns a headline body writes, on add and update alike (the status apart: see update). */
const columns = (input: Omit<z.infer<typeof HeadlineAddBody>, 'status'>) => ({
  LinkTitle: input.linkTitle,
  LinkPath: input.linkPath,
  BGColour: input.bgColour,
  Message: input.messageMsg,
  // The date of the message: a changed message is a message of today.
  MessageDate: sql`now()`,
})

export function registerHeadlineRoutes(app: FastifyInstance) {
  registerArea(
    app,
    headline,
    {
      async add({ input, actor, db }) {
        const saved = await addTitled(db, HEADLINE, { title: input.linkTitle }, (Slug) =>
          db
            .insert(headlineTable)
            .values({ ...columns(input), Status: input.status, Slug, ...insertedBy(actor) })
            .returning({ EntryID: headlineTable.EntryID }),
        )
        if (saved instanceof NameTaken) return saved.answer('Headline exist')
        return { message: 'success', entry_id: saved[0].EntryID }
      },

      ...openedRecordHandlers(readOneFrom(headlineTable, HeadlineRow, HEADLINE_NOT_FOUND)),

      list: ({ db }) =>
        db
          .select(columnsFor(headlineTable, HeadlineRow))
          .from(headlineTable)
          .orderBy(desc(headlineTable.EntryID)),

      async update(ctx) {
        const { input, actor, db } = ctx
        await updateTitled(ctx, HEADLINE, { id: input.id, title: input.linkTitle }, (Slug) =>
          db
            .update(headlineTable)
            .set({
              ...columns(input),
              // No status (SPEC's client) keeps the stored one.
              ...(input.status === undefined ? {} : { Status: input.status }),
              Slug,
              ...updatedBy(actor),
            })
            .where(eq(headlineTable.EntryID, input.id)),
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
