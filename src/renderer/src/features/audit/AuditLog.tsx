import { useCallback, useMemo, useState } from 'react'
import type { AuditFilter, AuditRow } from '../../../../shared/contract/audit'
import {
  AUDIT_TEXT as T,
  auditNames,
  auditSentence,
  auditTime,
  groupName,
} from '../../../../shared/rules/audit'
import { useBridge } from '../../app/BridgeProvider'
import { textColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useLoad } from '../../components/useLoad'
import { AuditEntryDialog } from './AuditEntryDialog'
import { AuditFilters, filterOf, NO_FILTERS, type AuditFilterValues } from './AuditFilters'
import './audit.css'
import { universityZone } from '../../components/schedule/known-zone'

/**
 * Every write the server recorded, newest first: when (in the reader's locale), what happened as a sentence
 * (who, what, which record), the writer's level and address. The sentence is a button: it opens the entry's
 * before/after comparison, and focus comes back to it when that closes.
 */
export function AuditLog() {
  const bridge = useBridge()
  const [filters, setFilters] = useState(NO_FILTERS)
  // Issue 47: the server filters (the log may hold more than the screen reads); the search looks within.
  // A change that asks the same (a day half typed) reads nothing again.
  const [filter, setFilter] = useState<AuditFilter>({})
  const changeFilters = (values: AuditFilterValues) => {
    setFilters(values)
    const next = filterOf(values)
    if (JSON.stringify(next) !== JSON.stringify(filter)) setFilter(next)
  }
  const list = useLoad(useCallback(() => bridge.api.audit.find(filter), [bridge, filter]))
  const [open, setOpen] = useState<AuditRow | null>(null)
  // Issue 47: an entry that holds no name of its record (a photo's upload) is told by the name another holds.
  const rows = list.status === 'ready' ? list.data : null
  const names = useMemo(() => auditNames(rows ?? []), [rows])
  const columns = useMemo<Column<AuditRow>[]>(
    () => [
      {
        field: 'at',
        header: T.when,
        render: (row) => <time dateTime={row.at}>{auditTime(row.at, universityZone())}</time>,
        exportValue: (row) => row.at,
        sortable: true,
      },
      {
        field: 'call',
        header: T.what,
        grow: 3,
        render: (row) => (
          <button type="button" className="link-button audit-sentence" onClick={() => setOpen(row)}>
            {auditSentence(row, names)}
          </button>
        ),
        exportValue: (row) => auditSentence(row, names),
      },
      textColumn('level', T.level, (row) => groupName(row.level)),
      { field: 'address', header: T.address },
    ],
    [names],
  )
  return (
    <ListShell title={T.title} trail={[]}>
      <AuditFilters values={filters} onChange={changeFilters} />
      <DataTable
        list={list}
        what={T.list}
        columns={columns}
        idField="id"
        searchPlaceholder={T.search}
        exportName="audit-log.csv"
        empty={{ things: T.things }}
      />
      {open && (
        <AuditEntryDialog entry={open} names={names} onClose={() => setOpen(null)} onChanged={list.retry} />
      )}
    </ListShell>
  )
}
