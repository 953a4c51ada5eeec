import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// News feeds as real sites serve them, for the media-coverage import's tests: RSS 2.0, Atom, a news
// aggregator's RSS, CDATA and entity titles, an item without a date, a single-item feed, and the broken
// answers (not XML, an HTTP error, too large, too slow, redirects), served on loopback by the test.

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

/** Over the server's 2 MB cap. */
export const HUGE_FEED = `<?xml version="1.0"?><rss version="2.0"><channel>${'<item><title>x</title></item>'.repeat(120_000)}</channel></rss>`

export interface FeedServer {
  origin: string
  url(path: string): string
  close(): Promise<void>
}

/** Answers each path as a feed site would; `/slow` never answers, `/redirect?to=` redirects. */
export async function startFeedServer(): Promise<FeedServer> {
  const feeds: Record<string, string> = {
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
    response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(feed)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    url: (path) => `${origin}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
