import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { FEED_ITEMS, FEED_TEXT, SITE_PAGES } from '../../shared/rules/public-feeds'
import { PUBLIC_PREFIX } from '../../shared/rules/public'
import { FEED_LIMITS } from '../../shared/rules/public-http'
import { richTextToPlain } from '../../shared/rules/rich-text'
import { publicPageUrl } from '../../shared/rules/names'
import { wallClockOf } from '../../shared/rules/schedule'
import { envValue, type Environment } from '../config'
import type { Database } from '../db/client'
import { published } from '../db/schema'
import { visibleAt } from './visible'
import { readZone } from '../schedule-zone'
import {
  ATOM_TYPE,
  eventsCalendar,
  ICAL_TYPE,
  newsAtom,
  newsRss,
  RSS_TYPE,
  sitemapXml,
  SITEMAP_TYPE,
  type FeedItem,
} from './feeds'
import type { PublicRouteDoc } from './openapi'

// Issue 46 "Feeds": RSS 2.0 and Atom of the news (all, General, each faculty), iCalendar of the events, and a
// sitemap of every public page, read from the published projection as the lists are (what readers see now)
// and made by the pure generators of feeds.ts.

export interface FeedSettings {
  /** The website's address (PUBLIC_SITE_URL): items link to its pages; none: to the public API's records. */
  siteUrl: string | null
  /** The university's name for the channels' titles (PUBLIC_SITE_NAME). */
  siteName: string | null
}

/** The deployment's website, as its environment names it. */
export const feedSettingsOf = (env: Environment): FeedSettings => ({
  siteUrl: envValue(env, 'PUBLIC_SITE_URL') || null,
  siteName: envValue(env, 'PUBLIC_SITE_NAME') || null,
})

export interface FeedRoute extends PublicRouteDoc {
  handle(request: FastifyRequest, reply: FastifyReply): Promise<string>
}

const FeedQuery = z.object({
  faculty: z.string().min(1).max(100).optional().describe("a faculty's code, or General; none: every item"),
})

type Row = { slug: string | null; body: string; updated_at: string; area: string }
type Body = Record<string, unknown>

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const html = (value: unknown): string =>
  value && typeof value === 'object' && 'html' in value ? text((value as { html: unknown }).html) : ''
const documentText = (value: unknown): string =>
  value && typeof value === 'object' && 'document' in value
    ? richTextToPlain(JSON.stringify((value as { document: unknown }).document))
    : ''

function lastModified(reply: FastifyReply, rows: readonly Row[]): void {
  const newest = rows.reduce((max, row) => (row.updated_at > max ? row.updated_at : max), '')
  if (newest) reply.header('last-modified', new Date(newest).toUTCString())
}

