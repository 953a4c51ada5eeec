import { and, eq, isNull, sql } from 'drizzle-orm'
import { rowOf } from '../audit-log'
import type { Database } from '../db/client'
import { audit_log, released_photo } from '../db/schema'
import { recordOfName, recordTableNamed } from '../db/tables'
import type { FileStore } from './file-store'
import { removeStoredFile, STORED_NAME } from './uploads'

// Issue 25: a stored photo lives as long as something names it. When a record lets go of its photo (the next
// upload replaced it, the record was deleted), the file is removed only if no kept version of that record
// and not the record's current row names it; otherwise it is noted in `released_photo`, and the pruner
// (retention.ts) removes it once the last version naming it goes. One mechanism for every call site.

/** Where a photo is released: the database (to look for references) and the file store. */
export interface PhotoHome {
  db: Database
  files: FileStore
}

export interface ReleasedPhoto {
  folder: string
  /** The stored name; null or a name the server did not generate is left alone. */
  name: string | null
  /** The record that held it, as the audit log names it: 'news 12'. */
  record: string
}

/**
 * Whether a kept version of `record` (an audit entry not pruned) or the record's current row names the file. A stored name is 32 random hex digits: only the record it was uploaded for can name it
 * (a restore brings back that record's own versions).
 */
export async function photoNamed(db: Database, record: string, name: string): Promise<boolean> {
  // A version is the record after a write (`after`); a deletion's is the row it removed (`before`), which a
  // restore brings back. Another entry's `before` is only the comparison with the version before it.
  const named = sql`(position(${name} in coalesce(${audit_log.after}::text, '')) > 0
    or (${audit_log.after} is null and position(${name} in coalesce(${audit_log.before}::text, '')) > 0))`
  const [version] = await db
    .select({ id: audit_log.id })
    .from(audit_log)
    .where(and(eq(audit_log.record, record), isNull(audit_log.pruned_at), named))
    .limit(1)
  if (version) return true
  const parsed = recordOfName(record)
  const table = parsed && recordTableNamed(parsed.table)
  const row = parsed && table ? await rowOf(db, table, parsed.EntryID) : null
  return row !== null && Object.values(row).includes(name)
}

/** A record let go of its photo: removed now when nothing names it, else kept until its last version goes. */
export async function releasePhoto(home: PhotoHome, photo: ReleasedPhoto): Promise<void> {
  if (await noteReleased(home.db, photo)) await removeStoredFile(home.files, photo.folder, photo.name)
}

/**
 * The database's part of releasePhoto, for a write that releases a photo in its own transaction: a photo
 * still named is noted in `released_photo`; answers true when nothing names it, and the caller removes the
 * file once the transaction is committed (never before: a rolled-back write still names it).
 */
export async function noteReleased(db: Database, photo: ReleasedPhoto): Promise<boolean> {
  const { name } = photo
  if (!name || !STORED_NAME.test(name)) return false
  if (!(await photoNamed(db, photo.record, name))) return true
  await db
    .insert(released_photo)
    .values({ folder: photo.folder, name, record: photo.record })
    .onConflictDoNothing()
  return false
}
