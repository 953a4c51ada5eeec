import { useCallback, useMemo } from 'react'
import type { AuditRow } from '../../../../shared/contract/audit'
import { AUDIT_TEXT as T, changeSummary } from '../../../../shared/rules/audit'
import { GROUPS } from '../../../../shared/rules/permissions'
import { useBridge } from '../../app/BridgeProvider'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useLoad } from '../../components/useLoad'

const groupName = (level: number) => GROUPS.find((g) => g.GroupID === level)?.GroupName ?? String(level)
const when = (at: string) => at.replace('T', ' ').slice(0, 19)

/** Every write the server recorded, newest first: who, from where, which call, which record, what changed. */
export function AuditLog() {
  const bridge = useBridge()
  const list = useLoad(useCallback(() => bridge.api.audit.list({}), [bridge]))
  const columns = useMemo<Column<AuditRow>[]>(
    () => [
      {
        field: 'at',
        header: T.when,
        render: (row) => when(row.at),
        exportValue: (row) => row.at,
        sortable: true,
      },
      { field: 'staff_name', header: T.who, grow: 1 },
      {
        field: 'level',
        header: T.level,
        render: (row) => groupName(row.level),
        exportValue: (row) => groupName(row.level),
        sortable: true,
      },
      { field: 'address', header: T.address },
      { field: 'call', header: T.call },
      { field: 'record', header: T.record },
      {
        field: 'after',
        header: T.change,
        grow: 3,
        render: (row) => changeSummary(row.before, row.after),
        exportValue: (row) => JSON.stringify({ before: row.before, after: row.after }),
      },
    ],
    [],
  )
  return (
    <ListShell title={T.title} trail={[]}>
      <DataTable
        list={list}
        what={T.what}
        columns={columns}
        idField="id"
        searchPlaceholder={T.search}
        exportName="audit-log.csv"
        empty={{ things: T.things }}
      />
    </ListShell>
  )
}
