import { and, desc, inArray, ne, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { media, type MediaItem, MediaRow } from '../../shared/contract/media'
import { MEDIA_FEED_UNSET } from '../../shared/rules/media'
import { media_news } from '../db/schema'
import type { Database } from '../db/client'
import { HttpError } from '../errors'
import { FEED_LIMITS, fetchFeed } from '../media/fetch-feed'
import { parseFeed } from '../media/parse-feed'
import { columnsFor } from '../db/columns'
import { deleteRecord } from './delete-record'
import { submitterName } from './records'
import { registerArea } from './define'

// Media coverage (SPEC §2.7, §7): the server reads the configured news feed and answers its items, each
// marked saved when it is stored already; the save stores the chosen items once. "Once" is the table's
// two unique keys (the link; the title and date), so two editors saving the same item at the same time
// store one row: the later insert skips it.

export const MEDIA_ITEM_NOT_FOUND = 'No media coverage item with this id'

const titleKey = (title: string) => title.trim().toLowerCase()

/** The items of this list that are stored already, by link or by title and date. */
async function savedAmong(db: Database, items: readonly MediaItem[]): Promise<Set<MediaItem>> {
  if (items.length === 0) return new Set()
  const rows = await db
    .select({ url: media_news.url, title: media_news.title, publishedAt: media_news.publishedAt })
    .from(media_news)
    .where(
      or(
        inArray(
          media_news.url,
          items.map((item) => item.url),
        ),
        and(
          ne(media_news.publishedAt, ''),
          inArray(
            sql`lower(btrim(${media_news.title}))`,
            items.map((item) => titleKey(item.title)),
          ),
        ),
      ),
    )
  const urls = new Set(rows.map((row) => row.url))
  const titled = new Set(
    rows.filter((r) => r.publishedAt).map((r) => `${titleKey(r.title)}\n${r.publishedAt}`),
  )
  return new Set(
    items.filter(
      (item) =>
        urls.has(item.url) ||
        (item.publishedAt !== '' && titled.has(`${titleKey(item.title)}\n${item.publishedAt}`)),
    ),
  )
}

export function registerMediaRoutes(app: FastifyInstance) {
  const config = app.services.mediaFeed
  registerArea(
    app,
    media,
    {
      async feed({ db }) {
        const address = config.url()
        if (!address) {
          const { embedded } = app.services
          throw new HttpError(503, embedded ? MEDIA_FEED_UNSET.inSettings : MEDIA_FEED_UNSET.onServer)
        }
        const items = parseFeed(await fetchFeed(address, { ...FEED_LIMITS, ...config.limits }))
        const saved = await savedAmong(db, items)
        return items.map((item) => ({ ...item, saved: saved.has(item) }))
      },

      async add({ input, actor, db }) {
        const InsertedBy = submitterName(actor)
        // A conflict on either key is an item stored already (by this list or by someone else meanwhile).
        await db
          .insert(media_news)
          .values(input.selectedNews.map((item) => ({ ...item, InsertedBy, InsertedDate: sql`now()` })))
          .onConflictDoNothing()
        return { message: 'success' }
      },

      list: ({ db }) =>
        db
          .select(columnsFor(media_news, MediaRow))
          .from(media_news)
          .orderBy(desc(media_news.InsertedDate), desc(media_news.EntryID)),

      delete: (ctx) =>
        deleteRecord(
          ctx,
          app.services.files,
          { table: media_news, id: media_news.EntryID, notFound: MEDIA_ITEM_NOT_FOUND },
          ctx.input.EntryID,
        ),
    },
    { records: { add: media_news, delete: media_news } },
  )
}
