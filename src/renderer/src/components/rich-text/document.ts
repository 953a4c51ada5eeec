import type { BaseEditor, Descendant } from 'slate'
import type { ReactEditor } from 'slate-react'
import type { HistoryEditor } from 'slate-history'

// The stored form of rich text (SPEC §3: serialized editor content): Slate's JSON, as a string.

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

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor
    Element: Element
    Text: Text
  }
}

export const emptyDocument = (): Descendant[] => [{ type: 'paragraph', children: [{ text: '' }] }]

function isNodeList(value: unknown): value is Descendant[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((n) => typeof n === 'object' && n !== null && ('children' in n || 'text' in n))
  )
}

/** Reads stored rich text. Text that is not our JSON (older content) becomes one paragraph of it. */
export function parseRichText(stored: string | null | undefined): Descendant[] {
  if (!stored) return emptyDocument()
  try {
    const value: unknown = JSON.parse(stored)
    if (isNodeList(value)) return value
  } catch {
    // not JSON: plain text from elsewhere
  }
  return [{ type: 'paragraph', children: [{ text: stored }] }]
}

export const serializeRichText = (value: Descendant[]): string => JSON.stringify(value)

function plainText(node: Descendant): string {
  return 'text' in node ? node.text : node.children.map((child) => plainText(child as Descendant)).join('')
}

/** Is there anything but white space? An empty editor counts as empty for the "Please enter ..." checks. */
export function isRichTextEmpty(stored: string | null | undefined): boolean {
  return parseRichText(stored).every((node) => plainText(node).trim() === '')
}

export function richTextToPlain(stored: string | null | undefined): string {
  return parseRichText(stored).map(plainText).join('\n')
}
