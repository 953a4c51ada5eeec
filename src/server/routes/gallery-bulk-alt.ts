import { eq, sql } from 'drizzle-orm'
import { gallery, type GalleryAltItem } from '../../shared/contract/gallery'
import { gallery as galleryTable } from '../db/schema'
import { altColumns } from './alt-text'
import type { HandlerContext } from './define'
import { submitterName } from './records'
import { runWrite } from './write-steps'

// Issue 47: each selected photo's own alternative text, written in one dialog of the Gallery List. Each
// photo's change runs the write path's steps as the single-photo update would (its version, audit entry,
// reader's copy, webhook events), all in the bulk call's one transaction; the caller has checked that none
// of the photos is gone, so all are written or, on any failure, none.

export async function writeEachAlt(
  ctx: HandlerContext<typeof gallery.bulk>,
  items: readonly GalleryAltItem[],
): Promise<void> {
  const { db, actor } = ctx
  const step = { db, table: galleryTable, basedOn: undefined, where: undefined, actor, ip: ctx.ip }
  for (const { id, ImageAlt } of items) {
    const asked = { id, ImageAlt, ImageDecorative: false }
    await runWrite({ ...step, now: new Date(), spec: gallery.update, input: asked }, async () => {
      await db
        .update(galleryTable)
        .set({
          ...altColumns('gallery', { ImageAlt, ImageDecorative: false }),
          UpdatedBy: submitterName(actor),
          UpdatedDate: sql`now()`,
        })
        .where(eq(galleryTable.EntryID, id))
      return { message: 'success' as const }
    })
  }
}
