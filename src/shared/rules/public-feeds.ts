import { EVENT_PUBLIC_KIND } from './event'
import { HEADLINE_PUBLIC_KIND } from './headline'
import { NEWS_PUBLIC_KIND } from './news'
import { SLIDER_PUBLIC_KIND } from './sliders'

// Issue 46 "Feeds": the public API's news feeds, events calendar and sitemap. Their items link to the
// website's pages, `<PUBLIC_SITE_URL><page>/<slug>` as the console's View links open them (SPEC §2.7).

/** The website's page of a record of each public area that has one, by the public API's list name. */
export const SITE_PAGES: Readonly<Record<string, string>> = {
  news: NEWS_PUBLIC_KIND,
  events: EVENT_PUBLIC_KIND,
  headlines: HEADLINE_PUBLIC_KIND,
  sliders: SLIDER_PUBLIC_KIND,
  faculties: 'faculty',
  courses: 'course',
}

export const FEED_ITEMS = {
  /** The newest news items a feed holds. */
  news: 50,
  /** The events a calendar holds, soonest first from a month ago. */
  events: 1000,
  /** Days before today a calendar still holds an event. */
  eventsPastDays: 31,
} as const

export const FEED_TEXT = {
  newsTitle: (university: string, faculty: string | undefined) =>
    faculty ? `${university}: ${faculty} news` : `${university}: news`,
  newsDescription: 'News published by the university.',
  eventsTitle: (university: string, faculty: string | undefined) =>
    faculty ? `${university}: ${faculty} events` : `${university}: events`,
  /** The channel's name when the deployment names no university (PUBLIC_SITE_NAME). */
  university: 'The university',
} as const
