import { getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { recordName, versionOf, type Writer } from '../audit-log'
import type { Database } from '../db/client'
import { releaseForDirectSave, reviewAreaOf, savesWaitForReview, submitForReview } from './store'

// Issue 48: an upload is a save of its record's file, outside the write path's steps (storage/uploads.ts).
// A reviewed editor's photo is submitted with the record (the version its audit entry made, or the creation
// it was folded into), and the readers' copy is left alone; anyone else's publishes the record as it stands.

/** Whether the upload waits for review; when it does not, the rounds that held the record are closed. */
export async function holdsUpload(
  db: Database,
  writer: Writer | null,
  table: PgTable | undefined,
  EntryID: number,
): Promise<boolean> {
  if (!writer || !table) return false
  const name = getTableName(table)
  const area = reviewAreaOf(name)
  if (!area) return false
  const now = new Date()
  if (!(await savesWaitForReview(db, writer.actor, area))) {
    await releaseForDirectSave(db, writer.actor, name, EntryID, now)
    return false
  }
  const version = await versionOf(db, recordName(table, EntryID))
  await submitForReview(db, { actor: writer.actor, table: name, area, EntryID, version, made: false, now })
  return true
}
