import nodeIcal, { type VEvent } from 'node-ical'
import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'
import {
  eventsCalendar,
  newsAtom,
  newsRss,
  sitemapIndexXml,
  sitemapXml,
  type CalendarItem,
  type FeedChannel,
  type FeedItem,
} from '../../src/server/public/feeds'

// The public feeds as a reader's software reads them: rss-parser for RSS and Atom, node-ical for the
// calendar, whose times must be the university's wall clock on either side of a daylight-saving change.

const channel: FeedChannel = {
  title: 'News & Events — Université <Test>',
  description: 'What happens at the university',
  siteUrl: 'https://www.example.edu/news',
  feedUrl: 'https://cms.example.edu/api/public/v1/news/feed.rss',
  language: 'en',
  author: 'Example University',
}

/** Titles readers must show exactly as typed. */
const TITLES = [
  'Fish & chips &amp; <b>not bold</b> "quoted" \'single\'',
  'Доклад о науке — 科学与技术 — العلوم والتقنية — 🎓',
  'A ]]> breaks CDATA, &#169; stays as typed',
]

const items: FeedItem[] = TITLES.map((title, i) => ({
  title,
  url: `https://www.example.edu/news/item-${i}?a=1&b=2`,
  summaryHtml: `<p>Summary ${i} &amp; more ]]> end</p>`,
  contentHtml: `<h2>Heading</h2><p>Body ${i}</p>`,
  published: new Date(Date.UTC(2027, 2, 10 + i, 9)),
  updated: new Date(Date.UTC(2027, 2, 20 + i, 9)),
  image: { url: `https://www.example.edu/uploads/${i}.webp`, type: 'image/webp', length: 1234 },
}))

