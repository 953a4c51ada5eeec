import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// News feeds as real sites serve them, for the media-coverage import's tests: RSS 2.0, Atom, a news
// aggregator's RSS, CDATA and entity titles, an item without a date, a single-item feed, a big publisher's
// feed (generated), Windows-1252 and Latin-1 feeds, and the broken or hostile answers (not XML, an HTTP
// error, too large, too slow, redirects, declared entities), served on loopback by the test.

export const RSS_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Campus Times</title>
    <link>https://campustimes.example.com/</link>
    <item>
      <title>Demo University opens a new engineering laboratory</title>
      <link>https://campustimes.example.com/2026/11/engineering-lab</link>
      <pubDate>Tue, 17 Nov 2026 09:30:00 GMT</pubDate>
    </item>
    <item>
      <title><![CDATA[Students win the <national> debate cup & more]]></title>
      <link>https://campustimes.example.com/2026/11/debate-cup</link>
      <pubDate>Mon, 16 Nov 2026 14:00:00 +0100</pubDate>
    </item>
    <item>
      <title>Dean&#8217;s lecture draws &amp; delights &quot;hundreds&quot; &mdash; again</title>
      <link>https://campustimes.example.com/2026/11/deans-lecture</link>
      <pubDate>Sun, 15 Nov 2026 08:00:00 GMT</pubDate>
    </item>
    <item>
      <title>Library extends its opening hours</title>
      <link>https://campustimes.example.com/2026/11/library-hours</link>
    </item>
    <item>
      <title>An item whose link is not a web address</title>
      <link>javascript:alert(1)</link>
    </item>
  </channel>
</rss>`

/**
 * Yahoo News's RSS as it is served: its titles' text encoded twice (`&amp;#39;` for an apostrophe, so one
 * XML decoding leaves `&#39;`), ISO dates in pubDate, a source per item and media:content thumbnails.
 * The last items hold what a second decoding must leave alone or decode only once.
 */
export const YAHOO_NEWS_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:media="http://search.yahoo.com/mrss/" version="2.0">
  <channel>
    <title>Yahoo News - Latest News &amp; Headlines</title>
    <link>https://www.yahoo.com/news</link>
    <description>The latest news and headlines from Yahoo! News. Get breaking news stories and in-depth coverage with videos and photos.</description>
    <language>en-US</language>
    <copyright>Copyright (c) 2026 Yahoo! Inc. All rights reserved</copyright>
    <pubDate>Fri, 04 Dec 2026 18:21:07 -0500</pubDate>
    <ttl>5</ttl>
    <image>
      <title>Yahoo News - Latest News &amp; Headlines</title>
      <link>https://www.yahoo.com/news</link>
      <url>http://l.yimg.com/rz/d/yahoo_news_en-US_s_f_p_168x21_news.png</url>
    </image>
    <item>
      <title>San Francisco&amp;#39;s DA race heats up as challengers line up</title>
      <link>https://www.yahoo.com/news/san-francisco-da-race-heats-231504123.html</link>
      <pubDate>2026-12-04T23:15:04Z</pubDate>
      <source url="https://www.sfchronicle.com/">San Francisco Chronicle</source>
      <guid isPermaLink="false">san-francisco-da-race-heats-231504123.html</guid>
      <media:content height="86" url="https://media.zenfs.com/en/sf_chronicle_articles_617/9c0a2b.jpg" width="130"/>
      <media:credit role="publishing company"/>
    </item>
    <item>
      <title>&amp;quot;We&amp;#x2019;re not done&amp;quot;: students &amp;amp; staff rally for the library</title>
      <link>https://www.yahoo.com/news/not-done-students-staff-rally-221000456.html</link>
      <pubDate>2026-12-04T22:10:00Z</pubDate>
      <source url="https://apnews.com/">Associated Press</source>
      <guid isPermaLink="false">not-done-students-staff-rally-221000456.html</guid>
    </item>
    <item>
      <title>Why &amp;lt;b&amp;gt; tags &amp;amp;amp; AT&amp;T; R&amp;D show up in titles &amp;#0; &amp;#xD800;</title>
      <link>https://www.yahoo.com/news/why-tags-show-up-in-titles-210000789.html</link>
      <pubDate>2026-12-04T21:00:00Z</pubDate>
      <source url="https://www.theverge.com/">The Verge</source>
      <guid isPermaLink="false">why-tags-show-up-in-titles-210000789.html</guid>
    </item>
  </channel>
