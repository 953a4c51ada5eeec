import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { slider, SliderRow } from '../../shared/contract/slider'
import { SLIDER_EXIST_TEXT } from '../../shared/rules/sliders'
import { columnsFor } from '../db/columns'
import { slider as sliderTable } from '../db/schema'
import { HttpError } from '../errors'
import { deleteRecord } from './delete-record'
import { registerArea, uploadInto } from './define'
import { saveWithUniqueSlug, submitterName } from './records'
import { addUnlessNameTaken, updateKeepingNameUnique, writeKeepingSlug, type UniqueName } from './unique-name'
import { readOneFrom } from './read-one'

// Home sliders (SPEC §2.9, §3, §7): general content, Super Admin only (the contract's policy). Titles are
// unique (trimmed, any case); SPEC's add answers 'news exist' for a taken one, as written. ImagePath is
// written only by the two uploads; the bodies' image, photo and ImagePath fields are not stored.

export const SLIDER_NOT_FOUND = 'No slider with this id'

const TITLE: UniqueName = {
  table: sliderTable,
  name: sliderTable.Title,
  id: sliderTable.EntryID,
  constraint: 'slider_title_unique',
}
const SLUG = {
  table: sliderTable,
  slug: sliderTable.Slug,
  id: sliderTable.EntryID,
  slugConstraint: 'slider_Slug_unique',
  fallback: 'slider',
}
const photo = uploadInto(sliderTable, { madeBy: slider.add })

export function registerSliderRoutes(app: FastifyInstance) {
  registerArea(
    app,
    slider,
    {
      async add({ input, actor, db }) {
        const saved = await addUnlessNameTaken(db, TITLE, input.title, () =>
          saveWithUniqueSlug(db, SLUG, input.title, (Slug) =>
            db
              .insert(sliderTable)
              .values({
                Title: input.title,
                Caption: input.caption,
                ImagePosition: input.imagePosition,
                BtnName: input.btnName,
                BtnLink: input.btnLink,
                Status: input.status,
                Slug,
                InsertedBy: submitterName(actor),
                InsertedDate: sql`now()`,
              })
              .returning({ EntryID: sliderTable.EntryID }),
          ),
        )
        if (saved === 'exist') return { message: 'news exist' }
        return { message: 'success', entry_id: saved[0].EntryID }
      },

      get: readOneFrom(sliderTable, SliderRow, SLIDER_NOT_FOUND),

      list: ({ db }) =>
        db.select(columnsFor(sliderTable, SliderRow)).from(sliderTable).orderBy(desc(sliderTable.EntryID)),

      async update({ input, actor, db }) {
        const [current] = await db
          .select({ Title: sliderTable.Title, Slug: sliderTable.Slug })
          .from(sliderTable)
          .where(eq(sliderTable.EntryID, input.id))
        if (!current) throw new HttpError(404, SLIDER_NOT_FOUND, 'id')
        const write = (Slug: string) =>
          db
            .update(sliderTable)
            .set({
              Title: input.title,
              Caption: input.caption,
              ImagePosition: input.imagePosition,
              BtnName: input.btnName,
              BtnLink: input.btnLink,
              ...(input.status === undefined ? {} : { Status: input.status }),
              Slug,
              UpdatedBy: submitterName(actor),
              UpdatedDate: sql`now()`,
            })
            .where(eq(sliderTable.EntryID, input.id))
        const refusal = { message: SLIDER_EXIST_TEXT, field: 'title' }
        const change = { name: input.title, title: input.title, id: input.id }
        await updateKeepingNameUnique(db, TITLE, refusal, change, () =>
          writeKeepingSlug(db, SLUG, change, { title: current.Title, slug: current.Slug }, write),
        )
        return { message: 'success' }
      },

      delete: (ctx) =>
        deleteRecord(
          ctx,
          app.services.files,
          {
            table: sliderTable,
            id: sliderTable.EntryID,
            notFound: SLIDER_NOT_FOUND,
            photo: { column: sliderTable.ImagePath, folder: slider.uploadPhoto.folder },
          },
          ctx.input.EntryID,
        ),

      uploadPhoto: photo,
      updatePhoto: photo,
    },
    { records: { add: sliderTable, update: sliderTable, delete: sliderTable } },
  )
}
