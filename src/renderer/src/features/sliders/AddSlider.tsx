import { SLIDER_TEXT } from '../../../../shared/rules/sliders'
import { NEW_SLIDER, SliderForm } from './SliderForm'

/** SPEC §2.9 Add Slider (`/general/slider/addslider`). */
export function AddSlider() {
  return <SliderForm title={SLIDER_TEXT.add} draftKey="slider.add" initial={NEW_SLIDER} />
}
