import { partners } from '../contract/partners'
import { errorAlert, type AnswerAlerts } from './alerts'
import { required, type Check } from './forms'
import { successAlert, type ScreenPaths } from './names'
import { photoRule } from './uploads'
import { altValuesOf, type AltValues } from './a11y/alt-text'

// Partners (SPEC §2.9, §4, §5, §8): the checks of each form, the answer tables, the paths, the status
// words and the image rule. The screens in features/partners read these; tests walk them.

export const PARTNER_PATHS: ScreenPaths = {
  add: '/general/partners/add',
  list: '/general/partners/list',
  update: '/general/partners/update',
}

/**
 * SPEC §2.1 also links to `/general/Partners/add` (capital P). Routes match without regard to case, so that
 * link opens Add Partner too; tests hold it.
 */
export const PARTNER_ADD_LINK_AS_SPEC_SPELLS_IT = '/general/Partners/add'

/** SPEC §4, §9: the text '1' Publish or '0' Draft; '' only when a stored row had neither. */
export type PartnerStatus = '1' | '0' | ''

/** With its image's alternative text (issue 27). */
export interface PartnerValues extends AltValues<'partner'> {
  PartnerName: string
  Status: PartnerStatus
}

/** SPEC §5 "Partner add", in the words of its update: SPEC's 'PartnerName' is the field's internal name. */
export const PARTNER_ADD_CHECKS: readonly Check<PartnerValues>[] = [
  required('PartnerName', 'Please enter partner name'),
]

/** SPEC §5 "Partner update", in order. */
export const PARTNER_UPDATE_CHECKS: readonly Check<PartnerValues>[] = [
  required('PartnerName', 'Please enter partner name'),
  required('Status', 'Please select the status'),
]

/** SPEC §4: new partners start Published. */
export const NEW_PARTNER: PartnerValues = { PartnerName: '', Status: '1', ...altValuesOf('partner') }

export const PARTNER_STATUS_CHOICES: readonly { value: PartnerStatus; label: string }[] = [
  { value: '1', label: 'Publish' },
  { value: '0', label: 'Draft' },
]
/** The update form can start without a status (old data): its check asks for one. */
export const PARTNER_STATUS_PLACEHOLDER = { value: '' as PartnerStatus, label: 'Select status' }

/** SPEC §2.9, §4: the list shows Published for '1', otherwise Drafted. */
export const partnerStatusLabel = (status: string): string => (status === '1' ? 'Published' : 'Drafted')

export const PARTNER_EXIST_TEXT = 'Partner with the same name already exist'
/** The 404 of a partner id no record has. */
export const PARTNER_NOT_FOUND = 'No partner with this id'

/** SPEC §8 "Partner add". */
export const PARTNER_ADD_ANSWERS: AnswerAlerts<'success' | 'exist' | 'failed'> = {
  answers: {
    success: successAlert('PARTNER ADDED SUCCESSFULLY', PARTNER_PATHS.list),
    exist: errorAlert(PARTNER_EXIST_TEXT),
    failed: errorAlert('Something went wrong adding the partner. Please try again!'),
  },
  other: errorAlert('Failed to add the partner details!'),
}

/** SPEC §8 "Partner update": SPEC went to the list after any alert; an error keeps the form here. */
export const PARTNER_UPDATE_ANSWERS: AnswerAlerts<'success'> = {
  answers: { success: successAlert('PARTNER UPDATED SUCCESSFULLY', PARTNER_PATHS.list) },
  other: errorAlert('Failed to update the partner details!'),
}

/** SPEC §5: the 1 MB hint is checked (docs/spec-deviations.md); stored in partners_uploads (SPEC §3). */
export const PARTNER_IMAGE = photoRule('oneMegabyte', partners.uploadPhoto.folder)

export const PARTNER_RECORD_NAME = 'partner'

/** What the partner screens say (SPEC §2.2, §2.9). */
export const PARTNER_TEXT = {
  /** The side menu's words (SPEC §2.2) above Add Partner and the list. */
  trail: ['General', 'Partners'],
  /** SPEC §2.9's heading trail of the update screen: General > Partner > Update Partner. */
  updateTrail: ['General', 'Partner'],
  add: 'Add Partner',
  update: 'Update Partner',
  /** SPEC §2.9: the update card's title. */
  updateCard: 'UPDATE PARTNER',
  list: 'Partners List',
  partnerName: 'Partner Name',
  image: 'Image',
  status: 'Status',
  columns: { name: 'Partner Name', images: 'Images', status: 'Status', insertedBy: 'Added by' },
  /** The list's records, for 'No partners yet' (issue 23). */
  things: 'partners',
  search: 'Search Partner',
  what: 'the partners',
  exportName: 'partners.csv',
  goToList: 'Go to the partners list',
} as const
