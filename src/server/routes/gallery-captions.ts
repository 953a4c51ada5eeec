import { eq } from 'drizzle-orm'
import {
  CAPTIONS_NEED_VIDEO,
  CAPTIONS_VIDEO_CHANGED,
  captionsNameFor,
  isGalleryVideo,
} from '../../shared/rules/gallery'
import type { Database } from '../db/client'
import { gallery as galleryTable } from '../db/schema'
import { HttpError } from '../errors'
import { uploadInto, type UploadTarget } from '../storage/uploads'

// A gallery video's captions (issue 27): a WebVTT file stored beside the video, under the video's stored
// base name + .vtt, so the public site finds them next to it. The record must hold a video (400), and still
// hold the same one when the captions' name is written (409: it was replaced meanwhile).

async function videoOf(db: Database, entryId: number, lock = false) {
  const query = db
    .select({ ImagePath: galleryTable.ImagePath })
    .from(galleryTable)
    .where(eq(galleryTable.EntryID, entryId))
  const [row] = lock ? await query.for('update') : await query
  if (!row) return undefined
  return isGalleryVideo(row.ImagePath) ? (row.ImagePath as string) : null
}

export function captionsTarget(): UploadTarget {
  const rows = uploadInto(galleryTable)
  return {
    ...rows,
    async facultyOf(db, entryId) {
      const video = await videoOf(db, entryId)
      if (video === null) throw new HttpError(400, CAPTIONS_NEED_VIDEO, 'entry_id')
      return video === undefined ? undefined : rows.facultyOf(db, entryId)
    },
    async storedName(db, entryId) {
      const video = await videoOf(db, entryId)
      if (!video) throw new HttpError(400, CAPTIONS_NEED_VIDEO, 'entry_id')
      return captionsNameFor(video)
    },
    async replaceFile(db, change) {
      const video = await videoOf(db, change.entryId, true)
      if (video === undefined) return undefined
      if (video === null || captionsNameFor(video) !== change.fileName)
        throw new HttpError(409, CAPTIONS_VIDEO_CHANGED, 'entry_id')
      return rows.replaceFile(db, change)
    },
  }
}
