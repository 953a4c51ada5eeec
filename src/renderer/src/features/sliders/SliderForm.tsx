import type { SliderRow } from '../../../../shared/contract/slider'
import { PUBLISH_STATUS_CHOICES, publishStatusOf } from '../../../../shared/rules/names'
import {
  SLIDER_ADD_ANSWERS,
  SLIDER_CHECKS,
  SLIDER_IMAGE,
  SLIDER_POSITIONS,
  SLIDER_RECORD_NAME,
  SLIDER_TEXT as T,
  SLIDER_UPDATE_ANSWERS,
  type SliderValues,
  SLIDER_PATHS,
} from '../../../../shared/rules/sliders'
import { bind, SelectField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { DraftImageField } from '../../components/DraftImageField'
import { useDraft } from '../../components/useDraft'
import { photoFields, useSubmitter, type RecordFormProps } from '../../components/record-form'
import { useSaveForm } from '../../components/useSaveForm'
import { altValuesOf } from '../../../../shared/rules/a11y/alt-text'
import { CHECKED_AREAS } from '../../../../shared/rules/a11y/areas'

export const NEW_SLIDER: SliderValues = {
  title: '',
  caption: '',
  btnName: '',
  btnLink: '',
  imagePosition: '',
  status: 1,
  ...altValuesOf('slider'),
}

/** The update form starts from the row chosen in the list. */
export const sliderValuesOf = (row: SliderRow): SliderValues => ({
  title: row.Title,
  caption: row.Caption,
  btnName: row.BtnName,
  btnLink: row.BtnLink,
  imagePosition: String(row.ImagePosition),
  status: publishStatusOf(row.Status),
  ...altValuesOf('slider', row),
})

const POSITION_CHOICES = [
  { value: '', label: T.selectPosition },
  ...SLIDER_POSITIONS.map((position) => ({ value: String(position), label: String(position) })),
]

type SliderFormProps = RecordFormProps<SliderValues, SliderRow>

/**
 * SPEC §2.9: slider title, caption, button name and link, image position and image, all marked required.
 * An added slider's photo goes to uploadPhoto, an updated one's to updatePhoto (SPEC §7).
 */
export function SliderForm({ title, draftKey, initial, row, opened }: SliderFormProps) {
  const submitter = useSubmitter()
  const draft = useDraft(draftKey, initial, opened?.version)
  const form = useSaveForm(draft, {
    a11y: { table: 'slider' },
    review: { area: 'sliders', id: row?.EntryID },
    preview: { area: 'sliders', id: row?.EntryID },
    opened,
    schedule: { table: 'slider', status: 'status', id: row?.EntryID },
    target: row
      ? { area: 'slider', save: 'update', upload: 'updatePhoto' }
      : { area: 'slider', save: 'add', upload: 'uploadPhoto' },
    takenAt: SLIDER_PATHS.update,
    recordName: SLIDER_RECORD_NAME,
    checks: SLIDER_CHECKS,
    answers: row ? SLIDER_UPDATE_ANSWERS : SLIDER_ADD_ANSWERS,
    rule: SLIDER_IMAGE.rule,
    body: (values, file) => ({
      title: values.title,
      caption: values.caption,
      imagePosition: Number(values.imagePosition),
      btnName: values.btnName,
      btnLink: values.btnLink,
      status: values.status,
      ...photoFields(file, row),
      submittedBy: submitter,
      ...(row ? { id: row.EntryID } : {}),
    }),
  })

  return (
    <FormShell title={title} trail={[T.area, T.group]} draft={draft} form={form}>
      <TextField label={T.title} {...bind(draft, 'title')} />
      <TextField label={T.caption} {...bind(draft, 'caption')} />
      <TextField label={T.btnName} {...bind(draft, 'btnName')} />
      <TextField label={T.btnLink} type="url" {...bind(draft, 'btnLink')} />
      <SelectField label={T.imagePosition} choices={POSITION_CHOICES} {...bind(draft, 'imagePosition')} />
      <DraftImageField
        label={T.image}
        image={SLIDER_IMAGE}
        draft={draft}
        existing={row?.ImagePath}
        described={CHECKED_AREAS.slider.images[0]}
      />
      <SelectField label={T.status} choices={PUBLISH_STATUS_CHOICES} {...bind(draft, 'status')} />
    </FormShell>
  )
}
