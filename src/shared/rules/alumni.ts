import { alumni } from '../contract/alumni'
import { errorAlert, type AlertSpec, type AnswerAlerts } from './alerts'
import { required, type Check } from './forms'
import { CONFIRM_DELETE, successAlert } from './names'
import { isRichTextEmpty } from './rich-text'
import type { UploadRuleName } from './uploads'
import type { AltValues } from './a11y/alt-text'

// Alumni (SPEC §2.10, §5, §8): the alumni student list and the feedback (testimonials) filed against a
// student. The screens in features/alumni read these; tests walk them.

export const ALUMNI_PATHS = {
  /** The student picker: 'Add Alumni Feedback' leads here to choose whose feedback it is. */
  list: '/alumni/list',
  /** SPEC names it without saying what it shows: the same alumni list. */
  view: '/alumni/viewalumni',
  feedbackList: '/alumni/feedback/list',
  feedbackAdd: '/alumni/feedback/add',
  feedbackUpdate: '/alumni/feedback/update',
} as const

/** What the feedback form holds; `Description` is serialized rich text. */
/** With its image's alternative text (issue 27). */
export interface AlumniFeedbackValues extends AltValues<'alumni_feedback'> {
  StudentID: string
  StudentName: string
  Title: string
  Description: string
}

const content: Check<AlumniFeedbackValues> = {
  message: 'Please enter feedback content',
  fails: (values) => isRichTextEmpty(values.Description),
}
const head: readonly Check<AlumniFeedbackValues>[] = [
  required('StudentID', 'Please enter StudentID'),
  required('StudentName', 'Please enter student name'),
  required('Title', 'Please enter feedback title'),
]

/** SPEC §5 "Alumni feedback add", in order: a failure stops the submit. */
export const ALUMNI_FEEDBACK_ADD_CHECKS: readonly Check<AlumniFeedbackValues>[] = [
  ...head,
  { message: 'Please select student image', fails: (_values, file) => !file },
  content,
]
/** SPEC §5: "Edit skips the image check". */
export const ALUMNI_FEEDBACK_EDIT_CHECKS: readonly Check<AlumniFeedbackValues>[] = [...head, content]

type FeedbackMessage = 'success' | 'feedback exist' | 'failed'
const feedbackAnswers = (exist: string): AnswerAlerts<FeedbackMessage> => ({
  answers: {
    success: successAlert('ALUMNI FEEDBACK ADDED SUCCESSFULLY', ALUMNI_PATHS.feedbackList),
    'feedback exist': errorAlert(exist),
    failed: errorAlert('Something went wrong adding the feedback. Please try again!'),
  },
  other: errorAlert('Failed to add the feedback details!'),
})

/** SPEC §8 "Alumni feedback": 'feedback exist' reads differently on add and on edit. */
export const alumniFeedbackAddAnswers = feedbackAnswers('Feedback with the same title already exist')
export const alumniFeedbackEditAnswers = feedbackAnswers('Feedback already exist')

/** SPEC §5 delete confirmation, §8 'RECORD DELETED SUCCESSFULLY'; the list reloads and stays. */
export const ALUMNI_CONFIRM_DELETE = CONFIRM_DELETE
export const ALUMNI_FEEDBACK_DELETED: AlertSpec = successAlert(
  'RECORD DELETED SUCCESSFULLY',
  ALUMNI_PATHS.feedbackList,
)
export const ALUMNI_FEEDBACK_DELETE_FAILED: AlertSpec = errorAlert('Failed to delete the feedback!')

/**
 * The `{ImagePath}` segment of the delete path (SPEC §7) for a feedback that has no image: the path
 * needs a segment, and the server deletes only the file the record itself names.
 */
export const NO_IMAGE_SEGMENT = 'none'
export const deleteImageSegment = (imagePath: string | null): string => imagePath || NO_IMAGE_SEGMENT

/**
 * SPEC §2.10, §5, §9: png/jpg/jpeg up to 2 MB, stored in the alumni folder (SPEC §3). SPEC's own hint of the
 * types is the field's one limits hint (uploads.ts limitText, issue 47).
 */
export const ALUMNI_IMAGE: { rule: UploadRuleName; folder: typeof alumni.uploadPhoto.folder } = {
  rule: 'standard',
  folder: alumni.uploadPhoto.folder,
}

/** The public site's page of a feedback, named after its Title (SPEC §2.10). */
export const ALUMNI_FEEDBACK_PUBLIC_KIND = 'alumni/feedback'

export const ALUMNI_RECORD_NAME = 'feedback'

/** What the alumni screens say (SPEC §2.10): titles, labels, columns, the search boxes. */
export const ALUMNI_TEXT = {
  area: 'Alumni',
  /** SPEC §2.10's heading is Alumni / List; the menu's 'Alumni List' opens a page titled so. */
  list: 'Alumni List',
  feedbackList: 'Alumni Feedback List',
  add: 'Add Alumni Feedback',
  update: 'Update Alumni Feedback',
  addFeedback: 'Add Feedback',
  studentId: 'StudentID',
  /** The lists' column header, in words (the form keeps SPEC's label). */
  studentIdColumn: 'Student ID',
  studentName: 'Student Name',
  gender: 'Gender',
  courseName: 'Course Name',
  title: 'Title',
  images: 'Images',
  image: 'Image',
  feedback: 'Feedback',
  view: 'View',
  search: 'Search Alumni',
  searchFeedback: 'Search Alumni Feedback',
  what: 'the alumni',
  whatFeedback: 'the alumni feedback',
  exportName: 'alumni-feedback.csv',
  /** The lists' records, for 'No alumni yet' (issue 23); the students come from the university records. */
  things: { students: 'alumni', feedback: 'alumni feedback' },
  studentsEmptyHint: 'Graduated students come from the university records.',
  noImage: 'No image',
  goToFeedbackList: 'Go to the alumni feedback list',
} as const

/** The 404 of a feedback id no record has. */
export const FEEDBACK_NOT_FOUND = 'No feedback with this id'
/** The delete path's {ImagePath} is not the name the record holds: nothing is deleted. */
export const IMAGE_MISMATCH = "ImagePath: not this record's image"
