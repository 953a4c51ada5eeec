// Issue 46 "View counts": the website tells the public API each time a reader opens a news item's or an
// event's page; the console's Viewers column shows the count. As data: how views are counted.

export const VIEW_COUNTING = {
  /** Views waiting in memory are added to the records this often (one UPDATE per record). */
  flushEveryMs: 2_000,
  /** Readers remembered per server and day; past it the day's set starts again (counted twice at worst). */
  visitorsPerDay: 1_000_000,
} as const

/** The public API's areas whose records count their views, and the table column that keeps the count. */
export const VIEWED_AREAS = ['news', 'events'] as const
export type ViewedArea = (typeof VIEWED_AREAS)[number]

/**
 * User agents of known robots (search engines, link previews, monitors, headless browsers): their views are
 * not counted. Lower case, matched anywhere in the header.
 */
export const BOT_AGENTS = [
  'bot',
  'crawl',
  'spider',
  'slurp',
  'mediapartners',
  'facebookexternalhit',
  'embedly',
  'preview',
  'monitor',
  'pingdom',
  'uptime',
  'lighthouse',
  'headless',
  'phantomjs',
  'curl/',
  'wget/',
  'python-requests',
  'go-http-client',
  'java/',
] as const

/** Whether a request's User-Agent is a robot's (an empty one is taken for one). */
export const isBotAgent = (agent: string | undefined): boolean => {
  const lower = (agent ?? '').toLowerCase()
  return lower.trim() === '' || BOT_AGENTS.some((mark) => lower.includes(mark))
}
