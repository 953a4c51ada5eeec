import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FileStore } from '../storage/file-store'
import { HttpError } from '../errors'
import { releasePhoto } from '../storage/release-photo'
import { recordName } from '../audit-log'
import { requireFaculty, type HandlerContext } from './define'

// The Delete of a list row (issue 23, "content that can be taken down"): the record by its id, checked
// against the caller's faculty where the record has one, removed in the call's transaction (with its audit
// entry), and its photo released once that transaction has committed (kept while a version names it: release-photo.ts).

export interface DeletableRecord {
  table: PgTable
  id: PgColumn
  /** The refusal of an id no record has (404, naming `EntryID`). */
  notFound: string
  /** The record's faculty: a Faculty user deletes their own faculty's records only. */
  faculty?: PgColumn
  /** The stored photo, and the upload folder it is in. */
  photo?: { column: PgColumn; folder: string }
}

export async function deleteRecord(
  ctx: Pick<HandlerContext, 'db' | 'actor' | 'access' | 'afterCommit' | 'request'>,
  files: FileStore,
  record: DeletableRecord,
  id: number,
): Promise<{ message: 'deleted' }> {
  const { db } = ctx
  if (record.faculty) {
    // Locked, so the faculty checked is the faculty of the row deleted.
    const [found] = await db
      .select({ faculty: record.faculty })
      .from(record.table)
      .where(eq(record.id, id))
      .for('update')
    if (!found) throw new HttpError(404, record.notFound, 'EntryID')
    requireFaculty(ctx, found.faculty as string | null)
  }
  const [removed] = await db
    .delete(record.table)
    .where(eq(record.id, id))
    .returning({ photo: record.photo?.column ?? record.id })
  if (!removed) throw new HttpError(404, record.notFound, 'EntryID')
  const photo = record.photo
  if (photo && typeof removed.photo === 'string') {
    const name = removed.photo
    // Kept while a version names it: the deletion's own entry does, so the record can be restored with it.
    const { db: committed } = ctx.request.server.services
    const named = recordName(record.table, id)
    ctx.afterCommit(() =>
      releasePhoto({ db: committed, files }, { folder: photo.folder, name, record: named }),
    )
  }
  return { message: 'deleted' }
}
