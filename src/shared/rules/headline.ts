import { HEADLINE_COLOURS, type HeadlineColour } from '../contract/headline'
import { errorAlert, type AnswerAlerts } from './alerts'
import { isBlank, isWebAddress, required, type Check } from './forms'
import { successAlert, type PublishStatus, type ScreenPaths } from './names'
import { isRichTextEmpty } from './rich-text'

// Website headlines, the banner messages (SPEC §2.9, §3, §5, §8): the form's checks, the answer tables,
// the screens, the colour choices and the words of the screens in features/headline.

/** What the headline form holds; no colour chosen yet is ''. `messageMsg` is serialized rich text. */
export interface HeadlineValues {
  linkTitle: string
  linkPath: string
  bgColour: HeadlineColour | ''
  messageMsg: string
  /** Issue 23: Publish or Draft, as news. */
  status: PublishStatus
}

/** Ours, not SPEC's: the link must be a web address (docs/spec-deviations.md); the server checks it too. */
export const HEADLINE_LINK_NOT_WEB = 'Please enter a Link Path starting with http:// or https://'

/** SPEC §5 "Headline add or update", in order (the colour's text ends in a space), then ours. */
export const HEADLINE_CHECKS: readonly Check<HeadlineValues>[] = [
  required('linkTitle', 'Please enter headline title'),
  required('linkPath', 'Please enter Link Path caption'),
  required('bgColour', 'Please select Background Color '),
  {
    message: 'Please enter Message',
    field: 'messageMsg',
    required: true,
    fails: (values) => isRichTextEmpty(values.messageMsg),
  },
  {
    message: HEADLINE_LINK_NOT_WEB,
    field: 'linkPath',
    fails: (values) => !isBlank(values.linkPath) && !isWebAddress(values.linkPath),
  },
]

/** SPEC §2.1, §2.9. */
/** A headline, in the sentence of its delete confirmation. */
export const HEADLINE_RECORD_NAME = 'headline'

export const HEADLINE_PATHS: ScreenPaths = {
  add: '/general/headline/addheadline',
  list: '/general/headline/headlinelist',
  update: '/general/headline/update',
}

export type HeadlineAddMessage = 'success' | 'Headline exist' | 'failed'

/** SPEC §8 'Headline exist', also the 409 of an update to a link title another headline has. */
export const HEADLINE_EXIST_TEXT = 'Headline with the same title already exist'
/** The 404 of a headline id no record has. */
export const HEADLINE_NOT_FOUND = 'No headline with this id'

/**
 * SPEC §8 "Headline add". SPEC says SLIDER ADDED SUCCESSFULLY here and sends the user to the list after
 * every alert; we name the headline, and an error leaves the form as it was (docs/spec-deviations.md).
 */
export const headlineAddAnswers = (paths: ScreenPaths): AnswerAlerts<HeadlineAddMessage> => ({
  answers: {
    success: successAlert('HEADLINE ADDED SUCCESSFULLY', paths.list),
    'Headline exist': errorAlert(HEADLINE_EXIST_TEXT),
    failed: errorAlert('Something went wrong adding the headline. Please try again!'),
  },
  other: errorAlert('Failed to add the headline details!'),
})

/** SPEC §8 "Headline update" names news in both its texts; ours name the headline (as above). */
export const headlineUpdateAnswers = (paths: ScreenPaths): AnswerAlerts<'success'> => ({
  answers: { success: successAlert('HEADLINE UPDATED SUCCESSFULLY', paths.list) },
  other: errorAlert('Failed to update the headline details!'),
})

/** SPEC §3 "Headline colour options", with a first choice that is no colour (so the check can fail). */
export const HEADLINE_COLOUR_CHOICES: readonly { value: HeadlineColour | ''; label: string }[] = [
  { value: '', label: 'Select Background Color' },
  ...HEADLINE_COLOURS,
]

/** The label of a stored colour value ('dark-orange' → 'Dark Orange'); the value itself when unknown. */
export const headlineColourLabel = (value: string): string =>
  HEADLINE_COLOURS.find((colour) => colour.value === value)?.label ?? value

/** The public site's page of a headline, `headline/{slug}` (SPEC §2.9 names the slug, not the path). */
export const HEADLINE_PUBLIC_KIND = 'headline'

/** What the headline screens say (SPEC §2.9): titles, labels, columns, the search box. */
export const HEADLINE_TEXT = {
  area: 'General',
  section: 'Website Headline',
  add: 'Add Headline',
  update: 'Update Headline',
  list: 'Headline List',
  linkTitle: 'Link Title',
  linkPath: 'Link Path',
  /** The list's column of each headline's link (a 'View Link' button). */
  linkColumn: 'Link',
  bgColour: 'Background Color',
  bgColourColumn: 'Background Colour',
  message: 'Message',
  messageDate: 'Message Date',
  status: 'Status',
  viewLink: 'View Link',
  /** The list's records, for 'No headlines yet' (issue 23). */
  things: 'headlines',
  search: 'Search Headline News',
  goToList: 'Go to the headline list',
} as const
