import { randomBytes } from 'node:crypto'
import ical from 'node-ical'
import Parser from 'rss-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { event } from '../../src/shared/contract/event'
import { news } from '../../src/shared/contract/news'
import { schedule } from '../../src/shared/contract/schedule'
import { PUBLIC_PREFIX } from '../../src/shared/rules/public'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { useTestServer } from './helpers'

// Issue 46 "Feeds": the news feeds, the events calendar and the sitemap, read back by the readers a website's
// visitors use (rss-parser, node-ical): only what readers see now, linked to the website's pages, and an
// event's times right across a daylight-saving change in the university's zone.

const SITE = 'https://www.example.edu/'
const server = useTestServer({
  publicApi: { origins: [], feeds: { siteUrl: SITE, siteName: 'Example University' } },
})
const marker = randomBytes(3).toString('hex')
const slate = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])
const read = async (path: string) => {
  const answer = await fetch(new URL(`${PUBLIC_PREFIX}/${path}`, server.origin))
  expect(answer.status, path).toBe(200)
  return { type: answer.headers.get('content-type'), text: await answer.text() }
}

async function addNews(title: string, status: number, FacultyCode = 'General') {
  const body = {
    ...(SAMPLE_BODIES['POST news/add'] as object),
    title,
    status,
    FacultyCode,
    content: slate(title),
  }
  await server.ok(news.add, { ...body, image: '', photo: '', ImagePath: '' } as never, { as: 'admin' })
}

beforeAll(async () => {
  await server.ok(schedule.setZone, { zone: 'Europe/London' }, { as: 'admin' })
  await addNews(`${marker} Fish & chips <b>day</b>`, 1)
  await addNews(`${marker} computing`, 1, 'FCS')
  await addNews(`${marker} draft`, 0)
  for (const [title, eventDate, status] of [
    [`${marker} before the change`, '2027-03-27', 1],
    [`${marker} after the change`, '2027-03-28', 1],
    [`${marker} draft event`, '2027-03-28', 0],
  ] as const)
    await server.ok(
      event.add,
      {
        ...(SAMPLE_BODIES['POST event/add'] as object),
        title,
        eventDate,
        startTime: '09:00',
        endTime: '10:30',
        status,
        FacultyCode: 'General',
        content: slate(title),
        image: '',
        photo: '',
        ImagePath: '',
      } as never,
      { as: 'admin' },
    )
})

/** A title as a feed reader shows it: both formats carry it as HTML (Atom says type="html"). */
const shown = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
const mine = (items: { title?: string }[]) =>
  items.map((item) => shown(item.title ?? '')).filter((title) => title.includes(marker))

describe('the public news feeds', () => {
  it('RSS and Atom hold what readers see, titles as typed, linked to the website', async () => {
    for (const format of ['rss', 'atom']) {
      const { type, text } = await read(`feeds/news.${format}`)
      expect(type).toMatch(format === 'rss' ? /^application\/rss\+xml/ : /^application\/atom\+xml/)
      const feed = await new Parser().parseString(text)
      expect(feed.title).toBe('Example University: news')
      expect(mine(feed.items).sort()).toEqual([`${marker} Fish & chips <b>day</b>`, `${marker} computing`])
      for (const item of feed.items.filter((each) => each.title?.includes(marker)))
        expect(item.link).toMatch(new RegExp(`^${SITE}news/`))
    }
  })

  it("takes a faculty: General, or a faculty's own", async () => {
    const general = await new Parser().parseString((await read('feeds/news.rss?faculty=General')).text)
    expect(mine(general.items)).toEqual([`${marker} Fish & chips <b>day</b>`])
    const fcs = await new Parser().parseString((await read('feeds/news.atom?faculty=FCS')).text)
    expect(mine(fcs.items)).toEqual([`${marker} computing`])
  })
})

describe('the public events calendar', () => {
  it("holds the published events at their times in the university's zone, across the clocks going forward", async () => {
    const { type, text } = await read('feeds/events.ics')
    expect(type).toMatch(/^text\/calendar/)
    const events = Object.values(ical.sync.parseICS(text)).filter(
      (entry): entry is ical.VEvent => entry?.type === 'VEVENT',
    )
    const starts = Object.fromEntries(
      events
        .filter((each) => String(each.summary).includes(marker))
        .map((each) => [String(each.summary), each.start.toISOString()]),
    )
    expect(starts).toEqual({
      // 09:00 GMT on the Saturday, 09:00 BST (08:00 UTC) on the Sunday the clocks go forward.
      [`${marker} before the change`]: '2027-03-27T09:00:00.000Z',
      [`${marker} after the change`]: '2027-03-28T08:00:00.000Z',
    })
    // The zone's own description travels with the calendar: its change to summer time at 01:00 GMT, and
    // each event at the university's wall clock in that zone.
    const block = /BEGIN:VTIMEZONE\r\n([\s\S]*?)END:VTIMEZONE/.exec(text)?.[1] ?? ''
    expect(block).toContain('TZID:Europe/London\r\n')
    expect(block).toMatch(
      /BEGIN:DAYLIGHT\r\nDTSTART:20270328T010000\r\nTZOFFSETFROM:\+0000\r\nTZOFFSETTO:\+0100\r\nTZNAME:BST\r\nEND:DAYLIGHT/,
    )
    expect(text).toContain('DTSTART;TZID=Europe/London:20270328T090000')
    expect(text).toContain('DTSTART;TZID=Europe/London:20270327T090000')
  })
})

describe('the sitemap', () => {
  it("names the website's home and each published record's page, never a draft", async () => {
    const { type, text } = await read('sitemap.xml')
    expect(type).toMatch(/^application\/xml/)
    const pages = [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
    expect(pages[0]).toBe(SITE)
    const rows = await server.ok(news.list, { facultyCode: 'General' }, { as: 'admin' })
    for (const row of rows.filter((each) => each.Title.includes(marker)))
      expect(pages.includes(`${SITE}news/${encodeURIComponent(row.Slug)}`), row.Title).toBe(row.Status === 1)
    expect(pages.some((page) => page.startsWith(`${SITE}event/`))).toBe(true)
  })

  it('is named in the OpenAPI document with the feeds', async () => {
    const document = JSON.parse((await read('openapi.json')).text) as { paths: Record<string, unknown> }
    for (const path of ['feeds/news.rss', 'feeds/news.atom', 'feeds/events.ics', 'sitemap.xml'])
      expect(Object.keys(document.paths)).toContain(`${PUBLIC_PREFIX}/${path}`)
  })
})
