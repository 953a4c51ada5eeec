import { SLIDER_TEXT } from '../../../../shared/rules/sliders'
import { addForm } from '../../components/record-form'
import { NEW_SLIDER, SliderForm } from './SliderForm'

/** SPEC §2.9 Add Slider (`/general/slider/addslider`). */
export function AddSlider() {
  return <SliderForm {...addForm('slider', SLIDER_TEXT.add, NEW_SLIDER)} />
}
