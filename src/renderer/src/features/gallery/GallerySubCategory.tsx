import { useCallback, useId, useMemo, useState } from 'react'
import type { GallerySubCategoryRow } from '../../../../shared/contract/gallery'
import { alertForAnswer, errorAlert, validationAlert, type AlertSpec } from '../../../../shared/rules/alerts'
import { firstFailure } from '../../../../shared/rules/forms'
import {
  CONFIRM_DELETE,
  GALLERY_DELETE_FAILED,
  GALLERY_SEARCH,
  GALLERY_UPLOAD_TEXT as T,
  SUB_CATEGORY_CHECKS,
  SUB_CATEGORY_DELETED,
  subCategoryAddAnswers,
  subCategoryUpdateAnswers,
} from '../../../../shared/rules/gallery'
import { useBridge } from '../../app/BridgeProvider'
import { AlertDialog } from '../../components/AlertDialog'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { DataTable, type Column } from '../../components/DataTable'
import { failureText } from '../../components/failures'
import { ListShell } from '../../components/ListShell'
import { useLoad } from '../../components/useLoad'

/** SPEC §2.5 gallery sub-category screen (`/about/gallery/addsubcategory`). */
export function GallerySubCategory() {
  const bridge = useBridge()
  const list = useLoad(useCallback(() => bridge.api.gallery.subcategoryList({}), [bridge]))
  const categories = useLoad(useCallback(() => bridge.api.gallery.categoryList({}), [bridge]))
  const [category, setCategory] = useState('')
  const [name, setName] = useState('')
  const [editing, setEditing] = useState<GallerySubCategoryRow | null>(null)
  const [saving, setSaving] = useState(false)
  const [alert, setAlert] = useState<AlertSpec | null>(null)
  const [deleting, setDeleting] = useState<GallerySubCategoryRow | null>(null)
  const ids = { category: useId(), name: useId() }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const failure = firstFailure(SUB_CATEGORY_CHECKS, { category, name })
    if (failure) return setAlert(validationAlert(failure))
    setSaving(true)
    try {
      const body = { categoryName: Number(category), subcategoryName: name.trim() }
      const result =
        editing === null
          ? await bridge.api.gallery.subcategoryAdd(body)
          : await bridge.api.gallery.subcategoryUpdate({
              ...body,
              EntryID: editing.EntryID,
              CategoryID: editing.CategoryID,
            })
      if (!result.ok) return setAlert(errorAlert(failureText(result)))
      setAlert(
        alertForAnswer(
          editing === null ? subCategoryAddAnswers : subCategoryUpdateAnswers,
          result.data.message,
        ),
      )
      if (result.data.message === 'success') {
        // SPEC §4: after an add only the category and the name reset.
        setCategory('')
        setName('')
        setEditing(null)
        list.retry()
      }
    } finally {
      setSaving(false)
    }
  }

  async function remove(row: GallerySubCategoryRow) {
    setDeleting(null)
    const result = await bridge.api.gallery.subcategoryDelete({ EntryID: row.EntryID })
    if (result.ok && result.data.message === 'deleted') {
      setAlert(SUB_CATEGORY_DELETED)
      list.retry()
    } else setAlert(result.ok ? GALLERY_DELETE_FAILED : errorAlert(failureText(result)))
  }

  const columns = useMemo<Column<GallerySubCategoryRow>[]>(
    () => [
      { field: 'CategoryName', header: 'CategoryName', sortable: true },
      { field: 'SubCategoryName', header: 'SubCategoryName', sortable: true },
      {
        field: 'EntryID',
        header: 'Edit',
        render: (row) => (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              setEditing(row)
              setCategory(String(row.CategoryID))
              setName(row.SubCategoryName)
              window.scrollTo?.({ top: 0, behavior: 'smooth' })
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
    [],
  )

  return (
    <ListShell title="ADD SUB-CATEGORY" trail={['About', 'GALLERY']}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="ADD SUB-CATEGORY"
        aria-busy={saving}
      >
        <div className="field">
          <label htmlFor={ids.category}>{T.category}</label>
          <select
            id={ids.category}
            className="input"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
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
          <label htmlFor={ids.name}>{T.subCategory}</label>
          <input
            id={ids.name}
            className="input"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="form-shell__actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {editing === null ? 'Submit' : 'Update'}
          </button>
        </div>
      </form>
      <DataTable
        list={list}
        what="the gallery sub-categories"
        columns={columns}
        searchPlaceholder={GALLERY_SEARCH.subCategory}
        exportName="gallery-sub-categories.csv"
      />
      {deleting && (
        <ConfirmDialog
          title={CONFIRM_DELETE.title}
          text={CONFIRM_DELETE.text}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
      {alert && <AlertDialog title={alert.title} text={alert.text} onOk={() => setAlert(null)} />}
    </ListShell>
  )
}
