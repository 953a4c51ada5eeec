import { useCallback } from 'react'
import type { GallerySubCategoryRow } from '../../../../shared/contract/gallery'
import {
  GALLERY_TEXT as T,
  SUB_CATEGORY_CHECKS,
  SUB_CATEGORY_DELETE_FAILED,
  SUB_CATEGORY_DELETED,
  subCategoryAddAnswers,
  subCategoryUpdateAnswers,
} from '../../../../shared/rules/gallery'
import { useBridge } from '../../app/BridgeProvider'
import { bind, SelectField, TextField } from '../../components/fields'
import { categoryChoices, useCategories } from './useGalleryChoices'
import { EditableListScreen, useEditableList, type ListForm } from './useEditableList'
import './gallery.css'

/** SPEC §3: the category is chosen by its EntryID (sent as `categoryName`); the name is the sub-category's. */
interface SubCategoryValues {
  category: string
  name: string
}

const FORM: ListForm<GallerySubCategoryRow, SubCategoryValues> = {
  /** SPEC §4: after an add only the category and the name reset; they are all this form has. */
  empty: { category: '', name: '' },
  alerts: {
    add: subCategoryAddAnswers,
    update: subCategoryUpdateAnswers,
    remove: { answers: { deleted: SUB_CATEGORY_DELETED }, other: SUB_CATEGORY_DELETE_FAILED },
  },
  valuesOf: (row) => ({
    category: String(row.CategoryID),
    name: row.SubCategoryName,
  }),
  nameOf: (row) => row.SubCategoryName,
  checks: SUB_CATEGORY_CHECKS,
  columns: [
    { field: 'CategoryName', header: T.columns.category, grow: 1, sortable: true },
    { field: 'SubCategoryName', header: T.columns.subCategory, grow: 1, sortable: true },
  ],
}

/** SPEC §2.5 gallery sub-category screen (`/about/gallery/addsubcategory`). */
export function GallerySubCategory() {
  const bridge = useBridge()
  const categories = useCategories()
  const editor = useEditableList(FORM, {
    load: useCallback(() => bridge.api.gallery.subcategoryList({}), [bridge]),
    reads: 'gallery.subcategoryList',
    remove: (row) => bridge.api.gallery.subcategoryDelete({ EntryID: row.EntryID }),
    add: (values) =>
      bridge.api.gallery.subcategoryAdd({
        categoryName: Number(values.category),
        subcategoryName: values.name.trim(),
      }),
    update: (row, values) =>
      bridge.api.gallery.subcategoryUpdate({
        EntryID: row.EntryID,
        CategoryID: row.CategoryID,
        categoryName: Number(values.category),
        subcategoryName: values.name.trim(),
      }),
  })

  return (
    <EditableListScreen list="subCategories" editor={editor}>
      <SelectField label={T.category} choices={categoryChoices(categories)} {...bind(editor, 'category')} />
      <TextField label={T.subCategory} {...bind(editor, 'name')} />
    </EditableListScreen>
  )
}
