import { errorAlert, type AlertSpec, type AnswerAlerts } from './alerts'
import { isBlank, required, type Check } from './forms'
import { successAlert } from './names'
import { REVIEW_TEXT } from './review'
import { fileKindOf, type FileKind, type UploadRule, type UploadRuleName } from './uploads'
import type { JobStatus } from '../uploads-queue'
import type { AltValues } from './a11y/alt-text'

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
  { message: 'Please select image', fails: (v) => v.files === 0, field: 'files' },
  { message: 'Please enter image title', fails: (v) => v.titles.some(isBlank), field: 'titles' },
]

/** With its image's alternative text (issue 27). */
export interface GalleryUpdateValues extends AltValues<'gallery'> {
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

/**
 * SPEC §8 gives sub-categories no 'name exist' text: its console fell through to the 'other' text, which
 * hides why. We say it in the category's wording, naming the sub-category (docs/spec-deviations.md).
 */
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
export { CONFIRM_DELETE } from './names'

/** A gallery photo or video, in the sentence of its delete confirmation (issue 23). */
export const GALLERY_RECORD_NAME = 'gallery item'

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

/** What the category, sub-category, list and update screens say (SPEC §2.5), beside the tables above. */
export const GALLERY_TEXT = {
  trail: ['About', 'GALLERY'],
  categoryTitle: 'ADD CATEGORY',
  subCategoryTitle: 'ADD SUB-CATEGORY',
  listTitle: 'Gallery List',
  updateTitle: 'Update Gallery',
  listTrail: ['About', 'Gallery'],
  category: 'Category',
  subCategory: 'Sub Category',
  imageTitle: 'Image Title',
  image: 'Image',
  selectCategory: 'Select category',
  selectSubCategory: 'Select sub category',
  loadingChoices: 'Loading…',
  /** A category chosen for a photo has no sub-category to file it under yet. */
  noSubCategories: 'This category has no sub-categories yet.',
  addSubCategory: 'Add one',
  /** No category exists yet: a photo has nowhere to go (issue 23). */
  noCategories: 'There is no gallery category yet.',
  addCategory: 'Add Category',
  submit: 'Submit',
  update: 'Update',
  cancelEdit: 'Cancel edit',
  editing: (name: string) => `Editing “${name}”`,
  addGallery: 'Add Gallery',
  video: 'Video',
  noImage: 'No image',
  goToList: 'Go to the gallery list',
  /** The lists' column headers, in words (the old console showed its field names, issue 23). */
  columns: {
    title: 'Title',
    photo: 'Photo',
    category: 'Category',
    subCategory: 'Sub-category',
    addedBy: 'Added by',
  },
  /** The lists' records, for 'No photos yet' (issue 23), and what to do on the screens whose form adds. */
  things: { gallery: 'photos', categories: 'categories', subCategories: 'sub-categories' },
  emptyHint: {
    categories: 'Type a category above and press Submit.',
    subCategories: 'Choose a category and type a sub-category above, then press Submit.',
  },
  /** What each list holds, for "Could not load …". */
  what: {
    categories: 'the gallery categories',
    subCategories: 'the gallery sub-categories',
    gallery: 'the gallery',
  },
  /** Issue 47: the list shows only the photos still without alternative text. */
  onlyNeedingAlt: 'Only photos that need alternative text',
  allDescribed: 'Every photo has its alternative text.',
  exportName: {
    categories: 'gallery-categories.csv',
    subCategories: 'gallery-sub-categories.csv',
    gallery: 'gallery.csv',
  },
} as const

/** The bulk uploader's own words (Add Gallery and its queue panel). */
/**
 * The longest side, in pixels, of the preview main makes of a picked photo (issue 45): the page never decodes the
 * photo itself (Chromium held an 11000x11000 PNG whole, 480 MB, for a thumbnail). Twice the largest size the
 * picked list shows it at, for a screen of two pixels a point.
 */
export const PICKED_PREVIEW_SIDE = 320

export const GALLERY_UPLOAD_TEXT = {
  title: 'Add Gallery',
  trail: ['About', 'Gallery'],
  selectCategory: GALLERY_TEXT.selectCategory,
  selectSubCategory: GALLERY_TEXT.selectSubCategory,
  category: GALLERY_TEXT.category,
  subCategory: GALLERY_TEXT.subCategory,
  batchHint: 'Every file of this batch is filed under the category and sub-category chosen here.',
  dropHere: 'Drop photos, videos or whole folders here',
  dropAnywhere: 'Drop to add them to this batch',
  /** The batch's limits (uploads.ts limitText), then what its captions files do. */
  dropHint: (limits: string, captions: string) => `${limits} · ${captions}`,
  or: 'or',
  chooseFiles: 'Choose files',
  chooseFolder: 'Choose a folder',
  reading: 'Reading folders…',
  /** Issue 45: the picked files read (damaged, too large, known) as they come in, marked as each part is read. */
  checking: (done: number, total: number) => `Checking the files… ${done} of ${total}`,
  checkingLabel: 'Checking the files',
  /** What the last drop or choice added, said once under the drop zone. */
  added: (added: number, duplicates: number, unreadable: number) =>
    [
      `Added ${added} ${added === 1 ? 'file' : 'files'}`,
      duplicates > 0 ? `${duplicates} already in the list` : '',
      unreadable > 0 ? `${unreadable} could not be read` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  pickedSummary: (files: number, ready: number, refused: number, size: string) =>
    [
      `${files} ${files === 1 ? 'file' : 'files'}`,
      `${ready} ready (${size})`,
      refused > 0 ? `${refused} not accepted` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  removeRefused: 'Remove files not accepted',
  clearList: 'Clear list',
  titleOf: (name: string) => `Title of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  video: GALLERY_TEXT.video,
  uploadN: (n: number) => `Upload ${n} ${n === 1 ? 'file' : 'files'}`,
  /** Issue 48: the same button for an editor whose gallery saves wait for review. */
  submitN: (n: number) => `${REVIEW_TEXT.submit} (${n} ${n === 1 ? 'file' : 'files'})`,
  /** Beside that button, and in the queue's summary once files of theirs are uploaded. */
  waitForReview:
    'The files uploaded wait for review: readers see each photo or video once the web team approves it.',
  preparing: (done: number, total: number) => `Preparing… ${done} of ${total}`,
  preparingLabel: 'Preparing files',
  stopPreparing: 'Stop',
  /** Not a SPEC check: the server keeps one title per sub-category, so the second file would fail. */
  sharedTitle: 'Another file of this batch has the same title; only one of them would be added.',
  /** A file the system gave no path for (desktop): it cannot be streamed from disk. */
  unreadable: 'This file could not be read from disk. Choose it again from its folder.',
  handOverFailed: (message: string) => `The files could not be handed to the upload queue: ${message}`,
  queue: 'Upload queue',
  queueNote: 'Uploads go on in the background when you leave this screen.',
  continuing: (n: number) =>
    `Continuing ${n} ${n === 1 ? 'file' : 'files'} queued earlier; the queue picks up where it stopped.`,
  paused: 'Paused: nothing is being sent. Resume to go on.',
  stateUploading: 'Uploading',
  statePaused: 'Paused',
  stateFinished: 'Finished',
  overall: 'Overall progress',
  overallText: (done: number, total: number, sent: string | null, size: string | null) =>
    `${done} of ${total} ${total === 1 ? 'file' : 'files'}` + (sent && size ? ` · ${sent} of ${size}` : ''),
  timeLeft: (seconds: number) =>
    seconds < 60
      ? 'less than a minute left'
      : seconds < 3600
        ? `about ${Math.round(seconds / 60)} min left`
        : `about ${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min left`,
  progressOf: (name: string) => `Progress of ${name}`,
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  cancelAll: 'Cancel all',
  cancelAllTitle: 'Cancel all',
  cancelAllText: (n: number) =>
    `Stop the ${n} ${n === 1 ? 'file' : 'files'} not uploaded yet? Records already made for them are removed.`,
  keepUploading: 'Keep uploading',
  retry: 'Retry',
  retryOf: (name: string) => `Retry ${name}`,
  cancelOf: (name: string) => `Cancel ${name}`,
  retryFailed: 'Retry all failed',
  clearFinished: 'Clear finished',
  goToList: GALLERY_TEXT.goToList,
  show: 'Show',
  showAll: (n: number) => `All (${n})`,
  showProblems: (n: number) => `Needs attention (${n})`,
  moreProblems: (n: number) => `and ${n} more: see “Needs attention” below`,
  summary: (done: number, failed: number, cancelled: number) =>
    `${done} uploaded, ${failed} failed, ${cancelled} cancelled`,
  finishedToast: (done: number, failed: number, cancelled: number) =>
    `Gallery upload finished: ${done} uploaded, ${failed} failed, ${cancelled} cancelled`,
} as const

/** The status words of a queued file. */
export function jobStatusText(job: {
  status: JobStatus
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

/** Titles are stored up to this length (the queue refuses longer ones). */
export const GALLERY_TITLE_MAX = 300

/** Gallery videos (SPEC §5: mp4, avi, mov); the rest of what gallery takes are images. */
export const GALLERY_VIDEO_KINDS: readonly FileKind[] = ['mp4', 'avi', 'mov']
export const isGalleryVideo = (name: string | null | undefined): boolean => {
  const kind = name ? fileKindOf(name) : null
  return kind !== null && GALLERY_VIDEO_KINDS.includes(kind)
}

/**
 * A photo that still needs its alternative text (issue 47): no text and not marked decorative. A video is
 * described by its captions instead, so it never needs one.
 */
export const galleryNeedsAlt = (row: {
  ImagePath: string | null
  ImageAlt: string | null
  ImageDecorative: boolean
}): boolean => !isGalleryVideo(row.ImagePath) && !row.ImageDecorative && isBlank(row.ImageAlt)

/**
 * Files a folder drop or a folder choice brings along that nobody means to upload: hidden files and
 * folders (a name starting with '.') and the thumbnail caches Windows hides. Said of every part of the
 * path, so nothing under `.git/` and no `._` copy a Mac leaves beside a file comes in.
 */
const SYSTEM_FILES = new Set(['thumbs.db', 'ehthumbs.db', 'desktop.ini'])
export function isHiddenPath(path: string): boolean {
  const parts = path.split(/[\\/]/).filter((part) => part !== '')
  return parts.some((part) => part.startsWith('.')) || SYSTEM_FILES.has((parts.at(-1) ?? '').toLowerCase())
}

/** SPEC gives no text for a refused delete; these say what happened. */
export const GALLERY_DELETE_FAILED: AlertSpec = errorAlert('Failed to delete the gallery!')
export const CATEGORY_DELETE_FAILED: AlertSpec = errorAlert('Failed to delete the category!')
export const SUB_CATEGORY_DELETE_FAILED: AlertSpec = errorAlert('Failed to delete the sub-category!')

/** The server's refusals of the gallery's calls (the 404s and 409s a caller hears). */
/** Issue 47: the Gallery List's actions on the photos chosen by their checkboxes. */
export const GALLERY_BULK_TEXT = {
  column: 'Select',
  selectOne: (title: string) => `Select '${title}'`,
  selectAll: 'Select all listed',
  selected: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'} selected`,
  clear: 'Clear selection',
  altLabel: 'Alternative text for the selected photos',
  writeAlt: 'Write to selected',
  moveLabel: 'Move the selected photos to',
  chooseSubCategory: 'Choose a sub-category',
  move: 'Move',
  delete: 'Delete selected',
  confirmDelete: (count: number) =>
    `Delete ${count} ${count === 1 ? 'photo' : 'photos'}? This cannot be undone here.`,
  done: {
    alt: (count: number) => `Alternative text written to ${count} ${count === 1 ? 'photo' : 'photos'}.`,
    move: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'} moved.`,
    delete: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'} deleted.`,
    'alt-each': (count: number) =>
      `Alternative text written to ${count} ${count === 1 ? 'photo' : 'photos'}, each its own.`,
  },
  /** Issue 47: a text for each selected photo, written in one dialog and saved together. */
  describeEach: 'Describe each…',
  describeEachTitle: (count: number) =>
    `Alternative text of ${count === 1 ? 'the selected photo' : `the ${count} selected photos`}`,
  describeEachIntro:
    'Describe what each photo shows, for someone who cannot see it. Save writes every text at once, or none if a photo has gone meanwhile.',
  describeOne: (title: string) => `Alternative text of '${title}'`,
  currentAlt: (alt: string | null) => (alt && alt.trim() !== '' ? `Now: ${alt}` : 'Now: none'),
  saveAll: 'Save all',
  cancel: 'Cancel',
  everyNeedsAlt: 'Type a text for every photo, or leave the photo out of the selection.',
  gone: (count: number) =>
    `${count} of the selected photos ${count === 1 ? 'is' : 'are'} no longer in the gallery: nothing was changed. The list is reloaded.`,
  /**
   * Issue 48: beside the bar's actions and in Describe each…, for an editor whose gallery saves wait for
   * review (the server holds a move and an alternative text as it holds the form's save; a deletion is at once).
   */
  waitForReview:
    'Photos moved or described wait for review: readers see each change once the web team approves it.',
} as const

/** The bulk actions the server holds for review, for an editor whose gallery saves wait for it. */
const HELD_FOR_REVIEW: ReadonlySet<keyof typeof GALLERY_BULK_TEXT.done> = new Set(['alt', 'alt-each', 'move'])

/** Issue 47: a bulk action's answer, in the alert every write of the console answers in. */
export function galleryBulkAlert(
  action: keyof typeof GALLERY_BULK_TEXT.done,
  answer: { message: 'success' | 'gone'; count: number; gone: readonly number[] },
  /** Issue 48: the editor's gallery saves wait for review: the change is said to wait, as a form's save is. */
  reviewed = false,
): AlertSpec {
  if (answer.message === 'gone') return errorAlert(GALLERY_BULK_TEXT.gone(answer.gone.length))
  const done = GALLERY_BULK_TEXT.done[action](answer.count)
  const held = reviewed && HELD_FOR_REVIEW.has(action)
  return successAlert(held ? `${done} ${REVIEW_TEXT.submitted}` : done, GALLERY_PATHS.list)
}

/** Issue 47: the most photos one bulk action of the Gallery List changes. */
export const GALLERY_BULK_MAX = 500
export const GALLERY_BULK_ACTIONS = ['move', 'delete', 'alt', 'alt-each'] as const

export const GALLERY_REFUSALS = {
  categoryNotFound: 'No category with this id',
  subCategoryNotFound: 'No sub-category with this id',
  /** The read-one call's and the update's 404. */
  itemNotFound: 'No gallery item with this id',
  categoryInUse: 'This category still has sub-categories or photos.',
  subCategoryInUse: 'This sub-category still has photos.',
  subCategoryElsewhere: 'SubCategoryID: the sub-category does not belong to the category',
  bulkTooMany: `At most ${GALLERY_BULK_MAX} photos at a time`,
  bulkSameTwice: 'Each photo once',
  bulkNeedsSubCategory: 'Choose the sub-category to move the photos to',
  bulkNeedsAlt: 'Type the alternative text to write',
  bulkNeedsItems: 'Send a text for each photo, the same photos as ids',
} as const

// --- Captions of a video (issue 27, WCAG 1.2.2) ----------------------------------------------------

/**
 * A gallery video's captions: a WebVTT file (https://www.w3.org/TR/webvtt1/), UTF-8, its first line
 * "WEBVTT". An hour of dense captions is some 100 KB: 1 MB leaves room and keeps a wrong file out.
 */
export const GALLERY_CAPTIONS = {
  types: ['vtt'],
  maxBytes: 1_000_000,
  typeMessage: 'Captions must be a WebVTT file (.vtt) whose first line is WEBVTT.',
  sizeMessage: 'max captions file size is 1MB',
} as const satisfies UploadRule

/** Said when the file has the right first line but is not UTF-8 text throughout. */
export const CAPTIONS_NOT_UTF8 =
  'Captions must be UTF-8 text: save the .vtt file as UTF-8 and upload it again.'

/** Said when captions are sent for a gallery item that is a photo (or has no file yet). */
export const CAPTIONS_NEED_VIDEO = 'Captions go with a video: this gallery item holds no video.'

/** The video of the item changed while its captions were being sent. */
export const CAPTIONS_VIDEO_CHANGED =
  'The video of this gallery item changed meanwhile: send its captions again.'

/** WebVTT's signature: an optional byte order mark, "WEBVTT", then the end of the line, a space or a tab. */
const WEBVTT_SIGNATURE = /^\uFEFF?WEBVTT(?:[ \t\n\r]|$)/

/** Why these bytes are not a WebVTT file we take (the whole file), or null when they are. */
export function webVttProblem(bytes: Uint8Array): string | null {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return CAPTIONS_NOT_UTF8
  }
  return WEBVTT_SIGNATURE.test(text) ? null : GALLERY_CAPTIONS.typeMessage
}

/** Is this file a video's captions, by its name? */
export const isCaptionsFile = (name: string): boolean => fileKindOf(name) === 'vtt'

/** A file's name without its folder and last extension, in any case: how a video and its captions pair. */
export const baseNameOf = (name: string): string =>
  (name.split(/[\\/]/).at(-1) ?? name).replace(/\.[^.]*$/, '').toLowerCase()

/**
 * Captions dropped or chosen with videos, paired by base name ('Open day.MP4' with 'open day.vtt'): each
 * captions file goes to the first video of its name that has none yet, each video takes one.
 */
export function pairCaptions<V extends { name: string }, C extends { name: string }>(
  videos: readonly V[],
  captions: readonly C[],
): { pairs: [V, C][]; unpaired: C[] } {
  const free = [...videos]
  const pairs: [V, C][] = []
  const unpaired: C[] = []
  for (const file of captions) {
    const at = free.findIndex((video) => baseNameOf(video.name) === baseNameOf(file.name))
    if (at < 0) unpaired.push(file)
    else pairs.push([free.splice(at, 1)[0], file])
  }
  return { pairs, unpaired }
}

/** The stored name of a video's captions: beside it, the video's stored base name + .vtt. */
export const captionsNameFor = (videoName: string): string => `${videoName.replace(/\.[^.]*$/, '')}.vtt`

/** What the screens say about captions. */
export const CAPTIONS_TEXT = {
  label: 'Captions',
  choose: 'Captions (.vtt)',
  /** The picker's name: what it shows, then which video (WCAG 2.5.3). */
  chooseOf: (name: string) => `Captions (.vtt) for ${name}`,
  /** The remove button's name: what it shows, then which video (WCAG 2.5.3). */
  remove: (name: string) => `Remove captions of ${name}`,
  removeShort: 'Remove captions',
  none: 'No captions',
  /** Said under the drop zone when a dropped .vtt found its video. */
  paired: (n: number) =>
    `${n} captions ${n === 1 ? 'file' : 'files'} paired with ${n === 1 ? 'its video' : 'their videos'}`,
  /** A dropped .vtt whose video is not in the list. */
  unpaired: (n: number) => `${n} captions ${n === 1 ? 'file has' : 'files have'} no video of the same name`,
  hint: 'A WebVTT (.vtt) file with the words of the video, for viewers who cannot hear it.',
  /** Beside the drop zone's hint: how captions come with a batch. */
  dropHint: 'A .vtt captions file dropped with its video (same name) is paired with it.',
  current: 'Current captions',
  /** A queued video whose captions were refused: said as the file's reason. */
  refused: (message: string) => `Captions: ${message}`,
  uploaded: 'CAPTIONS UPLOADED SUCCESSFULLY',
  failed: 'CAPTIONS UPLOAD FAILED',
} as const
