import { z } from 'zod'
import type {
  CallResult,
  HistoryEntry,
  LeaseAnswer,
  RecordVersion,
  RestoreBody,
  UploadFolder,
} from '../../../shared/contract/define'

// Issue 25: what an update screen knows of the record it opened, besides its row: the version it was opened
// at (the save sends it back, so a record changed since is not silently overwritten) and the calls of its
// history, lease and restore. One shape for every area; the area's RecordSource says which calls are its.

/** The calls on one record beside its read-one (contract `openedRecord`). */
export interface RecordCalls {
  history(input: { EntryID: number }): Promise<CallResult<HistoryEntry[]>>
  /** One version with every value, when it is chosen (the history lists them without). */
  version(input: { EntryID: number; version: number }): Promise<CallResult<RecordVersion>>
  lease(input: {
    EntryID: number
    holder: string
    action: 'hold' | 'takeOver' | 'release'
  }): Promise<CallResult<LeaseAnswer>>
  restore(input: z.input<typeof RestoreBody>): Promise<CallResult<{ message: 'success' }>>
}

/** A read-one answer's version; undefined from a call that answers none. */
export const versionIn = (answer: unknown): number | undefined => {
  const parsed = z.object({ version: z.number().int().nonnegative() }).safeParse(answer)
  return parsed.success ? parsed.data.version : undefined
}

/** The record as its update screen opened it, with what the form needs to check its save against. */
export interface OpenedRecord<T> {
  row: T
  /** The record's id (EntryID; an account's StaffID). */
  id: number
  /** The version the screen opened (undefined: the area's read-one answers none, and saves send none). */
  version?: number
  /** The record's history, lease and restore calls; absent for a record that has none. */
  calls?: RecordCalls
  /** Where the record's stored photos are kept (the area's upload folder). */
  photoFolder?: UploadFolder
  /** Reads the record again as it is on the server now: its row and version, or null when that fails. */
  read(): Promise<{ row: T; version?: number } | null>
  /** The screen reads the record again and opens it anew (after a restore). */
  reload(): void
  /** A row of this record (an answer, or a version's columns), or null when it is not one. */
  parse(row: unknown): T | null
}

/**
 * What the add or update form is handed of the record it updates, in the form's own values `V`: the same
 * record, with the form values of any row of it (as read now, or as a version kept it).
 */
export interface OpenedForm<V> extends Omit<OpenedRecord<unknown>, 'row' | 'read' | 'parse'> {
  /** The record's columns as opened: History compares a version with them. */
  columns: Record<string, unknown>
  /** The record as it is now on the server: its form values, columns and version (null: it could not be read). */
  readValues(): Promise<{ values: V; columns: Record<string, unknown>; version?: number } | null>
  /** Where the record's stored photos are kept (the area's upload folder), to show them in History. */
  photoFolder?: UploadFolder
  /** The form's values of a version kept in the history (its columns over the opened row's), or null. */
  valuesOfVersion(columns: Record<string, unknown>): V | null
}

/** The record a screen read (`answer`, from the read call `get`), as an OpenedRecord; null when it is none. */
export function openRecord<T>(source: {
  answer: unknown
  id: number
  schema: z.ZodType<T>
  get(): Promise<CallResult<unknown>>
  reload(): void
  calls?: RecordCalls
  photoFolder?: UploadFolder
  accepts?(row: T): boolean
}): OpenedRecord<T> | null {
  const parse = (answer: unknown) => {
    const parsed = source.schema.safeParse(answer)
    return parsed.success && (source.accepts?.(parsed.data) ?? true) ? parsed.data : null
  }
  const row = parse(source.answer)
  if (row === null) return null
  return {
    row,
    id: source.id,
    version: versionIn(source.answer),
    calls: source.calls,
    photoFolder: source.photoFolder,
    async read() {
      const now = await source.get()
      if (!now.ok) return null
      const again = parse(now.data)
      return again && { row: again, version: versionIn(now.data) }
    },
    reload: source.reload,
    parse,
  }
}

/** An OpenedForm from the screen's OpenedRecord and the area's `valuesOf(row)`. */
export function openedForm<T, V>(record: OpenedRecord<T>, valuesOf: (row: T) => V): OpenedForm<V> {
  const { row, read, parse, ...rest } = record
  const columnsOf = (of: unknown) =>
    (typeof of === 'object' && of !== null ? of : {}) as Record<string, unknown>
  const columns = columnsOf(row)
  return {
    ...rest,
    columns,
    async readValues() {
      const now = await read()
      return now && { values: valuesOf(now.row), columns: columnsOf(now.row), version: now.version }
    },
    valuesOfVersion(kept) {
      const parsed = parse({ ...columns, ...kept })
      return parsed === null ? null : valuesOf(parsed)
    },
  }
}
