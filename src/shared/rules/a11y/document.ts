import { isBlank } from '../forms'
import { parseRichText, type RichNode } from '../rich-text'
import type { Path } from './rule'

// One walk of a rich-text document, into the facts the rules read: its blocks of text, its links and its
// justified elements, each with its path. The rules then look at these lists only, so a document is walked
// once per check however many rules there are.

/**
 * Heading levels by the editor's block names. The editor makes one and two today; the rest are named so a
 * document with deeper headings (another editor, a later toolbar) is read the same way.
 */
export const HEADING_LEVELS: Readonly<Record<string, number>> = {
  'heading-one': 1,
  'heading-two': 2,
  'heading-three': 3,
  'heading-four': 4,
  'heading-five': 5,
  'heading-six': 6,
}

/** An element that holds text itself (a paragraph, heading, list item, quote). */
export interface TextBlock {
  path: Path
  type: string
  /** 1 to 6 for a heading, else null. */
  heading: number | null
  /** Its own text, links included, nested blocks not. */
  text: string
  /** It has text, and every piece of it is bold. */
  allBold: boolean
  /** The first underlined text outside a link, if any. */
  underline: { path: Path; text: string } | null
}

export interface DocumentLink {
  path: Path
  text: string
  url: string
}

export interface DocumentFacts {
  field: string
  /** In reading order. */
  blocks: readonly TextBlock[]
  links: readonly DocumentLink[]
  /** Justified elements, the outermost of each justified run of the tree. */
  justified: readonly Path[]
}

type Loose = Record<string, unknown>

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isLeaf = (node: Loose) => typeof node.text === 'string'
const isElement = (node: Loose) => Array.isArray(node.children)
const isInline = (node: Loose) => isLeaf(node) || node.type === 'link'

interface Walk {
  blocks: TextBlock[]
  links: DocumentLink[]
  justified: Path[]
}

/** A block's inline content: its text and its marks, and its links into the walk. */
class BlockReader {
  text = ''
  private sawText = false
  private bold = true
  underline: TextBlock['underline'] = null

  constructor(private readonly walk: Walk) {}

  /** A leaf at `parent`'s child `index` (its path is made only if a rule will name it). */
  leaf(node: Loose, parent: Path, index: number, inLink: boolean): string {
    const text = node.text as string
    this.text += text
    if (isBlank(text)) return text
    this.sawText = true
    if (node.bold !== true) this.bold = false
    if (!inLink && node.underline === true && !this.underline)
      this.underline = { path: [...parent, index], text }
    return text
  }

  /** Records a link of the block, with its text. */
  link(node: Loose, path: Path): void {
    const link: DocumentLink = { path, text: '', url: typeof node.url === 'string' ? node.url : '' }
    this.walk.links.push(link)
    link.text = this.inline(node)
  }

  /** The text inside a link: its leaves, and those of anything the editor should not have put in it. */
  private inline(node: Loose): string {
    let text = ''
    for (const child of isElement(node) ? (node.children as unknown[]) : [])
      if (isObject(child)) text += isLeaf(child) ? this.leaf(child, [], 0, true) : this.inline(child)
    return text
  }

  get allBold(): boolean {
    return this.sawText && this.bold
  }
}

function readBlock(node: Loose, type: string, path: Path, walk: Walk): TextBlock {
  const reader = new BlockReader(walk)
  if (type === 'link') reader.link(node, path)
  else
    (node.children as unknown[]).forEach((child, i) => {
      if (!isObject(child)) return
      if (isLeaf(child)) reader.leaf(child, path, i, false)
      else if (child.type === 'link') reader.link(child, [...path, i])
    })
  const heading = HEADING_LEVELS[type] ?? null
  return { path, type, heading, text: reader.text, allBold: reader.allBold, underline: reader.underline }
}

/** An element, then the elements inside it: reading order. */
function visit(node: Loose, path: Path, walk: Walk, inJustified: boolean): void {
  const justified = node.align === 'justify'
  if (justified && !inJustified) walk.justified.push(path)
  const type = typeof node.type === 'string' ? node.type : 'paragraph'
  const children = node.children as unknown[]
  if (type === 'link' || children.some((child) => isObject(child) && isInline(child)))
    walk.blocks.push(readBlock(node, type, path, walk))
  children.forEach((child, i) => {
    if (isObject(child) && isElement(child) && child.type !== 'link')
      visit(child, [...path, i], walk, inJustified || justified)
  })
}

/** The facts of one document: stored JSON (parsed here) or the editor's value as it stands. */
export function readDocument(field: string, value: string | readonly RichNode[]): DocumentFacts {
  const nodes: readonly unknown[] = typeof value === 'string' ? parseRichText(value) : value
  const walk: Walk = { blocks: [], links: [], justified: [] }
  nodes.forEach((node, i) => {
    if (isObject(node) && isElement(node)) visit(node, [i], walk, false)
  })
  return { field, ...walk }
}
