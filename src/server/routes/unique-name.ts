import { and, ne, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import { HttpError } from '../errors'
import { uniqueViolation } from './records'

// A name that must be unique across a table (a slider's title, a partner's name), trimmed and in any case,
// as a unique index on lower(btrim(column)) holds it under concurrent saves too.

export interface UniqueName {
  table: PgTable
  column: PgColumn
  id: PgColumn
  /** The unique index on lower(btrim(column)). */
  constraint: string
}

/** Does another record (not `exceptId`) have this name already? */
export async function nameTaken(db: Database, where: UniqueName, name: string, exceptId?: number) {
  const same = sql`lower(btrim(${where.column})) = lower(btrim(${name}))`
  const [found] = await db
    .select({ id: where.id })
    .from(where.table)
    .where(exceptId === undefined ? same : and(same, ne(where.id, exceptId)))
    .limit(1)
  return found !== undefined
}

/**
 * An update whose contract answers only 'success' refuses a taken name with 409, the SPEC text and the
 * field, whether the check before the write or the unique index (a concurrent save) finds it.
 */
export async function updateKeepingNameUnique(
  db: Database,
  where: UniqueName,
  refusal: { message: string; field: string },
  name: string,
  id: number,
  write: () => Promise<unknown>,
): Promise<void> {
  const conflict = new HttpError(409, refusal.message, refusal.field)
  if (await nameTaken(db, where, name, id)) throw conflict
  try {
    await write()
  } catch (error) {
    if (uniqueViolation(error) === where.constraint) throw conflict
    throw error
  }
}

/** An add's 'exist' answer, whether the check before the insert or the unique index finds the name. */
export async function addUnlessNameTaken<T>(
  db: Database,
  where: UniqueName,
  name: string,
  insert: () => Promise<T>,
): Promise<T | 'exist'> {
  if (await nameTaken(db, where, name)) return 'exist'
  try {
    return await insert()
  } catch (error) {
    if (uniqueViolation(error) === where.constraint) return 'exist'
    throw error
  }
}
