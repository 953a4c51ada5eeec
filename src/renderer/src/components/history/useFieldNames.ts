import { useCallback, useMemo } from 'react'
import type { CallResult } from '../../../../shared/contract/define'
import type { GalleryCategoryRow, GallerySubCategoryRow } from '../../../../shared/contract/gallery'
import type { ActiveStaffRow } from '../../../../shared/contract/staff'
import { useBridge } from '../../app/BridgeProvider'
import { useLoad, type LoadState } from '../useLoad'
import type { FieldDiff } from './compare'
import type { FieldNames } from './field-names'

// A comparison names a field that holds another record's id by that record's name, as the record's form and
// list name it: a gallery photo's category and sub-category (the gallery form's choices), a leadership
// record's staff member (the enrolment list). Each list is read only when a comparison shows such a field.

/** The fields named, each by the list that names its ids. */
const NAMED = ['CategoryID', 'SubCategoryID', 'StaffID'] as const
type NamedField = (typeof NAMED)[number]

const nothing = <T>(): Promise<CallResult<T[]>> => Promise.resolve({ ok: true, data: [] })

/** The names of the ids the differing fields hold, read from the lists that name them. */
export function useFieldNames(diffs: readonly FieldDiff[]): FieldNames {
  const bridge = useBridge()
  const shows = (field: NamedField) => diffs.some((diff) => diff.field === field)
  const [category, subCategory, staff] = NAMED.map(shows)
  const categories = useLoad(
    useCallback(
      () => (category ? bridge.api.gallery.categoryList({}) : nothing<GalleryCategoryRow>()),
      [bridge, category],
    ),
    'gallery.categoryList',
  )
  const subCategories = useLoad(
    useCallback(
      () => (subCategory ? bridge.api.gallery.subcategoryList({}) : nothing<GallerySubCategoryRow>()),
      [bridge, subCategory],
    ),
    'gallery.subcategoryList',
  )
  const people = useLoad(
    useCallback(() => (staff ? bridge.api.staff.activeList({}) : nothing<ActiveStaffRow>()), [bridge, staff]),
    'staff.activeList',
  )
  const categoryRows = rowsOf(categories)
  const subCategoryRows = rowsOf(subCategories)
  const staffRows = rowsOf(people)
  return useMemo(() => {
    const names: Record<NamedField, ReadonlyMap<number, string>> = {
      CategoryID: new Map(categoryRows.map((row) => [row.EntryID, row.CategoryName])),
      SubCategoryID: new Map(subCategoryRows.map((row) => [row.EntryID, row.SubCategoryName])),
      StaffID: new Map(staffRows.map((row) => [row.StaffID, row.staff_name])),
    }
    return (field, value) =>
      typeof value === 'number' && isNamed(field) ? names[field].get(value) : undefined
  }, [categoryRows, subCategoryRows, staffRows])
}

const NO_ROWS: readonly never[] = []

/** A list's rows once read; the same empty list until then, so the names are not made anew at every render. */
const rowsOf = <T>(state: LoadState<T[]>): readonly T[] => (state.status === 'ready' ? state.data : NO_ROWS)

const isNamed = (field: string): field is NamedField => (NAMED as readonly string[]).includes(field)