</rss>`

export const ATOM_FEED = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Science Daily Wire</title>
  <updated>2026-11-18T10:00:00Z</updated>
  <entry>
    <title type="html">Researchers at Demo University map the river basin</title>
    <link rel="alternate" type="text/html" href="https://wire.example.org/river-basin"/>
    <link rel="enclosure" href="https://wire.example.org/river-basin.jpg"/>
    <id>tag:wire.example.org,2026:1</id>
    <published>2026-11-18T07:15:00Z</published>
    <updated>2026-11-18T09:00:00Z</updated>
  </entry>
  <entry>
    <title>Demo University joins the open-data alliance</title>
    <link href="https://wire.example.org/open-data"/>
    <id>tag:wire.example.org,2026:2</id>
    <updated>2026-11-12T12:00:00+01:00</updated>
  </entry>
</feed>`

export const AGGREGATOR_FEED = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<rss xmlns:media="http://search.yahoo.com/mrss/" version="2.0">
  <channel>
    <generator>NFE/5.0</generator>
    <title>"Demo University" - News</title>
    <link>https://news.aggregator.example/search?q=Demo+University</link>
    <item>
      <title>Demo University graduates 3,000 students - The Daily Ledger</title>
      <link>https://news.aggregator.example/rss/articles/CBMiVmh0dHBzOi8vZGFpbHktbGVkZ2Vy?oc=5</link>
      <guid isPermaLink="false">CBMiVmh0dHBzOi8vZGFpbHktbGVkZ2Vy</guid>
      <pubDate>Wed, 18 Nov 2026 06:00:00 GMT</pubDate>
      <description>&lt;a href="https://news.aggregator.example/rss/articles/CBMi"&gt;Demo University graduates&lt;/a&gt;</description>
      <source url="https://dailyledger.example.com">The Daily Ledger</source>
    </item>
    <item>
      <title>Vice-Chancellor speaks on research funding - Metro Radio</title>
      <link>https://news.aggregator.example/rss/articles/CBMiTWh0dHBzOi8vbWV0cm8tcmFkaW8?oc=5</link>
      <guid isPermaLink="false">CBMiTWh0dHBzOi8vbWV0cm8tcmFkaW8</guid>
      <pubDate>Tue, 17 Nov 2026 18:45:00 GMT</pubDate>
      <source url="https://metroradio.example.com">Metro Radio</source>
    </item>
  </channel>
</rss>`

export const SINGLE_ITEM_FEED = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>One</title>
<item><title>2026</title><link>http://one.example.net/only</link><pubDate>Thu, 19 Nov 2026 10:00:00 GMT</pubDate></item>
</channel></rss>`

export const MALFORMED_FEED = `<?xml version="1.0"?><rss version="2.0"><channel><item><title>Broken</item></channel>`

/** Well-formed XML that is no feed (an XHTML page). */
export const NOT_A_FEED = `<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Welcome</p></body></html>`

export const JSON_ANSWER = `{"items": [{"title": "Not XML"}]}`

/** Over the server's cap (MEDIA_FEED_MAX_MB): 9 MB of items. */
export const HUGE_FEED = `<?xml version="1.0"?><rss version="2.0"><channel>${'<item><title>x</title></item>'.repeat(320_000)}</channel></rss>`

export interface ExpectedItem {
  title: string
  url: string
  publishedAt: string
}

/** A feed the test wrote, with the items a reader must find in it. */
export interface GeneratedFeed {
  xml: string
  items: ExpectedItem[]
}

/** One paragraph of an article as RSS descriptions carry it: HTML, escaped, with typographic references. */
const ESCAPED_PARAGRAPH =
  '&lt;p&gt;The Vice&#8211;Chancellor&#8217;s address &amp; the Senate&#8217;s reply were read to ' +
  '&lt;a href=&quot;https://www.publisher.example/tag/campus?ref=rss&amp;amp;page=2&quot;&gt;' +
  '&#8220;a full hall&#8221;&lt;/a&gt; &#8212; students &amp; staff alike &#8230;&lt;/p&gt;'

