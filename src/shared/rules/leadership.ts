import { leadership, type LeadershipCategory } from '../contract/leadership'
import { errorAlert, type AlertSpec, type AnswerAlerts } from './alerts'
import { required, type Check } from './forms'
import { successAlert } from './names'
import { isRichTextEmpty } from './rich-text'
import type { UploadRuleName } from './uploads'
import { altValuesOf, type AltValues } from './a11y/alt-text'

// Leadership (SPEC §2.6, §4, §5, §8, §9): Board members added and updated here, Senate and Management
// enrolled from the active staff list. The screens in features/leadership read these; tests walk them.

export const LEADERSHIP_PATHS = {
  add: '/leadership/addleadership',
  list: '/leadership/leadershiplist',
  boardList: '/leadership/boardlist',
  update: '/leadership/update',
  enrolSenate: '/leadership/enrolsenate',
  enrolManagement: '/leadership/enrolmanagement',
  senateList: '/leadership/senatelist',
  managementList: '/leadership/managementlist',
} as const

/** SPEC §2.6: a row's Update link leads to the form of its category, the row carried over. */
export function updatePathOf(category: string): string {
  if (category === 'Senate') return LEADERSHIP_PATHS.enrolSenate
  if (category === 'Management') return LEADERSHIP_PATHS.enrolManagement
  return LEADERSHIP_PATHS.update
}

/**
 * The form holds its choices as text, '' until one is chosen (so 'Please select status' can fire, and a
 * stored draft keeps what was chosen): status '1' Active, '0' Draft (SPEC §4, §9); position '1' to '20'.
 */
export type LeadershipStatus = '' | '0' | '1'

/** What the leadership form holds; `description` is serialized rich text. */
/** With its image's alternative text (issue 27). */
export interface LeadershipValues extends AltValues<'leadership'> {
  title: string
  fullname: string
  designation: string
  position: string
  status: LeadershipStatus
  description: string
}

export const NEW_LEADERSHIP: LeadershipValues = {
  title: '',
  fullname: '',
  designation: '',
  position: '',
  status: '',
  description: '',
  ...altValuesOf('leadership'),
}

const descriptionEntered: Check<LeadershipValues> = {
  message: 'Please enter description',
  field: 'description',
  required: true,
  fails: (values) => isRichTextEmpty(values.description),
}

/** SPEC §5 "Leadership add", in order: a failure stops the submit. */
export const LEADERSHIP_ADD_CHECKS: readonly Check<LeadershipValues>[] = [
  required('title', 'Please enter title'),
  required('fullname', 'Please enter Full Name'),
  required('position', 'Please select position'),
  required('designation', 'Please enter designation'),
  required('status', 'Please select status'),
  descriptionEntered,
]

/** SPEC §5 "Leadership update, senate enrol": a list of its own, with its own words. */
export const LEADERSHIP_UPDATE_CHECKS: readonly Check<LeadershipValues>[] = [
  required('title', 'Please select title'),
  required('fullname', 'Please enter Full Name'),
  required('position', 'Please enter position'),
  required('designation', 'Please enter designation'),
  required('status', 'Please select status'),
]
export const SENATE_ENROL_CHECKS = LEADERSHIP_UPDATE_CHECKS
/** SPEC §5: management enrol also checks the description. */
export const MANAGEMENT_ENROL_CHECKS: readonly Check<LeadershipValues>[] = [
  ...LEADERSHIP_UPDATE_CHECKS,
  descriptionEntered,
]

/** SPEC §8 "Leadership add"; after the alert the user goes to the leadership list (SPEC §2.6). */
export const leadershipAddAnswers: AnswerAlerts<'success' | 'name exist' | 'failed'> = {
  answers: {
    success: successAlert('LEADERSHIP ADDED SUCCESSFULLY', LEADERSHIP_PATHS.list),
    'name exist': errorAlert('Leadership with the same name and title already exist'),
    failed: errorAlert('Something went wrong adding the leadership. Please try again!'),
  },
  other: errorAlert('Failed to add the leadership details!'),
}

/** SPEC §8 "Leadership update": anything but success. */
export const leadershipUpdateAnswers: AnswerAlerts<'success'> = {
  answers: { success: successAlert('LEADERSHIP UPDATED SUCCESSFULLY', LEADERSHIP_PATHS.list) },
  other: errorAlert('Failed to update leadership details!'),
}

/** SPEC §8 'name exist' of a Board record, also sent by update as a 409 (the contract answers success only). */
export const LEADERSHIP_EXIST_TEXT = 'Leadership with the same name and title already exist'

export type EnrolCategory = Exclude<LeadershipCategory, 'Board'>
export type EnrolType = 'new' | 'update'

const ENROL_TEXTS: Record<EnrolCategory, { exist: string; failed: string; other: string }> = {
  Senate: {
    exist: 'Senate with the same name and title already exist',
    failed: 'Something went wrong adding the senate. Please try again!',
    other: 'Failed to enrolled senate details!',
  },
  Management: {
    exist: 'Management with the same name and title already exist',
    failed: 'Something went wrong adding the management. Please try again!',
    other: 'Failed to enrolled management details!',
  },
}

