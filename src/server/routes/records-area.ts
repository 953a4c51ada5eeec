import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { records } from '../../shared/contract/records'
import {
  RECORD_KINDS,
  RECORD_KIND_SPECS,
  fieldNames,
  recordProblem,
  type RecordKind,
  type RecordValues,
} from '../../shared/rules/records'
import type { Database } from '../db/client'
import { HttpError } from '../errors'
import { readMapping, saveMapping } from '../records/import'
import {
  KIND_TABLES,
  findByKeys,
  inUse,
  insertRecord,
  knownFaculties,
  listRecords,
  normalize,
  selection,
  updateRecord,
  valuesOf,
} from '../records/kinds'
import { recoverable, submitterName, uniqueViolation } from './records'
import { registerArea } from './define'
import { historyOf, keptVersionOf, restoreOf } from './history'
import { leaseOf } from './lease'
import { readOne } from './read-one'

// University records kept by hand (issue 22): list, add, edit and remove faculties, courses, staff and
// alumni students, and the remembered CSV mapping of each kind. The CSV import itself is records-import.ts.

export const RECORD_MESSAGES = {
  notFound: 'No such record',
  unknownField: (field: string) => `${field}: not a field of this kind of record`,
  keyFixed: (key: string) => `${key}: the university's code of a record cannot be changed; add a new record`,
  noSuchFaculty: 'no such faculty',
  stillUsed: 'This record is still used by other content.',
} as const

/** The body's values, checked: known fields only, every rule of rules/records.ts, faculties that exist. */
async function checkedValues(db: Database, kind: RecordKind, given: RecordValues): Promise<RecordValues> {
  const names = new Set(fieldNames(kind))
  const unknown = Object.keys(given).find((field) => !names.has(field))
  if (unknown) throw new HttpError(400, RECORD_MESSAGES.unknownField(unknown), unknown)
  const values = normalize(kind, Object.fromEntries([...names].map((n) => [n, given[n] ?? ''])))
  const problem = recordProblem(kind, values)
  if (problem) {
    const field = RECORD_KIND_SPECS[kind].fields.find((f) => problem.startsWith(f.label))?.name
    throw new HttpError(400, problem, field)
  }
  for (const field of RECORD_KIND_SPECS[kind].fields) {
    const code = values[field.name]
    if (field.type !== 'faculty' || !code) continue
    if (!(await knownFaculties(db, [code])).has(code))
      throw new HttpError(400, `${field.name}: ${RECORD_MESSAGES.noSuchFaculty}`, field.name)
  }
  return values
}

/** The record of this id, as text per field; 404 when there is none. */
async function recordById(db: Database, kind: RecordKind, EntryID: number) {
  const bound = KIND_TABLES[kind]
  const [row] = (await db.select(selection(kind)).from(bound.table).where(eq(bound.id, EntryID))) as Record<
    string,
    unknown
  >[]
  if (!row) throw new HttpError(404, RECORD_MESSAGES.notFound, 'EntryID')
  return valuesOf(kind, row)
}

/**
 * Issue 25: a kind's record as its update screen opens it (with its version), its versions, its lease and its
 * restore, on the kind's own table. The audit log names the record by that table ('staff 12', StaffID 12), as
 * every write of it has been named, so its history holds the accounts screen's saves of a staff member too.
 */
function openedRecordOf(kind: RecordKind) {
  const bound = KIND_TABLES[kind]
  const get = readOne({
    id: bound.id,
    notFound: RECORD_MESSAGES.notFound,
    rows: async (db, where) => {
      const rows = (await db.select(selection(kind)).from(bound.table).where(where)) as Record<
        string,
        unknown
      >[]
      return rows.map((row) => ({ EntryID: Number(row.EntryID), values: valuesOf(kind, row) }))
    },
  })
  const keptVersion = keptVersionOf(get)
  return {
    get,
    history: historyOf(get),
    /** A version's values as the record crosses the wire: text per field of its kind. */
    async version(ctx: Parameters<typeof keptVersion>[0]) {
      const kept = await keptVersion(ctx)
      return { ...kept, values: kept.values && valuesOf(kind, kept.values) }
    },
    lease: leaseOf(get),
    // Never the university's code: the update refuses to change it, and content refers to it.
    restore: restoreOf(
      get,
      fieldNames(kind).filter((field) => field !== RECORD_KIND_SPECS[kind].key),
    ),
  }
}

