import { z } from 'zod'
import {
  RECORDS_TEXT,
  emptyValues,
  recordPaths,
  type RecordKind,
  type RecordKindSpec,
} from '../../../../shared/rules/records'
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
    // The read-one call answers the record's fields apart; the list's Edit stores them side by side.
    get: async (bridge, EntryID) => {
      const result = await bridge.api.records.get({ kind, EntryID })
      return result.ok ? { ok: true, data: { ...result.data.values, EntryID: result.data.EntryID } } : result
    },
  })
  SOURCES.set(kind, source)
  return source
}

/** Issue 22: Update the record chosen in its list (`/records/<kind>/update`). */
export function UpdateRecord() {
  const spec = useRecordKind()
  const { row, screen } = useRecordToEdit(recordSource(spec), {
    path: recordPaths(spec.kind).list,
    label: RECORDS_TEXT.goToList(spec),
  })
  if (!row) return screen
  const initial = emptyValues(spec.kind)
  for (const name of Object.keys(initial)) {
    const value = (row as Record<string, unknown>)[name]
    if (typeof value === 'string' || typeof value === 'number') initial[name] = String(value)
  }
  const draftKey = `records.${spec.kind}.update.${row.EntryID}`
  return <RecordForm key={draftKey} spec={spec} draftKey={draftKey} initial={initial} EntryID={row.EntryID} />
}