export function feedRoutes(db: Database, settings: FeedSettings, now: () => Date): FeedRoute[] {
  const university = settings.siteName ?? FEED_TEXT.university
  const apiOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`
  /** A record's page on the website, or its public API address when no website is named. */
  const pageOf = (request: FastifyRequest, area: string, slug: string) =>
    settings.siteUrl
      ? publicPageUrl(settings.siteUrl, SITE_PAGES[area] ?? area, slug)
      : `${apiOrigin(request)}${PUBLIC_PREFIX}/${area}/${encodeURIComponent(slug)}`
  const absolute = (request: FastifyRequest, src: string) =>
    /^https?:\/\//.test(src) ? src : `${apiOrigin(request)}${src.startsWith('/') ? '' : '/'}${src}`
  const selfOf = (request: FastifyRequest) => `${apiOrigin(request)}${request.url}`
  const siteOf = (request: FastifyRequest, page: string) =>
    settings.siteUrl ? publicPageUrl(settings.siteUrl, page, '').replace(/\/$/, '') : apiOrigin(request)

  const rowsOf = (areas: readonly string[], faculty: string | undefined, extra?: SQL) =>
    db
      .select({
        slug: published.slug,
        body: published.body,
        updated_at: published.updated_at,
        area: published.area,
      })
      .from(published)
      .where(
        and(
          inArray(published.area, [...areas]),
          visibleAt(now().toISOString()),
          faculty ? eq(published.faculty, faculty) : undefined,
          extra,
        ),
      )

  async function newsItems(request: FastifyRequest, reply: FastifyReply) {
    const { faculty } = FeedQuery.parse(request.query ?? {})
    const rows = await rowsOf(['news'], faculty)
      .orderBy(desc(published.sort_key), desc(published.record_id))
      .limit(FEED_ITEMS.news)
    lastModified(reply, rows)
    const items: FeedItem[] = rows.map((row) => {
      const body = JSON.parse(row.body) as Body
      const image = body.image as { src?: string } | null
      return {
        title: text(body.title),
        url: pageOf(request, 'news', row.slug ?? String(body.id)),
        contentHtml: html(body.content),
        published: new Date(text(body.publishedAt) || row.updated_at),
        updated: body.updatedAt ? new Date(text(body.updatedAt)) : undefined,
        image: image?.src ? { url: absolute(request, image.src), type: imageType(image.src) } : undefined,
      }
    })
    const channel = {
      title: FEED_TEXT.newsTitle(university, faculty),
      description: FEED_TEXT.newsDescription,
      siteUrl: siteOf(request, SITE_PAGES.news),
      feedUrl: selfOf(request),
      language: 'en',
    }
    return { channel, items }
  }

  const NEWS_FORMATS = [
    { extension: 'rss', name: 'RSS 2.0', produces: RSS_TYPE, write: newsRss },
    { extension: 'atom', name: 'Atom 1.0', produces: ATOM_TYPE, write: newsAtom },
  ] as const
  return [
    ...NEWS_FORMATS.map((format): FeedRoute => ({
      method: 'GET',
      path: `feeds/news.${format.extension}`,
      summary: `The newest published news as ${format.name}.`,
      query: FeedQuery,
      produces: format.produces,
      async handle(request, reply) {
        const { channel, items } = await newsItems(request, reply)
        return format.write(channel, items)
      },
    })),
    {
      method: 'GET',
      path: 'feeds/events.ics',
      summary: "The published events as iCalendar, from a month ago, in the university's time zone.",
      query: FeedQuery,
      produces: ICAL_TYPE,
      async handle(request, reply) {
        const { faculty } = FeedQuery.parse(request.query ?? {})
        const zone = await readZone(db)
        const since = new Date(now().getTime() - FEED_ITEMS.eventsPastDays * 86_400_000)
        const rows = await rowsOf(
          ['events'],
          faculty,
          gte(published.sort_key, wallClockOf(since, zone).slice(0, 10)),
        )
          .orderBy(asc(published.sort_key), asc(published.record_id))
          .limit(FEED_ITEMS.events)
        lastModified(reply, rows)
        return eventsCalendar(
          {
            name: FEED_TEXT.eventsTitle(university, faculty),
            siteUrl: siteOf(request, SITE_PAGES.events),
            zone,
          },
          rows.map((row) => {
            const body = JSON.parse(row.body) as Body
            return {
              title: text(body.title),
              url: pageOf(request, 'events', row.slug ?? String(body.id)),
              description: documentText(body.content),
              date: text(body.date),
              startTime: text(body.startsAt).slice(11, 16),
              endTime: text(body.endsAt).slice(11, 16),
              location: text(body.location),
              updated: new Date(row.updated_at),
            }
          }),
        )
      },
    },
    {
      method: 'GET',
      path: 'sitemap.xml',
      summary: "Every public page of the website: each record's page with when it last changed.",
      produces: SITEMAP_TYPE,
      async handle(request, reply) {
        const rows = await rowsOf(Object.keys(SITE_PAGES), undefined, sql`${published.slug} is not null`)
          .orderBy(asc(published.area), asc(published.record_id))
          .limit(FEED_LIMITS.sitemapUrls - 1)
        lastModified(reply, rows)
        return sitemapXml([
          { url: siteOf(request, '') },
          ...rows.map((row) => ({
            url: pageOf(request, row.area, row.slug ?? ''),
            lastmod: new Date(row.updated_at),
          })),
        ])
      },
    },
  ]
}

const imageType = (src: string): string => {
  const extension = /\.(\w+)$/.exec(src)?.[1]?.toLowerCase()
  if (extension === 'png') return 'image/png'
  if (extension === 'webp') return 'image/webp'
  if (extension === 'gif') return 'image/gif'
  return 'image/jpeg'
}
