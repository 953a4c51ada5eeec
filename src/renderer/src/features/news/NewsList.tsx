import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { NewsRow } from '../../../../shared/contract/news'
import { isoDay, type ScreenPaths } from '../../../../shared/rules/names'
import {
  NEWS_IMAGE,
  NEWS_PATHS,
  NEWS_PUBLIC_KIND,
  NEWS_TEXT,
  newsStatusLabel,
  NEWS_RECORD_NAME,
} from '../../../../shared/rules/news'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn, deleteAction, editAction, imageColumn, viewAction } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { useDeleteRow } from '../../components/useDeleteRow'
import { ListShell } from '../../components/ListShell'
import { FacultyRequired } from '../../components/notices'
import { useLoad } from '../../components/useLoad'
import { useOpenPublicPage } from '../../components/usePublicPage'
import { useContentMode } from '../../state/content-mode'
import { useSelectedRow } from '../../state/selected-row'
import { updateAddress } from '../../../../shared/rules/record-address'

/** SPEC §2.7 News List, general (`/news/general/news/list`) or one faculty's (`/faculty/news/list`). */
export function NewsList() {
  const mode = useContentMode(NEWS_PATHS)
  if (mode.facultyCode === null) return <FacultyRequired />
  return (
    <ListShell title={NEWS_TEXT.list} trail={[NEWS_TEXT.area]} context={mode.facultyName ?? mode.facultyCode}>
      <NewsTable key={mode.facultyCode} facultyCode={mode.facultyCode} paths={mode.paths} />
    </ListShell>
  )
}

function NewsTable({ facultyCode, paths }: { facultyCode: string; paths: ScreenPaths }) {
  const bridge = useBridge()
  const navigate = useNavigate()
  const select = useSelectedRow((state) => state.select)
  const openPublicPage = useOpenPublicPage()
  const list = useLoad(useCallback(() => bridge.api.news.list({ facultyCode }), [bridge, facultyCode]))
  const deletion = useDeleteRow<NewsRow>({
    what: NEWS_RECORD_NAME,
    nameOf: (row) => row.Title,
    remove: (row) => bridge.api.news.delete({ EntryID: row.EntryID }),
    onDeleted: list.retry,
  })
  const ask = deletion.ask

  const columns = useMemo<Column<NewsRow>[]>(
    () => [
      { field: 'Title', header: NEWS_TEXT.title, grow: 3 },
      { field: 'InsertedBy', header: NEWS_TEXT.authors, grow: 1 },
      imageColumn<NewsRow>(
        NEWS_TEXT.image,
        (path) => bridge.media.url(NEWS_IMAGE.folder, path),
        (row) => row.Title,
      ),
      {
        field: 'InsertedDate',
        header: NEWS_TEXT.date,
        render: (row) => isoDay(row.InsertedDate),
        exportValue: (row) => isoDay(row.InsertedDate),
        sortable: true,
      },
      { field: 'ViewCount', header: NEWS_TEXT.viewers },
      {
        field: 'Status',
        header: NEWS_TEXT.status,
        render: (row) => newsStatusLabel(row.Status),
        exportValue: (row) => newsStatusLabel(row.Status),
        sortable: true,
      },
      actionsColumn<NewsRow>(
        (row) => row.Title,
        [
          viewAction((row) => void openPublicPage(NEWS_PUBLIC_KIND, row.Slug)),
          editAction((row) => {
            select('news', row)
            navigate(updateAddress(paths.update, row.EntryID))
          }),
          deleteAction(ask),
        ],
      ),
    ],
    [bridge, navigate, select, openPublicPage, paths.update, ask],
  )

  return (
    <>
      <DataTable
        list={list}
        what="the news"
        columns={columns}
        searchPlaceholder={NEWS_TEXT.search}
        exportName="news.csv"
        actions={
          <button type="button" className="button button-primary" onClick={() => navigate(paths.add)}>
            {NEWS_TEXT.add}
          </button>
        }
        empty={{ things: NEWS_TEXT.things, add: { label: NEWS_TEXT.add, path: paths.add } }}
      />
      {deletion.dialogs}
    </>
  )
}