/** SPEC §4, §8: success says ENROLLED for a new record and UPDATED for an existing one. */
export const enrolSuccessText = (category: EnrolCategory, type: EnrolType | undefined): string =>
  `${category.toUpperCase()} ${type === 'update' ? 'UPDATED' : 'ENROLLED'} SUCCESSFULLY`

/** SPEC §8 "Senate enrol", "Management enrol", for an answer of this type. */
export const enrolAnswers = (
  category: EnrolCategory,
  type: EnrolType | undefined,
): AnswerAlerts<'success' | 'name exist' | 'failed'> => ({
  answers: {
    success: successAlert(enrolSuccessText(category, type), LEADERSHIP_PATHS.list),
    'name exist': errorAlert(ENROL_TEXTS[category].exist),
    failed: errorAlert(ENROL_TEXTS[category].failed),
  },
  other: errorAlert(ENROL_TEXTS[category].other),
})

/** SPEC §5 delete confirmation and §8 success text; the list reloads and stays. */
export const LEADERSHIP_CONFIRM_DELETE = {
  title: 'Confirm',
  text: 'ARE YOU SURE YOU WANT TO DELETE THIS LEADERSHIP RECORD?',
} as const
export const LEADERSHIP_DELETED: AlertSpec = successAlert(
  'LEADERSHIP DELETED SUCCESSFULLY',
  LEADERSHIP_PATHS.list,
)
export const LEADERSHIP_DELETE_FAILED: AlertSpec = errorAlert('Failed to delete the leadership record!')

/** SPEC §4: the list shows Active for 1, otherwise Draft. */
export const leadershipStatusLabel = (status: number): string => (status === 1 ? 'Active' : 'Draft')
export const LEADERSHIP_STATUS_CHOICES: readonly { value: LeadershipStatus; label: string }[] = [
  { value: '', label: 'Select status' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Draft' },
]

/** SPEC §9: positions 1 to 20. */
export const LEADERSHIP_POSITIONS: readonly number[] = Array.from({ length: 20 }, (_, i) => i + 1)
export const LEADERSHIP_POSITION_CHOICES: readonly { value: string; label: string }[] = [
  { value: '', label: 'Select position' },
  ...LEADERSHIP_POSITIONS.map((n) => ({ value: String(n), label: String(n) })),
]

/** The salutations offered; a stored one not among them is offered too (see titleChoices). */
export const SALUTATIONS: readonly string[] = ['Prof.', 'Dr.', 'Mr.', 'Mrs.', 'Ms.', 'Engr.', 'Barr.', 'Arc.']
export function titleChoices(current: string): { value: string; label: string }[] {
  const titles = current && !SALUTATIONS.includes(current) ? [...SALUTATIONS, current] : SALUTATIONS
  return [{ value: '', label: 'Select title' }, ...titles.map((t) => ({ value: t, label: t }))]
}

/** SPEC §5, §9: png/jpg/jpeg up to 2 MB, in leaderships_uploads (SPEC §3), with the hint 'use 500x500'. */
export const LEADERSHIP_IMAGE: {
  rule: UploadRuleName
  folder: typeof leadership.uploadPhoto.folder
  hint: string
} = { rule: 'standard', folder: leadership.uploadPhoto.folder, hint: 'use 500x500' }

export const LEADERSHIP_RECORD_NAME = 'leadership record'

/** What the leadership screens say (SPEC §2.6): titles, labels, columns, the search box. */
export const LEADERSHIP_TEXT = {
  area: 'Leadership',
  add: 'Add Leadership (Board)',
  addLink: 'Add Leadership',
  /** SPEC §2.6 gives this title in capitals; the enrol titles it does not give, so they are Title Case. */
  update: 'UPDATE BOARD',
  enrolSenate: 'Enrol Senate',
  enrolManagement: 'Enrol Management',
  list: 'Leadership List',
  boardList: 'Board List',
  boardCard: 'BOARD LIST',
  senateList: 'Senate List',
  managementList: 'Management List',
  title: 'Title',
  fullName: 'Full Name',
  designation: 'Designation',
  position: 'Position',
  status: 'Status',
  image: 'Image',
  description: 'Description',
  enrol: 'Enrol',
  category: 'Category',
  /** The lists' records, for 'No leadership records yet' (issue 23). */
  things: { leadership: 'leadership records', board: 'board members', staff: 'active staff' },
  /** The staff lists fill from the university's records: nothing to add here. */
  staffEmptyHint: 'Active staff come from the university records.',
  search: 'Search Staff List',
  goToList: 'Go to the leadership list',
  goToSenateList: 'Go to the senate list',
  goToManagementList: 'Go to the management list',
  what: 'the leadership records',
  whatStaff: 'the active staff',
  exportName: 'leadership.csv',
  boardExportName: 'board.csv',
  senateExportName: 'senate-staff.csv',
  managementExportName: 'management-staff.csv',
  noImage: 'No image',
} as const
