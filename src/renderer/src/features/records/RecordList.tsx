import { useCallback, useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { RECORDS_TEXT as T, recordPaths } from '../../../../shared/rules/records'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn, deleteAction, editAction } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useDeleteRow } from '../../components/useDeleteRow'
import { useLoad } from '../../components/useLoad'
import { useSelectedRow } from '../../state/selected-row'
import { errorAlert } from '../../../../shared/rules/alerts'
import { successAlert } from '../../../../shared/rules/names'
import { selectedArea, useRecordKind, type FlatRecord } from './kind'
import { updateAddress } from '../../../../shared/rules/record-address'

/** Issue 22: the list of one kind of university record (`/records/<kind>`), with Edit, Delete and Import. */
export function RecordList() {
  const spec = useRecordKind()
  const paths = recordPaths(spec.kind)
  const bridge = useBridge()
  const navigate = useNavigate()
  const select = useSelectedRow((state) => state.select)
  const load = useCallback(async () => {
    const result = await bridge.api.records.list({ kind: spec.kind })
    return result.ok
      ? { ok: true as const, data: result.data.map((r): FlatRecord => ({ ...r.values, EntryID: r.EntryID })) }
      : result
  }, [bridge, spec.kind])
  const list = useLoad(load, 'records.list')
  const deletion = useDeleteRow<FlatRecord>({
    confirm: { title: T.deleteTitle(spec), text: T.deleteText },
    remove: (row) => bridge.api.records.remove({ kind: spec.kind, EntryID: row.EntryID }),
    deleted: successAlert(T.deleted(spec), paths.list),
    failed: errorAlert(T.deleteFailed),
    onDeleted: list.retry,
  })
  const ask = deletion.ask

  const columns = useMemo<Column<FlatRecord>[]>(
    () => [
      ...spec.listed.map((name, i) => ({
        field: name,
        header: spec.fields.find((f) => f.name === name)?.label ?? name,
        grow: i === 1 ? 2 : undefined,
        sortable: true,
      })),
      // A record is named by its second column, its name (Faculty name, Course name, First name, Student name).
      actionsColumn<FlatRecord>(
        (row) => String(row[spec.listed[1] ?? spec.key] ?? ''),
        [
          editAction((row) => {
            select(selectedArea(spec), row)
            navigate(updateAddress(paths.update, row.EntryID))
          }),
          deleteAction(ask),
        ],
      ),
    ],
    [spec, paths.update, navigate, select, ask],
  )

  return (
    <ListShell title={T.list(spec)} trail={T.trail}>
      <DataTable
        list={list}
        what={spec.many.toLowerCase()}
        columns={columns}
        searchPlaceholder={T.search}
        exportName={`${spec.kind}.csv`}
        empty={{
          things: spec.many.toLowerCase(),
          add: { label: T.add(spec), path: paths.add },
        }}
        actions={
          <>
            <Link to={paths.add} className="button button-primary">
              {T.add(spec)}
            </Link>
            <Link to={paths.import} className="button button-secondary">
              {T.importButton}
            </Link>
          </>
        }
      />
      {deletion.dialogs}
    </ListShell>
  )
}
