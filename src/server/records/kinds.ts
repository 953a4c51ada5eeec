import { and, eq, getTableColumns, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import {
  RECORD_KIND_SPECS,
  inUseMessage,
  type RecordKind,
  type RecordValues,
  type Usage,
} from '../../shared/rules/records'
import { isBlank } from '../../shared/rules/forms'
import type { Database } from '../db/client'
import { countWhere } from '../db/count'
import {
  alumni_feedback,
  alumni_student,
  course,
  course_about,
  event,
  faculty,
  gallery,
  leadership,
  modules,
  news,
  staff,
} from '../db/schema'
import { saveWithUniqueSlug } from '../routes/records'

// Each kind of university record bound to its table: how its row reads as text per field, how text per
// field is written back, and what still uses a record before it may be removed. Only the fields of
// rules/records.ts are ever written: a staff import never touches username, PasswordHash, IsAdmin or
// Active (the accounts work owns those).

/** What may still use a record: the rows of `table` that `where` admits, named 'course' / 'courses'. */
interface Use {
  table: PgTable
  where: SQL | undefined
  one: string
  many: string
}

export interface KindTable {
  table: PgTable
  id: PgColumn
  key: PgColumn
  /** The public address of a new record, made from this field, unique by saveWithUniqueSlug. */
  slug?: { column: PgColumn; from: string; constraint: string; fallback: string }
  /** What the refusal to remove a record calls it ('This faculty still has ...'). */
  thing: string
  /** What may still use the record with this key and id, counted before it is removed. */
  usedBy(key: string, EntryID: number): Use[]
}

const use = (table: PgTable, where: SQL | undefined, one: string, many: string): Use => ({
  table,
  where,
  one,
  many,
})

export const KIND_TABLES: Record<RecordKind, KindTable> = {
  faculties: {
    table: faculty,
    id: faculty.EntryID,
    key: faculty.FacultyCode,
    slug: {
      column: faculty.Slug,
      from: 'FacultyName',
      constraint: 'faculty_Slug_unique',
      fallback: 'faculty',
    },
    thing: 'faculty',
    usedBy: (code) => [
      use(course, eq(course.FacultyCode, code), 'course', 'courses'),
      use(news, eq(news.FacultyCode, code), 'news item', 'news items'),
      use(event, eq(event.FacultyCode, code), 'event', 'events'),
      use(gallery, eq(gallery.FacultyCode, code), 'gallery photo', 'gallery photos'),
      use(staff, eq(staff.FacultyCode, code), 'staff member', 'staff members'),
    ],
  },
  courses: {
    table: course,
    id: course.EntryID,
    key: course.CourseCode,
    slug: { column: course.Slug, from: 'CourseName', constraint: 'course_Slug_unique', fallback: 'course' },
    thing: 'course',
    usedBy: (code) => [
      use(course_about, eq(course_about.CourseCode, code), 'about-course page', 'about-course pages'),
      use(modules, eq(modules.CourseCode, code), 'module', 'modules'),
    ],
  },
  staff: {
    table: staff,
    id: staff.StaffID,
    key: staff.StaffNumber,
    thing: 'staff member',
    usedBy: (_key, StaffID) => [
      use(
        staff,
        and(eq(staff.StaffID, StaffID), isNotNull(staff.username)),
        'sign-in account',
        'sign-in accounts',
      ),
      use(
        leadership,
        eq(leadership.StaffID, StaffID),
        'Senate or Management enrolment',
        'Senate or Management enrolments',
      ),
    ],
  },
  'alumni-students': {
    table: alumni_student,
    id: alumni_student.EntryID,
    key: alumni_student.StudentID,
    thing: 'alumni student',
    usedBy: (key) => [
      use(alumni_feedback, eq(alumni_feedback.StudentID, key), 'alumni feedback', 'alumni feedbacks'),
    ],
  },
}

/** The refusal to remove a record, or null when nothing uses it. */
export async function inUse(
  db: Database,
  kind: RecordKind,
  key: string,
  EntryID: number,
): Promise<string | null> {
  const usages: Usage[] = []
  for (const { table, where, one, many } of KIND_TABLES[kind].usedBy(key, EntryID))
    usages.push({ count: await countWhere(db, table, where), one, many })
  return inUseMessage(KIND_TABLES[kind].thing, usages)
}

const columnOf = (kind: RecordKind, field: string): PgColumn => {
  const columns: Record<string, PgColumn> = getTableColumns(KIND_TABLES[kind].table)
  return columns[field]
}

/** The columns a record is read from: its id and every field of its kind. */
export function selection(kind: RecordKind): Record<string, PgColumn> {
  const columns: Record<string, PgColumn> = { EntryID: KIND_TABLES[kind].id }
  for (const field of RECORD_KIND_SPECS[kind].fields) columns[field.name] = columnOf(kind, field.name)
  return columns
}

/** A stored row as text per field ('' for null), as forms and CSV rows hold it. */
export function valuesOf(kind: RecordKind, row: Record<string, unknown>): RecordValues {
  const values: RecordValues = {}
  for (const field of RECORD_KIND_SPECS[kind].fields) {
    const value = row[field.name]
    values[field.name] = value === null || value === undefined ? '' : String(value)
  }
  return values
}

/**
 * Text as it is kept: trimmed, an e-mail in lower case, a blank one (rules/forms.ts isBlank: invisible
 * characters too) empty. Compared after this, so a file that differs only in spaces around a value, or an
 * address's case, changes nothing.
 */
export function normalize(kind: RecordKind, values: RecordValues): RecordValues {
  const out: RecordValues = {}
  for (const field of RECORD_KIND_SPECS[kind].fields) {
    if (!(field.name in values)) continue
    const trimmed = (values[field.name] ?? '').trim()
    if (isBlank(trimmed)) out[field.name] = ''
    else if (field.type === 'email') out[field.name] = trimmed.toLowerCase()
    else if (field.type === 'integer' && /^[0-9]{1,9}$/.test(trimmed))
      out[field.name] = String(Number(trimmed))
    else out[field.name] = trimmed
  }
  return out
}

/** The values a new record is saved with: what was given, an empty field's fallback where it has one. */
export function withFallbacks(kind: RecordKind, values: RecordValues): RecordValues {
  const out: RecordValues = { ...values }
  for (const field of RECORD_KIND_SPECS[kind].fields)
    if (!out[field.name] && field.fallback !== undefined) out[field.name] = field.fallback
  return out
}

/** Column values of the given fields: a whole number as a number, empty text as null where null is allowed. */
function columnValues(kind: RecordKind, values: RecordValues): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of RECORD_KIND_SPECS[kind].fields) {
    if (!(field.name in values)) continue
    const value = values[field.name]
    const column = columnOf(kind, field.name)
    if (field.type === 'integer') out[field.name] = Number(value)
    else out[field.name] = value === '' && !column.notNull ? null : value
  }
  return out
}

