import { eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { SessionUser } from '../../shared/contract/session'
import type { Database } from '../db/client'
import { HttpError } from '../errors'
import { requireFaculty, type Guard } from './guards'
import { saveWithUniqueSlug, submitterName } from './records'
import {
  addUnlessNameTaken,
  NameTaken,
  updateKeepingNameUnique,
  writeKeepingSlug,
  writeUnlessNameTaken,
  type UniqueName,
} from './unique-name'

// The add and update flow of every area whose records carry a title that must not repeat (news, events,
// headlines, sliders, partners, alumni feedback): one description of the area says what differs (table, columns, unique
// indexes, faculty scope, texts), and the route keeps only its own columns, input to row.

export interface TitledRecord {
  table: PgTable
  id: PgColumn
  /** The title that must not repeat (trimmed, any case). */
  title: PgColumn
  /** The unique index on the title (within the faculty when there is one). */
  titleConstraint: string
  /** The faculty column: titles are unique within a faculty, and an update checks the record's own. */
  faculty?: PgColumn
  /** The public-page slug, made from the title; absent for an area without public pages. */
  slug?: { column: PgColumn; constraint: string; fallback: string }
  /** The 404 text of an id no record has. */
  notFound: string
  /**
   * An update's 409 for a taken title (its contract answers only 'success'): SPEC's add text and field.
   * None: the update answers 'exist', as its add does (alumni feedback: SPEC edits through the add call).
   */
  taken?: { message: string; field: string }
}

/** The title and faculty an add or update asks for. */
export interface TitledInput {
  title: string
  faculty?: string
}

const uniqueName = (area: TitledRecord): UniqueName => ({
  table: area.table,
  id: area.id,
  name: area.title,
  scope: area.faculty,
  constraint: area.titleConstraint,
})

const slugColumn = (area: TitledRecord, slug: NonNullable<TitledRecord['slug']>) => ({
  table: area.table,
  slug: slug.column,
  id: area.id,
  slugConstraint: slug.constraint,
  fallback: slug.fallback,
})

/** Who saved the record and when, for an insert. */
export const insertedBy = (actor: SessionUser) => ({
  InsertedBy: submitterName(actor),
  InsertedDate: sql`now()`,
})

/** Who changed the record and when, for an update. */
export const updatedBy = (actor: SessionUser) => ({
  UpdatedBy: submitterName(actor),
  UpdatedDate: sql`now()`,
})

/**
 * An add: NameTaken (SPEC's 'exist', and which record) when the title is taken, otherwise `insert(slug)` with a unique slug of the title (an
 * area without slugs is given '' and does not read it).
 */
export function addTitled<T>(
  db: Database,
  area: TitledRecord,
  change: TitledInput,
  insert: (slug: string) => Promise<T>,
): Promise<T | NameTaken> {
  const { slug } = area
  return addUnlessNameTaken(
    db,
    uniqueName(area),
    change.title,
    () => (slug ? saveWithUniqueSlug(db, slugColumn(area, slug), change.title, insert) : insert('')),
    change.faculty,
  )
}

/**
 * An update: 404 for an unknown id, 403 for a record of a faculty the caller may not touch (the body's
 * faculty is checked by registerArea), a taken title refused (409 with `area.taken`, else NameTaken); then
 * `write(slug)`, the slug kept unless the title changed.
 */
export async function updateTitled(
  guard: Guard & { db: Database },
  area: TitledRecord,
  change: TitledInput & { id: number },
  write: (slug: string) => Promise<unknown>,
): Promise<NameTaken | undefined> {
  const { db } = guard
  const fields: Record<string, PgColumn> = { title: area.title }
  if (area.slug) fields.slug = area.slug.column
  if (area.faculty) fields.faculty = area.faculty
  const [current] = await db.select(fields).from(area.table).where(eq(area.id, change.id))
  if (!current) throw new HttpError(404, area.notFound, 'id')
  // Nobody moves a record out of a faculty they may not touch.
  if (area.faculty) requireFaculty(guard, current.faculty as string | null)

  const { slug } = area
  const named = { name: change.title, title: change.title, id: change.id, scope: change.faculty }
  const save = () =>
    slug
      ? writeKeepingSlug(
          db,
          slugColumn(area, slug),
          named,
          { title: String(current.title), slug: String(current.slug) },
          write,
        )
      : write('')
  if (area.taken) {
    await updateKeepingNameUnique(db, uniqueName(area), area.taken, named, save)
    return undefined
  }
  const saved = await writeUnlessNameTaken(db, uniqueName(area), { ...named, exceptId: change.id }, save)
  return saved instanceof NameTaken ? saved : undefined
}
