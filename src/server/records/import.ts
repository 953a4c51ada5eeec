import { eq } from 'drizzle-orm'
import type { ImportMapping, ImportReport } from '../../shared/contract/records'
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  RECORD_KIND_SPECS,
  defaultMapping,
  fieldProblem,
  recordProblem,
  type RecordKind,
  type RecordValues,
} from '../../shared/rules/records'
import { getTableName } from 'drizzle-orm'
import { recordWrite, type Writer } from '../audit-log'
import { areasOfTables, projectArea } from '../public/project'
import type { Database } from '../db/client'
import { record_import_mapping } from '../db/schema'
import { submitterName } from '../routes/records'
import { CsvProblem, openCsv, type CsvRow } from './csv'
import {
  KIND_TABLES,
  findByKeys,
  insertMany,
  insertRecord,
  knownFaculties,
  normalize,
  updateMany,
  withFallbacks,
} from './kinds'

// One import of a CSV file of university records. Preview and apply are the same run: rows are read in
// batches, checked, compared with what is stored and written, all in one transaction; a preview, or any
// file with a refused row, is then rolled back, an apply committed. So the preview is exactly what an
// apply does, and an apply is all or nothing. A second import of the same file finds every row unchanged.

export interface ImportOptions {
  apply: boolean
  /** Who imports (audited on apply); the command line has no signed-in user. */
  writer?: Writer
  /** 'command line' when no writer: recorded as the inserter of new faculties. */
  by?: string
}

/** The remembered mapping of a kind (field → header), or null. */
export async function readMapping(db: Database, kind: RecordKind): Promise<ImportMapping | null> {
  const [row] = await db
    .select({ mapping: record_import_mapping.mapping })
    .from(record_import_mapping)
    .where(eq(record_import_mapping.kind, kind))
  return row?.mapping ?? null
}

export async function saveMapping(
  db: Database,
  kind: RecordKind,
  mapping: ImportMapping,
  by: string,
): Promise<void> {
  const known = new Set(RECORD_KIND_SPECS[kind].fields.map((f) => f.name))
  const kept = Object.fromEntries(Object.entries(mapping).filter(([field]) => known.has(field)))
  await db
    .insert(record_import_mapping)
    .values({ kind, mapping: kept, UpdatedBy: by })
    .onConflictDoUpdate({
      target: record_import_mapping.kind,
      set: { mapping: kept, UpdatedBy: by, UpdatedDate: new Date().toISOString() },
    })
}

/** Thrown to roll the run's transaction back with its report. */
class RolledBack extends Error {
  constructor(readonly report: ImportReport) {
    super('rolled back')
  }
}

function emptyReport(kind: RecordKind, mapping: ImportMapping): ImportReport {
  return {
    kind,
    applied: false,
    mapping,
    rows: 0,
    counts: { added: 0, changed: 0, unchanged: 0, refused: 0 },
    added: [],
    changed: [],
    refused: [],
  }
}

const listed = <T>(list: T[], item: T) => {
  if (list.length < IMPORT_LIMITS.maxListed) list.push(item)
}

function refuse(report: ImportReport, line: number, reason: string): void {
  report.counts.refused++
  listed(report.refused, { line, reason })
}

/** Reads, checks and writes a whole file; rolls back unless `apply` and nothing was refused. */
export async function runImport(
  db: Database,
  kind: RecordKind,
  source: AsyncIterable<Uint8Array | string>,
  options: ImportOptions,
): Promise<ImportReport> {
  const spec = RECORD_KIND_SPECS[kind]
  const remembered = await readMapping(db, kind)
  let report = emptyReport(kind, {})
  let csv
  try {
    csv = await openCsv(source)
  } catch (error) {
    if (!(error instanceof CsvProblem)) throw error
    refuse(report, error.line, error.message)
    return report
  }
  const mapping = defaultMapping(kind, csv.headers, remembered)
  report = emptyReport(kind, mapping)
  if (!(spec.key in mapping)) {
    refuse(report, 1, IMPORT_MESSAGES.keyNotMapped(spec.key))
    return report
  }
  const columnOf = new Map(
    Object.entries(mapping).map(([field, header]) => [field, csv.headers.indexOf(header)]),
  )
  const by = options.writer ? submitterName(options.writer.actor) : (options.by ?? '')

  try {
    return await db.transaction(async (tx) => {
      const seen = new Map<string, number>()
      let batch: CsvRow[] = []
      const flush = async () => {
        await writeBatch(tx, kind, batch, columnOf, csv.headers.length, seen, report, by)
        batch = []
      }
      try {
        for await (const row of csv.rows) {
          if (report.rows >= IMPORT_LIMITS.maxRows) {
            refuse(report, row.line, IMPORT_MESSAGES.tooManyRows)
            break
          }
          report.rows++
          batch.push(row)
          if (batch.length >= IMPORT_LIMITS.batchRows) await flush()
        }
        await flush()
      } catch (error) {
        if (!(error instanceof CsvProblem)) throw error
        refuse(report, error.line, error.message)
      }
      report.refused.sort((a, b) => a.line - b.line)
      if (!options.apply || report.counts.refused > 0) throw new RolledBack(report)
      report.applied = true
      // Issue 46: the reader's copies of the kind's records (a faculty page, a course page) follow the import.
      if (report.counts.added + report.counts.changed > 0)
        for (const area of areasOfTables([getTableName(KIND_TABLES[kind].table)])) await projectArea(tx, area)
      if (options.writer)
        await recordWrite(tx, options.writer, {
          call: `POST records/import/${kind}`,
          record: null,
          before: null,
          after: { counts: report.counts, mapping },
        })
      return report
    })
  } catch (error) {
    if (error instanceof RolledBack) return error.report
    throw error
  }
}

