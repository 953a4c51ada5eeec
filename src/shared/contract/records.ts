import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { RECORD_KINDS } from '../rules/records'
import { answer, byId, call, entryId, type Area, openedRecord, readAll } from './define'
import { id, pathId } from './fields'

// University records (issue 22): faculties, courses, staff and alumni students, kept by a Super Admin by
// hand or from CSV files (rules/records.ts says each kind's fields). A record crosses the wire as text per
// field, as a form and a CSV row hold it; the server checks each field with rules/records.ts fieldProblem.
// The CSV itself is not a JSON call: it is streamed to `POST /api/records/import/:kind` (RECORDS_IMPORT).

export const RecordKindName = z.enum(RECORD_KINDS)

/** Field name → text; the server refuses unknown fields and checks each known one. */
export const RecordValuesBody = z.record(z.string().max(100), z.string().max(10_000))

export const RecordRow = z.object({
  EntryID: z.number().int(),
  values: z.record(z.string(), z.string()),
})
export type RecordRow = z.infer<typeof RecordRow>

export const RecordAddBody = z.object({ kind: RecordKindName, values: RecordValuesBody })
export const RecordUpdateBody = RecordAddBody.extend({ EntryID: id })

/** Field name → the CSV header it reads ('' : none). */
export const ImportMapping = z.record(z.string().max(100), z.string().max(300))
export type ImportMapping = z.infer<typeof ImportMapping>

export const MappingSaveBody = z.object({ kind: RecordKindName, mapping: ImportMapping })

const kindParam = z.object({ kind: RecordKindName })

/** A record is named by its kind and its EntryID (a staff member's StaffID): each kind has its own table. */
const byKindAndId = byId('EntryID', { kind: RecordKindName })

/** One row of an import's preview, by its line in the file (the header is line 1). */
export const ImportAdded = z.object({ line: z.number().int(), key: z.string() })
export const ImportChanged = z.object({
  line: z.number().int(),
  key: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
})
export const ImportRefused = z.object({ line: z.number().int(), reason: z.string() })

/**
 * What an import did (`applied`) or would do. A file with any refused row is refused whole: nothing is
 * written. The lists name at most IMPORT_LIMITS.maxListed rows each; the counts count them all.
 */
export const ImportReport = z.object({
  kind: RecordKindName,
  applied: z.boolean(),
  /** The header of each field the import read (field → header). */
  mapping: ImportMapping,
  rows: z.number().int(),
  counts: z.object({
    added: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  }),
  added: z.array(ImportAdded),
  changed: z.array(ImportChanged),
  refused: z.array(ImportRefused),
})
export type ImportReport = z.infer<typeof ImportReport>

/** The CSV import route, outside the JSON contract: `?apply=1` commits, otherwise a preview. */
export const RECORDS_IMPORT = {
  path: (kind: string) => `records/import/${encodeURIComponent(kind)}`,
  route: '/api/records/import/:kind',
  contentType: 'text/csv',
} as const

const access = ACCESS.records

export const records = {
  list: readAll('records/list/:kind', kindParam, RecordRow, access),
  /**
   * Issue 25: a record as its update screen opens it, with its version; its versions (values as text per
   * field, as the record crosses the wire) and who has it open: records/one|history|version/:kind/:EntryID,
   * records/lease, records/restore.
   */
  ...openedRecord('records', RecordRow, access, byKindAndId),
  add: call('POST', 'records/add', RecordAddBody, answer(['success', 'exist'], entryId), access),
  update: call('PATCH', 'records/update', RecordUpdateBody, answer(['success', 'exist']), access),
  remove: call(
    'DELETE',
    'records/delete/:kind/:EntryID',
    z.object({ kind: RecordKindName, EntryID: pathId }),
    answer(['deleted']),
    access,
  ),
  mapping: call(
    'GET',
    'records/mapping/:kind',
    kindParam,
    z.object({ mapping: ImportMapping.nullable() }),
    access,
  ),
  saveMapping: call('POST', 'records/mapping/save', MappingSaveBody, answer(['success']), access),
} satisfies Area