/** Adds a record (its slug made unique), answering its id. */
export async function insertRecord(
  db: Database,
  kind: RecordKind,
  values: RecordValues,
  insertedBy: string,
): Promise<number> {
  const bound = KIND_TABLES[kind]
  const columns = columnValues(kind, withFallbacks(kind, values))
  if ('InsertedBy' in bound.table) columns.InsertedBy = insertedBy
  const insert = async (extra: Record<string, unknown>) => {
    const [row] = (await db
      .insert(bound.table)
      .values({ ...columns, ...extra } as never)
      .returning({ id: bound.id })) as { id: number }[]
    return row.id
  }
  const slug = bound.slug
  if (!slug) return insert({})
  return saveWithUniqueSlug(
    db,
    {
      table: bound.table,
      slug: slug.column,
      id: bound.id,
      slugConstraint: slug.constraint,
      fallback: slug.fallback,
    },
    values[slug.from] ?? '',
    (Slug) => insert({ Slug }),
  )
}

/** Many new records of a kind without a slug, in one statement. */
export async function insertMany(
  db: Database,
  kind: RecordKind,
  rows: readonly RecordValues[],
): Promise<void> {
  if (rows.length === 0) return
  const bound = KIND_TABLES[kind]
  await db.insert(bound.table).values(rows.map((v) => columnValues(kind, withFallbacks(kind, v))) as never)
}

