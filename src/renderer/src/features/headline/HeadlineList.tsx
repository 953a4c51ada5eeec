import { useMemo } from 'react'
import type { HeadlineRow } from '../../../../shared/contract/headline'
import {
  HEADLINE_PATHS,
  HEADLINE_PUBLIC_KIND,
  HEADLINE_TEXT,
  headlineColourLabel,
  HEADLINE_RECORD_NAME,
} from '../../../../shared/rules/headline'
import { publishStatusLabel } from '../../../../shared/rules/names'
import { useBridge } from '../../app/BridgeProvider'
import { useStatusColumn } from '../../components/schedule/useStatusColumn'
import { AddButton } from '../../components/AddButton'
import { dayColumn, textColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useOpenExternal } from '../../components/usePublicPage'
import { useRecordList } from '../../components/useRecordList'

/** SPEC §2.9 Headline List (`/general/headline/headlinelist`). */
export function HeadlineList() {
  const bridge = useBridge()
  const openExternal = useOpenExternal()
  const { list, actions, dialogs } = useRecordList(bridge.api.headline, {
    what: HEADLINE_RECORD_NAME,
    nameOf: (row) => row.LinkTitle,
    edit: { area: 'headline', path: HEADLINE_PATHS.update },
    view: { kind: HEADLINE_PUBLIC_KIND, slugOf: (row) => row.Slug },
  })
  const add = { label: HEADLINE_TEXT.add, path: HEADLINE_PATHS.add }

  const status = useStatusColumn<HeadlineRow>('headline', HEADLINE_TEXT.status, publishStatusLabel)
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
      textColumn('BGColour', HEADLINE_TEXT.bgColourColumn, (row) => headlineColourLabel(row.BGColour)),
      dayColumn('MessageDate', HEADLINE_TEXT.messageDate),
      status,
      actions,
    ],
    [status, openExternal, actions],
  )

  return (
    <ListShell title={HEADLINE_TEXT.list} trail={[HEADLINE_TEXT.area, HEADLINE_TEXT.section]}>
      <DataTable
        list={list}
        what="the headlines"
        columns={columns}
        searchPlaceholder={HEADLINE_TEXT.search}
        exportName="headlines.csv"
        actions={<AddButton add={add} />}
        empty={{ things: HEADLINE_TEXT.things, add }}
      />
      {dialogs}
    </ListShell>
  )
}
