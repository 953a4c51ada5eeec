import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit as auditContract } from '../../src/shared/contract/audit'
import { media, type MediaFeedItem } from '../../src/shared/contract/media'
import { MEDIA_FEED_TEXT as T, MEDIA_FEED_UNSET } from '../../src/shared/rules/media'
import { media_news } from '../../src/server/db/schema'
import { FEED_LIMITS } from '../../src/server/media/fetch-feed'
import { startFeedServer, windows1252Feed, type FeedServer } from '../support/feeds'
import { useTestServer } from './helpers'

// The media-coverage import: the server reads the configured feed (every shape real feeds come in),
// refuses the broken ones with a message for the screen, never follows a redirect elsewhere than http(s)
// or into a private network, and stores each chosen item once, also when two editors save it at once.

let feeds: FeedServer
let feedUrl: string | null = null
const server = useTestServer({
  mediaFeed: { url: () => feedUrl, limits: { ...FEED_LIMITS, timeoutMs: 1000 } },
})

beforeAll(async () => {
  feeds = await startFeedServer()
})
afterAll(() => feeds?.close())

async function readFeed(path: string, as = 'admin') {
  feedUrl = path.startsWith('/') ? feeds.url(path) : path
  const response = await server.api('news/media/feed', { token: await server.token(as) })
  return { status: response.status, body: (await response.json()) as MediaFeedItem[] & { message?: string } }
}

async function feedItems(path: string): Promise<MediaFeedItem[]> {
  const { status, body } = await readFeed(path)
  expect(status, JSON.stringify(body)).toBe(200)
  return body
}

const save = async (items: readonly { title: string; url: string; publishedAt: string }[], as = 'admin') =>
  server.api('news/media/add', {
    method: 'POST',
    token: await server.token(as),
    json: {
      selectedNews: items.map(({ title, url, publishedAt }) => ({ title, url, publishedAt })),
      submittedBy: 'Someone Else',
    },
  })

