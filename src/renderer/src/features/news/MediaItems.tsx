import { useMemo } from 'react'
import type { MediaRow } from '../../../../shared/contract/media'
import {
  MEDIA_ITEM_DELETE_FAILED,
  MEDIA_ITEM_DELETED,
  MEDIA_ITEM_RECORD_NAME,
  MEDIA_TEXT as T,
  sourceOf,
} from '../../../../shared/rules/media'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn, dayColumn, deleteAction } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { useDeleteRow } from '../../components/useDeleteRow'
import type { LoadState } from '../../components/useLoad'
import { useOpenExternal } from '../../components/usePublicPage'

interface MediaItemsProps {
  list: LoadState<MediaRow[]> & { retry(): void }
  /** An item was removed: the list and the feed's saved marks are read again. */
  onDeleted(): void
}

/**
 * Issue 23: the media-coverage items imported so far, under the feed they came from, each with a Delete
 * that names the item in its confirmation. A removed item can be imported again from the feed.
 */
export function MediaItems({ list, onDeleted }: MediaItemsProps) {
  const bridge = useBridge()
  const openExternal = useOpenExternal()
  const deletion = useDeleteRow<MediaRow>({
    what: MEDIA_ITEM_RECORD_NAME,
    nameOf: (row) => row.title,
    remove: (row) => bridge.api.media.delete({ EntryID: row.EntryID }),
    deleted: MEDIA_ITEM_DELETED,
    failed: MEDIA_ITEM_DELETE_FAILED,
    onDeleted,
  })
  const ask = deletion.ask

  const columns = useMemo<Column<MediaRow>[]>(
    () => [
      { field: 'title', header: T.columnTitle, grow: 3 },
      {
        field: 'url',
        header: T.source,
        grow: 1,
        render: (row) => (
          <button type="button" className="link-button" onClick={() => void openExternal(row.url)}>
            {sourceOf(row.url)}
          </button>
        ),
        exportValue: (row) => row.url,
      },
      dayColumn('InsertedDate', T.dateAdded),
      actionsColumn<MediaRow>((row) => row.title, [deleteAction(ask)]),
    ],
    [ask, openExternal],
  )

  return (
    <section className="media-items" aria-label={T.items}>
      <h2 className="media-items-title">{T.items}</h2>
      <DataTable
        list={list}
        what={T.itemsWhat}
        columns={columns}
        searchPlaceholder={T.itemsSearch}
        empty={{ things: T.itemsThings, hint: T.itemsEmptyHint }}
      />
      {deletion.dialogs}
    </section>
  )
}
