import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { HeadlineRow } from '../../../../shared/contract/headline'
import {
  HEADLINE_PATHS,
  HEADLINE_PUBLIC_KIND,
  HEADLINE_TEXT,
  headlineColourLabel,
  HEADLINE_RECORD_NAME,
} from '../../../../shared/rules/headline'
import { isoDay } from '../../../../shared/rules/names'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn, deleteAction, editAction, statusColumn, viewAction } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { useDeleteRow } from '../../components/useDeleteRow'
import { ListShell } from '../../components/ListShell'
import { useLoad } from '../../components/useLoad'
import { useOpenExternal, useOpenPublicPage } from '../../components/usePublicPage'
import { useSelectedRow } from '../../state/selected-row'
import { updateAddress } from '../../../../shared/rules/record-address'

/** SPEC §2.9 Headline List (`/general/headline/headlinelist`). */
export function HeadlineList() {
  const bridge = useBridge()
  const navigate = useNavigate()
  const select = useSelectedRow((state) => state.select)
  const openExternal = useOpenExternal()
  const openPublicPage = useOpenPublicPage()
  const list = useLoad(useCallback(() => bridge.api.headline.list({}), [bridge]))
  const deletion = useDeleteRow<HeadlineRow>({
    what: HEADLINE_RECORD_NAME,
    nameOf: (row) => row.LinkTitle,
    remove: (row) => bridge.api.headline.delete({ EntryID: row.EntryID }),
    onDeleted: list.retry,
  })
  const ask = deletion.ask

  const columns = useMemo<Column<HeadlineRow>[]>(
    () => [
      { field: 'LinkTitle', header: HEADLINE_TEXT.linkTitle, grow: 3 },
      {
        field: 'LinkPath',
        header: HEADLINE_TEXT.linkColumn,
        render: (row) => (
          <button type="button" className="link-button" onClick={() => void openExternal(row.LinkPath)}>
            {HEADLINE_TEXT.viewLink}
          </button>
        ),
        exportValue: (row) => row.LinkPath,
      },
      {
        field: 'BGColour',
        header: HEADLINE_TEXT.bgColourColumn,
        render: (row) => headlineColourLabel(row.BGColour),
        exportValue: (row) => headlineColourLabel(row.BGColour),
        sortable: true,
      },
      {
        field: 'MessageDate',
        header: HEADLINE_TEXT.messageDate,
        render: (row) => isoDay(row.MessageDate),
        exportValue: (row) => isoDay(row.MessageDate),
        sortable: true,
      },
      statusColumn<HeadlineRow>(HEADLINE_TEXT.status),
      actionsColumn<HeadlineRow>(
        (row) => row.LinkTitle,
        [
          viewAction((row) => void openPublicPage(HEADLINE_PUBLIC_KIND, row.Slug)),
          editAction((row) => {
            select('headline', row)
            navigate(updateAddress(HEADLINE_PATHS.update, row.EntryID))
          }),
          deleteAction(ask),
        ],
      ),
    ],
    [navigate, select, openExternal, openPublicPage, ask],
  )

  return (
    <ListShell title={HEADLINE_TEXT.list} trail={[HEADLINE_TEXT.area, HEADLINE_TEXT.section]}>
      <DataTable
        list={list}
        what="the headlines"
        columns={columns}
        searchPlaceholder={HEADLINE_TEXT.search}
        exportName="headlines.csv"
        actions={
          <button
            type="button"
            className="button button-primary"
            onClick={() => navigate(HEADLINE_PATHS.add)}
          >
            {HEADLINE_TEXT.add}
          </button>
        }
        empty={{
          things: HEADLINE_TEXT.things,
          add: { label: HEADLINE_TEXT.add, path: HEADLINE_PATHS.add },
        }}
      />
      {deletion.dialogs}
    </ListShell>
  )
}
