import { and, desc, eq, isNull, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { NO_LIKENESS } from '../../shared/rules/duplicates'
import { GALLERY_IMAGE } from '../../shared/rules/gallery'
import { fileKindOf, IMAGE_KINDS } from '../../shared/rules/uploads'
import type { Database } from '../db/client'
import { gallery } from '../db/schema'
import { repeatWhileUp } from '../repeating'
import type { FileStore } from './file-store'
import type { PhotoPool } from './photo-pool'

// Issue 28: gallery photos stored before likenesses existed get theirs in the background, a few at a time,
// newest first, so a resized copy of a photo of years ago is found too. Unlike a SHA-256, a likeness can be
// taken from the stored file: removing its metadata or turning it upright changed its bytes, not its look.
// A photo's likeness is written only while it still has the file read (an upload meanwhile wrote its own).

/** Photos a round reads: each is one decode of its stored file. */
const BACKFILL_BATCH = 10
/** A round every so often: a few photos a minute, a small share of one core while old photos are left. */
const BACKFILL_EVERY_MS = 10_000

/** Takes the likeness of up to `batch` gallery photos that have none yet; answers how many it took. */
export async function backfillLikenesses(
  { db, files, photos }: { db: Database; files: FileStore; photos: PhotoPool },
  { batch = BACKFILL_BATCH }: { batch?: number } = {},
): Promise<number> {
  const rows = await db
    .select({ EntryID: gallery.EntryID, ImagePath: gallery.ImagePath })
    .from(gallery)
    .where(and(isNull(gallery.LikenessHash), ne(gallery.ImagePath, '')))
    .orderBy(desc(gallery.EntryID))
    .limit(batch)
  for (const { EntryID, ImagePath } of rows) {
    const likeness = await likenessOfFile(files, photos, ImagePath!)
    await db
      .update(gallery)
      .set({ LikenessHash: likeness ?? NO_LIKENESS })
      .where(
        and(eq(gallery.EntryID, EntryID), eq(gallery.ImagePath, ImagePath!), isNull(gallery.LikenessHash)),
      )
  }
  return rows.length
}

/** The likeness of a stored gallery file; null for a video, a file gone or one that does not decode. */
async function likenessOfFile(files: FileStore, photos: PhotoPool, name: string): Promise<string | null> {
  const kind = fileKindOf(name)
  if (!kind || !IMAGE_KINDS.includes(kind)) return null
  // A store that cannot be reached throws: the round ends, and the next tries the photo again.
  const opened = await files.open(GALLERY_IMAGE.folder, name)
  if (!opened) return null
  const chunks: Buffer[] = []
  for await (const chunk of opened.body) chunks.push(chunk as Buffer)
  return photos.likenessOfStored(Buffer.concat(chunks))
}

export interface LikenessBackfillOptions {
  everyMs?: number
  batch?: number
}

export function startLikenessBackfill(app: FastifyInstance, options: LikenessBackfillOptions = {}): void {
  repeatWhileUp(app, {
    // Not at start: a server (or the desktop app) that just started has its own work first.
    first: options.everyMs ?? BACKFILL_EVERY_MS,
    everyMs: options.everyMs ?? BACKFILL_EVERY_MS,
    async round() {
      const taken = await backfillLikenesses(app.services, options)
      return taken > 0 ? { taken } : null
    },
    done: 'gallery photos given their likeness',
    failed: 'giving gallery photos their likeness failed',
  })
}
