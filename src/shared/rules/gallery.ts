import { errorAlert, type AlertSpec, type AnswerAlerts } from './alerts'
import { required, type Check } from './forms'
import { successAlert } from './names'
import type { UploadRuleName } from './uploads'

// Gallery (SPEC §2.5, §4, §5, §8): checks, answer tables, confirmations, paths and image rules.

export const GALLERY_PATHS = {
  add: '/about/gallery/addphoto',
  list: '/about/gallery/list',
  update: '/about/gallery/update',
  category: '/about/gallery/addcategory',
  subCategory: '/about/gallery/addsubcategory',
} as const

export interface GalleryAddValues {
  category: string
  subCategory: string
  files: number
  /** Titles of every file; each must be entered. */
  titles: readonly string[]
}

/** SPEC §5 "Gallery add", in order; with many files, every file needs its title. */
export const GALLERY_ADD_CHECKS: readonly Check<GalleryAddValues>[] = [
  required('category', 'Please select category'),
  required('subCategory', 'Please select sub category'),
  { message: 'Please select image', fails: (v) => v.files === 0 },
  { message: 'Please enter image title', fails: (v) => v.titles.some((t) => t.trim() === '') },
]

export interface GalleryUpdateValues {
  category: string
  subCategory: string
  title: string
}
export const GALLERY_UPDATE_CHECKS: readonly Check<GalleryUpdateValues>[] = [
  required('category', 'Please select category'),
  required('subCategory', 'Please select sub category'),
  required('title', 'Please enter image title'),
]

export const CATEGORY_CHECKS: readonly Check<{ name: string }>[] = [
  required('name', 'Please enter category name'),
]
export const SUB_CATEGORY_CHECKS: readonly Check<{ category: string; name: string }>[] = [
  required('category', 'Please select category name'),
  required('name', 'Please enter sub category name'),
]

const GALLERY_ADD_TEXTS = {
  'name exist': 'gallery with the same name and title already exist',
  failed: 'Something went wrong adding the gallery. Please try again!',
} as const
const GALLERY_ADD_OTHER = 'Failed to add the gallery details!'

/** The text of a gallery-add answer that is not success (SPEC §8), as the bulk queue reports it per file. */
export const galleryAddAnswerText = (message: string): string =>
  GALLERY_ADD_TEXTS[message as keyof typeof GALLERY_ADD_TEXTS] ?? GALLERY_ADD_OTHER

export const GALLERY_ADD_SUCCESS = successAlert('GALLERY ADDED SUCCESSFULLY', GALLERY_PATHS.list)
export const GALLERY_PHOTO_FAILED = 'GALLERY UPLOAD FAILED'

export const galleryUpdateAnswers: AnswerAlerts<'success'> = {
  answers: { success: successAlert('GALLERY UPDATED SUCCESSFULLY', GALLERY_PATHS.list) },
  other: errorAlert('Failed to add the gallery details!'),
}
export const GALLERY_DELETED: AlertSpec = successAlert('GALLERY DELETED SUCCESSFULLY', GALLERY_PATHS.list)

const CATEGORY_FAILED = 'Something went wrong adding the category. Please try again!'
export const categoryAddAnswers: AnswerAlerts<'success' | 'name exist' | 'failed'> = {
  answers: {
    success: successAlert('CATEGORY ADDED SUCCESSFULLY', GALLERY_PATHS.category),
    'name exist': errorAlert('category with the same name already exist'),
    failed: errorAlert(CATEGORY_FAILED),
  },
  other: errorAlert('Failed to add the category details!'),
}
export const categoryUpdateAnswers: AnswerAlerts<'success' | 'failed'> = {
  answers: { success: successAlert('CATEGORY UPDATED SUCCESSFULLY', GALLERY_PATHS.category) },
  other: errorAlert(CATEGORY_FAILED),
}
export const CATEGORY_DELETED = successAlert('GALLERY CATEGORY DELETED SUCCESSFULLY', GALLERY_PATHS.category)

