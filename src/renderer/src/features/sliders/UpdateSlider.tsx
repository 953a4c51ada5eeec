import { SliderRow } from '../../../../shared/contract/slider'
import { SLIDER_PATHS, SLIDER_TEXT } from '../../../../shared/rules/sliders'
import { updateForm } from '../../components/record-form'
import { byEntryId, useRecordToEdit } from '../../components/useRecordToEdit'
import { SliderForm, sliderValuesOf } from './SliderForm'

/** Where the update screen finds its slider (issue 23: by the address's `?id=` too). */
const RECORD = byEntryId({
  photoFolder: 'sliders_uploads',
  area: 'slider',
  schema: SliderRow,
  what: 'slider',
  get: (bridge, EntryID) => bridge.api.slider.get({ EntryID }),
  calls: (bridge) => bridge.api.slider,
})

/** SPEC §2.9 Update Slider (`/general/slider/update`), prefilled from the row whose Edit button led here. */
export function UpdateSlider() {
  const record = useRecordToEdit(RECORD, { path: SLIDER_PATHS.list, label: SLIDER_TEXT.goToList })
  if (!record.row) return record.screen
  const form = updateForm('slider', SLIDER_TEXT.update, record, sliderValuesOf)
  return <SliderForm key={form.formKey} {...form} />
}
