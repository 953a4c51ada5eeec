import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { partners, PartnerRow } from '../../shared/contract/partners'
import { PARTNER_EXIST_TEXT } from '../../shared/rules/partners'
import { columnsFor } from '../db/columns'
import { partner as partnerTable } from '../db/schema'
import { HttpError } from '../errors'
import { deleteRecord } from './delete-record'
import { registerArea, uploadInto } from './define'
import { submitterName } from './records'
import { addUnlessNameTaken, updateKeepingNameUnique, type UniqueName } from './unique-name'
import { readOneFrom } from './read-one'

// Partners (SPEC §2.9, §3, §7): general content, Super Admin only (the contract's policy). Names are unique
// (trimmed, any case): add answers 'exist'. ImagePath is written only by the upload.

export const PARTNER_NOT_FOUND = 'No partner with this id'

const NAME: UniqueName = {
  table: partnerTable,
  name: partnerTable.PartnerName,
  id: partnerTable.EntryID,
  constraint: 'partner_name_unique',
}

export function registerPartnerRoutes(app: FastifyInstance) {
  registerArea(
    app,
    partners,
    {
      async add({ input, actor, db }) {
        const saved = await addUnlessNameTaken(db, NAME, input.PartnerName, () =>
          db
            .insert(partnerTable)
            .values({
              PartnerName: input.PartnerName,
              Status: input.Status,
              InsertedBy: submitterName(actor),
              InsertedDate: sql`now()`,
            })
            .returning({ EntryID: partnerTable.EntryID }),
        )
        if (saved === 'exist') return { message: 'exist' }
        return { message: 'success', entry_id: saved[0].EntryID }
      },

      get: readOneFrom(partnerTable, PartnerRow, PARTNER_NOT_FOUND),

      list: ({ db }) =>
        db
          .select(columnsFor(partnerTable, PartnerRow))
          .from(partnerTable)
          .orderBy(desc(partnerTable.EntryID)),

      async update({ input, actor, db }) {
        const [current] = await db
          .select({ EntryID: partnerTable.EntryID })
          .from(partnerTable)
          .where(eq(partnerTable.EntryID, input.id))
        if (!current) throw new HttpError(404, PARTNER_NOT_FOUND, 'id')
        const refusal = { message: PARTNER_EXIST_TEXT, field: 'PartnerName' }
        await updateKeepingNameUnique(db, NAME, refusal, { name: input.PartnerName, id: input.id }, () =>
          db
            .update(partnerTable)
            .set({
              PartnerName: input.PartnerName,
              Status: input.Status,
              UpdatedBy: submitterName(actor),
              UpdatedDate: sql`now()`,
            })
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