/** SPEC §8 gives sub-categories no 'name exist' text of their own; the category's wording is used. */
export const subCategoryAddAnswers: AnswerAlerts<'success' | 'name exist' | 'failed'> = {
  answers: {
    success: successAlert('SUB CATEGORY ADDED SUCCESSFULLY', GALLERY_PATHS.subCategory),
    'name exist': errorAlert('sub-category with the same name already exist'),
    failed: errorAlert(CATEGORY_FAILED),
  },
  other: errorAlert('Failed to add the sub-category details!'),
}
export const subCategoryUpdateAnswers: AnswerAlerts<'success' | 'failed'> = {
  answers: { success: successAlert('SUB CATEGORY UPDATED SUCCESSFULLY', GALLERY_PATHS.subCategory) },
  other: errorAlert(CATEGORY_FAILED),
}
export const SUB_CATEGORY_DELETED = successAlert(
  'GALLERY SUB CATEGORY DELETED SUCCESSFULLY',
  GALLERY_PATHS.subCategory,
)

/** SPEC §5 delete confirmations. */
export const CONFIRM_DELETE = {
  title: 'Confirm',
  text: 'ARE YOU SURE YOU WANT TO DELETE THIS RECORD?',
} as const

export const GALLERY_IMAGE: { add: UploadRuleName; update: UploadRuleName; folder: 'gallery' } = {
  add: 'galleryAdd',
  update: 'galleryUpdate',
  folder: 'gallery',
}

export const GALLERY_SEARCH = {
  list: 'Search gallery',
  category: 'Search gallery category',
  subCategory: 'Search gallery sub category',
} as const

/** The bulk uploader's own words (Add Gallery and its queue panel). */
export const GALLERY_UPLOAD_TEXT = {
  title: 'Add Gallery',
  trail: ['About', 'Gallery'],
  selectCategory: 'Select category',
  selectSubCategory: 'Select sub category',
  category: 'Category',
  subCategory: 'Sub Category',
  dropHere: 'Drop photos, videos or whole folders here',
  chooseFiles: 'Choose files',
  chooseFolder: 'Choose a folder',
  titleOf: (name: string) => `Title of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  video: 'Video',
  uploadN: (n: number) => `Upload ${n} ${n === 1 ? 'file' : 'files'}`,
  preparing: (done: number, total: number) => `Preparing… ${done} of ${total}`,
  queue: 'Upload queue',
  overall: 'Overall progress',
  progressOf: (name: string) => `Progress of ${name}`,
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  cancelAll: 'Cancel all',
  retry: 'Retry',
  retryFailed: 'Retry all failed',
  clearFinished: 'Clear finished',
  goToList: 'Go to the gallery list',
  summary: (done: number, failed: number, cancelled: number) =>
    `${done} uploaded, ${failed} failed, ${cancelled} cancelled`,
} as const

/** The status words of a queued file. */
export function jobStatusText(job: {
  status: 'queued' | 'active' | 'waiting' | 'done' | 'failed' | 'cancelled' | 'changed'
  phase: 'create' | 'upload' | null
  message: string | null
}): string {
  switch (job.status) {
    case 'queued':
      return 'Queued'
    case 'active':
      return job.phase === 'create' ? 'Creating record…' : 'Uploading…'
    case 'waiting':
      return 'Waiting for the server…'
    case 'done':
      return 'Uploaded'
    case 'failed':
      return `Failed: ${job.message ?? ''}`
    case 'cancelled':
      return 'Cancelled'
    case 'changed':
      return `Changed on disk: ${job.message ?? ''}`
  }
}

/** A title from a file name: no extension, underscores and dashes as spaces. */
export const titleFromFileName = (name: string): string =>
  name
    .replace(/\.[^.]*$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** SPEC gives no text for a refused delete; this one says what happened. */
export const GALLERY_DELETE_FAILED: AlertSpec = errorAlert('Failed to delete the gallery!')
