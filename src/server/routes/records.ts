import { and, eq, like, ne, or, sql, type SQL } from 'drizzle-orm'
import { PgTransaction, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import type { SessionUser } from '../../shared/contract/session'
import type { Database } from '../db/client'

// What every area that saves records does alike: record who saved it, give it a public slug, and tell a
// duplicate refused by a unique constraint from other database errors.

/** SPEC §1: the submitter is the signed-in user's first, middle and last name as one text. The body's
 * submittedBy is never trusted. */
export function submitterName(user: Pick<SessionUser, 'FirstName' | 'MiddleName' | 'Surname'>): string {
  return [user.FirstName, user.MiddleName, user.Surname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
}

const MAX_SLUG_LENGTH = 80

/**
 * The public-page slug of a title: lower-case ASCII letters and digits joined by single dashes, accents
 * dropped ('Café Week' → 'cafe-week'); `fallback` when nothing is left (a title in another script).
 */
export function slugFrom(text: string, fallback = 'item'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')
  return slug || fallback
}

export interface SlugColumn {
  table: PgTable
  slug: PgColumn
  /** The id column, to leave the record being updated out of the taken slugs. */
  id: PgColumn
  /** The slug of a title with no ASCII letter or digit ('item' when not given). */
  fallback?: string
}

/**
 * `slugFrom(text)`, or with -2, -3 … when another record of the table has it already. A concurrent save
 * can still take the same one first: save with `saveWithUniqueSlug`, which tries again.
 */
export async function uniqueSlug(
  db: Database,
  where: SlugColumn,
  text: string,
  exceptId?: number,
): Promise<string> {
  const base = slugFrom(text, where.fallback)
  // `base` holds only [a-z0-9-]: no LIKE wildcards to escape.
  const sameBase = or(eq(where.slug, base), like(where.slug, `${base}-%`)) as SQL
  const rows = await db
    .select({ slug: where.slug })
    .from(where.table)
    .where(exceptId === undefined ? sameBase : and(sameBase, ne(where.id, exceptId)))
  const taken = new Set(rows.map((row) => row.slug as string))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * Runs `save(slug)` with a unique slug for `text`; when a concurrent save took that slug between the read
 * and the write (the unique constraint `slugConstraint` refuses it), reads again and retries.
 */
export async function saveWithUniqueSlug<T>(
  db: Database,
  where: SlugColumn & { slugConstraint: string },
  text: string,
  save: (slug: string) => Promise<T>,
  exceptId?: number,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const slug = await uniqueSlug(db, where, text, exceptId)
    try {
      return await recoverable(db, () => save(slug))
    } catch (error) {
      if (attempt >= 5 || uniqueViolation(error) !== where.slugConstraint) throw error
    }
  }
}

/**
 * Runs `write` so that its failure leaves the call's transaction usable (PostgreSQL refuses every later
 * statement of a transaction in which one failed): in a savepoint when `db` is a transaction, as every
 * write call's is (routes/define.ts). A write whose error is caught and answered (a unique index's 'exist',
 * a slug taken meanwhile and retried) goes through this.
 */
export function recoverable<T>(db: Database, write: () => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? db.transaction(() => write()) : write()
}

/**
 * The name of the unique constraint (or unique index) an insert or update broke, or null for any other
 * error. Both drivers report PostgreSQL's SQLSTATE 23505 with the constraint name; drizzle wraps their
 * error in its own, so the chain of causes is searched.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown }
    if (code === '23505') return typeof constraint === 'string' ? constraint : ''
    cause = (cause as { cause?: unknown }).cause
  }
  return null
}

export interface NameColumn {
  table: PgTable
  id: PgColumn
  /** The column that must not repeat (a title), compared trimmed and in any case. */
  name: PgColumn
  /** The column the name is unique within (a faculty code); the whole table when absent. */
  scope?: PgColumn
}

/**
 * Whether another record has this name already (trimmed, any case), within `scope` when the table has
 * one: the check before a save that answers SPEC's 'exist'. A unique index on the same expression
 * catches the concurrent save this check cannot see.
 */
export async function nameTaken(
  db: Database,
  where: NameColumn,
  name: string,
  options: { scope?: string; exceptId?: number } = {},
): Promise<boolean> {
  return (await nameHolder(db, where, name, options)) !== null
}

/** The id of the record that holds `name` (trimmed, any case), within `scope`, other than `exceptId`; else null. */
export async function nameHolder(
  db: Database,
  where: NameColumn,
  name: string,
  options: { scope?: string; exceptId?: number } = {},
): Promise<number | null> {
  const conditions: SQL[] = [sql`lower(btrim(${where.name})) = lower(btrim(${name}))`]
  if (where.scope && options.scope !== undefined) conditions.push(eq(where.scope, options.scope))
  if (options.exceptId !== undefined) conditions.push(ne(where.id, options.exceptId))
  const [found] = await db
    .select({ id: where.id })
    .from(where.table)
    .where(and(...conditions))
    .limit(1)
  return found === undefined ? null : Number(found.id)
}
