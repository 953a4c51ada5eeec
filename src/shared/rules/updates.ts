// Updates of the desktop app (issue 11): where the operator's feed comes from, how often it is checked,
// what the page shows, and the state main reports. Never a forced restart: the user picks the moment, or
// the update installs when the app quits.

/** The environment variable naming the update feed (a generic electron-updater feed: latest.yml etc.). */
export const UPDATE_FEED_ENV = 'UPDATE_FEED_URL'

/** The first check waits for the app to settle; then one every few hours, in the background. */
export const FIRST_UPDATE_CHECK_MS = 30_000
export const UPDATE_CHECK_EVERY_MS = 4 * 60 * 60 * 1000

/**
 * What main knows of updates. `off`: no feed set. Only `ready` is shown to the user. Main makes it (the page
 * only reads it), so it is a type, with no schema for the page to load.
 */
export type UpdateStatus = {
  state: 'off' | 'idle' | 'checking' | 'downloading' | 'ready'
  /** The version found (downloading) or downloaded (ready). */
  version?: string
}

export const UPDATE_TEXT = {
  ready: 'Update ready — restart to install',
  restart: 'Restart',
  feed: 'Update feed address',
  feedHint:
    'Where the desktop app looks for new versions. If your IT team set one for this computer, theirs is used instead. Leave empty to turn updates off.',
  badFeed: 'Enter the full address of the update feed, starting with https:// or http://, or leave it empty.',
} as const
