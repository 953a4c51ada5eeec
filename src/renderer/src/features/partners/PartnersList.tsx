import { useCallback, useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { PartnerRow } from '../../../../shared/contract/partners'
import {
  PARTNER_IMAGE,
  PARTNER_PATHS,
  PARTNER_TEXT as T,
  partnerStatusLabel,
  PARTNER_RECORD_NAME,
} from '../../../../shared/rules/partners'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn, deleteAction, editAction, imageColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { useDeleteRow } from '../../components/useDeleteRow'
import { ListShell } from '../../components/ListShell'
import { useLoad } from '../../components/useLoad'
import { useSelectedRow } from '../../state/selected-row'
import { updateAddress } from '../../../../shared/rules/record-address'

/** SPEC §2.9 Partners List (`/general/partners/list`). */
export function PartnersList() {
  const bridge = useBridge()
  const navigate = useNavigate()
  const select = useSelectedRow((state) => state.select)
  const list = useLoad(useCallback(() => bridge.api.partners.list({}), [bridge]))
  const deletion = useDeleteRow<PartnerRow>({
    what: PARTNER_RECORD_NAME,
    nameOf: (row) => row.PartnerName,
    remove: (row) => bridge.api.partners.delete({ EntryID: row.EntryID }),
    onDeleted: list.retry,
  })
  const ask = deletion.ask

  const columns = useMemo<Column<PartnerRow>[]>(
    () => [
      { field: 'PartnerName', header: T.columns.name, grow: 2 },
      imageColumn<PartnerRow>(
        T.columns.images,
        (path) => bridge.media.url(PARTNER_IMAGE.folder, path),
        (row) => row.PartnerName,
      ),
      {
        field: 'Status',
        header: T.columns.status,
        render: (row) => partnerStatusLabel(row.Status),
        exportValue: (row) => partnerStatusLabel(row.Status),
        sortable: true,
      },
      { field: 'InsertedBy', header: T.columns.insertedBy, grow: 1 },
      actionsColumn<PartnerRow>(
        (row) => row.PartnerName,
        [
          editAction((row) => {
            select('partners', row)
            navigate(updateAddress(PARTNER_PATHS.update, row.EntryID))
          }),
          deleteAction(ask),
        ],
      ),
    ],
    [bridge, navigate, select, ask],
  )

  return (
    <ListShell title={T.list} trail={T.trail}>
      <DataTable
        list={list}
        what={T.what}
        columns={columns}
        searchPlaceholder={T.search}
        exportName={T.exportName}
        actions={
          // SPEC §2.9: an 'Add Partner' link.
          <Link to={PARTNER_PATHS.add} className="button button-primary">
            {T.add}
          </Link>
        }
        empty={{ things: T.things, add: { label: T.add, path: PARTNER_PATHS.add } }}
      />
      {deletion.dialogs}
    </ListShell>
  )
}
