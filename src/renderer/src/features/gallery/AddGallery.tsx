import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react'
import type { GallerySubCategoryRow } from '../../../../shared/contract/gallery'
import { firstFailure } from '../../../../shared/rules/forms'
import {
  GALLERY_ADD_CHECKS,
  GALLERY_UPLOAD_TEXT as T,
  titleFromFileName,
} from '../../../../shared/rules/gallery'
import { fullName } from '../../../../shared/rules/login'
import { GENERAL_CODE } from '../../../../shared/rules/permissions'
import { checkFile, fileKindOf, UPLOAD_RULES } from '../../../../shared/rules/uploads'
import { useBridge } from '../../app/BridgeProvider'
import { AlertDialog } from '../../components/AlertDialog'
import { useLoad } from '../../components/useLoad'
import { useSession } from '../../state/session'
import { UploadQueue } from './UploadQueue'
import '../../components/form.css'
import './gallery.css'

interface Picked {
  key: string
  file: File
  title: string
  /** The SPEC reason this file is not sent, or null. */
  problem: string | null
  preview: string | null
  video: boolean
}

const VIDEO_KINDS = new Set(['mp4', 'avi', 'mov'])
const isHidden = (name: string) => name.startsWith('.')
let nextKey = 0

function pick(file: File): Picked {
  const problem = checkFile(UPLOAD_RULES.galleryAdd, file)
  const kind = fileKindOf(file.name)
  const canPreview = problem === null && typeof URL.createObjectURL === 'function'
  return {
    key: `f${nextKey++}`,
    file,
    title: titleFromFileName(file.name),
    problem,
    preview: canPreview ? URL.createObjectURL(file) : null,
    video: kind !== null && VIDEO_KINDS.has(kind),
  }
}

const revoke = (item: Picked) => {
  if (item.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.preview)
}

/** Every file under a dropped entry, folders walked to the bottom (readEntries until it returns none). */
async function filesOf(entry: FileSystemEntry): Promise<File[]> {
  if (isHidden(entry.name)) return []
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    )
    return [file]
  }
  if (!entry.isDirectory) return []
  const reader = (entry as FileSystemDirectoryEntry).createReader()
  const all: File[] = []
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    )
    if (batch.length === 0) break
    for (const child of batch) all.push(...(await filesOf(child)))
  }
  return all
}

