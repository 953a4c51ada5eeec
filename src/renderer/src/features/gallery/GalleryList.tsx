import { useCallback, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { GalleryRow } from '../../../../shared/contract/gallery'
import { errorAlert, type AlertSpec } from '../../../../shared/rules/alerts'
import {
  CONFIRM_DELETE,
  GALLERY_DELETE_FAILED,
  GALLERY_DELETED,
  GALLERY_IMAGE,
  GALLERY_PATHS,
  GALLERY_RECORD_NAME,
  GALLERY_SEARCH,
  GALLERY_TEXT as T,
  isGalleryVideo,
} from '../../../../shared/rules/gallery'
import { deleteNamingText } from '../../../../shared/rules/names'
import { shownImage } from '../../../../shared/rules/renditions'
import { useBridge } from '../../app/BridgeProvider'
import { AlertDialog } from '../../components/AlertDialog'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { actionsColumn, deleteAction, editAction } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { isNetworkFailure } from '../../components/failures'
import { ListShell } from '../../components/ListShell'
import { Thumbnail } from '../../components/Thumbnail'
import { toastNetworkFailure } from '../../components/Toasts'
import { useLoad } from '../../components/useLoad'
import { useSelectedRow } from '../../state/selected-row'
import './gallery.css'
import { updateAddress } from '../../../../shared/rules/record-address'

/** SPEC §2.5 Gallery List (`/about/gallery/list`). */
export function GalleryList() {
  const bridge = useBridge()
  const navigate = useNavigate()
  const select = useSelectedRow((state) => state.select)
  const list = useLoad(useCallback(() => bridge.api.gallery.list({}), [bridge]))
  const [deleting, setDeleting] = useState<GalleryRow | null>(null)
  const [alert, setAlert] = useState<AlertSpec | null>(null)

  async function remove(row: GalleryRow) {
    setDeleting(null)
    const result = await bridge.api.gallery.delete({ EntryID: row.EntryID })
    if (!result.ok) {
      if (isNetworkFailure(result)) toastNetworkFailure()
      else setAlert(errorAlert(result.message))
      return
    }
    if (result.data.message !== 'deleted') return setAlert(GALLERY_DELETE_FAILED)
    setAlert(GALLERY_DELETED)
    list.retry()
  }

  const columns = useMemo<Column<GalleryRow>[]>(
    () => [
      { field: 'ImageTitle', header: T.columns.title, grow: 5 },
      {
        field: 'ImagePath',
        header: T.columns.photo,
        render: (row) => (
          <GalleryThumb
            src={bridge.media.url(GALLERY_IMAGE.folder, shownImage(row.ImagePath, 'sm'))}
            original={bridge.media.url(GALLERY_IMAGE.folder, row.ImagePath)}
            video={isGalleryVideo(row.ImagePath)}
            title={row.ImageTitle}
          />
        ),
        exportValue: (row) => row.ImagePath ?? '',
      },
      { field: 'CategoryName', header: T.columns.category, grow: 3 },
      { field: 'SubCategoryName', header: T.columns.subCategory, grow: 3 },
      { field: 'InsertedBy', header: T.columns.addedBy, grow: 3 },
      actionsColumn<GalleryRow>(
        (row) => row.ImageTitle,
        [
          editAction((row) => {
            select('gallery', row)
            navigate(updateAddress(GALLERY_PATHS.update, row.EntryID))
          }),
          deleteAction(setDeleting),
        ],
      ),
    ],
    [bridge, navigate, select],
  )

  return (
    <ListShell title={T.listTitle} trail={T.listTrail}>
      <DataTable
        list={list}
        what={T.what.gallery}
        columns={columns}
        searchPlaceholder={GALLERY_SEARCH.list}
        exportName={T.exportName.gallery}
        actions={
          <button type="button" className="button button-primary" onClick={() => navigate(GALLERY_PATHS.add)}>
            {T.addGallery}
          </button>
        }
        empty={{
          things: T.things.gallery,
          add: { label: T.addGallery, path: GALLERY_PATHS.add },
        }}
      />
      {deleting && (
        <ConfirmDialog
          title={CONFIRM_DELETE.title}
          text={CONFIRM_DELETE.text}
          detail={deleteNamingText(GALLERY_RECORD_NAME, deleting.ImageTitle)}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
      {/* SPEC §8: OK leads to the list, which is this screen: the alert only closes. */}
      {alert && <AlertDialog title={alert.title} text={alert.text} onOk={() => setAlert(null)} />}
    </ListShell>
  )
}

/**
 * A photo's small rendition, or for a video an icon marked 'Video': a poster frame would need a system
 * binary (ffmpeg) on the server, and a <video> per row would fetch from every video.
 */
function GalleryThumb(props: { src: string | null; original: string | null; video: boolean; title: string }) {
  const { src, original, video, title } = props
  if (!video || !src) return <Thumbnail src={src} original={original} title={title} none={T.noImage} />
  return (
    <span className="gallery-thumb-video" role="img" aria-label={title}>
      <svg className="table-thumb gallery-video-icon" viewBox="0 0 64 48" height={48} aria-hidden="true">
        <rect x="1" y="1" width="62" height="46" rx="6" />
        <path d="M27 8 L39 16 L27 24 Z" />
      </svg>
      <span className="gallery-badge">{T.video}</span>
    </span>
  )
}
