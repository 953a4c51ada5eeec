import { useCallback, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { GalleryRow } from '../../../../shared/contract/gallery'
import {
  CONFIRM_DELETE,
  GALLERY_DELETE_FAILED,
  GALLERY_DELETED,
  GALLERY_IMAGE,
  GALLERY_PATHS,
  GALLERY_SEARCH,
  GALLERY_UPLOAD_TEXT as T,
} from '../../../../shared/rules/gallery'
import { fileKindOf } from '../../../../shared/rules/uploads'
import { useBridge } from '../../app/BridgeProvider'
import { AlertDialog } from '../../components/AlertDialog'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useLoad } from '../../components/useLoad'
import { useSelectedRow } from '../../state/selected-row'

const VIDEO = new Set(['mp4', 'avi', 'mov'])
export const isVideoPath = (path: string | null) => {
  const kind = path ? fileKindOf(path) : null
  return kind !== null && VIDEO.has(kind)
}

/** SPEC §2.5 Gallery List (`/about/gallery/list`). */
export function GalleryList() {
  const bridge = useBridge()
  const navigate = useNavigate()
  const select = useSelectedRow((state) => state.select)
  const list = useLoad(useCallback(() => bridge.api.gallery.list({}), [bridge]))
  const [deleting, setDeleting] = useState<GalleryRow | null>(null)
  const [notice, setNotice] = useState<{ title: string; text: string } | null>(null)

  async function remove(row: GalleryRow) {
    setDeleting(null)
    const result = await bridge.api.gallery.delete({ EntryID: row.EntryID })
    if (result.ok && result.data.message === 'deleted') {
      setNotice({ title: GALLERY_DELETED.title, text: GALLERY_DELETED.text })
      list.retry()
    } else {
      setNotice(GALLERY_DELETE_FAILED)
    }
  }

  const columns = useMemo<Column<GalleryRow>[]>(
    () => [
      { field: 'ImageTitle', header: 'ImageTitle', width: '25%' },
      {
        field: 'ImagePath',
        header: 'Images',
        render: (row) => {
          if (isVideoPath(row.ImagePath)) return <span className="badge">{T.video}</span>
          const src = bridge.media.url(GALLERY_IMAGE.folder, row.ImagePath)
          return src ? (
            <img className="table-thumb" src={src} alt={row.ImageTitle} height={48} loading="lazy" />
          ) : (
            <span className="table-thumb table-thumb--none">No image</span>
          )
        },
        exportValue: (row) => row.ImagePath ?? '',
      },
      { field: 'CategoryName', header: 'CategoryName', width: '15%' },
      { field: 'SubCategoryName', header: 'SubCategoryName', width: '15%' },
      { field: 'InsertedBy', header: 'InsertedBy', width: '15%' },
      {
        field: 'EntryID',
        header: 'Edit',
        render: (row) => (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              select('gallery', row)
              navigate(GALLERY_PATHS.update)
            }}
          >
            Edit
          </button>
        ),
      },
      {
        field: 'CategoryID',
        header: 'Delete',
        render: (row) => (
          <button
            type="button"
            className="button button-danger button-small"
            onClick={() => setDeleting(row)}
          >
            Delete
          </button>
        ),
      },
    ],
    [bridge, navigate, select],
  )

  return (
    <ListShell title="Gallery List" trail={['About', 'Gallery']}>
      <DataTable
        list={list}
        what="the gallery"
        columns={columns}
        searchPlaceholder={GALLERY_SEARCH.list}
        exportName="gallery.csv"
        actions={
          <button type="button" className="button button-primary" onClick={() => navigate(GALLERY_PATHS.add)}>
            Add Gallery
          </button>
        }
      />
      {deleting && (
        <ConfirmDialog
          title={CONFIRM_DELETE.title}
          text={CONFIRM_DELETE.text}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
      {notice && <AlertDialog title={notice.title} text={notice.text} onOk={() => setNotice(null)} />}
    </ListShell>
  )
}