/** One batch: check each row, compare it with the stored record of its key, write what differs. */
async function writeBatch(
  tx: Database,
  kind: RecordKind,
  rows: readonly CsvRow[],
  columnOf: ReadonlyMap<string, number>,
  headerCount: number,
  seen: Map<string, number>,
  report: ImportReport,
  by: string,
): Promise<void> {
  if (rows.length === 0) return
  const spec = RECORD_KIND_SPECS[kind]
  const checked: { line: number; key: string; values: RecordValues }[] = []
  for (const row of rows) {
    // A row may end early (spreadsheets drop empty trailing cells); one with more filled cells than the
    // header has columns has a delimiter or quote out of place.
    if (row.fields.slice(headerCount).some((f) => f.trim() !== '')) {
      refuse(report, row.line, IMPORT_MESSAGES.tooManyFields(row.fields.length, headerCount))
      continue
    }
    const raw: RecordValues = {}
    for (const [field, index] of columnOf) raw[field] = row.fields[index] ?? ''
    const values = normalize(kind, raw)
    const key = values[spec.key] ?? ''
    const keyProblem = fieldProblem(
      spec.fields.find((f) => f.name === spec.key)!,
      key,
    )
    if (keyProblem) {
      refuse(report, row.line, keyProblem)
      continue
    }
    const before = seen.get(key)
    if (before !== undefined) {
      refuse(report, row.line, IMPORT_MESSAGES.duplicateKey(spec.key, key, before))
      continue
    }
    seen.set(key, row.line)
    checked.push({ line: row.line, key, values })
  }

  const stored = await findByKeys(
    tx,
    kind,
    checked.map((r) => r.key),
  )
  const facultyFields = spec.fields.filter((f) => f.type === 'faculty' && columnOf.has(f.name))
  const codes = checked.flatMap((r) => facultyFields.map((f) => r.values[f.name]).filter(Boolean))
  const faculties = await knownFaculties(tx, [...new Set(codes)])
  const fresh: RecordValues[] = []
  const updates: { EntryID: number; values: RecordValues }[] = []

  for (const row of checked) {
    const existing = stored.get(row.key)
    const problem = existing
      ? Object.keys(row.values)
          .map((name) =>
            fieldProblem(
              spec.fields.find((f) => f.name === name)!,
              row.values[name],
            ),
          )
          .find(Boolean)
      : recordProblem(kind, withFallbacks(kind, row.values))
    if (problem) {
      refuse(report, row.line, problem)
      continue
    }
    const unknown = facultyFields.map((f) => row.values[f.name]).find((code) => code && !faculties.has(code))
    if (unknown) {
      refuse(report, row.line, IMPORT_MESSAGES.unknownFaculty(unknown))
      continue
    }
    if (!existing) {
      report.counts.added++
      listed(report.added, { line: row.line, key: row.key })
      if (KIND_TABLES[kind].slug) await insertRecord(tx, kind, row.values, by)
      else fresh.push(row.values)
      continue
    }
    const changes = Object.keys(row.values)
      .filter((name) => row.values[name] !== existing.values[name])
      .map((field) => ({ field, from: existing.values[field], to: row.values[field] }))
    if (changes.length === 0) {
      report.counts.unchanged++
      continue
    }
    report.counts.changed++
    listed(report.changed, { line: row.line, key: row.key, changes })
    updates.push({ EntryID: existing.EntryID, values: row.values })
  }
  // A file with a refused row is rolled back whatever is written: nothing more is written for it.
  if (report.counts.refused > 0) return
  await insertMany(tx, kind, fresh)
  await updateMany(tx, kind, updates)
}
