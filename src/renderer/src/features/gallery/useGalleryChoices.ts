import { useCallback } from 'react'
import type { CallResult } from '../../../../shared/contract/define'
import type { GalleryCategoryRow, GallerySubCategoryRow } from '../../../../shared/contract/gallery'
import { GALLERY_TEXT } from '../../../../shared/rules/gallery'
import { useBridge } from '../../app/BridgeProvider'
import type { Choice } from '../../components/fields'
import { useLoad, type LoadState } from '../../components/useLoad'

// The category and sub-category choices of the gallery forms (SPEC §2.5): option values are EntryIDs as
// text, labels are names; sub-categories are loaded for the chosen category (SPEC: "by the category id
// read from the selected option").

type Loaded<T> = LoadState<T> & { retry(): void }

export function useCategories(): Loaded<GalleryCategoryRow[]> {
  const bridge = useBridge()
  return useLoad(
    useCallback(() => bridge.api.gallery.categoryList({}), [bridge]),
    'gallery.categoryList',
  )
}

const NONE: CallResult<GallerySubCategoryRow[]> = { ok: true, data: [] }

/** The sub-categories of the chosen category ('' : none chosen, nothing to load). */
export function useSubCategories(categoryId: string): Loaded<GallerySubCategoryRow[]> {
  const bridge = useBridge()
  return useLoad(
    useCallback(
      () =>
        categoryId
          ? bridge.api.gallery.subcategoryListOf({ CategoryID: Number(categoryId) })
          : Promise.resolve(NONE),
      [bridge, categoryId],
    ),
    'gallery.subcategoryListOf',
  )
}

export function categoryChoices(categories: LoadState<GalleryCategoryRow[]>): Choice<string>[] {
  return [
    { value: '', label: GALLERY_TEXT.selectCategory },
    ...(categories.status === 'ready'
      ? categories.data.map((row) => ({ value: String(row.EntryID), label: row.CategoryName }))
      : []),
  ]
}

/**
 * The sub-category options; while they load, the chosen one (an edited row's) is offered under its own
 * name so the select does not jump to 'Select sub category' and back.
 */
export function subCategoryChoices(
  subCategories: LoadState<GallerySubCategoryRow[]>,
  keep?: { value: string; label: string },
): Choice<string>[] {
  const first = {
    value: '',
    label: subCategories.status === 'loading' ? GALLERY_TEXT.loadingChoices : GALLERY_TEXT.selectSubCategory,
  }
  if (subCategories.status !== 'ready') return keep?.value ? [first, keep] : [first]
  return [
    first,
    ...subCategories.data.map((row) => ({ value: String(row.EntryID), label: row.SubCategoryName })),
  ]
}
