import { slider } from '../contract/slider'
import { errorAlert, type AnswerAlerts } from './alerts'
import { required, type Check } from './forms'
import { successAlert, type PublishStatus, type ScreenPaths } from './names'
import { photoRule } from './uploads'
import type { AltValues } from './a11y/alt-text'

// Home sliders (SPEC §2.9, §5, §8, §9): the form's checks, the answer tables, the paths, the image
// position choices and the image rule. The screens in features/sliders read these; tests walk them.

export const SLIDER_PATHS: ScreenPaths = {
  add: '/general/slider/addslider',
  list: '/general/slider/sliderslist',
  update: '/general/slider/update',
}

/** What the slider form holds; `imagePosition` is '' until one of 1 to 12 is chosen. */
/** With its image's alternative text (issue 27). */
export interface SliderValues extends AltValues<'slider'> {
  title: string
  caption: string
  btnName: string
  btnLink: string
  imagePosition: string
  /** Issue 23: Publish or Draft, as news. */
  status: PublishStatus
}

/**
 * SPEC §5 "Slider add or update", in order; the caption, button name and button link are typed, so they say
 * 'enter' where SPEC says 'select' (issue 47, docs/spec-deviations.md).
 */
export const SLIDER_CHECKS: readonly Check<SliderValues>[] = [
  required('title', 'Please enter slider title'),
  required('caption', 'Please enter slider caption'),
  required('btnName', 'Please enter button name'),
  required('btnLink', 'Please enter button link'),
  required('imagePosition', 'Please enter image position'),
]

/** SPEC §9: image position choices 1 to 12. */
export const SLIDER_POSITIONS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1)

export const SLIDER_EXIST_TEXT = 'Slider with the same title already exist'
/** The 404 of a slider id no record has. */
export const SLIDER_NOT_FOUND = 'No slider with this id'

/**
 * SPEC §8 "Slider add". The contract answers 'news exist' for a duplicate title, as SPEC has it. SPEC sent
 * the user to the list after any alert; an error here keeps the form and what was typed.
 */
export const SLIDER_ADD_ANSWERS: AnswerAlerts<'success' | 'news exist' | 'failed'> = {
  answers: {
    success: successAlert('SLIDER ADDED SUCCESSFULLY', SLIDER_PATHS.list),
    'news exist': errorAlert(SLIDER_EXIST_TEXT),
    failed: errorAlert('Something went wrong adding the slider. Please try again!'),
  },
  other: errorAlert('Failed to add the slider details!'),
}

/** SPEC §8 "Slider update"; SPEC's success text said ADDED, we say UPDATED (docs/spec-deviations.md). */
export const SLIDER_UPDATE_ANSWERS: AnswerAlerts<'success'> = {
  answers: { success: successAlert('SLIDER UPDATED SUCCESSFULLY', SLIDER_PATHS.list) },
  other: errorAlert('Failed to update the slider details!'),
}

/** SPEC §9: 5 MB, the reading chosen in docs/spec-deviations.md; stored in sliders_uploads (SPEC §3). */
export const SLIDER_IMAGE = photoRule('slider', slider.uploadPhoto.folder)

/** The public site's page of a slider is `slider/{slug}` (SPEC §2.9 "public slider page by slug"). */
export const SLIDER_PUBLIC_KIND = 'slider'

export const SLIDER_RECORD_NAME = 'slider'

/** What the slider screens say (SPEC §2.2, §2.9): titles, labels, columns, the search box. */
export const SLIDER_TEXT = {
  area: 'General',
  group: 'Home Slider',
  add: 'Add Slider',
  update: 'Update Slider',
  list: 'Sliders List',
  title: 'Slider Title',
  caption: 'Caption',
  btnName: 'Button Name',
  btnLink: 'Button Link',
  imagePosition: 'Image Position',
  selectPosition: 'Select image position',
  image: 'Image',
  status: 'Status',
  columns: {
    title: 'Title',
    btnName: 'Button Name',
    btnLink: 'Button Link',
    imagePosition: 'Image Position',
    images: 'Images',
    status: 'Status',
  },
  /** The list's records, for 'No sliders yet' (issue 23). */
  things: 'sliders',
  search: 'Search Slider',
  what: 'the sliders',
  exportName: 'sliders.csv',
  goToList: 'Go to the sliders list',
} as const
