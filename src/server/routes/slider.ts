import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { slider, SliderAddBody, SliderRow } from '../../shared/contract/slider'
import { SLIDER_EXIST_TEXT, SLIDER_NOT_FOUND } from '../../shared/rules/sliders'
import { columnsFor } from '../db/columns'
import { slider as sliderTable } from '../db/schema'
import { deleteRecord } from './delete-record'
import { registerArea, uploadInto } from './define'
import { openedRecordHandlers } from './history'
import { readOneFrom } from './read-one'
import { addTitled, insertedBy, updateTitled, updatedBy, type TitledRecord } from './titled-record'
import { NameTaken } from './unique-name'
import { altColumns } from './alt-text'

// Home sliders (SPEC §2.9, §3, §7): general content, Super Admin only (the contract's policy). Titles are
// unique (trimmed, any case); SPEC's add answers 'news exist' for a taken one, as written. ImagePath is
// written only by the two uploads; the bodies' image, photo and ImagePath fields are not stored.

const SLIDER: TitledRecord = {
  table: sliderTable,
  id: sliderTable.EntryID,
  title: sliderTable.Title,
  titleConstraint: 'slider_title_unique',
  slug: { column: sliderTable.Slug, constraint: 'slider_Slug_unique', fallback: 'slider' },
  notFound: SLIDER_NOT_FOUND,
  taken: { message: SLIDER_EXIST_TEXT, field: 'title' },
}

/** The columns a slider body writes, on add and update alike (the status apart: see update). */
const columns = (input: Omit<z.infer<typeof SliderAddBody>, 'status'>) => ({
  Title: input.title,
  Caption: input.caption,
  ImagePosition: input.imagePosition,
  BtnName: input.btnName,
  BtnLink: input.btnLink,
  ...altColumns('slider', input),
})
const photo = uploadInto(sliderTable, { madeBy: slider.add })

export function registerSliderRoutes(app: FastifyInstance) {
  registerArea(
    app,
    slider,
    {
      async add({ input, actor, db }) {
        const saved = await addTitled(db, SLIDER, { title: input.title }, (Slug) =>
          db
            .insert(sliderTable)
            .values({ ...columns(input), Status: input.status, Slug, ...insertedBy(actor) })
            .returning({ EntryID: sliderTable.EntryID }),
        )
        if (saved instanceof NameTaken) return saved.answer('news exist')
        return { message: 'success', entry_id: saved[0].EntryID }
      },

      ...openedRecordHandlers(readOneFrom(sliderTable, SliderRow, SLIDER_NOT_FOUND)),

      list: ({ db }) =>
        db.select(columnsFor(sliderTable, SliderRow)).from(sliderTable).orderBy(desc(sliderTable.EntryID)),

      async update(ctx) {
        const { input, actor, db } = ctx
        await updateTitled(ctx, SLIDER, { id: input.id, title: input.title }, (Slug) =>
          db
            .update(sliderTable)
            .set({
              ...columns(input),
              // No status (SPEC's client) keeps the stored one.
              ...(input.status === undefined ? {} : { Status: input.status }),
              Slug,
              ...updatedBy(actor),
            })
            .where(eq(sliderTable.EntryID, input.id)),
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
