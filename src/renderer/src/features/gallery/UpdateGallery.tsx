import { useCallback, useEffect, useState } from 'react'
import { GalleryRow, type GallerySubCategoryRow } from '../../../../shared/contract/gallery'
import {
  GALLERY_IMAGE,
  GALLERY_PATHS,
  GALLERY_UPDATE_CHECKS,
  GALLERY_UPLOAD_TEXT as T,
  galleryUpdateAnswers,
  type GalleryUpdateValues,
} from '../../../../shared/rules/gallery'
import { fullName } from '../../../../shared/rules/login'
import { useBridge } from '../../app/BridgeProvider'
import { bind, SelectField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { ImageField } from '../../components/ImageField'
import { NothingSelected } from '../../components/notices'
import { useDraft } from '../../components/useDraft'
import { useLoad } from '../../components/useLoad'
import { useSaveForm } from '../../components/useSaveForm'
import { useSelectedRowOf } from '../../state/selected-row'
import { useSession } from '../../state/session'

/** SPEC §2.5 Update Gallery, prefilled from the row whose Edit button led here. */
export function UpdateGallery() {
  const row = useSelectedRowOf('gallery', GalleryRow)
  if (!row) return <NothingSelected listPath={GALLERY_PATHS.list} listLabel={T.goToList} />
  return <UpdateGalleryForm key={row.EntryID} row={row} />
}

function UpdateGalleryForm({ row }: { row: GalleryRow }) {
  const bridge = useBridge()
  const user = useSession((state) => state.user)
  const draft = useDraft<GalleryUpdateValues>(`gallery.update.${row.EntryID}`, {
    category: String(row.CategoryID),
    subCategory: String(row.SubCategoryID),
    title: row.ImageTitle,
  })
  const categories = useLoad(useCallback(() => bridge.api.gallery.categoryList({}), [bridge]))
  const [subCategories, setSubCategories] = useState<GallerySubCategoryRow[]>([])
  const category = draft.values.category
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

  const form = useSaveForm(draft, {
    target: { area: 'gallery', save: 'update', upload: 'uploadPhoto' },
    recordName: 'gallery',
    checks: GALLERY_UPDATE_CHECKS,
    answers: galleryUpdateAnswers,
    rule: GALLERY_IMAGE.update,
    body: (values, file) => ({
      id: row.EntryID,
      ImageTitle: values.title,
      SubCategoryID: Number(values.subCategory),
      category: Number(values.category),
      CategoryID: row.CategoryID,
      photo: file?.name ?? '',
      ImagePath: row.ImagePath ?? '',
      InsertedBy: user ? fullName(user) : row.InsertedBy,
    }),
  })

  const categoryChoices = [
    { value: '', label: T.selectCategory },
    ...(categories.status === 'ready'
      ? categories.data.map((c) => ({ value: String(c.EntryID), label: c.CategoryName }))
      : []),
  ]
  const subChoices = [
    { value: '', label: T.selectSubCategory },
    ...subCategories.map((s) => ({ value: String(s.EntryID), label: s.SubCategoryName })),
  ]
  const categoryField = bind(draft, 'category')
  return (
    <FormShell title="Update Gallery" trail={['About', 'Gallery']} draft={draft} form={form}>
      <SelectField
        label={T.category}
        choices={categoryChoices}
        value={categoryField.value}
        onChange={(value) => {
          categoryField.onChange(value)
          draft.set('subCategory', '')
        }}
      />
      <SelectField label={T.subCategory} choices={subChoices} {...bind(draft, 'subCategory')} />
      <TextField label="Image Title" {...bind(draft, 'title')} />
      <ImageField
        label="Image"
        rule={GALLERY_IMAGE.update}
        folder={GALLERY_IMAGE.folder}
        existing={row.ImagePath}
        file={draft.file}
        onChange={draft.setFile}
      />
    </FormShell>
  )
}
