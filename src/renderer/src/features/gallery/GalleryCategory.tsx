import { useCallback, useId, useMemo, useState } from 'react'
import type { GalleryCategoryRow } from '../../../../shared/contract/gallery'
import { alertForAnswer, errorAlert, validationAlert, type AlertSpec } from '../../../../shared/rules/alerts'
import { firstFailure } from '../../../../shared/rules/forms'
import {
  CATEGORY_CHECKS,
  CATEGORY_DELETED,
  CONFIRM_DELETE,
  GALLERY_DELETE_FAILED,
  GALLERY_SEARCH,
  categoryAddAnswers,
  categoryUpdateAnswers,
} from '../../../../shared/rules/gallery'
import { useBridge } from '../../app/BridgeProvider'
import { AlertDialog } from '../../components/AlertDialog'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { DataTable, type Column } from '../../components/DataTable'
import { failureText } from '../../components/failures'
import { ListShell } from '../../components/ListShell'
import { useLoad } from '../../components/useLoad'

/** SPEC §2.5 gallery category screen (`/about/gallery/addcategory`): add or edit, and the list. */
export function GalleryCategory() {
  const bridge = useBridge()
  const list = useLoad(useCallback(() => bridge.api.gallery.categoryList({}), [bridge]))
  const [name, setName] = useState('')
  const [editing, setEditing] = useState<number | null>(null)
  const [saving, setSaving] = useState(false)
  const [alert, setAlert] = useState<AlertSpec | null>(null)
  const [deleting, setDeleting] = useState<GalleryCategoryRow | null>(null)
  const id = useId()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const failure = firstFailure(CATEGORY_CHECKS, { name })
    if (failure) return setAlert(validationAlert(failure))
    setSaving(true)
    try {
      const result =
        editing === null
          ? await bridge.api.gallery.categoryAdd({ categoryName: name.trim() })
          : await bridge.api.gallery.categoryUpdate({ EntryID: editing, categoryName: name.trim() })
      if (!result.ok) return setAlert(errorAlert(failureText(result)))
      const table = editing === null ? categoryAddAnswers : categoryUpdateAnswers
      setAlert(alertForAnswer(table, result.data.message))
      if (result.data.message === 'success') {
        setName('')
        setEditing(null)
        list.retry()
      }
    } finally {
      setSaving(false)
    }
  }

  async function remove(row: GalleryCategoryRow) {
    setDeleting(null)
    const result = await bridge.api.gallery.categoryDelete({ EntryID: row.EntryID })
    if (result.ok && result.data.message === 'deleted') {
      setAlert(CATEGORY_DELETED)
      list.retry()
    } else setAlert(result.ok ? GALLERY_DELETE_FAILED : errorAlert(failureText(result)))
  }

  const columns = useMemo<Column<GalleryCategoryRow>[]>(
    () => [
      { field: 'CategoryName', header: 'CategoryName', sortable: true },
      {
        field: 'EntryID',
        header: 'Edit',
        render: (row) => (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              setEditing(row.EntryID)
              setName(row.CategoryName)
              window.scrollTo?.({ top: 0, behavior: 'smooth' })
            }}
          >
            Edit
          </button>
        ),
      },
      {
        field: 'CategoryName',
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
    <ListShell title="ADD CATEGORY" trail={['About', 'GALLERY']}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="ADD CATEGORY" aria-busy={saving}>
        <div className="field">
          <label htmlFor={id}>Category</label>
          <input id={id} className="input" value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="form-shell__actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {editing === null ? 'Submit' : 'Update'}
          </button>
        </div>
      </form>
      <DataTable
        list={list}
        what="the gallery categories"
        columns={columns}
        searchPlaceholder={GALLERY_SEARCH.category}
        exportName="gallery-categories.csv"
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
