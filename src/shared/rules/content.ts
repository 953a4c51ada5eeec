import { content } from '../contract/content'
import { contentSaveAnswers } from './faculty'
import type { Check } from './forms'
import { DASHBOARD_PATH } from './menu'
import { isRichTextEmpty } from './rich-text'
import { photoRule } from './uploads'
import type { AltValues } from './a11y/alt-text'

// The website home content (SPEC §2.12, §3, §5, §8): three images and six rich texts of one record.

/** The 404 of the home content's read-one, history and lease before the first save made it. */
export const HOME_CONTENT_NOT_FOUND = 'No home content with this id'

export const HOME_CONTENT_PATH = '/content'

/** The six texts, in SPEC's order, with their labels. */
export const HOME_TEXTS = [
  { field: 'DiscoverContent', label: 'Discover' },
  { field: 'AboutContent', label: 'About' },
  { field: 'CampusContent', label: 'Campus' },
  { field: 'CampusContent2', label: 'Campus Content2' },
  { field: 'EducationContent', label: 'Education' },
  { field: 'RegistryContent', label: 'Registry' },
] as const
export type HomeTextField = (typeof HOME_TEXTS)[number]['field']
/** The six texts, and the three images' alternative text (issue 27). */
export type HomeContentValues = Record<HomeTextField, string> & AltValues<'home_content'>

/** The three images, in SPEC's order: the upload of each and the column it fills (the contract's). */
export const HOME_IMAGES = [
  { upload: 'uploadPhoto', label: 'Discover Image', column: 'DiscoverPicture' },
  { upload: 'campusPhoto', label: 'Campus Image 1', column: 'CampusImage' },
  { upload: 'campusPhoto2', label: 'Campus Image 2', column: 'CampusImage2' },
] as const
export type HomeImageUpload = (typeof HOME_IMAGES)[number]['upload']

/** SPEC §9: the hint says 1 MB; we enforce it (docs/spec-deviations.md). */
export const HOME_IMAGE = photoRule('oneMegabyte', content.uploadPhoto.folder)

export const HOME_CONTENT_TEXT = {
  area: 'General',
  title: 'WEBSITE HOME CONTENT',
  recordName: 'home content',
} as const

/**
 * SPEC §5 checks a news title and content the form does not have (never firing). We refuse only a save
 * that would leave every text of the home page empty (docs/spec-deviations.md).
 */
export const HOME_CONTENT_CHECKS: readonly Check<HomeContentValues>[] = [
  {
    message: 'Please enter home content',
    fails: (values) => HOME_TEXTS.every(({ field }) => isRichTextEmpty(values[field])),
  },
]

/** SPEC §8 "Faculty content and home content"; success goes to the dashboard (SPEC §2.12). */
export const HOME_CONTENT_ANSWERS = contentSaveAnswers(DASHBOARD_PATH)
