import { isBlank } from './forms'

// The stored form of rich text (SPEC §3: serialized editor content): Slate's JSON, as a string. Pure
// functions over plain data, so the form checks (rules), the server and the editor read it alike; the
// editor (renderer) ties these types to Slate's.

export type Align = 'left' | 'center' | 'right' | 'justify'
export type BlockType =
  | 'paragraph'
  | 'heading-one'
  | 'heading-two'
  | 'heading-three'
  | 'heading-four'
  | 'heading-five'
  | 'heading-six'
  | 'block-quote'
  | 'bulleted-list'
  | 'numbered-list'
  | 'list-item'

export type Text = { text: string; bold?: boolean; italic?: boolean; underline?: boolean }
export type LinkElement = { type: 'link'; url: string; children: Text[] }
export type BlockElement = { type: BlockType; align?: Align; children: (BlockElement | LinkElement | Text)[] }
export type Element = BlockElement | LinkElement
export type RichNode = Element | Text

/**
 * The editor's headings, level by level (issue 27: all six, so a section can have sub-sections). The public
 * page's title is its first heading, so the editor draws Heading N one level down (capped at h6).
 */
export const HEADING_TYPES = [
  'heading-one',
  'heading-two',
  'heading-three',
  'heading-four',
  'heading-five',
  'heading-six',
] as const satisfies readonly BlockType[]

const BLOCK_TYPES: readonly string[] = [
  'paragraph',
  'heading-one',
  'heading-two',
  'heading-three',
  'heading-four',
  'heading-five',
  'heading-six',
  'block-quote',
  'bulleted-list',
  'numbered-list',
  'list-item',
] satisfies BlockType[]
const ALIGNS: readonly string[] = ['left', 'center', 'right', 'justify'] satisfies Align[]
const MARKS = ['bold', 'italic', 'underline'] as const
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:']

/** Said when stored rich text is not a document of the editor (server 400, with the field's name). */
export const RICH_TEXT_INVALID = 'must be rich text made by the editor'

/**
 * The deepest nesting of elements the server takes: a document's block is 1, a list item in a list 2, a link
 * in it 3, a list inside that item 4, and so on. The editor makes a few levels; hundreds would only cost the
 * server and the public site a deep walk.
 */
export const RICH_TEXT_MAX_DEPTH = 10
export const RICH_TEXT_TOO_DEEP = `must not nest more than ${RICH_TEXT_MAX_DEPTH} levels`

export const emptyDocument = (): RichNode[] => [{ type: 'paragraph', children: [{ text: '' }] }]

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isNode(value: unknown): boolean {
  if (!isRecord(value)) return false
  if (typeof value.text === 'string') return true
  return typeof value.type === 'string' && Array.isArray(value.children) && value.children.every(isNode)
}

/** A document the editor can open: top-level elements, each a tree of elements and texts. */
function isDocument(value: unknown): value is RichNode[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((node) => isRecord(node) && Array.isArray(node.children) && isNode(node))
  )
}

/** Reads stored rich text. Text that is not our JSON (older content) becomes one paragraph of it. */
export function parseRichText(stored: string | null | undefined): RichNode[] {
  if (!stored) return emptyDocument()
  try {
    const value: unknown = JSON.parse(stored)
    if (isDocument(value)) return value
  } catch {
    // not JSON: plain text from elsewhere
  }
  return [{ type: 'paragraph', children: [{ text: stored }] }]
}

export const serializeRichText = (value: readonly RichNode[]): string => JSON.stringify(value)

function plainText(node: RichNode): string {
  return 'text' in node ? node.text : node.children.map((child) => plainText(child)).join('')
}

/** Is there anything but white space? An empty editor counts as empty for the "Please enter ..." checks. */
export function isRichTextEmpty(stored: string | null | undefined): boolean {
  return parseRichText(stored).every((node) => isBlank(plainText(node)))
}

export function richTextToPlain(stored: string | null | undefined): string {
  return parseRichText(stored).map(plainText).join('\n')
}

const hasOnly = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key))

function isLinkAddress(url: unknown): boolean {
  if (typeof url !== 'string') return false
  try {
    return LINK_PROTOCOLS.includes(new URL(url).protocol)
  } catch {
    return false
  }
}

function isTextNode(value: Record<string, unknown>): boolean {
  return (
    typeof value.text === 'string' &&
    hasOnly(value, ['text', ...MARKS]) &&
    MARKS.every((mark) => value[mark] === undefined || typeof value[mark] === 'boolean')
  )
}

/** A node exactly as the editor makes it: known types, marks and alignments, nothing else. */
function isEditorNode(value: unknown, insideLink = false): boolean {
  if (!isRecord(value)) return false
  if ('text' in value) return isTextNode(value)
  if (!Array.isArray(value.children) || value.children.length === 0) return false
  if (value.type === 'link')
    return (
      !insideLink &&
      hasOnly(value, ['type', 'url', 'children']) &&
      isLinkAddress(value.url) &&
      value.children.every((child) => isEditorNode(child, true))
    )
  return (
    !insideLink &&
    typeof value.type === 'string' &&
    BLOCK_TYPES.includes(value.type) &&
    hasOnly(value, ['type', 'align', 'children']) &&
    (value.align === undefined || (typeof value.align === 'string' && ALIGNS.includes(value.align))) &&
    value.children.every((child) => isEditorNode(child))
  )
}

/** Whether no element lies deeper than RICH_TEXT_MAX_DEPTH; walked without recursion, however deep. */
function withinDepth(document: unknown[]): boolean {
  let level: unknown[] = document
  for (let depth = 1; level.length > 0; depth++) {
    const elements = level.filter((node) => isRecord(node) && Array.isArray(node.children))
    if (elements.length > 0 && depth > RICH_TEXT_MAX_DEPTH) return false
    level = elements.flatMap((node) => (node as { children: unknown[] }).children)
  }
  return true
}

/**
 * What is wrong with stored rich text, or null when it is what the editor stores: its JSON with only the
 * editor's node types, marks, alignments and http(s)/mailto links, nested at most RICH_TEXT_MAX_DEPTH
 * levels, or nothing at all ('' or '[]'). Checked by the server before anything is stored, so what the
 * public site reads was made by the editor (no markup, no script address, no unknown attribute).
 */
export function richTextProblem(stored: string): string | null {
  if (stored === '') return null
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return RICH_TEXT_INVALID
  }
  if (!Array.isArray(value)) return RICH_TEXT_INVALID
  if (!withinDepth(value)) return RICH_TEXT_TOO_DEEP
  const isEditors = value.every((node) => isRecord(node) && !('text' in node) && isEditorNode(node))
  return isEditors ? null : RICH_TEXT_INVALID
}
