import { SliderRow } from '../../../../shared/contract/slider'
import { SLIDER_PATHS, SLIDER_TEXT } from '../../../../shared/rules/sliders'
import { updateForm } from '../../components/record-form'
import { byEntryId, useRecordToEdit } from '../../components/useRecordToEdit'
import { SliderForm, sliderValuesOf } from './SliderForm'

/** Where the update screen finds its slider (issue 23: by the address's `?id=` too). */
const RECORD = byEntryId({
  area: 'slider',
  schema: SliderRow,
  what: 'slider',
  get: (bridge, EntryID) => bridge.api.slider.get({ EntryID }),
})

/** SPEC §2.9 Update Slider (`/general/slider/update`), prefilled from the row whose Edit button led here. */
export function UpdateSlider() {
  const { row, screen } = useRecordToEdit(RECORD, { path: SLIDER_PATHS.list, label: SLIDER_TEXT.goToList })
  if (!row) return screen
  const form = updateForm('slider', SLIDER_TEXT.update, row, sliderValuesOf)
  return <SliderForm key={form.draftKey} {...form} />
}
