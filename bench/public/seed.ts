// bench/public's records: RECORDS published news items written straight into PostgreSQL in batches, with the
// projection the public API reads (`published`) built by the server's own code (public/body.ts buildPublished,
// the copy a save writes), so what the API serves is what a server that had saved them one by one would. A
// sample is then projected again by public/project.ts: each must come out unchanged. The server must be running
// on the database (its migrations, and the projection's fingerprint, which its rebuild writes at its start
// while there is nothing to project: it then finds it current and serves these copies as they are).
import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, gte, lte } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { checkUnchecked } from '../../src/server/a11y/store'
import type { Database } from '../../src/server/db/client'
import * as schema from '../../src/server/db/schema'
import { image_size, news, published, published_state } from '../../src/server/db/schema'
import { buildPublished, sizeKey } from '../../src/server/public/body'
import { etagOf, projectRecord } from '../../src/server/public/project'
import { readZone } from '../../src/server/schedule-zone'
import { publicAreaNamed } from '../../src/shared/contract/public'
import { newsWords } from '../../tests/support/news-text'

const BATCH = 1000
const FACULTIES = ['General', 'General', 'FCS', 'FBM', 'FEN', 'FMS']
const IMAGE = { folder: 'news_uploads', width: 1600, height: 1067 }
/** Records projected again to check the seeded copies (spread over the whole range). */
const CHECKED = 25

export interface Seeded {
  slugs: string[]
  faculties: string[]
}

export const slugOf = (i: number) => `campus-news-${i}`

/** A news item's rich text as the editor saves it: a heading, paragraphs, a list and a link that leaves the site. */
function storyOf(i: number): string {
  const word = newsWords(i)
  const words = (n: number) => Array.from({ length: n }, word).join(' ')
  const paragraph = (n: number) => ({ type: 'paragraph', children: [{ text: `${words(n)}.` }] })
  return JSON.stringify([
    { type: 'heading-two', children: [{ text: words(5) }] },
    paragraph(60),
    {
      type: 'bulleted-list',
      children: [1, 2, 3].map(() => ({ type: 'list-item', children: [{ text: words(8) }] })),
    },
    {
      type: 'paragraph',
      children: [
        { text: `${words(30)} ` },
        { type: 'link', url: `https://partners.example.org/${i}`, children: [{ text: 'read more' }] },
        { text: '.' },
      ],
    },
    paragraph(40),
  ])
}

/** News item `i` as the console stores it (bench/public/peer.ts gives a peer the same fields). */
export function newsRow(i: number, now: number) {
  return {
    Title: `Campus news ${i}: ${newsWords(i + 7)()} ${newsWords(i + 11)()}`,
    Description: storyOf(i),
    ImagePath: `campus-${i}.jpg`,
    ImageAlt: `Students outside the library, photo ${i}`,
    Status: 1,
    FacultyCode: FACULTIES[i % FACULTIES.length],
    Slug: slugOf(i),
    InsertedBy: 'Public Bench',
    // One a minute back from now: the newest first, as the list orders them.
    InsertedDate: new Date(now - i * 60_000).toISOString(),
  }
}

/** `count` news items and their published copies, on the database at `url` (see above). */
export async function seedNews(url: string, count: number): Promise<Seeded> {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  try {
    const db: Database = drizzle({ client: pool, schema })
    await fingerprinted(db)
    const zone = await readZone(db)
    const now = Date.now()
    for (let from = 0; from < count; from += BATCH) {
      const indexes = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => from + k)
      await db.transaction(async (tx) => {
        const ids = await tx
          .insert(news)
          .values(indexes.map((i) => newsRow(i, now)))
          .returning({ id: news.EntryID })
        await tx.insert(image_size).values(indexes.map((i) => ({ ...IMAGE, name: `campus-${i}.jpg` })))
        await projectBatch(tx, ids[0].id, ids[ids.length - 1].id, zone)
      })
    }
    await checkCopies(db, count)
    // The accessibility pass the server runs at its start, done here, so that it does not run under the load.
    await checkUnchecked(db)
    return {
      slugs: Array.from({ length: count }, (_, i) => slugOf(i)),
      faculties: [...new Set(FACULTIES)],
    }
  } finally {
    await pool.end()
  }
}

/** Waits (up to a minute) for the server's first rebuild to have written the projection's fingerprint. */
async function fingerprinted(db: Database) {
  for (let tries = 0; tries < 600; tries++) {
    if ((await db.select().from(published_state)).length > 0) return
    await sleep(100)
  }
  throw new Error('the server wrote no fingerprint of the projection: is it running on this database?')
}

/** The copies of news items `first` to `last`, as projectOne writes them for a published record. */
async function projectBatch(db: Database, first: number, last: number, zone: string) {
  const area = publicAreaNamed('news')
  const rows = (await db
    .select()
    .from(news)
    .where(and(gte(news.EntryID, first), lte(news.EntryID, last)))) as Record<string, unknown>[]
  const sizes = new Map(rows.map((row) => [sizeKey(IMAGE.folder, String(row.ImagePath)), IMAGE] as const))
  await db.insert(published).values(
    rows.map((row) => {
      const built = buildPublished(area, row, null, zone, sizes)
      const body = JSON.stringify(built.body)
      return {
        area: area.path,
        record_id: Number(row.EntryID),
        slug: built.slug,
        faculty: built.faculty,
        visible_from: null,
        visible_until: null,
        sort_key: built.sortKey,
        search_text: built.searchText,
        body,
        etag: etagOf(body),
      }
    }),
  )
}

/** Projects CHECKED records again with the server's own code: every copy must be found unchanged. */
async function checkCopies(db: Database, count: number) {
  const [first] = await db
    .select({ id: news.EntryID })
    .from(news)
    .where(eq(news.Slug, slugOf(0)))
  for (let k = 0; k < CHECKED; k++) {
    const id = first.id + Math.floor((k * (count - 1)) / (CHECKED - 1))
    const [done] = await projectRecord(db, 'news', id)
    if (done?.change !== 'unchanged')
      throw new Error(`news ${id}: the server would write another copy (${done?.change ?? 'none'})`)
  }
}
