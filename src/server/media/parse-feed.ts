import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { MediaItem } from '../../shared/contract/media'
import { MEDIA_FEED_TEXT as T } from '../../shared/rules/media'
import { HttpError } from '../errors'
import { decodeLeftReferences } from './references'

// Reading a news feed's items (SPEC §3 "Media-coverage item": title, url, publishedAt) with an XML
// parser, never with patterns: RSS 2.0 (`channel/item`: title, link, pubDate in RFC 822), RSS 1.0
// (`rdf:RDF/item`, dc:date), Atom (`feed/entry`: title, link[@href], published or updated), and the news
// aggregators' RSS (titles ending ' - Source Name', links that are the aggregator's redirect addresses,
// kept as given). CDATA titles and HTML entities are read as text, and a title's references left by a feed
// that encodes twice are decoded once more (references.ts); an item without a date has ''.
//
// Safety: what makes XML dangerous to read is what a document declares itself in a DOCTYPE's internal
// subset: entities that expand a billion-fold ("billion laughs") or name a file or address (XXE). Such a
// document is refused before any parser reads it (`declaresMarkup`). Without declarations, references
// are character references and the predefined or HTML entities, each replaced by a character or two: a
// feed may hold any number of them (publishers' descriptions hold thousands) within the size cap.

/** The most items one feed answers (and one save accepts). */
export const MAX_FEED_ITEMS = 500

const LISTS = new Set(['rss.channel.item', 'rdf:RDF.item', 'feed.entry', 'feed.entry.link'])

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Every value as text: a title of digits stays a title, a date stays as written.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
  // Declarations never reach the parser (declaresMarkup); should one, what it expands to stays small. No
  // count of expansions: it would count every character reference.
  processEntities: { enabled: true, maxEntityCount: 20, maxEntitySize: 1000, maxExpandedLength: 100_000 },
  isArray: (_name, path) => LISTS.has(String(path)),
})

type Node = Record<string, unknown>
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null

/** The text of an element: plain, or `#text` when it has attributes (Atom's `<title type="html">`). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return textOf(value[0])
  if (isNode(value)) return textOf(value['#text'])
  return ''
}

function httpUrl(text: string): string | null {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}

/** ISO 8601 when the feed's date reads as one (RFC 822 or ISO), else the feed's own text, else ''. */
function dateOf(text: string): string {
  if (!text) return ''
  const time = Date.parse(text)
  return Number.isNaN(time) ? text.slice(0, 100) : new Date(time).toISOString()
}

/** Atom's link: the `alternate` one (or the one with no rel), else the first. */
function atomLink(links: unknown): string {
  const list = (Array.isArray(links) ? links : [links]).filter(isNode)
  const chosen = list.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? list[0]
  return chosen ? textOf(chosen['@_href']) : ''
}

interface RawItem {
  title: string
  link: string
  date: string
}

function rssItem(item: Node): RawItem {
  const guid = item.guid
  const permalink = isNode(guid) && guid['@_isPermaLink'] === 'false' ? '' : textOf(guid)
  return {
    title: textOf(item.title),
    link: textOf(item.link) || permalink,
    date: textOf(item.pubDate) || textOf(item['dc:date']),
  }
}

const atomEntry = (entry: Node): RawItem => ({
  title: textOf(entry.title),
  link: atomLink(entry.link),
  date: textOf(entry.published) || textOf(entry.updated),
})

function rawItems(document: Node): RawItem[] | null {
  const rss = document.rss
  if (isNode(rss)) {
    const channel = Array.isArray(rss.channel) ? rss.channel[0] : rss.channel
    return isNode(channel) ? ((channel.item as Node[] | undefined) ?? []).map(rssItem) : []
  }
  const rdf = document['rdf:RDF']
  if (isNode(rdf)) return ((rdf.item as Node[] | undefined) ?? []).map(rssItem)
  const feed = document.feed
  if (isNode(feed)) return ((feed.entry as Node[] | undefined) ?? []).map(atomEntry)
  return null
}

const skipTo = (text: string, end: string, from: number) => {
  const at = text.indexOf(end, from)
  return at === -1 ? text.length : at + end.length
}

/** The end of a DOCTYPE's opening part: its `>`, or the `[` of an internal subset; quoted text skipped. */
function doctypeEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const char = text[i]
    if (char === '"' || char === "'") i = skipTo(text, char, i + 1) - 1
    else if (char === '>' || char === '[') return i
  }
  return text.length
}

/**
 * Whether the document declares anything itself: a DOCTYPE with an internal subset (`<!DOCTYPE rss [ … ]>`,
 * where entities are declared) or any other `<!` declaration. Comments, CDATA sections (an article quoting
 * `<!DOCTYPE html>`) and processing instructions are passed over; a DOCTYPE that only names a DTD, as
 * RSS 0.91 feeds carry, declares nothing here, and no DTD is ever fetched.
 */
export function declaresMarkup(text: string): boolean {
  let i = text.indexOf('<')
  while (i !== -1 && i < text.length) {
    if (text.startsWith('<!--', i)) i = skipTo(text, '-->', i + 4)
    else if (text.startsWith('<![CDATA[', i)) i = skipTo(text, ']]>', i + 9)
    else if (text.startsWith('<?', i)) i = skipTo(text, '?>', i + 2)
    else if (text.startsWith('<!DOCTYPE', i)) {
      const end = doctypeEnd(text, i + 9)
      if (text[end] === '[') return true
      i = end
    } else if (text.startsWith('<!', i)) return true
    else i++
    i = text.indexOf('<', i)
  }
  return false
}

/**
 * The feed's items that can be saved (a title and an http(s) link), at most MAX_FEED_ITEMS. Throws
 * HttpError 502 with the screen's message for text that is not XML, declares markup, or is not a feed.
 */
export function parseFeed(text: string): MediaItem[] {
  if (declaresMarkup(text)) throw new HttpError(502, T.declarations)
  if (!text.trim() || XMLValidator.validate(text) !== true) throw new HttpError(502, T.notXml)
  let document: unknown
  try {
    document = parser.parse(text)
  } catch {
    throw new HttpError(502, T.notXml)
  }
  const items = isNode(document) ? rawItems(document) : null
  if (!items) throw new HttpError(502, T.notFeed)
  const read: MediaItem[] = []
  for (const item of items) {
    const url = httpUrl(item.link)
    const title = decodeLeftReferences(item.title)
    const parsed = MediaItem.safeParse({ title, url, publishedAt: dateOf(item.date) })
    if (parsed.success) read.push(parsed.data)
    if (read.length === MAX_FEED_ITEMS) break
  }
  return read
}
