import { useCallback, useMemo } from 'react'
import type { GallerySubCategoryRow } from '../../../../shared/contract/gallery'
import {
  GALLERY_SEARCH,
  GALLERY_TEXT as T,
  SUB_CATEGORY_CHECKS,
  SUB_CATEGORY_DELETE_FAILED,
  SUB_CATEGORY_DELETED,
  subCategoryAddAnswers,
  subCategoryUpdateAnswers,
} from '../../../../shared/rules/gallery'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn, deleteAction, editAction } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { SelectField, TextField } from '../../components/fields'
import { ListShell } from '../../components/ListShell'
import { categoryChoices, useCategories } from './useGalleryChoices'
import { EditorForm, useEditableList } from './useEditableList'
import './gallery.css'

/** SPEC §3: the category is chosen by its EntryID (sent as `categoryName`); the name is the sub-category's. */
interface SubCategoryValues {
  category: string
  name: string
}
/** SPEC §4: after an add only the category and the name reset; they are all this form has. */
const EMPTY: SubCategoryValues = { category: '', name: '' }
const valuesOf = (row: GallerySubCategoryRow): SubCategoryValues => ({
  category: String(row.CategoryID),
  name: row.SubCategoryName,
})

/** SPEC §2.5 gallery sub-category screen (`/about/gallery/addsubcategory`). */
export function GallerySubCategory() {
  const bridge = useBridge()
  const categories = useCategories()
  const editor = useEditableList<GallerySubCategoryRow, SubCategoryValues>({
    load: useCallback(() => bridge.api.gallery.subcategoryList({}), [bridge]),
    empty: EMPTY,
    valuesOf,
    checks: SUB_CATEGORY_CHECKS,
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
    addAnswers: subCategoryAddAnswers,
    updateAnswers: subCategoryUpdateAnswers,
    remove: (row) => bridge.api.gallery.subcategoryDelete({ EntryID: row.EntryID }),
    deleted: SUB_CATEGORY_DELETED,
    deleteFailed: SUB_CATEGORY_DELETE_FAILED,
    sameRow: (a, b) => a.EntryID === b.EntryID,
  })
  const { startEdit, askDelete } = editor

  const columns = useMemo<Column<GallerySubCategoryRow>[]>(
    () => [
      { field: 'CategoryName', header: T.columns.category, grow: 1, sortable: true },
      { field: 'SubCategoryName', header: T.columns.subCategory, grow: 1, sortable: true },
      actionsColumn<GallerySubCategoryRow>(
        (row) => row.SubCategoryName,
        [editAction(startEdit), deleteAction(askDelete)],
      ),
    ],
    [startEdit, askDelete],
  )

  return (
    <ListShell title={T.subCategoryTitle} trail={T.trail}>
      <EditorForm
        title={T.subCategoryTitle}
        editor={editor}
        editingName={editor.editing?.SubCategoryName ?? null}
      >
        <SelectField
          label={T.category}
          name="category"
          choices={categoryChoices(categories)}
          value={editor.values.category}
          onChange={(category) => editor.set('category', category)}
        />
        <TextField
          label={T.subCategory}
          name="name"
          value={editor.values.name}
          onChange={(name) => editor.set('name', name)}
        />
      </EditorForm>
      <DataTable
        list={editor.list}
        what={T.what.subCategories}
        columns={columns}
        searchPlaceholder={GALLERY_SEARCH.subCategory}
        exportName={T.exportName.subCategories}
        empty={{ things: T.things.subCategories, hint: T.emptyHint.subCategories }}
      />
      {editor.dialogs}
    </ListShell>
  )
}