const OPENED = Object.fromEntries(RECORD_KINDS.map((kind) => [kind, openedRecordOf(kind)])) as Record<
  RecordKind,
  ReturnType<typeof openedRecordOf>
>

/** A write that a unique key refuses (a concurrent save of the same code) answers 'exist'. */
async function unlessKeyTaken<T>(db: Database, write: () => Promise<T>): Promise<T | 'exist'> {
  try {
    return await recoverable(db, write)
  } catch (error) {
    if (uniqueViolation(error) !== null) return 'exist'
    throw error
  }
}

/** PostgreSQL's SQLSTATE for a row another table's foreign key still points at. */
export const isForeignKeyViolation = (error: unknown): boolean => {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if ((cause as { code?: unknown }).code === '23503') return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

export function registerRecordsRoutes(app: FastifyInstance) {
  registerArea(
    app,
    records,
    {
      list: ({ db, input }) => listRecords(db, input.kind),
      // The read-one call of issue 23 and the calls of issue 25 on one record: each on its kind's table.
      get: (ctx) => OPENED[ctx.input.kind].get(ctx),
      history: (ctx) => OPENED[ctx.input.kind].history(ctx),
      version: (ctx) => OPENED[ctx.input.kind].version(ctx),
      lease: (ctx) => OPENED[ctx.input.kind].lease(ctx),
      restore: (ctx) => OPENED[ctx.input.kind].restore(ctx),

      async add({ db, input, actor }) {
        const { kind } = input
        const values = await checkedValues(db, kind, input.values)
        const key = values[RECORD_KIND_SPECS[kind].key]
        if ((await findByKeys(db, kind, [key])).size > 0) return { message: 'exist' }
        const made = await unlessKeyTaken(db, () => insertRecord(db, kind, values, submitterName(actor)))
        return made === 'exist' ? { message: 'exist' } : { message: 'success', entry_id: made }
      },

      async update({ db, input }) {
        const { kind, EntryID } = input
        const stored = await recordById(db, kind, EntryID)
        const values = await checkedValues(db, kind, input.values)
        const keyName = RECORD_KIND_SPECS[kind].key
        // Staff made here before any import (the first Super Admin) have no staff number yet: it may be set once.
        if (stored[keyName] !== '' && values[keyName] !== stored[keyName])
          throw new HttpError(400, RECORD_MESSAGES.keyFixed(keyName), keyName)
        const written = await unlessKeyTaken(db, () => updateRecord(db, kind, EntryID, values))
        return { message: written === 'exist' ? 'exist' : 'success' }
      },

      async remove({ db, input }) {
        const { kind, EntryID } = input
        const stored = await recordById(db, kind, EntryID)
        const bound = KIND_TABLES[kind]
        const reason = await inUse(db, kind, stored[RECORD_KIND_SPECS[kind].key], EntryID)
        if (reason) throw new HttpError(409, reason)
        try {
          await recoverable(db, () => db.delete(bound.table).where(eq(bound.id, EntryID)))
        } catch (error) {
          // Something began to use it after the check: refused as well, never a 500.
          if (isForeignKeyViolation(error)) throw new HttpError(409, RECORD_MESSAGES.stillUsed)
          throw error
        }
        return { message: 'deleted' }
      },

      async mapping({ db, input }) {
        return { mapping: await readMapping(db, input.kind) }
      },

      async saveMapping({ db, input, actor }) {
        await saveMapping(db, input.kind, input.mapping, submitterName(actor))
        return { message: 'success' }
      },
    },
    // Each write changes a row of its kind's table: the audit log keeps that record before and after (its versions).
    {
      records: {
        add: tableOfKind,
        update: tableOfKind,
        remove: tableOfKind,
        restore: tableOfKind,
      },
    },
  )
}

const tableOfKind = ({ kind }: { kind: RecordKind }) => KIND_TABLES[kind].table
