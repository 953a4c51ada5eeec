import { z } from 'zod'
import {
  RECORDS_TEXT,
  emptyValues,
  recordPaths,
  type RecordKind,
  type RecordKindSpec,
  type RecordValues,
} from '../../../../shared/rules/records'
import { openedForm } from '../../components/opened-record'
import { byEntryId, useRecordToEdit, type RecordSource } from '../../components/useRecordToEdit'
import { selectedArea, useRecordKind } from './kind'
import { RecordForm } from './RecordForm'

const SelectedRecord = z.looseObject({ EntryID: z.number().int() })
type SelectedRecord = z.infer<typeof SelectedRecord>

/** Where the update screen finds a kind's record (issue 23: by the address's `?id=` too), one per kind. */
const SOURCES = new Map<RecordKind, RecordSource<SelectedRecord>>()
function recordSource(spec: RecordKindSpec): RecordSource<SelectedRecord> {
  const { kind } = spec
  const known = SOURCES.get(kind)
  if (known) return known
  const source = byEntryId({
    area: selectedArea(spec),
    schema: SelectedRecord,
    what: 'record',
    // The read-one call answers the record's fields apart; the list's Edit stores them side by side, and
    // History compares a version's fields (text per field too) with them.
    get: async (bridge, EntryID) => {
      const result = await bridge.api.records.get({ kind, EntryID })
      if (!result.ok) return result
      const { values, version } = result.data
      return { ok: true, data: { ...values, EntryID: result.data.EntryID, version } }
    },
    // Issue 25: a record is named by its kind and EntryID.
    calls: ({ api }) => ({
      history: ({ EntryID }) => api.records.history({ kind, EntryID }),
      version: ({ EntryID, version }) => api.records.version({ kind, EntryID, version }),
      lease: (lease) => api.records.lease({ kind, ...lease }),
      restore: (restore) => api.records.restore({ kind, ...restore }),
    }),
  })
  SOURCES.set(kind, source)
  return source
}

/** The form's values of a record as read (or as a version kept it): text per field of its kind. */
function valuesOf(spec: RecordKindSpec, row: SelectedRecord): RecordValues {
  const values = emptyValues(spec.kind)
  for (const name of Object.keys(values)) {
    const value = (row as Record<string, unknown>)[name]
    if (typeof value === 'string' || typeof value === 'number') values[name] = String(value)
  }
  return values
}

/** Issue 22: Update the record chosen in its list (`/records/<kind>/update`). */
export function UpdateRecord() {
  const spec = useRecordKind()
  const record = useRecordToEdit(recordSource(spec), {
    path: recordPaths(spec.kind).list,
    label: RECORDS_TEXT.goToList(spec),
  })
  if (!record.row) return record.screen
  const draftKey = `records.${spec.kind}.update.${record.row.EntryID}`
  const opened = openedForm(record.opened, (row) => valuesOf(spec, row))
  return (
    <RecordForm
      key={`${draftKey}@${opened.version ?? ''}`}
      spec={spec}
      draftKey={draftKey}
      initial={valuesOf(spec, record.row)}
      EntryID={record.row.EntryID}
      opened={opened}
    />
  )
}