describe('reading the feed', () => {
  it('reads RSS 2.0: titles (CDATA, entities), links, RFC 822 dates, an item without a date', async () => {
    const items = await feedItems('/rss.xml')
    expect(items.map((item) => item.title)).toEqual([
      'Demo University opens a new engineering laboratory',
      'Students win the <national> debate cup & more',
      'Dean\u2019s lecture draws & delights "hundreds" \u2014 again',
      'Library extends its opening hours',
    ])
    expect(items[0]).toEqual({
      title: 'Demo University opens a new engineering laboratory',
      url: 'https://campustimes.example.com/2026/11/engineering-lab',
      publishedAt: '2026-11-17T09:30:00.000Z',
      saved: false,
    })
    expect(items[1].publishedAt).toBe('2026-11-16T13:00:00.000Z')
    expect(items[3].publishedAt).toBe('')
  })

  it('reads Atom: the alternate link, the published date or else the updated one', async () => {
    expect(await feedItems('/atom.xml')).toEqual([
      {
        title: 'Researchers at Demo University map the river basin',
        url: 'https://wire.example.org/river-basin',
        publishedAt: '2026-11-18T07:15:00.000Z',
        saved: false,
      },
      {
        title: 'Demo University joins the open-data alliance',
        url: 'https://wire.example.org/open-data',
        publishedAt: '2026-11-12T11:00:00.000Z',
        saved: false,
      },
    ])
  })

  it("reads an aggregator's RSS: the whole title with its source, the redirect link as given", async () => {
    const items = await feedItems('/aggregator.xml')
    expect(items[0]).toMatchObject({
      title: 'Demo University graduates 3,000 students - The Daily Ledger',
      url: 'https://news.aggregator.example/rss/articles/CBMiVmh0dHBzOi8vZGFpbHktbGVkZ2Vy?oc=5',
      publishedAt: '2026-11-18T06:00:00.000Z',
    })
    expect(items).toHaveLength(2)
  })

  it('reads a feed of a single item, whose title is only digits', async () => {
    expect(await feedItems('/single.xml')).toEqual([
      {
        title: '2026',
        url: 'http://one.example.net/only',
        publishedAt: '2026-11-19T10:00:00.000Z',
        saved: false,
      },
    ])
  })

  it('reads every item of a big publisher’s feed: thousands of character references, CDATA, media: and dc:', async () => {
    const items = await feedItems('/publisher.xml')
    expect(feeds.publisher.items.length).toBeGreaterThanOrEqual(100)
    expect(items).toEqual(feeds.publisher.items.map((item) => ({ ...item, saved: false })))
  })

  it('reads feeds in Windows-1252, named by the XML declaration or as ISO-8859-1 by the Content-Type', async () => {
    const { titles } = windows1252Feed(null)
    expect(titles[0]).toBe('\u201COpen day\u201D at the Dean\u2019s office \u2013 caf\u00e9 open')
    for (const path of ['/windows-1252.xml', '/latin1-by-header.xml'])
      expect(
        (await feedItems(path)).map((item) => item.title),
        path,
      ).toEqual(titles)
  })

  it('reads an RSS 0.91 feed whose DOCTYPE names a DTD and declares nothing', async () => {
    expect((await feedItems('/rss-091.xml')).map((item) => item.title)).toEqual(['Caf\u00e9 reopens'])
  })

  it('follows a redirect on the feed’s own site', async () => {
    expect(await feedItems(`/redirect?to=/atom.xml`)).toHaveLength(2)
  })

  it.each([
    ['malformed XML', '/malformed.xml', 502, T.notXml],
    ['a billion-laughs document', '/billion-laughs.xml', 502, T.declarations],
    ['a DOCTYPE declaring an external entity', '/external-entity.xml', 502, T.declarations],
    ['a web page', '/page.html', 502, T.notFeed],
    ['JSON', '/data.json', 502, T.notXml],
    ['an HTTP error', '/error', 502, T.httpError(500)],
    ['a missing feed', '/nothing-here.xml', 502, T.httpError(404)],
    ['an answer over the size cap', '/huge.xml', 502, T.tooLarge],
    ['no answer in time', '/slow', 504, T.timedOut],
    ['a redirect to a file', '/redirect?to=file:///etc/passwd', 502, T.notHttp],
    ['a redirect to another loopback address', '/redirect?to=http://localhost:9/x', 502, T.privateAddress],
    ['a redirect into a private network', '/redirect?to=http://10.1.2.3/feed', 502, T.privateAddress],
    ['a redirect to a metadata address', '/redirect?to=http://169.254.169.254/latest', 502, T.privateAddress],
  ])('answers %s with a message and changes nothing', async (_case, path, status, message) => {
    const before = await server.database.db.$count(media_news)
    const answer = await readFeed(path)
    expect(answer).toEqual({ status, body: { message } })
    expect(await server.database.db.$count(media_news)).toBe(before)
  })

  it('refuses a feed address that is not http(s), and says how to set one when none is set', async () => {
    expect(await readFeed('ftp://127.0.0.1/feed.xml')).toEqual({ status: 502, body: { message: T.notHttp } })
    feedUrl = null
    const response = await server.api('news/media/feed', { token: await server.token('admin') })
    expect(response.status).toBe(503)
    // A separate server's address is its own setting: the answer says who sets it, not Settings.
    expect(await response.json()).toEqual({ message: MEDIA_FEED_UNSET.onServer })
  })
})

describe('saving items', () => {
  it('stores the chosen items once; the feed then marks them saved', async () => {
    const items = await feedItems('/rss.xml')
    const chosen = [items[0], items[3]]
    const response = await save(chosen)
    expect(await response.json()).toEqual({ message: 'success' })
    const after = await feedItems('/rss.xml')
    expect(after.map((item) => item.saved)).toEqual([true, false, false, true])
    // Saving them again stores nothing more.
    expect(await (await save(chosen)).json()).toEqual({ message: 'success' })
    const rows = await server.database.db.select().from(media_news)
    expect(rows.filter((row) => row.url === chosen[0].url)).toHaveLength(1)
    expect(rows.find((row) => row.url === chosen[0].url)?.InsertedBy).toBe('Amina Halima Bello')
  })

  it('treats the same title and date under a new link as the same item', async () => {
    const [item] = await feedItems('/aggregator.xml')
    await save([item])
    const relinked = { ...item, title: ` ${item.title.toUpperCase()} `, url: `${item.url}&again=1` }
    await save([relinked])
    const rows = await server.database.db.select().from(media_news)
    expect(rows.filter((row) => row.publishedAt === item.publishedAt)).toHaveLength(1)
  })

  it('stores one row when two editors save the same item at the same time', async () => {
    const [item] = await feedItems('/atom.xml')
    const answers = await Promise.all([save([item], 'admin'), save([item], 'dssd')])
    for (const answer of answers) expect(await answer.json()).toEqual({ message: 'success' })
    const rows = await server.database.db.select().from(media_news)
    expect(rows.filter((row) => row.url === item.url)).toHaveLength(1)
  })

  it('refuses a link that is not http(s) and an empty choice, naming the field', async () => {
    const bad = await save([{ title: 'x', url: 'javascript:alert(1)', publishedAt: '' }])
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toMatch(/url/)
    const none = await server.api('news/media/add', {
      method: 'POST',
      token: await server.token('admin'),
      json: { selectedNews: [] },
    })
    expect(none.status).toBe(400)
    expect(((await none.json()) as { message: string }).message).toMatch(/selectedNews/)
  })
})

