import { z } from 'zod'
import { RECORDS_TEXT, emptyValues, recordPaths } from '../../../../shared/rules/records'
import { NothingSelected } from '../../components/notices'
import { useSelectedRowOf } from '../../state/selected-row'
import { selectedArea, useRecordKind } from './kind'
import { RecordForm } from './RecordForm'

const SelectedRecord = z.looseObject({ EntryID: z.number().int() })

/** Issue 22: Update the record chosen in its list (`/records/<kind>/update`). */
export function UpdateRecord() {
  const spec = useRecordKind()
  const row = useSelectedRowOf(selectedArea(spec), SelectedRecord)
  if (!row)
    return <NothingSelected listPath={recordPaths(spec.kind).list} listLabel={RECORDS_TEXT.goToList(spec)} />
  const initial = emptyValues(spec.kind)
  for (const name of Object.keys(initial)) {
    const value = (row as Record<string, unknown>)[name]
    if (typeof value === 'string' || typeof value === 'number') initial[name] = String(value)
  }
  const draftKey = `records.${spec.kind}.update.${row.EntryID}`
  return <RecordForm key={draftKey} spec={spec} draftKey={draftKey} initial={initial} EntryID={row.EntryID} />
}