/** What a reader shows for a title given as HTML (both formats carry titles so). */
const shown = (html: string | undefined) =>
  (html ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

const parser = new Parser()

describe('news feeds', () => {
  it('RSS 2.0 reads back with every title, link, date, summary, content and image', async () => {
    const feed = await parser.parseString(newsRss(channel, items))
    expect(feed.title).toBe(channel.title)
    expect(feed.link).toBe(channel.siteUrl)
    expect(feed.items.map((item) => shown(item.title))).toEqual(TITLES)
    expect(feed.items.map((item) => item.link)).toEqual(items.map((item) => item.url))
    expect(feed.items.map((item) => item.isoDate)).toEqual(items.map((item) => item.published.toISOString()))
    expect(feed.items[0].content).toBe('<p>Summary 0 &amp; more ]]&gt; end</p>')
    expect(feed.items[0]['content:encoded']).toBe('<h2>Heading</h2><p>Body 0</p>')
    expect(feed.items[1].enclosure).toMatchObject({
      url: items[1].image?.url,
      type: 'image/webp',
      length: '1234',
    })
  })

  it('Atom reads back with every title, link, the updated and published times, and the HTML', async () => {
    const xml = newsAtom(channel, items)
    const feed = await parser.parseString(xml)
    expect(feed.title).toBe(channel.title)
    expect(feed.items.map((item) => shown(item.title))).toEqual(TITLES)
    expect(feed.items.map((item) => item.link)).toEqual(items.map((item) => item.url))
    expect(feed.items.map((item) => item.pubDate)).toEqual(items.map((item) => item.published.toISOString()))
    expect(feed.items[2].content).toBe('<h2>Heading</h2><p>Body 2</p>')
    expect(xml).toContain(`<updated>${items[2].updated?.toISOString()}</updated>`)
    expect(xml).toContain('<name>Example University</name>')
  })

  it('gives the same bytes for the same items (an unchanged feed keeps its ETag)', () => {
    expect(newsRss(channel, items)).toBe(
      newsRss(
        channel,
        items.map((item) => ({ ...item })),
      ),
    )
    expect(newsAtom(channel, items)).toBe(newsAtom(channel, items))
  })

  it('keeps a feed readable when a title holds text that is not valid Unicode or a control character', async () => {
    const feed = await parser.parseString(
      newsRss(channel, [{ ...items[0], title: 'Bad\uD800 text\u0001 here' }]),
    )
    expect(feed.items[0].title).toBe('Bad\uFFFD text here')
  })
})

const LONDON = 'Europe/London'
const event = (overrides: Partial<CalendarItem>): CalendarItem => ({
  title: 'Open day',
  url: 'https://www.example.edu/events/open-day',
  description: 'Tours & talks\nSecond line; with, punctuation',
  date: '2027-03-27',
  startTime: '10:00',
  endTime: '12:00',
  location: 'Main Hall, Room 1',
  updated: new Date(Date.UTC(2027, 0, 1)),
  ...overrides,
})

function readCalendar(text: string): VEvent[] {
  return Object.values(nodeIcal.sync.parseICS(text)).filter(
    (entry): entry is VEvent => entry?.type === 'VEVENT',
  )
}

describe('events calendar', () => {
  it('gives each event the instants its wall-clock times name, on either side of the spring change', () => {
    // Europe/London leaves GMT for BST at 01:00 on Sunday 28 March 2027.
    const events = readCalendar(
      eventsCalendar({ name: 'Events', zone: LONDON }, [
        event({ url: 'https://www.example.edu/events/before', date: '2027-03-27' }),
        event({
          url: 'https://www.example.edu/events/across',
          date: '2027-03-28',
          startTime: '00:30',
          endTime: '03:00',
        }),
        event({ url: 'https://www.example.edu/events/after', date: '2027-03-29' }),
      ]),
    )
    const times = events.map((e) => [e.uid, e.start.toISOString(), e.end?.toISOString()])
    expect(times).toEqual([
      ['https://www.example.edu/events/before', '2027-03-27T10:00:00.000Z', '2027-03-27T12:00:00.000Z'],
      // 00:30 GMT to 03:00 BST: one and a half hours, not two and a half.
      ['https://www.example.edu/events/across', '2027-03-28T00:30:00.000Z', '2027-03-28T02:00:00.000Z'],
      ['https://www.example.edu/events/after', '2027-03-29T09:00:00.000Z', '2027-03-29T11:00:00.000Z'],
    ])
  })

  it('keeps the times right across the autumn change, and in another zone', () => {
    // BST ends at 02:00 on Sunday 31 October 2027; Lagos keeps WAT (UTC+1) all year.
    const [across, lagos] = [
      readCalendar(
        eventsCalendar({ name: 'Events', zone: LONDON }, [
          event({ date: '2027-10-31', startTime: '00:30', endTime: '03:00' }),
        ]),
      )[0],
      readCalendar(
        eventsCalendar({ name: 'Events', zone: 'Africa/Lagos' }, [event({ date: '2027-10-31' })]),
      )[0],
    ]
    expect([across.start.toISOString(), across.end?.toISOString()]).toEqual([
      '2027-10-30T23:30:00.000Z',
      '2027-10-31T03:00:00.000Z',
    ])
    expect([lagos.start.toISOString(), lagos.end?.toISOString()]).toEqual([
      '2027-10-31T09:00:00.000Z',
      '2027-10-31T11:00:00.000Z',
    ])
  })

  it('reads back titles, places and descriptions with entities, punctuation and non-Latin text as typed', () => {
    const [read] = readCalendar(
      eventsCalendar({ name: 'Événements & <talks>', zone: LONDON }, [
        event({
          title: TITLES[0],
          location: 'Зал №1; 大厅, Room "A"',
          description: TITLES[1] + '\nline two',
        }),
      ]),
    )
    expect(read.summary).toBe(TITLES[0])
    expect(read.location).toBe('Зал №1; 大厅, Room "A"')
    expect(read.description).toBe(TITLES[1] + '\nline two')
  })

  it('names the university time zone and gives the same bytes for the same events', () => {
    const text = eventsCalendar({ name: 'Events', zone: LONDON }, [event({})])
    expect(text).toContain('X-WR-TIMEZONE:Europe/London')
    expect(eventsCalendar({ name: 'Events', zone: LONDON }, [event({})])).toBe(text)
  })
})

describe('sitemap', () => {
  it('lists every address with its last change, escaped', () => {
    const xml = sitemapXml([
      { url: 'https://www.example.edu/news/a?x=1&y=<2>', lastmod: new Date(Date.UTC(2027, 2, 28, 1, 30)) },
      { url: 'https://www.example.edu/' },
    ])
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://www.example.edu/news/a?x=1&amp;y=&lt;2&gt;</loc><lastmod>2027-03-28T01:30:00.000Z</lastmod></url>\n' +
        '<url><loc>https://www.example.edu/</loc></url>\n' +
        '</urlset>\n',
    )
  })

  it('refuses more addresses than one sitemap may hold, and indexes sitemaps', () => {
    const many = Array.from({ length: 50_001 }, (_, i) => ({ url: `https://www.example.edu/p/${i}` }))
    expect(() => sitemapXml(many)).toThrow(RangeError)
    expect(sitemapIndexXml([{ url: 'https://cms.example.edu/sitemap-1.xml' }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://cms.example.edu/sitemap-1.xml</loc></sitemap>',
    )
  })
})
