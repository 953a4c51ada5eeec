import { SliderRow } from '../../../../shared/contract/slider'
import { SLIDER_PATHS, SLIDER_TEXT } from '../../../../shared/rules/sliders'
import { NothingSelected } from '../../components/notices'
import { useSelectedRowOf } from '../../state/selected-row'
import { SliderForm, sliderValuesOf } from './SliderForm'

/** SPEC §2.9 Update Slider (`/general/slider/update`), prefilled from the row whose Edit button led here. */
export function UpdateSlider() {
  const row = useSelectedRowOf('slider', SliderRow)
  if (!row) return <NothingSelected listPath={SLIDER_PATHS.list} listLabel={SLIDER_TEXT.goToList} />
  const draftKey = `slider.update.${row.EntryID}`
  return (
    <SliderForm
      key={draftKey}
      title={SLIDER_TEXT.update}
      draftKey={draftKey}
      initial={sliderValuesOf(row)}
      row={row}
    />
  )
}
