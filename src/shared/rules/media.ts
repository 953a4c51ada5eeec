import { ALERT_TITLES, errorAlert, type AlertSpec, type AnswerAlerts } from './alerts'
import { CONFIRM_DELETE } from './names'
import { SETTINGS_TEXT } from './settings'

// Media coverage (SPEC §2.7, §3, §8): the import screen's path and words, the answers of the save, and
// what the server says when the configured news feed cannot be read.

export const MEDIA_PATH = '/news/general/media'

/** The environment variable `npm run server` reads the feed's address from (README, docs/server.md). */
export const MEDIA_FEED_ENV = 'MEDIA_FEED_URL'

/**
 * SPEC §8 "Media-coverage save". SPEC's success text is 'SLIDER ADDED SUCCESSFULLY', naming the wrong
 * thing (docs/spec-deviations.md); we say what was saved. After OK the user stays on the screen (SPEC).
 */
export const MEDIA_SAVED_TEXT = 'MEDIA COVERAGE ADDED SUCCESSFULLY'
export const mediaAddAnswers: AnswerAlerts<'success' | 'failed'> = {
  answers: {
    success: { title: ALERT_TITLES.success, text: MEDIA_SAVED_TEXT } satisfies AlertSpec,
    failed: errorAlert('Something went wrong adding the Baze News in media. Please try again!'),
  },
  other: errorAlert('Failed to add the Baze News in media details!'),
}

/**
 * The most of a feed the server reads. Big publishers' feeds run to a few megabytes (HTML-escaped stories,
 * a hundred items and more); past this it is no feed an editor picks from, and the server stops reading.
 */
export const MEDIA_FEED_MAX_MB = 8

/**
 * No feed address yet: the answer says who sets one and where, by how the server runs. No variable names:
 * an editor reads this (a separate server's setting is in docs/deployment.md).
 */
export const MEDIA_FEED_UNSET = {
  /** The console's own server (the desktop app, browser mode): the address is a setting of this computer. */
  inSettings:
    `No news feed address is set yet. Anyone signed in on this computer can set one: open the menu under ` +
    `your name at the top right, choose ${SETTINGS_TEXT.title} and enter the feed's RSS or Atom address ` +
    `as '${SETTINGS_TEXT.mediaFeed}'. Its items are then listed here.`,
  /** A separate server (a deployment): the address is the server's, the same for everyone. */
  onServer:
    "No news feed address is set yet. It is set on the console's server, the same for everyone: ask " +
    'whoever runs the server (your IT or web team) to set the address of the news feed (RSS or Atom) ' +
    'to import from.',
} as const

/** Whether the feed's answer says that no address is set (no failure: the screen says what to do). */
export const isFeedUnset = (message: string): boolean =>
  message === MEDIA_FEED_UNSET.inSettings || message === MEDIA_FEED_UNSET.onServer

/** Why the feed could not be read: the server's answer, shown on the screen as it is. */
export const MEDIA_FEED_TEXT = {
  notHttp: 'The news feed address must start with http:// or https://.',
  privateAddress: 'The news feed redirected to an address on a private network, which is not followed.',
  tooManyRedirects: 'The news feed redirected too many times.',
  httpError: (status: number) => `The news feed answered with an error (HTTP ${status}).`,
  tooLarge: `The news feed is too large to read (over ${MEDIA_FEED_MAX_MB} MB).`,
  timedOut: 'The news feed did not answer in time.',
  unreachable: 'The news feed could not be reached.',
  notXml: 'The news feed is not valid XML.',
  declarations:
    'The news feed declares entities or other markup in a DOCTYPE, which is refused for safety: a news feed needs none.',
  notFeed: 'The address does not answer a news feed (RSS or Atom).',
} as const

/** Issue 23: an imported item taken down (the screen stays where it is: the alerts only close). */
export const MEDIA_ITEM_CONFIRM_DELETE = CONFIRM_DELETE
export const MEDIA_ITEM_DELETED: AlertSpec = {
  title: ALERT_TITLES.success,
  text: 'MEDIA COVERAGE DELETED SUCCESSFULLY',
}
export const MEDIA_ITEM_DELETE_FAILED = errorAlert('Failed to delete the media coverage item!')
/** What one imported item is called in the confirmation ("Delete the media item '…'?"). */
export const MEDIA_ITEM_RECORD_NAME = 'media item'

/** The address's site, as the Source column shows it ('punchng.com'); the address itself if unreadable. */
export function sourceOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

export const MEDIA_TEXT = {
  area: 'News',
  title: 'Media Coverage',
  what: 'the news feed',
  /** For 'No feed items yet' (issue 23). */
  things: 'feed items',
  emptyHint: 'The news feed has nothing new; try again later.',
  search: 'Search Media',
  pick: 'Select',
  columnTitle: 'Title',
  link: 'Link',
  viewLink: 'View Link',
  publishedDate: 'PublishedDate',
  saved: 'Saved',
  submit: 'Submit',
  saving: 'Please wait...',
  chosen: (count: number) => `${count} selected`,
  nothingChosen: 'Select the news items to add.',
  noDate: '—',
  /** The screen without a feed address that this computer's Settings set: the button that opens them. */
  openSettings: 'Open Settings',
  /** The feed's items and the items imported so far (issue 23), each part of the screen by its name. */
  feed: 'News feed',
  items: 'Imported items',
  itemsWhat: 'the imported items',
  itemsSearch: 'Search imported items',
  source: 'Source',
  dateAdded: 'Date added',
  /** For 'No imported items yet' (issue 23). */
  itemsThings: 'imported items',
  itemsEmptyHint:
    'Tick items of the news feed above and press Submit: they are listed here, each with a Delete.',
} as const
