import { useMemo, useState } from 'react'
import type { GalleryRow } from '../../../../shared/contract/gallery'
import {
  GALLERY_DELETE_FAILED,
  GALLERY_DELETED,
  GALLERY_IMAGE,
  GALLERY_PATHS,
  GALLERY_RECORD_NAME,
  GALLERY_SEARCH,
  GALLERY_BULK_TEXT as BULK,
  GALLERY_TEXT as T,
  galleryNeedsAlt,
  isGalleryVideo,
} from '../../../../shared/rules/gallery'
import { shownImage } from '../../../../shared/rules/renditions'
import { useBridge } from '../../app/BridgeProvider'
import { AddButton } from '../../components/AddButton'
import { DataTable, type Column } from '../../components/DataTable'
import { HeldBackNote } from '../../components/a11y/HeldBackNote'
import { ListShell } from '../../components/ListShell'
import { useReviewBadges, WithReviewBadge } from '../../components/review/useReviewBadges'
import { Thumbnail } from '../../components/Thumbnail'
import { useRecordList } from '../../components/useRecordList'
import { GalleryBulk } from './GalleryBulk'
import './gallery.css'

/** SPEC §2.5 Gallery List (`/about/gallery/list`). */
export function GalleryList() {
  const bridge = useBridge()
  const { list, actions, dialogs } = useRecordList(bridge.api.gallery, {
    what: GALLERY_RECORD_NAME,
    nameOf: (row) => row.ImageTitle,
    deleted: GALLERY_DELETED,
    failed: GALLERY_DELETE_FAILED,
    edit: { area: 'gallery', path: GALLERY_PATHS.update },
  })
  const add = { label: T.addGallery, path: GALLERY_PATHS.add }
  // Issue 48: a photo waiting for review, or sent back, says so under its title.
  const reviews = useReviewBadges('gallery')
  const [onlyNeedingAlt, setOnlyNeedingAlt] = useState(false)
  const shown = useMemo(
    () =>
      onlyNeedingAlt && list.status === 'ready' ? { ...list, data: list.data.filter(galleryNeedsAlt) } : list,
    [list, onlyNeedingAlt],
  )
  // Issue 47: the photos chosen by their checkboxes, by id; only those the list still shows count.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  // The rows the list shows now, its search applied: what "Select all listed" takes.
  const [listed, setListed] = useState<readonly GalleryRow[]>([])
  const noneLeft = onlyNeedingAlt && shown.status === 'ready' && shown.data.length === 0
  const selected = useMemo(
    () => (noneLeft ? [] : listed.filter((row) => chosen.has(row.EntryID))),
    [noneLeft, listed, chosen],
  )
  const allChosen = listed.length > 0 && selected.length === listed.length
  const toggle = (id: number, on: boolean) =>
    setChosen((before) => {
      const after = new Set(before)
      if (on) after.add(id)
      else after.delete(id)
      return after
    })

  const columns = useMemo<Column<GalleryRow>[]>(
    () => [
      {
        id: 'select',
        header: BULK.column,
        render: (row) => (
          <input
            type="checkbox"
            aria-label={BULK.selectOne(row.ImageTitle)}
            checked={chosen.has(row.EntryID)}
            onChange={(e) => toggle(row.EntryID, e.target.checked)}
          />
        ),
      },
      {
        field: 'ImageTitle',
        header: T.columns.title,
        grow: 5,
        sortable: true,
        // Issue 45: a photo kept from the public site says so, and why, under its title.
        render: (row) => (
          <WithReviewBadge text={reviews.text(row.EntryID)}>
            {row.ImageTitle}
            {row.HeldBack && <HeldBackNote rule={row.HeldBack} />}
          </WithReviewBadge>
        ),
        exportValue: (row) => row.ImageTitle,
      },
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
      actions,
    ],
    [bridge, actions, chosen, reviews],
  )

  return (
    <ListShell title={T.listTitle} trail={T.listTrail}>
      <label className="gallery-list__filter">
        <input
          type="checkbox"
          checked={onlyNeedingAlt}
          onChange={(e) => setOnlyNeedingAlt(e.target.checked)}
        />{' '}
        {T.onlyNeedingAlt}
      </label>
      <label className="gallery-list__filter">
        <input
          type="checkbox"
          checked={allChosen}
          disabled={noneLeft || listed.length === 0}
          onChange={(e) => setChosen(new Set(e.target.checked ? listed.map((row) => row.EntryID) : []))}
        />{' '}
        {BULK.selectAll}
      </label>
      <GalleryBulk
        selected={selected}
        onDone={() => {
          setChosen(new Set())
          list.retry()
        }}
        onReload={list.retry}
      />
      {noneLeft ? (
        <p className="data-table__empty" role="status">
          {T.allDescribed}
        </p>
      ) : (
        <DataTable
          list={shown}
          onShownRows={setListed}
          what={T.what.gallery}
          columns={columns}
          searchPlaceholder={GALLERY_SEARCH.list}
          exportName={T.exportName.gallery}
          actions={<AddButton add={add} />}
          empty={{ things: T.things.gallery, add }}
        />
      )}
      {/* SPEC §8: after a Delete, OK leads to the list, which is this screen: the alert only closes. */}
      {dialogs}
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
      <span className="badge">{T.video}</span>
    </span>
  )
}
