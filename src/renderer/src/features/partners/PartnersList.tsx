import { useMemo } from 'react'
import type { PartnerRow } from '../../../../shared/contract/partners'
import {
  PARTNER_IMAGE,
  PARTNER_PATHS,
  PARTNER_TEXT as T,
  partnerStatusLabel,
  PARTNER_RECORD_NAME,
} from '../../../../shared/rules/partners'
import { useBridge } from '../../app/BridgeProvider'
import { useStatusColumn } from '../../components/schedule/useStatusColumn'
import { AddButton } from '../../components/AddButton'
import { imageColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useRecordList } from '../../components/useRecordList'

/** SPEC §2.9 Partners List (`/general/partners/list`). */
export function PartnersList() {
  const bridge = useBridge()
  const { list, actions, dialogs } = useRecordList(bridge.api.partners, {
    what: PARTNER_RECORD_NAME,
    nameOf: (row) => row.PartnerName,
    edit: { area: 'partners', path: PARTNER_PATHS.update },
  })
  const add = { label: T.add, path: PARTNER_PATHS.add }

  const status = useStatusColumn<PartnerRow>('partner', T.columns.status, partnerStatusLabel)
  const columns = useMemo<Column<PartnerRow>[]>(
    () => [
      { field: 'PartnerName', header: T.columns.name, grow: 2 },
      imageColumn<PartnerRow>(
        T.columns.images,
        (path) => bridge.media.url(PARTNER_IMAGE.folder, path),
        (row) => row.PartnerName,
      ),
      status,
      { field: 'InsertedBy', header: T.columns.insertedBy, grow: 1 },
      actions,
    ],
    [status, bridge, actions],
  )

  return (
    <ListShell title={T.list} trail={T.trail}>
      <DataTable
        list={list}
        what={T.what}
        columns={columns}
        searchPlaceholder={T.search}
        exportName={T.exportName}
        // SPEC §2.9: an 'Add Partner' link.
        actions={<AddButton add={add} link />}
        empty={{ things: T.things, add }}
      />
      {dialogs}
    </ListShell>
  )
}