/** The same paragraph in CDATA, as `content:encoded` carries it; the first article is a whole page. */
const PLAIN_PARAGRAPH = '<p>The Vice–Chancellor’s address &amp; the Senate’s reply.</p>'

/**
 * A feed in the shape of a big publisher's RSS 2.0, grown to about `bytes`: the media:, dc:, content: and
 * atom: namespaces; titles with character references (every third in CDATA); links with `&amp;` in their
 * query; descriptions of escaped HTML holding thousands of references; article HTML in CDATA; most items
 * dated by pubDate (RFC 822), every seventh only by dc:date (ISO 8601 with an offset).
 */
export function publisherFeed(itemCount: number, bytes: number): GeneratedFeed {
  const paragraphs = Math.max(1, Math.round(bytes / itemCount / (ESCAPED_PARAGRAPH.length + 90)))
  const description = ESCAPED_PARAGRAPH.repeat(paragraphs)
  const article = PLAIN_PARAGRAPH.repeat(paragraphs)
  const newest = Date.UTC(2026, 10, 24, 8, 0, 0)
  const items: ExpectedItem[] = []
  const xmlItems: string[] = []
  for (let n = 1; n <= itemCount; n++) {
    const time = newest - n * 3_600_000
    const byDcDate = n % 7 === 0
    const title =
      n % 3 === 0
        ? `<![CDATA[Story ${n}: ‘Open day’ & <more>]]>`
        : `Story ${n}: Dean&#8217;s &amp; students&#8217; &#x201C;day&#x201D; &#8212; &lt;live&gt;`
    const path = `https://www.publisher.example/news/2026/11/story-${n}`
    const dcDate = new Date(time + 3_600_000).toISOString().replace('.000Z', '+01:00')
    items.push({
      title:
        n % 3 === 0 ? `Story ${n}: ‘Open day’ & <more>` : `Story ${n}: Dean’s & students’ “day” — <live>`,
      url: `${path}?utm_source=rss&utm_medium=feed`,
      publishedAt: new Date(time).toISOString(),
    })
    xmlItems.push(`
    <item>
      <title>${title}</title>
      <link>${path}?utm_source=rss&amp;utm_medium=feed</link>
      <guid isPermaLink="true">${path}</guid>
      ${byDcDate ? `<dc:date>${dcDate}</dc:date>` : `<pubDate>${new Date(time).toUTCString()}</pubDate>`}
      <dc:creator><![CDATA[Adaeze Okafor & Tunde Bello]]></dc:creator>
      <category domain="https://www.publisher.example/section">Education</category>
      <category>Universities</category>
      <description>${description}</description>
      <content:encoded><![CDATA[${n === 1 ? `<!DOCTYPE html><html><body>${article}</body></html>` : article}]]></content:encoded>
      <media:content url="https://images.publisher.example/${n}/1200.jpg" type="image/jpeg" medium="image" width="1200" height="675">
        <media:credit scheme="urn:ebu">Photo: Publisher&#8217;s desk</media:credit>
        <media:description type="plain">A lecture hall &#8212; full.</media:description>
      </media:content>
      <media:thumbnail url="https://images.publisher.example/${n}/240.jpg" width="240" height="135"/>
    </item>`)
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>The National Publisher &#8211; Education</title>
    <link>https://www.publisher.example/education</link>
    <atom:link href="https://www.publisher.example/education/rss.xml" rel="self" type="application/rss+xml"/>
    <description>Education news &amp; analysis</description>
    <language>en-gb</language>
    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>
    <image><url>https://images.publisher.example/logo.png</url><title>The National Publisher</title><link>https://www.publisher.example/</link></image>${xmlItems.join('')}
  </channel>
</rss>`
  return { xml, items }
}

/** How many character and entity references a text holds. */
export const referenceCount = (text: string) => text.match(/&(#\d+|#x[\da-f]+|[a-z]+);/gi)?.length ?? 0

/** "Billion laughs": ten entities of ten of the one before, some 3 GB once expanded. */
export const BILLION_LAUGHS_FEED = `<?xml version="1.0"?>
<!DOCTYPE rss [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
  <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
  <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
  <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
  <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
  <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<rss version="2.0"><channel><title>Laughs</title>
<item><title>&lol9;</title><link>https://laughs.example/1</link></item>
</channel></rss>`

/** A DOCTYPE whose entity is a file of the server's (XXE). */
export const EXTERNAL_ENTITY_FEED = `<?xml version="1.0"?>
<!DOCTYPE rss [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<rss version="2.0"><channel><title>Files</title>
<item><title>&secret;</title><link>https://files.example/1</link></item>
</channel></rss>`

/** RSS 0.91 as Netscape defined it: a DOCTYPE naming a DTD (never fetched) and declaring nothing itself. */
export const RSS_091_FEED = `<?xml version="1.0" encoding="ISO-8859-1"?>
<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">
<rss version="0.91"><channel><title>Old wire</title><link>https://old.example/</link><description>Old</description>
<item><title>Caf&#233; reopens</title><link>https://old.example/cafe</link></item>
</channel></rss>`

/**
 * Windows-1252 bytes for a feed written in that encoding (curly quotes 0x93/0x94, apostrophe 0x92, dash
 * 0x96, e acute 0xE9), `declared` in its XML declaration or left for the Content-Type to say.
 */
export function windows1252Feed(declared: string | null): { bytes: Buffer; titles: string[] } {
  const titles = ['“Open day” at the Dean’s office – café open', 'Naïve résumés']
  const prolog = declared ? `<?xml version="1.0" encoding="${declared}"?>` : '<?xml version="1.0"?>'
  const xml = `${prolog}
<rss version="2.0"><channel><title>Regional Herald</title>
<item><title>${titles[0]}</title><link>https://herald.example/1</link><pubDate>Mon, 23 Nov 2026 10:00:00 GMT</pubDate></item>
<item><title>${titles[1]}</title><link>https://herald.example/2</link><pubDate>Sun, 22 Nov 2026 10:00:00 GMT</pubDate></item>
</channel></rss>`
  const bytes = Buffer.from([...xml].map((char) => CP1252_HIGH.get(char) ?? char.charCodeAt(0)))
  return { bytes, titles }
}

/** The characters Windows-1252 puts where Latin-1 has control codes, that the feed above uses. */
const CP1252_HIGH = new Map([
  ['‘', 0x91],
  ['’', 0x92],
  ['“', 0x93],
  ['”', 0x94],
  ['–', 0x96],
])

export interface FeedServer {
  origin: string
  url(path: string): string
  /** The publisher's feed served at `/publisher.xml`: 4 MB, as big publishers' feeds run. */
  publisher: GeneratedFeed
  close(): Promise<void>
}

const RSS_TYPE = 'application/rss+xml; charset=utf-8'

/** Answers each path as a feed site would; `/slow` never answers, `/redirect?to=` redirects. */
export async function startFeedServer(): Promise<FeedServer> {
  const publisher = publisherFeed(150, 4_000_000)
  const feeds: Record<string, string | { body: Buffer; type: string }> = {
    '/publisher.xml': publisher.xml,
    '/billion-laughs.xml': BILLION_LAUGHS_FEED,
    '/external-entity.xml': EXTERNAL_ENTITY_FEED,
    '/rss-091.xml': { body: Buffer.from(RSS_091_FEED, 'latin1'), type: 'text/xml' },
    '/windows-1252.xml': { body: windows1252Feed('windows-1252').bytes, type: 'application/rss+xml' },
    '/latin1-by-header.xml': { body: windows1252Feed(null).bytes, type: 'text/xml; charset=ISO-8859-1' },
    '/rss.xml': RSS_FEED,
    '/atom.xml': ATOM_FEED,
    '/aggregator.xml': AGGREGATOR_FEED,
    '/single.xml': SINGLE_ITEM_FEED,
    '/malformed.xml': MALFORMED_FEED,
    '/page.html': NOT_A_FEED,
    '/data.json': JSON_ANSWER,
    '/huge.xml': HUGE_FEED,
  }
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed.test')
    if (url.pathname === '/slow') return
    if (url.pathname === '/error') return void response.writeHead(500).end('Internal Server Error')
    if (url.pathname === '/redirect') {
      return void response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end()
    }
    const feed = feeds[url.pathname]
    if (feed === undefined) return void response.writeHead(404).end('Not found')
    if (typeof feed === 'string') return void response.writeHead(200, { 'content-type': RSS_TYPE }).end(feed)
    response.writeHead(200, { 'content-type': feed.type }).end(feed.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    url: (path) => `${origin}${path}`,
    publisher,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
