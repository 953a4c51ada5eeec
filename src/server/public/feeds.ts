import { Feed, type Item } from 'feed'
import ical from 'ical-generator'
import { vtimezone } from './vtimezone'
import { instantOf } from '../../shared/rules/schedule'
import { FEED_LIMITS } from '../../shared/rules/public-http'
import { escapeHtml, wellFormedText } from '../../shared/html-text'

// Issue 46: the public API's feeds as pure functions of plain items, so a route only reads its records and
// hands them here: RSS 2.0 and Atom for news (the `feed` package), iCalendar for events (`ical-generator`),
// and the sitemap. The same items give the same bytes (no clock is read), so an unchanged feed keeps its ETag.

/** The feed as a whole: its title, what it is, and where it and the site live. */
export interface FeedChannel {
  title: string
  description: string
  /** The site's page the feed stands for (`https://www.example.edu/news`). */
  siteUrl: string
  /** This feed's own address (rel="self"). */
  feedUrl: string
  /** BCP 47 language tag of the items (`en`). */
  language?: string
  /** Atom wants an author for a feed whose entries have none: the university's name. */
  author?: string
  copyright?: string
}

/** One news item, already site-ready: its page's address and its HTML from richTextHtml. */
export interface FeedItem {
  title: string
  url: string
  /** Safe HTML (richTextHtml): the summary shown in a list of items. */
  summaryHtml?: string
  /** Safe HTML (richTextHtml): the whole item. */
  contentHtml?: string
  published: Date
  updated?: Date
  image?: { url: string; type: string; length?: number }
}

export const RSS_TYPE = 'application/rss+xml; charset=utf-8'
export const ATOM_TYPE = 'application/atom+xml; charset=utf-8'
export const ICAL_TYPE = 'text/calendar; charset=utf-8'
export const SITEMAP_TYPE = 'application/xml; charset=utf-8'

/** RSS 2.0 of the items, in their order. */
export const newsRss = (channel: FeedChannel, items: readonly FeedItem[]): string =>
  newsFeed(channel, items).rss2()

/** Atom 1.0 of the items, in their order. */
export const newsAtom = (channel: FeedChannel, items: readonly FeedItem[]): string =>
  newsFeed(channel, items).atom1()

function newsFeed(channel: FeedChannel, items: readonly FeedItem[]): Feed {
  const updatedOf = (item: FeedItem) => item.updated ?? item.published
  const newest = items.reduce<Date | undefined>(
    (latest, item) => (latest && latest >= updatedOf(item) ? latest : updatedOf(item)),
    undefined,
  )
  const feed = new Feed({
    id: channel.feedUrl,
    title: wellFormedText(channel.title),
    description: wellFormedText(channel.description),
    link: channel.siteUrl,
    language: channel.language,
    // The newest item's time, never the clock's: the same items give the same feed.
    updated: newest ?? new Date(0),
    generator: false,
    feedLinks: { rss: channel.feedUrl, atom: channel.feedUrl },
    author: { name: wellFormedText(channel.author ?? channel.title) },
    copyright: channel.copyright === undefined ? undefined : wellFormedText(channel.copyright),
  })
  for (const item of items) feed.addItem(feedItem(item))
  return feed
}

function feedItem(item: FeedItem): Item {
  return {
    // Both formats carry an item's title as HTML (Atom says type="html"; RSS readers decode it), so a
    // title's own "&" or "<b>" is escaped and shows as typed.
    title: escapeHtml(wellFormedText(item.title)),
    id: item.url,
    link: item.url,
    date: item.updated ?? item.published,
    published: item.published,
    description: item.summaryHtml === undefined ? undefined : cdataSafe(item.summaryHtml),
    content: item.contentHtml === undefined ? undefined : cdataSafe(item.contentHtml),
    image: item.image && { url: item.image.url, type: item.image.type, length: item.image.length ?? 0 },
  }
}

