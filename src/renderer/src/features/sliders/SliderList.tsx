import { useMemo } from 'react'
import type { SliderRow } from '../../../../shared/contract/slider'
import {
  SLIDER_IMAGE,
  SLIDER_PATHS,
  SLIDER_PUBLIC_KIND,
  SLIDER_TEXT as T,
  SLIDER_RECORD_NAME,
} from '../../../../shared/rules/sliders'
import { publishStatusLabel } from '../../../../shared/rules/names'
import { useBridge } from '../../app/BridgeProvider'
import { useStatusColumn } from '../../components/schedule/useStatusColumn'
import { AddButton } from '../../components/AddButton'
import { imageColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useRecordList } from '../../components/useRecordList'

/** SPEC §2.9 Slider List (`/general/slider/sliderslist`). */
export function SliderList() {
  const bridge = useBridge()
  const { list, actions, dialogs } = useRecordList(bridge.api.slider, {
    what: SLIDER_RECORD_NAME,
    nameOf: (row) => row.Title,
    edit: { area: 'slider', path: SLIDER_PATHS.update },
    view: { kind: SLIDER_PUBLIC_KIND, slugOf: (row) => row.Slug },
  })
  const add = { label: T.add, path: SLIDER_PATHS.add }

  const status = useStatusColumn<SliderRow>('slider', T.columns.status, publishStatusLabel)
  const columns = useMemo<Column<SliderRow>[]>(
    () => [
      { field: 'Title', header: T.columns.title, grow: 2 },
      { field: 'BtnName', header: T.columns.btnName },
      { field: 'BtnLink', header: T.columns.btnLink, grow: 2 },
      { field: 'ImagePosition', header: T.columns.imagePosition, sortable: true },
      imageColumn<SliderRow>(
        T.columns.images,
        (path) => bridge.media.url(SLIDER_IMAGE.folder, path),
        (row) => row.Title,
      ),
      status,
      actions,
    ],
    [status, bridge, actions],
  )

  return (
    <ListShell title={T.list} trail={[T.area, T.group]}>
      <DataTable
        list={list}
        what={T.what}
        columns={columns}
        searchPlaceholder={T.search}
        exportName={T.exportName}
        actions={<AddButton add={add} />}
        empty={{ things: T.things, add }}
      />
      {dialogs}
    </ListShell>
  )
}