/** Writes the given fields of a record; its slug (public address) stays as it was. */
export async function updateRecord(
  db: Database,
  kind: RecordKind,
  EntryID: number,
  values: RecordValues,
): Promise<void> {
  const bound = KIND_TABLES[kind]
  const columns = columnValues(kind, values)
  if (Object.keys(columns).length === 0) return
  await db
    .update(bound.table)
    .set(columns as never)
    .where(eq(bound.id, EntryID))
}

/**
 * Writes the same fields of many records in one statement (an import's changed rows of a batch: one file,
 * one mapping, so every row writes the same fields): UPDATE … FROM (VALUES …).
 */
export async function updateMany(
  db: Database,
  kind: RecordKind,
  rows: readonly { EntryID: number; values: RecordValues }[],
): Promise<void> {
  if (rows.length === 0) return
  const bound = KIND_TABLES[kind]
  const fields = RECORD_KIND_SPECS[kind].fields.filter((f) => f.name in rows[0].values)
  if (fields.length === 0) return
  const typeOf = (name: string) =>
    sql.raw(
      RECORD_KIND_SPECS[kind].fields.find((f) => f.name === name)?.type === 'integer' ? 'integer' : 'text',
    )
  const tuples = rows.map((row) => {
    const columns = columnValues(kind, row.values)
    const cells = fields.map((f) => sql`${columns[f.name] ?? null}::${typeOf(f.name)}`)
    return sql`(${row.EntryID}::integer, ${sql.join(cells, sql`, `)})`
  })
  const names = fields.map((f) => sql.identifier(f.name))
  const sets = fields.map((f) => sql`${sql.identifier(f.name)} = v.${sql.identifier(f.name)}`)
  await db.execute(
    sql`update ${bound.table} set ${sql.join(sets, sql`, `)} from (values ${sql.join(tuples, sql`, `)}) as v(id, ${sql.join(names, sql`, `)}) where ${bound.id} = v.id`,
  )
}

/** The stored records of these keys, by key. */
export async function findByKeys(
  db: Database,
  kind: RecordKind,
  keys: readonly string[],
): Promise<Map<string, { EntryID: number; values: RecordValues }>> {
  const found = new Map<string, { EntryID: number; values: RecordValues }>()
  if (keys.length === 0) return found
  const bound = KIND_TABLES[kind]
  const rows = (await db
    .select(selection(kind))
    .from(bound.table)
    .where(inArray(bound.key, [...keys]))) as Record<string, unknown>[]
  const keyName = RECORD_KIND_SPECS[kind].key
  for (const row of rows)
    found.set(String(row[keyName]), { EntryID: Number(row.EntryID), values: valuesOf(kind, row) })
  return found
}

/** Which of these faculty codes exist. */
export async function knownFaculties(db: Database, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set()
  const rows = await db
    .select({ code: faculty.FacultyCode })
    .from(faculty)
    .where(inArray(faculty.FacultyCode, [...codes]))
  return new Set(rows.map((r) => r.code))
}

/** Every record of a kind, by its key. */
export async function listRecords(db: Database, kind: RecordKind) {
  const bound = KIND_TABLES[kind]
  const rows = (await db.select(selection(kind)).from(bound.table).orderBy(bound.key)) as Record<
    string,
    unknown
  >[]
  return rows.map((row) => ({ EntryID: Number(row.EntryID), values: valuesOf(kind, row) }))
}
