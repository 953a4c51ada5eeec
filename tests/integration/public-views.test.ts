import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/rows'
import { news } from '../../src/shared/contract/news'
import { PUBLIC_PREFIX } from '../../src/shared/rules/public'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { z } from 'zod'
import { useTestServer } from './helpers'

// Issue 46 "View counts": the website's beacon counts a reader once per record and day, ignores robots, keeps
// no address (asserted over every table), and the console's Viewers column (news list's ViewCount) shows it.

const clock = { at: Date.parse('2027-04-01T10:00:00Z') }
const server = useTestServer({
  now: () => new Date(clock.at),
  // The test's requests name their reader's address as a proxy in front of the site would.
  publicApi: { origins: [], trustedProxies: ['127.0.0.0/8', '::1'], rateLimit: false },
})
const READER = '203.0.113.77'
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'
const slate = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])

async function addNews(title: string, status: number) {
  const body = { ...(SAMPLE_BODIES['POST news/add'] as object), title, status, FacultyCode: 'General' }
  const made = await server.ok(
    news.add,
    { ...body, content: slate(title), image: '', photo: '', ImagePath: '' } as never,
    { as: 'admin' },
  )
  const rows = await server.ok(news.list, { facultyCode: 'General' }, { as: 'admin' })
  return rows.find((row) => row.EntryID === made.entry_id)!
}

const view = (slug: string, from = READER, agent = BROWSER) =>
  fetch(new URL(`${PUBLIC_PREFIX}/news/${encodeURIComponent(slug)}/view`, server.origin), {
    method: 'POST',
    headers: { 'x-forwarded-for': from, 'user-agent': agent },
  })
const viewers = async (id: number) =>
  (await server.ok(news.list, { facultyCode: 'General' }, { as: 'admin' })).find((row) => row.EntryID === id)!
    .ViewCount

describe('view counts', () => {
  it('counts a reader once a day, another reader and the next day again, robots never', async () => {
    const item = await addNews(`Open day ${randomBytes(3).toString('hex')}`, 1)
    for (const answer of [await view(item.Slug), await view(item.Slug)]) {
      expect(answer.status).toBe(204)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
    expect((await view(item.Slug, READER, 'Googlebot/2.1 (+http://www.google.com/bot.html)')).status).toBe(
      204,
    )
    expect((await view(item.Slug, READER, '')).status).toBe(204)
    await view(item.Slug, '198.51.100.4')
    // Counts are written in batches: the Viewers column shows them within a few seconds.
    await expect.poll(() => viewers(item.EntryID), { timeout: 10_000 }).toBe(2)

    clock.at += 24 * 3600_000
    await view(item.Slug)
    await expect.poll(() => viewers(item.EntryID), { timeout: 10_000 }).toBe(3)
  })

  it("refuses a draft's or an unknown page's view with 404", async () => {
    const draft = await addNews(`Draft ${randomBytes(3).toString('hex')}`, 0)
    expect((await view(draft.Slug)).status).toBe(404)
    expect((await view('no-such-page')).status).toBe(404)
  })

  it("keeps no reader's address in any table", async () => {
    const item = await addNews(`Kept ${randomBytes(3).toString('hex')}`, 1)
    await view(item.Slug)
    await expect.poll(() => viewers(item.EntryID), { timeout: 10_000 }).toBe(1)
    const { db } = server.database
    const columns = await rowsOf(
      db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'inet')`,
      z.object({ table_name: z.string(), column_name: z.string() }),
    )
    const holding: string[] = []
    for (const { table_name, column_name } of columns) {
      const [found] = await rowsOf(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
            where ${sql.identifier(column_name)}::text like ${`%${READER}%`}`,
        z.object({ n: z.number() }),
      )
      if (found.n > 0) holding.push(`${table_name}.${column_name}`)
    }
    expect(holding).toEqual([])
  })
})