describe('who may import', () => {
  it('needs a session, and a level of the News menu (1 and 4)', async () => {
    feedUrl = feeds.url('/rss.xml')
    expect((await server.api('news/media/feed')).status).toBe(401)
    expect((await server.api('news/media/feed', { token: await server.token('faculty') })).status).toBe(403)
    expect((await server.api('news/media/feed', { token: await server.token('dssd') })).status).toBe(200)
    const item = { title: 'x', url: 'https://x.example/', publishedAt: '' }
    expect((await save([item], 'faculty')).status).toBe(403)
    expect(
      (await server.api('news/media/add', { method: 'POST', json: { selectedNews: [item] } })).status,
    ).toBe(401)
  })
})

describe('the imported items (issue 23: listed, and taken down)', () => {
  const listItems = (as = 'admin') => server.call(media.list, {}, { as })
  const items = () => server.ok(media.list, {}, { as: 'admin' })
  const remove = async (id: number | string, as = 'admin') =>
    server.api(`news/media/delete/${id}`, { method: 'DELETE', token: await server.token(as) })

  it('lists what was imported, newest first, with who imported it', async () => {
    const item = { title: 'Listed after import', url: 'https://news.example.com/listed', publishedAt: '' }
    expect(await (await save([item])).json()).toEqual({ message: 'success' })
    const body = await items()
    expect(body[0]).toMatchObject({ ...item, InsertedBy: 'Amina Halima Bello' })
    expect(body[0].EntryID).toEqual(expect.any(Number))
    expect(Number.isNaN(Date.parse(body[0].InsertedDate))).toBe(false)
  })

  it('removes one item, audited; the feed then offers it again; an unknown id is 404', async () => {
    const item = { title: 'Taken down item', url: 'https://news.example.com/taken-down', publishedAt: '' }
    await save([item])
    const stored = (await items()).find((row) => row.url === item.url)!
    const removed = await remove(stored.EntryID)
    expect(await removed.json()).toEqual({ message: 'deleted' })
    expect((await items()).some((row) => row.url === item.url)).toBe(false)
    const audit = await server.ok(auditContract.list, {}, { as: 'admin' })
    expect(audit[0]).toMatchObject({
      call: 'DELETE news/media/delete/:EntryID',
      record: `media_news ${stored.EntryID}`,
      before: { url: item.url },
      after: null,
    })
    // Saved again, it is a new row: nothing of the removed one is left to block it.
    expect(await (await save([item])).json()).toEqual({ message: 'success' })

    const unknown = await remove(stored.EntryID)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ field: 'EntryID' })
    expect((await remove('2147483648')).status).toBe(400)
  })

  it('is for the levels of the import only', async () => {
    const item = { title: 'Kept item', url: 'https://news.example.com/kept', publishedAt: '' }
    await save([item])
    const stored = (await items()).find((row) => row.url === item.url)!
    expect((await listItems('faculty')).status).toBe(403)
    expect((await server.api('news/media/list')).status).toBe(401)
    expect((await remove(stored.EntryID, 'faculty')).status).toBe(403)
    expect((await server.api(`news/media/delete/${stored.EntryID}`, { method: 'DELETE' })).status).toBe(401)
    expect((await listItems('dssd')).status).toBe(200)
    expect((await items()).some((row) => row.url === item.url)).toBe(true)
    expect(await (await remove(stored.EntryID, 'dssd')).json()).toEqual({ message: 'deleted' })
  })
})
