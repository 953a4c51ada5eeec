import { RICH_TEXT_MAX_DEPTH } from '../../shared/rules/rich-text'
import { RICH_HTML } from '../../shared/rules/public-http'
import { escapeHtml, wellFormedText } from '../../shared/html-text'

// Issue 46: the reader's form of stored rich text (rules/rich-text.ts, Slate's JSON as a string): safe,
// semantic HTML. Every value is read as unknown (older rows and imports never passed richTextProblem), every
// text is escaped, and only the editor's elements come out, each where HTML allows it, so what a site inserts
// as it is cannot run anything or break its page's structure.

export interface RichHtmlOptions {
  /**
   * The site's own origins (`https://www.example.edu`): links to them are the site's own; every other
   * http(s) link leaves the site and carries `rel="external noopener"`. None: every http(s) link leaves it.
   */
  siteOrigins?: readonly string[]
}

/** Safe HTML for a stored rich-text value (an empty string for an empty or unreadable one). */
export function richTextHtml(stored: string | null | undefined, options: RichHtmlOptions = {}): string {
  if (!stored || stored.trim() === '') return ''
  const document = readDocument(stored)
  if (document === 'not json') return legacyHtml(stored)
  if (document === null) return ''
  const writer = new Writer(new Set((options.siteOrigins ?? []).map(originOf).filter(Boolean)))
  writer.flow(document, 0)
  return writer.html()
}

/** The stored document's top-level nodes; 'not json' for text from before the editor; null for other JSON. */
function readDocument(stored: string): unknown[] | null | 'not json' {
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return 'not json'
  }
  if (Array.isArray(value)) return value
  // A JSON string or number is text someone typed ("2024", "\"quoted\""), not a broken document.
  return typeof value === 'object' ? null : 'not json'
}

type Attributes = Record<string, string | undefined>
type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (node: Node): boolean => typeof node.text === 'string'
const childrenOf = (node: Node): unknown[] => (Array.isArray(node.children) ? node.children : [])

/** Heading N of the editor is drawn one level down (rules HEADING_TYPES): the page's title is its h1. */
const HEADINGS: Record<string, string> = {
  'heading-one': 'h2',
  'heading-two': 'h3',
  'heading-three': 'h4',
  'heading-four': 'h5',
  'heading-five': 'h6',
  'heading-six': 'h6',
}
const PHRASING_BLOCKS: Record<string, string> = { paragraph: 'p', ...HEADINGS }
const LISTS: Record<string, string> = { 'bulleted-list': 'ul', 'numbered-list': 'ol' }

/** Types whose children HTML lets hold both text and blocks. */
const FLOW_BLOCKS: Record<string, string> = { 'block-quote': 'blockquote' }

/** Text as it may stand in HTML: valid Unicode, no controls, escaped; a soft line break as <br>. */
export function safeText(text: string): string {
  return escapeHtml(wellFormedText(text)).replace(/\r\n?/g, '\n').replace(/\n/g, '<br>')
}

function originOf(address: string): string {
  try {
    return new URL(address).origin
  } catch {
    return ''
  }
}

/** Walks a document once, writing HTML into parts; depth counts elements as RICH_TEXT_MAX_DEPTH does. */
class Writer {
  private readonly parts: string[] = []

  constructor(private readonly siteOrigins: ReadonlySet<string>) {}

  html(): string {
    return this.parts.join('')
  }

  /** Children where HTML takes blocks and text alike; runs of text at the top level become paragraphs. */
  flow(nodes: readonly unknown[], depth: number, wrapText = depth === 0): void {
    let inlineRun: Node[] = []
    const endRun = () => {
      if (inlineRun.length === 0) return
      const run = inlineRun
      if (wrapText) this.element('p', {}, () => this.phrasing(run, depth), true)
      else this.phrasing(run, depth)
      inlineRun = []
    }
    for (const node of nodes) {
      if (!isNode(node)) continue
      if (isText(node) || node.type === 'link') {
        inlineRun.push(node)
        continue
      }
      endRun()
      this.block(node, depth + 1, wrapText)
    }
    endRun()
  }

  private block(node: Node, depth: number, wrapText: boolean): void {
    const type = typeof node.type === 'string' ? node.type : ''
    if (depth > RICH_TEXT_MAX_DEPTH) return this.element('p', {}, () => this.plain(node), true)
    const attributes = { class: alignClass(node.align) }
    const phrasingTag = PHRASING_BLOCKS[type] ?? (type === 'list-item' ? 'p' : undefined)
    if (phrasingTag)
      return this.element(phrasingTag, attributes, () => this.phrasing(childrenOf(node), depth), true)
    const listTag = LISTS[type]
    if (listTag) return this.element(listTag, attributes, () => this.listItems(childrenOf(node), depth), true)
    const flowTag = FLOW_BLOCKS[type]
    if (flowTag) return this.element(flowTag, attributes, () => this.flow(childrenOf(node), depth), true)
    // An element the editor does not make: its content, without a tag of its own.
    this.flow(childrenOf(node), depth, wrapText)
  }

