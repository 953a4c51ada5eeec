import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { HeadlineRow } from '../../../../shared/contract/headline'
import {
  HEADLINE_PATHS,
  HEADLINE_PUBLIC_KIND,
  HEADLINE_TEXT,
  headlineColourLabel,
} from '../../../../shared/rules/headline'
import { isoDay, LIST_TEXT } from '../../../../shared/rules/names'
import { useBridge } from '../../app/BridgeProvider'
import { buttonColumn, linkColumn, statusColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
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

  const columns = useMemo<Column<HeadlineRow>[]>(
    () => [
      { field: 'LinkTitle', header: HEADLINE_TEXT.linkTitle, grow: 3 },
      linkColumn<HeadlineRow>(
        HEADLINE_TEXT.linkPath,
        HEADLINE_TEXT.viewLink,
        (row) => void openExternal(row.LinkPath),
      ),
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
      linkColumn<HeadlineRow>(
        LIST_TEXT.view,
        LIST_TEXT.view,
        (row) => void openPublicPage(HEADLINE_PUBLIC_KIND, row.Slug),
      ),
      {
        ...buttonColumn<HeadlineRow>(LIST_TEXT.edit, (row) => {
          select('headline', row)
          navigate(updateAddress(HEADLINE_PATHS.update, row.EntryID))
        }),
        header: HEADLINE_TEXT.action,
      },
    ],
    [navigate, select, openExternal, openPublicPage],
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
      />
    </ListShell>
  )
}
