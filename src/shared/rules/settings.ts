// The settings of this machine (kept by main): the public website's address and the upload queue's width.

/** The bulk-upload queue sends between 1 and this many files at a time (default 3, issue 4). */
export const MAX_UPLOAD_CONCURRENCY = 8

export const SETTINGS_TEXT = {
  title: 'Settings',
  publicSite: 'Public website address',
  publicSiteHint: 'The View links of the lists open pages of this site in your browser.',
  badAddress: 'Enter the full address of the website, starting with https:// or http://.',
  concurrency: 'Files uploaded at a time',
  concurrencyHint: 'Gallery uploads send this many files at once; fewer suit a slow connection.',
  mediaFeed: 'News feed for media coverage',
  mediaFeedHint: 'The RSS or Atom address the Media Coverage screen imports from. Leave empty for none.',
  badFeed: 'Enter the full address of the news feed, starting with https:// or http://, or leave it empty.',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Settings saved.',
} as const
