import { eq, inArray, sql } from 'drizzle-orm'
import { gallery } from '../../shared/contract/gallery'
import { GALLERY_REFUSALS } from '../../shared/rules/gallery'
import type { Database } from '../db/client'
import { gallery as galleryTable, gallery_subcategory as subCategoryTable } from '../db/schema'
import { HttpError } from '../errors'
import { altColumns } from './alt-text'
import type { HandlerContext } from './define'
import { submitterName } from './records'
import { runWrite } from './write-steps'

// Issue 47: one action of the Gallery List on several photos. Each photo's change runs the write path's steps
// (routes/write-steps.ts) as the single-photo update or delete would, so each has its own version, audit entry,
// reader's copy and webhook events; all of them in the bulk call's one transaction. All or none: a photo that
// is gone (deleted by someone else meanwhile) is answered by id and nothing is changed.

type DeletePhoto = (
  db: Database,
  EntryID: number,
  afterCommit: (task: () => Promise<void>) => void,
) => Promise<{ message: 'deleted' }>

/** `now`: the server's clock (ServerOptions.now), read once for the call as the write path does for one photo. */
export async function bulkGallery(
  ctx: HandlerContext<typeof gallery.bulk>,
  deletePhoto: DeletePhoto,
  now: Date,
) {
  const { input, db, actor } = ctx
  const found = await db
    .select({ EntryID: galleryTable.EntryID })
    .from(galleryTable)
    .where(inArray(galleryTable.EntryID, input.ids))
  const present = new Set(found.map((row) => row.EntryID))
  const gone = input.ids.filter((id) => !present.has(id))
  if (gone.length > 0) return { message: 'gone' as const, count: 0, gone }
  // 'alt-each': each photo's own text (the contract checked one item per id); 'alt': one text for all.
  const ownAlt = new Map((input.items ?? []).map((item) => [item.id, item.ImageAlt]))
  const category = input.action === 'move' ? await categoryOf(db, input.SubCategoryID!) : undefined
  const step = { db, table: galleryTable, basedOn: undefined, where: undefined, actor, ip: ctx.ip }
  for (const id of input.ids) {
    if (input.action === 'delete') {
      await runWrite({ ...step, now, spec: gallery.delete, input: { EntryID: id } }, () =>
        deletePhoto(db, id, ctx.afterCommit),
      )
      continue
    }
    const ImageAlt = input.action === 'alt-each' ? ownAlt.get(id) : input.ImageAlt
    const change =
      input.action === 'move'
        ? { CategoryID: category!, SubCategoryID: input.SubCategoryID! }
        : altColumns('gallery', { ImageAlt, ImageDecorative: false })
    const asked =
      input.action === 'move'
        ? { id, category, SubCategoryID: input.SubCategoryID }
        : { id, ImageAlt, ImageDecorative: false }
    await runWrite({ ...step, now, spec: gallery.update, input: asked }, async () => {
      await db
        .update(galleryTable)
        .set({ ...change, UpdatedBy: submitterName(actor), UpdatedDate: sql`now()` })
        .where(eq(galleryTable.EntryID, id))
      return { message: 'success' as const }
    })
  }
  return { message: 'success' as const, count: input.ids.length, gone: [] }
}

async function categoryOf(db: Database, SubCategoryID: number): Promise<number> {
  const [found] = await db
    .select({ CategoryID: subCategoryTable.CategoryID })
    .from(subCategoryTable)
    .where(eq(subCategoryTable.EntryID, SubCategoryID))
  if (!found) throw new HttpError(400, GALLERY_REFUSALS.subCategoryNotFound, 'SubCategoryID')
  return found.CategoryID
}
