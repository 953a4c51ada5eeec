import { useCallback, useMemo } from 'react'
import type { GalleryCategoryRow } from '../../../../shared/contract/gallery'
import {
  CATEGORY_CHECKS,
  CATEGORY_DELETE_FAILED,
  CATEGORY_DELETED,
  GALLERY_SEARCH,
  GALLERY_TEXT as T,
  categoryAddAnswers,
  categoryUpdateAnswers,
} from '../../../../shared/rules/gallery'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn, deleteAction, editAction } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { TextField } from '../../components/fields'
import { ListShell } from '../../components/ListShell'
import { EditorForm, useEditableList } from './useEditableList'
import './gallery.css'

interface CategoryValues {
  name: string
}
const EMPTY: CategoryValues = { name: '' }
const valuesOf = (row: GalleryCategoryRow): CategoryValues => ({ name: row.CategoryName })

/** SPEC §2.5 gallery category screen (`/about/gallery/addcategory`): add or edit, above the list. */
export function GalleryCategory() {
  const bridge = useBridge()
  const editor = useEditableList<GalleryCategoryRow, CategoryValues>({
    load: useCallback(() => bridge.api.gallery.categoryList({}), [bridge]),
    empty: EMPTY,
    valuesOf,
    checks: CATEGORY_CHECKS,
    add: (values) => bridge.api.gallery.categoryAdd({ categoryName: values.name.trim() }),
    update: (row, values) =>
      bridge.api.gallery.categoryUpdate({ EntryID: row.EntryID, categoryName: values.name.trim() }),
    addAnswers: categoryAddAnswers,
    updateAnswers: categoryUpdateAnswers,
    remove: (row) => bridge.api.gallery.categoryDelete({ EntryID: row.EntryID }),
    deleted: CATEGORY_DELETED,
    deleteFailed: CATEGORY_DELETE_FAILED,
    sameRow: (a, b) => a.EntryID === b.EntryID,
  })
  const { startEdit, askDelete } = editor

  const columns = useMemo<Column<GalleryCategoryRow>[]>(
    () => [
      { field: 'CategoryName', header: T.columns.category, grow: 1, sortable: true },
      actionsColumn<GalleryCategoryRow>(
        (row) => row.CategoryName,
        [editAction(startEdit), deleteAction(askDelete)],
      ),
    ],
    [startEdit, askDelete],
  )

  return (
    <ListShell title={T.categoryTitle} trail={T.trail}>
      <EditorForm title={T.categoryTitle} editor={editor} editingName={editor.editing?.CategoryName ?? null}>
        <TextField
          label={T.category}
          name="name"
          value={editor.values.name}
          onChange={(name) => editor.set('name', name)}
        />
      </EditorForm>
      <DataTable
        list={editor.list}
        what={T.what.categories}
        columns={columns}
        searchPlaceholder={GALLERY_SEARCH.category}
        exportName={T.exportName.categories}
        empty={{ things: T.things.categories, hint: T.emptyHint.categories }}
      />
      {editor.dialogs}
    </ListShell>
  )
}