export const formatSize = (bytes: number): string =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** SPEC §2.5 Add Gallery, as a bulk uploader: many files for one category and sub-category. */
export function AddGallery() {
  const bridge = useBridge()
  const user = useSession((state) => state.user)
  const [category, setCategory] = useState('')
  const [subCategory, setSubCategory] = useState('')
  const [subCategories, setSubCategories] = useState<GallerySubCategoryRow[]>([])
  const [items, setItems] = useState<Picked[]>([])
  const [alert, setAlert] = useState<string | null>(null)
  const [preparing, setPreparing] = useState<{ done: number; total: number } | null>(null)
  const [over, setOver] = useState(false)
  const categories = useLoad(useCallback(() => bridge.api.gallery.categoryList({}), [bridge]))
  const ids = { category: useId(), sub: useId(), files: useId(), folder: useId() }

  const itemsRef = useRef(items)
  useEffect(() => {
    itemsRef.current = items
  }, [items])
  useEffect(() => () => itemsRef.current.forEach(revoke), [])

  useEffect(() => {
    if (!category) return
    let live = true
    void bridge.api.gallery.subcategoryListOf({ CategoryID: Number(category) }).then((result) => {
      if (live && result.ok) setSubCategories(result.data)
    })
    return () => {
      live = false
    }
  }, [bridge, category])

  const add = (files: readonly File[]) => {
    const visible = files.filter((file) => !isHidden(file.name))
    if (visible.length > 0) setItems((current) => [...current, ...visible.map(pick)])
  }

  async function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setOver(false)
    const entries = [...event.dataTransfer.items]
      .map((item) => (item.kind === 'file' ? item.webkitGetAsEntry?.() : null))
      .filter((entry): entry is FileSystemEntry => !!entry)
    if (entries.length === 0) {
      add([...event.dataTransfer.files])
      return
    }
    const found: File[] = []
    for (const entry of entries) found.push(...(await filesOf(entry)))
    add(found)
  }

  const remove = (key: string) =>
    setItems((current) => {
      const gone = current.find((item) => item.key === key)
      if (gone) revoke(gone)
      return current.filter((item) => item.key !== key)
    })

  const valid = items.filter((item) => item.problem === null)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (preparing) return
    const failure = firstFailure(GALLERY_ADD_CHECKS, {
      category,
      subCategory,
      files: valid.length,
      titles: valid.map((item) => item.title),
    })
    if (failure) {
      setAlert(failure)
      return
    }
    const files: { path: string; title: string }[] = []
    setPreparing({ done: 0, total: valid.length })
    try {
      for (const item of valid) {
        files.push({ path: await bridge.files.pathFor(item.file), title: item.title.trim() })
        setPreparing({ done: files.length, total: valid.length })
      }
      await bridge.uploads.enqueue({
        files,
        category: Number(category),
        SubCategoryID: Number(subCategory),
        FacultyCode: GENERAL_CODE,
        InsertedBy: user ? fullName(user) : '',
      })
      items.forEach(revoke)
      setItems([])
    } catch (error) {
      setAlert(error instanceof Error ? error.message : String(error))
    } finally {
      setPreparing(null)
    }
  }

  return (
    <>
      <section className="card form-shell gallery-add" aria-label={T.title}>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={T.title}
          aria-busy={!!preparing}
        >
          <div className="field">
            <label htmlFor={ids.category}>{T.category}</label>
            <select
              id={ids.category}
              className="input"
              value={category}
              onChange={(e) => {
                setCategory(e.target.value)
                setSubCategory('')
                setSubCategories([])
              }}
            >
              <option value="">{T.selectCategory}</option>
              {categories.status === 'ready' &&
                categories.data.map((row) => (
                  <option key={row.EntryID} value={String(row.EntryID)}>
                    {row.CategoryName}
                  </option>
                ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.sub}>{T.subCategory}</label>
            <select
              id={ids.sub}
              className="input"
              value={subCategory}
              onChange={(e) => setSubCategory(e.target.value)}
            >
              <option value="">{T.selectSubCategory}</option>
              {subCategories.map((row) => (
                <option key={row.EntryID} value={String(row.EntryID)}>
                  {row.SubCategoryName}
                </option>
              ))}
            </select>
          </div>
          <div
            className={`gallery-drop${over ? ' gallery-drop--over' : ''}`}
            data-testid="gallery-drop"
            onDragOver={(event) => {
              event.preventDefault()
              setOver(true)
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(event) => void onDrop(event)}
          >
            <p>{T.dropHere}</p>
            <label htmlFor={ids.files} className="button button-secondary">
              {T.chooseFiles}
            </label>{' '}
            <label htmlFor={ids.folder} className="button button-secondary">
              {T.chooseFolder}
            </label>
            <input
              id={ids.files}
              className="visually-hidden"
              type="file"
              multiple
              onChange={(event) => {
                add([...(event.target.files ?? [])])
                event.target.value = ''
              }}
            />
            <input
              id={ids.folder}
              className="visually-hidden"
              type="file"
              multiple
              {...{ webkitdirectory: '' }}
              onChange={(event) => {
                add([...(event.target.files ?? [])])
                event.target.value = ''
              }}
            />
          </div>
          {items.length > 0 && (
            <ul className="gallery-files">
              {items.map((item) => (
                <FileRow
                  key={item.key}
                  item={item}
                  onTitle={(title) =>
                    setItems((current) => current.map((it) => (it.key === item.key ? { ...it, title } : it)))
                  }
                  onRemove={() => remove(item.key)}
                />
              ))}
            </ul>
          )}
          <div className="form-shell__actions">
            <button type="submit" className="button button-primary" disabled={!!preparing}>
              {preparing ? T.preparing(preparing.done, preparing.total) : T.uploadN(valid.length)}
            </button>
          </div>
        </form>
        {alert && <AlertDialog title="FORM VALIDATION ERROR" text={alert} onOk={() => setAlert(null)} />}
      </section>
      <UploadQueue />
    </>
  )
}

function FileRow({
  item,
  onTitle,
  onRemove,
}: {
  item: Picked
  onTitle(title: string): void
  onRemove(): void
}) {
  const id = useId()
  return (
    <li className={`gallery-file${item.problem ? ' gallery-file--refused' : ''}`}>
      <span className="gallery-file__preview">
        {item.video ? (
          <span className="badge">{T.video}</span>
        ) : item.preview ? (
          <img src={item.preview} alt="" width={48} height={48} />
        ) : null}
      </span>
      <label htmlFor={id} className="visually-hidden">
        {T.titleOf(item.file.name)}
      </label>
      <input id={id} className="input" value={item.title} onChange={(event) => onTitle(event.target.value)} />
      <span className="gallery-file__size">{formatSize(item.file.size)}</span>
      {item.problem && (
        <span className="gallery-file__problem" role="note">
          {item.problem}
        </span>
      )}
      <button
        type="button"
        className="button button-small"
        aria-label={T.remove(item.file.name)}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  )
}
