import { useCallback } from 'react'
import type { GalleryCategoryRow } from '../../../../shared/contract/gallery'
import {
  CATEGORY_CHECKS,
  CATEGORY_DELETE_FAILED,
  CATEGORY_DELETED,
  GALLERY_TEXT as T,
  categoryAddAnswers,
  categoryUpdateAnswers,
} from '../../../../shared/rules/gallery'
import { useBridge } from '../../app/BridgeProvider'
import { bind, TextField } from '../../components/fields'
import { EditableListScreen, useEditableList, type ListForm } from './useEditableList'
import './gallery.css'

const FORM: ListForm<GalleryCategoryRow, { name: string }> = {
  empty: { name: '' },
  alerts: {
    add: categoryAddAnswers,
    update: categoryUpdateAnswers,
    remove: { answers: { deleted: CATEGORY_DELETED }, other: CATEGORY_DELETE_FAILED },
  },
  valuesOf: (row) => ({ name: row.CategoryName }),
  nameOf: (row) => row.CategoryName,
  checks: CATEGORY_CHECKS,
  columns: [{ field: 'CategoryName', header: T.columns.category, grow: 1, sortable: true }],
}

/** SPEC §2.5 gallery category screen (`/about/gallery/addcategory`): add or edit, above the list. */
export function GalleryCategory() {
  const bridge = useBridge()
  const editor = useEditableList(FORM, {
    load: useCallback(() => bridge.api.gallery.categoryList({}), [bridge]),
    reads: 'gallery.categoryList',
    remove: (row) => bridge.api.gallery.categoryDelete({ EntryID: row.EntryID }),
    add: (values) => bridge.api.gallery.categoryAdd({ categoryName: values.name.trim() }),
    update: (row, values) =>
      bridge.api.gallery.categoryUpdate({ EntryID: row.EntryID, categoryName: values.name.trim() }),
  })

  return (
    <EditableListScreen list="categories" editor={editor}>
      <TextField label={T.category} {...bind(editor, 'name')} />
    </EditableListScreen>
  )
}
