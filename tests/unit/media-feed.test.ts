import { describe, expect, it } from 'vitest'
import { decodeFeed } from '../../src/server/media/feed-encoding'
import { parseFeed } from '../../src/server/media/parse-feed'
import { MEDIA_FEED_TEXT as T } from '../../src/shared/rules/media'
import {
  BILLION_LAUGHS_FEED,
  EXTERNAL_ENTITY_FEED,
  RSS_091_FEED,
  RSS_FEED,
  publisherFeed,
  referenceCount,
  windows1252Feed,
  YAHOO_NEWS_FEED,
} from '../support/feeds'

// The media-coverage import's reading of a feed, without the server: big publishers' feeds whole, however
// many character references they hold; documents that declare entities refused; the feed's own encoding.

const refusal = (read: () => unknown) => {
  try {
    read()
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message }
  }
  return null
}

describe('a big publisher’s feed', () => {
  it.each([
    [120, 2_200_000],
    [300, 4_500_000],
  ])(
    'reads all %i items of a feed of about %i bytes with their titles, links and dates',
    (itemCount, bytes) => {
      const feed = publisherFeed(itemCount, bytes)
      const size = Buffer.byteLength(feed.xml)
      expect(size).toBeGreaterThan(2_000_000)
      expect(size).toBeLessThan(5_000_000)
      expect(referenceCount(feed.xml)).toBeGreaterThan(100_000)
      expect(parseFeed(feed.xml)).toEqual(feed.items)
    },
    30_000,
  )
})

describe('a feed that encodes its text twice (Yahoo News)', () => {
  const titles = () => parseFeed(YAHOO_NEWS_FEED).map((item) => item.title)

  it('reads the titles as the site shows them: the references left by the first decoding decoded once more', () => {
    expect(titles().slice(0, 2)).toEqual([
      "San Francisco's DA race heats up as challengers line up",
      '"We\u2019re not done": students & staff rally for the library',
    ])
  })

  it('decodes only character references, once: markup stays text, an unknown name or no character stays as written', () => {
    expect(titles()[2]).toBe('Why <b> tags &amp; AT&T; R&D show up in titles &#0; &#xD800;')
  })

  it('keeps its links, dates and the items of a feed encoded once as they were', () => {
    expect(parseFeed(YAHOO_NEWS_FEED)[0]).toEqual({
      title: "San Francisco's DA race heats up as challengers line up",
      url: 'https://www.yahoo.com/news/san-francisco-da-race-heats-231504123.html',
      publishedAt: '2026-12-04T23:15:04.000Z',
    })
    expect(parseFeed(RSS_FEED).map((item) => item.title)).toEqual([
      'Demo University opens a new engineering laboratory',
      'Students win the <national> debate cup & more',
      'Dean\u2019s lecture draws & delights "hundreds" \u2014 again',
      'Library extends its opening hours',
    ])
  })
})

describe('documents that declare markup', () => {
  it.each([
    ['a billion-laughs document', BILLION_LAUGHS_FEED],
    ['a DOCTYPE with an external entity', EXTERNAL_ENTITY_FEED],
    ['a declaration outside the DOCTYPE', '<?xml version="1.0"?><!ENTITY x "y"><rss version="2.0"/>'],
    [
      'a DOCTYPE after a comment that quotes one',
      '<!-- <!DOCTYPE x> --><!DOCTYPE rss [<!ENTITY a "b">]><rss/>',
    ],
  ])('refuses %s with its message', (_case, xml) => {
    expect(refusal(() => parseFeed(xml))).toEqual({ status: 502, message: T.declarations })
  })

  it('reads a DOCTYPE that only names a DTD, as RSS 0.91 feeds carry (the DTD is never fetched)', () => {
    expect(parseFeed(RSS_091_FEED)).toEqual([
      { title: 'Caf\u00e9 reopens', url: 'https://old.example/cafe', publishedAt: '' },
    ])
  })
})

describe('the feed’s encoding', () => {
  const titles = (bytes: Buffer, contentType?: string) =>
    parseFeed(decodeFeed(bytes, contentType)).map((item) => item.title)

  it('reads a feed declared Windows-1252 in its XML declaration: curly quotes, dash and accents', () => {
    const feed = windows1252Feed('windows-1252')
    expect(titles(feed.bytes, 'application/rss+xml')).toEqual(feed.titles)
  })

  it('reads a feed labelled ISO-8859-1 as Windows-1252, from its declaration or its Content-Type', () => {
    const declared = windows1252Feed('ISO-8859-1')
    expect(titles(declared.bytes)).toEqual(declared.titles)
    const undeclared = windows1252Feed(null)
    expect(titles(undeclared.bytes, 'text/xml; charset="iso-8859-1"')).toEqual(undeclared.titles)
  })

  it('takes the Content-Type’s charset over the declaration, and a byte-order mark over both', () => {
    const feed = windows1252Feed('UTF-8')
    expect(titles(feed.bytes, 'text/xml; charset=windows-1252')).toEqual(feed.titles)
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<?xml version="1.0"?><rss/>')])
    expect(decodeFeed(utf8, 'text/xml; charset=windows-1252')).toBe('<?xml version="1.0"?><rss/>')
  })

  it('reads UTF-8 when nothing says otherwise, and when the named encoding is unknown', () => {
    const text = '<rss><channel><item><title>Caf\u00e9 \u201Cdays\u201D</title></item></channel></rss>'
    expect(decodeFeed(Buffer.from(text))).toBe(text)
    expect(decodeFeed(Buffer.from(text), 'text/xml; charset=x-unknown')).toBe(text)
  })
})
