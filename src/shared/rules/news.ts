import type { news } from '../contract/news'
import { errorAlert, type AnswerAlerts } from './alerts'
import { isBlank, type Check } from './forms'
import {
  PUBLISH_STATUS_CHOICES,
  publishStatusLabel,
  successAlert,
  type PathsByMode,
  type PublishStatus,
  type ScreenPaths,
} from './names'
import { isRichTextEmpty } from './rich-text'
import { photoRule } from './uploads'
import type { AltValues } from './a11y/alt-text'

// News (SPEC §2.7, §4, §5, §8): the form's checks, the answer tables, the screens of each mode, the
// status words and the image rule. The screens in features/news read these; tests walk them.

/** What the news form holds; `content` is serialized rich text. */
/** With its image's alternative text (issue 27). */
export interface NewsValues extends AltValues<'news'> {
  title: string
  status: NewsStatus
  content: string
}

/** SPEC §5 "News add and update", in order: a failure stops the submit. Image optional. */
export const NEWS_CHECKS: readonly Check<NewsValues>[] = [
  {
    message: 'Please enter news title',
    field: 'title',
    required: true,
    fails: (values) => isBlank(values.title),
  },
  {
    message: 'Please enter news content',
    field: 'content',
    required: true,
    fails: (values) => isRichTextEmpty(values.content),
  },
]

export const NEWS_PATHS: PathsByMode = {
  general: { add: '/news/general/add', list: '/news/general/news/list', update: '/news/general/update' },
  faculty: { add: '/faculty/news/add', list: '/faculty/news/list', update: '/faculty/news/update' },
}

export type NewsAddMessage = 'success' | 'news exist' | 'failed'

/** SPEC §8 'news exist', also the 409 of an update to a title the faculty has already. */
export const NEWS_EXIST_TEXT = 'News with the same name already exist'
/** The 404 of a news id no record has. */
export const NEWS_NOT_FOUND = 'No news with this id'

/** SPEC §8 "News add"; success leads to the list of the mode the news was added in. */
export const newsAddAnswers = (paths: ScreenPaths): AnswerAlerts<NewsAddMessage> => ({
  answers: {
    success: successAlert('NEWS ADDED SUCCESSFULLY', paths.list),
    'news exist': errorAlert(NEWS_EXIST_TEXT),
    failed: errorAlert('Something went wrong adding the news. Please try again!'),
  },
  other: errorAlert('Failed to add the news details!'),
})

/** SPEC §8 "News update": anything but success says what SPEC's console said. */
export const newsUpdateAnswers = (paths: ScreenPaths): AnswerAlerts<'success'> => ({
  answers: { success: successAlert('NEWS UPDATED SUCCESSFULLY', paths.list) },
  other: errorAlert('Failed to add the news details!'),
})

/** SPEC §4, §9: 1 Publish, 0 Draft; the list says Published or Draft (the choice every area shares). */
export type NewsStatus = PublishStatus
export const NEWS_STATUS_CHOICES = PUBLISH_STATUS_CHOICES
export const newsStatusLabel = publishStatusLabel

/** SPEC §5, §9: news images are png/jpg/jpeg up to 2 MB, stored in news_uploads (SPEC §3). */
// The contract's folder, held to it by the type: the login screen's script carries no contract.
export const NEWS_IMAGE = photoRule<typeof news.uploadPhoto.folder>('standard', 'news_uploads')

/** The public site's page of a news item is `news/{slug}` (SPEC §2.7). */
export const NEWS_PUBLIC_KIND = 'news'

/** What the screens call one of these, in sentences ('The news was saved, but ...'). */
export const NEWS_RECORD_NAME = 'news'

/** What the news screens say (SPEC §2.7): titles, labels, columns, the search box. */
export const NEWS_TEXT = {
  area: 'News',
  add: 'Add News',
  update: 'Update News',
  list: 'News List',
  title: 'Title',
  status: 'Status',
  image: 'Image',
  content: 'Content',
  authors: 'Authors',
  date: 'Date',
  viewers: 'Viewers',
  /** The list's records, for 'No news yet' (issue 23). */
  things: 'news',
  search: 'Search News',
  goToList: 'Go to the news list',
} as const
