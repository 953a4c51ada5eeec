import { useMemo } from 'react'
import type { NewsRow } from '../../../../shared/contract/news'
import type { ScreenPaths } from '../../../../shared/rules/names'
import {
  NEWS_IMAGE,
  NEWS_PATHS,
  NEWS_PUBLIC_KIND,
  NEWS_TEXT,
  newsStatusLabel,
  NEWS_RECORD_NAME,
} from '../../../../shared/rules/news'
import { useBridge } from '../../app/BridgeProvider'
import { useStatusColumn } from '../../components/schedule/useStatusColumn'
import { AddButton } from '../../components/AddButton'
import { dayColumn, imageColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { FacultyListShell } from '../../components/FacultyListShell'
import { useRecordList } from '../../components/useRecordList'

/** SPEC §2.7 News List, general (`/news/general/news/list`) or one faculty's (`/faculty/news/list`). */
export function NewsList() {
  return (
    <FacultyListShell
      pathsByMode={NEWS_PATHS}
      title={NEWS_TEXT.list}
      trail={[NEWS_TEXT.area]}
      table={(facultyCode, paths) => <NewsTable facultyCode={facultyCode} paths={paths} />}
    />
  )
}

function NewsTable({ facultyCode, paths }: { facultyCode: string; paths: ScreenPaths }) {
  const bridge = useBridge()
  const { list, actions, dialogs } = useRecordList(bridge.api.news, {
    query: { facultyCode },
    what: NEWS_RECORD_NAME,
    nameOf: (row) => row.Title,
    edit: { area: 'news', path: paths.update },
    view: { kind: NEWS_PUBLIC_KIND, slugOf: (row) => row.Slug },
  })
  const add = { label: NEWS_TEXT.add, path: paths.add }

  const status = useStatusColumn<NewsRow>('news', NEWS_TEXT.status, newsStatusLabel)
  const columns = useMemo<Column<NewsRow>[]>(
    () => [
      { field: 'Title', header: NEWS_TEXT.title, grow: 3 },
      { field: 'InsertedBy', header: NEWS_TEXT.authors, grow: 1 },
      imageColumn<NewsRow>(
        NEWS_TEXT.image,
        (path) => bridge.media.url(NEWS_IMAGE.folder, path),
        (row) => row.Title,
      ),
      dayColumn('InsertedDate', NEWS_TEXT.date),
      { field: 'ViewCount', header: NEWS_TEXT.viewers },
      status,
      actions,
    ],
    [status, bridge, actions],
  )

  return (
    <>
      <DataTable
        list={list}
        what="the news"
        columns={columns}
        searchPlaceholder={NEWS_TEXT.search}
        exportName="news.csv"
        actions={<AddButton add={add} />}
        empty={{ things: NEWS_TEXT.things, add }}
      />
      {dialogs}
    </>
  )
}
