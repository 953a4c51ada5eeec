// The stored form of rich text (SPEC §3: serialized editor content): Slate's JSON, as a string. Pure
// functions over plain data, so the form checks (rules), the server and the editor read it alike; the
// editor (renderer) ties these types to Slate's.

export type Align = 'left' | 'center' | 'right' | 'justify'
export type BlockType =
  | 'paragraph'
  | 'heading-one'
  | 'heading-two'
  | 'block-quote'
  | 'bulleted-list'
  | 'numbered-list'
  | 'list-item'

export type Text = { text: string; bold?: boolean; italic?: boolean; underline?: boolean }
export type LinkElement = { type: 'link'; url: string; children: Text[] }
export type BlockElement = { type: BlockType; align?: Align; children: (BlockElement | LinkElement | Text)[] }
export type Element = BlockElement | LinkElement
export type RichNode = Element | Text

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
  return parseRichText(stored).every((node) => plainText(node).trim() === '')
}

export function richTextToPlain(stored: string | null | undefined): string {
  return parseRichText(stored).map(plainText).join('\n')
}