  /** A list's children, each an <li> (anything else the list holds is put in one). */
  private listItems(nodes: readonly unknown[], depth: number): void {
    for (const node of nodes) {
      if (!isNode(node)) continue
      const itemDepth = depth + 1
      if (itemDepth > RICH_TEXT_MAX_DEPTH) {
        this.element('li', {}, () => this.plain(node), true)
        continue
      }
      const isItem = node.type === 'list-item'
      const attributes = isItem ? { class: alignClass(node.align) } : {}
      this.element('li', attributes, () => this.flow(isItem ? childrenOf(node) : [node], itemDepth), true)
    }
  }

  /** Children where HTML takes only text (a paragraph, a heading, a link): blocks give their text. */
  private phrasing(nodes: readonly unknown[], depth: number, insideLink = false): void {
    for (const node of nodes) {
      if (!isNode(node)) continue
      if (isText(node)) this.text(node)
      else if (depth + 1 > RICH_TEXT_MAX_DEPTH) this.plain(node)
      else if (node.type === 'link' && !insideLink) this.link(node, depth + 1)
      else this.phrasing(childrenOf(node), depth + 1, insideLink)
    }
  }

  private link(node: Node, depth: number): void {
    const href = linkAddress(node.url)
    if (href === null) return this.phrasing(childrenOf(node), depth, true)
    const leaves = /^https?:/.test(href) && !this.siteOrigins.has(originOf(href))
    this.element(
      'a',
      { href, rel: leaves ? RICH_HTML.externalRel : undefined },
      () => this.phrasing(childrenOf(node), depth, true),
      true,
    )
  }

  private text(node: Node): void {
    let html = safeText(node.text as string)
    if (html === '') return
    if (node.underline === true) html = `<u>${html}</u>`
    if (node.italic === true) html = `<em>${html}</em>`
    if (node.bold === true) html = `<strong>${html}</strong>`
    this.parts.push(html)
  }

  /** The text of a subtree too deep to draw, read without recursion however deep it is. */
  private plain(node: Node): void {
    const stack: unknown[] = [node]
    const texts: string[] = []
    while (stack.length > 0) {
      const next = stack.pop()
      if (!isNode(next)) continue
      if (isText(next)) texts.push(next.text as string)
      else {
        const children = childrenOf(next)
        for (let i = children.length - 1; i >= 0; i--) stack.push(children[i])
      }
    }
    this.parts.push(safeText(texts.join('')))
  }

  /** An element with its attributes; a block left with no text at all is dropped (an empty editor line). */
  private element(tag: string, attributes: Attributes, content: () => void, dropWhenEmpty = false): void {
    const start = this.parts.length
    this.parts.push(`<${tag}${attributeText(attributes)}>`)
    const contentStart = this.parts.length
    content()
    if (dropWhenEmpty && this.parts.slice(contentStart).every((part) => part === '')) {
      this.parts.length = start
      return
    }
    this.parts.push(`</${tag}>`)
  }
}

function attributeText(attributes: Attributes): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')
}

function alignClass(align: unknown): string | undefined {
  return typeof align === 'string' && Object.hasOwn(RICH_HTML.alignClass, align)
    ? RICH_HTML.alignClass[align as keyof typeof RICH_HTML.alignClass]
    : undefined
}

/** The link's address as the browser would read it, when it is http(s), mailto or tel; else null (text). */
export function linkAddress(url: unknown): string | null {
  if (typeof url !== 'string') return null
  try {
    const parsed = new URL(url.trim())
    return (RICH_HTML.linkProtocols as readonly string[]).includes(parsed.protocol) ? parsed.href : null
  } catch {
    return null
  }
}

/**
 * Text stored before the editor (the old console's plain text or HTML): its words only, never its markup,
 * as paragraphs (a blank line or a block tag ends one; a single line break stays a <br>). Markup from the
 * old console is not trusted as HTML; re-saving the record in the editor gives it its structure back.
 */
function legacyHtml(stored: string): string {
  const text = looksLikeHtml(stored) ? htmlToText(stored) : stored
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${safeText(paragraph)}</p>`)
    .join('')
}

const looksLikeHtml = (text: string): boolean => /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>|&#?\w+;/i.test(text)

const BLOCK_TAG =
  /<\/?(p|div|h[1-6]|ul|ol|li|blockquote|table|tr|section|article|header|footer|pre)\b[^>]*>/gi

function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template|iframe|object|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
      .replace(/<!--[\s\S]*?(-->|$)/g, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(BLOCK_TAG, '\n\n')
      .replace(/<[^>]*>?/g, '')
      .replace(/[ \t]+/g, ' '),
  )
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  copy: '©',
  reg: '®',
  trade: '™',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  ccedil: 'ç',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : '\uFFFD'
  })
}