/** The package puts HTML in CDATA sections, which "]]>" would end; in HTML `]]&gt;` reads the same. */
const cdataSafe = (html: string): string => wellFormedText(html).replaceAll(']]>', ']]&gt;')

/** One event as the event table keeps it: a day and local start/end times in the university's zone. */
export interface CalendarItem {
  title: string
  url: string
  /** Plain text (richTextToPlain of the stored description). */
  description: string
  /** YYYY-MM-DD. */
  date: string
  /** HH:MM, the university's wall clock. */
  startTime: string
  endTime: string
  location: string
  /** When the event was last saved (DTSTAMP and LAST-MODIFIED); none: its start. */
  updated?: Date
}

export interface CalendarChannel {
  name: string
  description?: string
  /** The site's events page. */
  siteUrl?: string
  /** The university's time zone (the time-zone database's name, `Africa/Lagos`). */
  zone: string
}

/**
 * iCalendar of the events. Each start and end is the university's wall clock on that day with its zone's
 * TZID, and the calendar carries that zone's VTIMEZONE (vtimezone.ts) for the years its events fall in: a
 * client reads the right instant on both sides of a daylight-saving change, and shows the event in the
 * university's zone when asked. X-WR-TIMEZONE names the zone too, for clients that read only that.
 */
export function eventsCalendar(channel: CalendarChannel, items: readonly CalendarItem[]): string {
  const years = items.map((item) => Number(item.date.slice(0, 4))).filter(Number.isFinite)
  const fromYear = Math.min(...years)
  const toYear = Math.max(...years)
  const calendar = ical({
    name: wellFormedText(channel.name),
    description: channel.description === undefined ? null : wellFormedText(channel.description),
    url: channel.siteUrl ?? null,
    prodId: { company: 'University Content Console', product: 'Public API', language: 'EN' },
    // No calendar-wide name: DTSTAMP and LAST-MODIFIED stay in UTC; each event names the zone itself.
    timezone: { name: null, generator: (zone) => vtimezone(zone, fromYear, toYear) },
    x: [['X-WR-TIMEZONE', channel.zone]],
  })
  for (const item of items) {
    const startClock = `${item.date}T${item.startTime.slice(0, 5)}`
    const endClock = `${item.date}T${item.endTime.slice(0, 5)}`
    const start = instantOf(startClock, channel.zone)
    const end = instantOf(endClock, channel.zone)
    if (!start || !end) continue
    calendar.createEvent({
      id: item.url,
      start: `${startClock}:00`,
      end: `${end < start ? startClock : endClock}:00`,
      timezone: channel.zone,
      stamp: item.updated ?? start,
      lastModified: item.updated ?? null,
      summary: wellFormedText(item.title),
      description: wellFormedText(item.description),
      location: wellFormedText(item.location),
      url: item.url,
    })
  }
  return calendar.toString()
}

export interface SitemapEntry {
  url: string
  lastmod?: Date
}

/** A sitemap (sitemaps.org 0.9) of at most FEED_LIMITS.sitemapUrls addresses; more is a RangeError. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > FEED_LIMITS.sitemapUrls)
    throw new RangeError(
      `a sitemap holds at most ${FEED_LIMITS.sitemapUrls} addresses: split it (sitemapIndexXml)`,
    )
  return sitemapDocument('urlset', 'url', entries)
}

/** A sitemap index: the addresses of sitemaps, for a site of more than FEED_LIMITS.sitemapUrls pages. */
export const sitemapIndexXml = (sitemaps: readonly SitemapEntry[]): string =>
  sitemapDocument('sitemapindex', 'sitemap', sitemaps)

function sitemapDocument(root: string, element: string, entries: readonly SitemapEntry[]): string {
  const lines = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ''
    return `<${element}><loc>${escapeHtml(wellFormedText(entry.url))}</loc>${lastmod}</${element}>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...lines,
    `</${root}>`,
    '',
  ].join('\n')
}
