import { useCallback, useMemo, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import type { LeadershipRow } from '../../../../shared/contract/leadership'
import {
  LEADERSHIP_CONFIRM_DELETE,
  LEADERSHIP_DELETE_FAILED,
  LEADERSHIP_DELETED,
  LEADERSHIP_RECORD_NAME,
  LEADERSHIP_IMAGE,
  LEADERSHIP_TEXT as T,
  leadershipStatusLabel,
  updatePathOf,
} from '../../../../shared/rules/leadership'
import { useBridge } from '../../app/BridgeProvider'
import { useStatusColumn } from '../../components/schedule/useStatusColumn'
import { actionsColumn, deleteAction, editAction, imageColumn } from '../../components/columns'
import { DataTable, type Column, type EmptyList } from '../../components/DataTable'
import { useDeleteRow } from '../../components/useDeleteRow'
import { useLoad } from '../../components/useLoad'
import { useSelectedRow } from '../../state/selected-row'
import { updateAddress } from '../../../../shared/rules/record-address'

interface LeadershipTableProps {
  /** All categories (Leadership List) or the Board only (Board List). */
  which: 'list' | 'boardList'
  /** The button or link beside the search box. */
  actions: ReactNode
  exportName: string
  /** What the table says with no rows, and the way to add one. */
  empty: EmptyList
}

/**
 * SPEC §2.6 Leadership List and Board List: FullName, Designation, (Category), Status, Images, and the
 * buttons to the edit form of the row's category, and Delete (SPEC's full list only; every list here).
 */
export function LeadershipTable({ which, actions, exportName, empty }: LeadershipTableProps) {
  const bridge = useBridge()
  const navigate = useNavigate()
  const select = useSelectedRow((state) => state.select)
  const list = useLoad(useCallback(() => bridge.api.leadership[which]({}), [bridge, which]))
  const deletion = useDeleteRow<LeadershipRow>({
    confirm: LEADERSHIP_CONFIRM_DELETE,
    what: LEADERSHIP_RECORD_NAME,
    nameOf: (row) => `${row.Title} ${row.FullName}`.trim(),
    remove: (row) => bridge.api.leadership.delete({ EntryID: row.EntryID }),
    deleted: LEADERSHIP_DELETED,
    failed: LEADERSHIP_DELETE_FAILED,
    onDeleted: list.retry,
  })
  const ask = deletion.ask

  const status = useStatusColumn<LeadershipRow>('leadership', T.status, leadershipStatusLabel)
  const columns = useMemo<Column<LeadershipRow>[]>(() => {
    const edit = (row: LeadershipRow) => {
      select('leadership', row)
      // Only the board's update screen reads `?id=`; Senate and Management edit through their enrol screens.
      navigate(
        row.Category === 'Board'
          ? updateAddress(updatePathOf(row.Category), row.EntryID)
          : updatePathOf(row.Category),
      )
    }
    return [
      { field: 'FullName', header: T.fullName, grow: 1 },
      { field: 'Designation', header: T.designation, grow: 1 },
      ...(which === 'list' ? [{ field: 'Category' as const, header: T.category }] : []),
      status,
      imageColumn<LeadershipRow>(
        T.image,
        (path) => bridge.media.url(LEADERSHIP_IMAGE.folder, path),
        (row) => row.FullName,
      ),
      actionsColumn<LeadershipRow>((row) => row.FullName, [editAction(edit), deleteAction(ask)]),
    ]
  }, [bridge, navigate, select, which, ask, status])

  return (
    <>
      <DataTable
        list={list}
        what={T.what}
        columns={columns}
        searchPlaceholder={T.search}
        exportName={exportName}
        actions={actions}
        empty={empty}
      />
      {deletion.dialogs}
    </>
  )
}
