import { GalleryRow } from '../../../../shared/contract/gallery'
import {
  GALLERY_IMAGE,
  GALLERY_PATHS,
  GALLERY_TEXT as T,
  GALLERY_UPDATE_CHECKS,
  galleryUpdateAnswers,
  isGalleryVideo,
  type GalleryUpdateValues,
} from '../../../../shared/rules/gallery'
import { bind, SelectField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { DraftImageField, type FormImage } from '../../components/DraftImageField'
import { LoadFailure } from '../../components/LoadFailure'
import { useDraft } from '../../components/useDraft'
import { updateForm, useSubmitter, type RecordFormProps } from '../../components/record-form'
import { useSaveForm } from '../../components/useSaveForm'
import { byEntryId, useRecordToEdit } from '../../components/useRecordToEdit'
import { CaptionsField } from './CaptionsField'
import { HeldBackNote } from '../../components/a11y/HeldBackNote'
import { categoryChoices, subCategoryChoices, useCategories, useSubCategories } from './useGalleryChoices'
import { altValuesOf } from '../../../../shared/rules/a11y/alt-text'
import { CHECKED_AREAS } from '../../../../shared/rules/a11y/areas'

/** Where the update screen finds its gallery photo (issue 23: by the address's `?id=` too). */
const RECORD = byEntryId({
  photoFolder: 'gallery',
  area: 'gallery',
  schema: GalleryRow,
  what: 'gallery photo',
  get: (bridge, EntryID) => bridge.api.gallery.get({ EntryID }),
  calls: (bridge) => bridge.api.gallery,
})

/** An updated photo or video is checked by the update rule (SPEC §5), and kept in the gallery folder. */
const IMAGE: FormImage = { rule: GALLERY_IMAGE.update, folder: GALLERY_IMAGE.folder }

/** SPEC §2.5 Update Gallery, prefilled from the row whose Edit button led here. */
export function UpdateGallery() {
  const record = useRecordToEdit(RECORD, { path: GALLERY_PATHS.list, label: T.goToList })
  if (!record.row) return record.screen
  const form = updateForm('gallery', T.updateTitle, record, galleryValuesOf)
  return <UpdateGalleryForm key={form.formKey} {...form} row={record.row} />
}

const galleryValuesOf = (row: GalleryRow): GalleryUpdateValues => ({
  category: String(row.CategoryID),
  subCategory: String(row.SubCategoryID),
  title: row.ImageTitle,
  ...altValuesOf('gallery', row),
})

function UpdateGalleryForm({
  row,
  draftKey,
  initial,
  opened,
}: RecordFormProps<GalleryUpdateValues, GalleryRow> & { row: GalleryRow }) {
  const submitter = useSubmitter(row.InsertedBy)
  const draft = useDraft<GalleryUpdateValues>(draftKey, initial, opened?.version)
  const categories = useCategories()
  const subCategories = useSubCategories(draft.values.category)

  const form = useSaveForm(draft, {
    a11y: { table: 'gallery' },
    review: { area: 'gallery', id: row.EntryID },
    opened,
    target: { area: 'gallery', save: 'update', upload: 'uploadPhoto' },
    recordName: 'gallery',
    checks: GALLERY_UPDATE_CHECKS,
    answers: galleryUpdateAnswers,
    rule: IMAGE.rule,
    body: (values, file) => ({
      id: row.EntryID,
      ImageTitle: values.title.trim(),
      SubCategoryID: Number(values.subCategory),
      category: Number(values.category),
      CategoryID: row.CategoryID,
      photo: file?.name ?? '',
      ImagePath: row.ImagePath ?? '',
      InsertedBy: submitter,
    }),
  })

  // The row's own sub-category keeps its name while the list of its category loads.
  const own =
    draft.values.subCategory === String(row.SubCategoryID)
      ? { value: String(row.SubCategoryID), label: row.SubCategoryName }
      : undefined
  const category = bind(draft, 'category')
  return (
    <FormShell title={T.updateTitle} trail={T.listTrail} draft={draft} form={form}>
      {row.HeldBack && (
        <p role="note">
          <HeldBackNote rule={row.HeldBack} fix />
        </p>
      )}
      <SelectField
        label={T.category}
        choices={categoryChoices(categories)}
        value={category.value}
        onChange={(value) => {
          category.onChange(value)
          draft.set('subCategory', '')
        }}
      />
      {categories.status === 'failed' && (
        <LoadFailure what={T.what.categories} failure={categories.failure} retry={categories.retry} />
      )}
      <SelectField
        label={T.subCategory}
        choices={subCategoryChoices(subCategories, own)}
        {...bind(draft, 'subCategory')}
      />
      {subCategories.status === 'failed' && (
        <LoadFailure
          what={T.what.subCategories}
          failure={subCategories.failure}
          retry={subCategories.retry}
        />
      )}
      <TextField label={T.imageTitle} {...bind(draft, 'title')} />
      <DraftImageField
        label={T.image}
        image={IMAGE}
        draft={draft}
        existing={row.ImagePath}
        described={CHECKED_AREAS.gallery.images[0]}
      />
      {isGalleryVideo(row.ImagePath) && (
        <CaptionsField entryId={row.EntryID} video={row.ImagePath!} current={row.CaptionsPath} />
      )}
    </FormShell>
  )
}
