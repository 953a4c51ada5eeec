import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { partners, PartnerAddBody, PartnerRow, PartnerUpdateBody } from '../../shared/contract/partners'
import { PARTNER_EXIST_TEXT, PARTNER_NOT_FOUND } from '../../shared/rules/partners'
import { columnsFor } from '../db/columns'
import { partner as partnerTable } from '../db/schema'
import { deleteRecord } from './delete-record'
import { registerArea, uploadInto } from './define'
import { openedRecordHandlers } from './history'
import { readOneFrom } from './read-one'
import { addTitled, insertedBy, updateTitled, updatedBy, type TitledRecord } from './titled-record'
import { NameTaken } from './unique-name'
import { altColumns } from './alt-text'

// Partners (SPEC §2.9, §3, §7): general content, Super Admin only (the contract's policy). Names are unique
// (trimmed, any case): add answers 'exist'. ImagePath is written only by the upload. No public page: no slug.

const PARTNER: TitledRecord = {
  table: partnerTable,
  id: partnerTable.EntryID,
  title: partnerTable.PartnerName,
  titleConstraint: 'partner_name_unique',
  notFound: PARTNER_NOT_FOUND,
  taken: { message: PARTNER_EXIST_TEXT, field: 'PartnerName' },
}

/** The columns a partner body writes, on add and update alike. */
const columns = (input: z.infer<typeof PartnerAddBody | typeof PartnerUpdateBody>) => ({
  PartnerName: input.PartnerName,
  Status: input.Status,
  ...altColumns('partner', input),
})

export function registerPartnerRoutes(app: FastifyInstance) {
  registerArea(
    app,
    partners,
    {
      async add({ input, actor, db }) {
        const saved = await addTitled(db, PARTNER, { title: input.PartnerName }, () =>
          db
            .insert(partnerTable)
            .values({ ...columns(input), ...insertedBy(actor) })
            .returning({ EntryID: partnerTable.EntryID }),
        )
        if (saved instanceof NameTaken) return saved.answer('exist')
        return { message: 'success', entry_id: saved[0].EntryID }
      },

      ...openedRecordHandlers(readOneFrom(partnerTable, PartnerRow, PARTNER_NOT_FOUND)),

      list: ({ db }) =>
        db
          .select(columnsFor(partnerTable, PartnerRow))
          .from(partnerTable)
          .orderBy(desc(partnerTable.EntryID)),

      async update(ctx) {
        const { input, actor, db } = ctx
        await updateTitled(ctx, PARTNER, { id: input.id, title: input.PartnerName }, () =>
          db
            .update(partnerTable)
            .set({ ...columns(input), ...updatedBy(actor) })
            .where(eq(partnerTable.EntryID, input.id)),
        )
        return { message: 'success' }
      },

      delete: (ctx) =>
        deleteRecord(
          ctx,
          app.services.files,
          {
            table: partnerTable,
            id: partnerTable.EntryID,
            notFound: PARTNER_NOT_FOUND,
            photo: { column: partnerTable.ImagePath, folder: partners.uploadPhoto.folder },
          },
          ctx.input.EntryID,
        ),

      uploadPhoto: uploadInto(partnerTable, { madeBy: partners.add }),
    },
    { records: { add: partnerTable, update: partnerTable, delete: partnerTable } },
  )
}
