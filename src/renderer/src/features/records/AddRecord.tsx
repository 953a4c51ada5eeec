import { emptyValues } from '../../../../shared/rules/records'
import { useRecordKind } from './kind'
import { RecordForm } from './RecordForm'

/** Issue 22: Add a record of the route's kind (`/records/<kind>/add`). */
export function AddRecord() {
  const spec = useRecordKind()
  const draftKey = `records.${spec.kind}.add`
  return <RecordForm key={draftKey} spec={spec} draftKey={draftKey} initial={emptyValues(spec.kind)} />
}
