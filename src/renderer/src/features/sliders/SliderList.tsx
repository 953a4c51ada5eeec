import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { SliderRow } from '../../../../shared/contract/slider'
import {
  SLIDER_IMAGE,
  SLIDER_PATHS,
  SLIDER_PUBLIC_KIND,
  SLIDER_TEXT as T,
  SLIDER_RECORD_NAME,
} from '../../../../shared/rules/sliders'
import { useBridge } from '../../app/BridgeProvider'
import {
  actionsColumn,
  deleteAction,
  editAction,
  imageColumn,
  statusColumn,
  viewAction,
} from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { useDeleteRow } from '../../components/useDeleteRow'
import { ListShell } from '../../components/ListShell'
import { useLoad } from '../../components/useLoad'
import { useOpenPublicPage } from '../../components/usePublicPage'
import { useSelectedRow } from '../../state/selected-row'
import { updateAddress } from '../../../../shared/rules/record-address'

/** SPEC §2.9 Slider List (`/general/slider/sliderslist`). */
export function SliderList() {
  const bridge = useBridge()
  const navigate = useNavigate()
  const select = useSelectedRow((state) => state.select)
  const openPublicPage = useOpenPublicPage()
  const list = useLoad(useCallback(() => bridge.api.slider.list({}), [bridge]))
  const deletion = useDeleteRow<SliderRow>({
    what: SLIDER_RECORD_NAME,
    nameOf: (row) => row.Title,
    remove: (row) => bridge.api.slider.delete({ EntryID: row.EntryID }),
    onDeleted: list.retry,
  })
  const ask = deletion.ask

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
      statusColumn<SliderRow>(T.columns.status),
      actionsColumn<SliderRow>(
        (row) => row.Title,
        [
          viewAction((row) => void openPublicPage(SLIDER_PUBLIC_KIND, row.Slug)),
          editAction((row) => {
            select('slider', row)
            navigate(updateAddress(SLIDER_PATHS.update, row.EntryID))
          }),
          deleteAction(ask),
        ],
      ),
    ],
    [bridge, navigate, select, openPublicPage, ask],
  )

  return (
    <ListShell title={T.list} trail={[T.area, T.group]}>
      <DataTable
        list={list}
        what={T.what}
        columns={columns}
        searchPlaceholder={T.search}
        exportName={T.exportName}
        actions={
          <button type="button" className="button button-primary" onClick={() => navigate(SLIDER_PATHS.add)}>
            {T.add}
          </button>
        }
        empty={{ things: T.things, add: { label: T.add, path: SLIDER_PATHS.add } }}
      />
      {deletion.dialogs}
    </ListShell>
  )
}
