import { checkContent, type ContentField, type RuleId } from '../../src/shared/rules/a11y'

// Builders of rich-text documents as the editor stores them (Slate JSON), and the checker asked about one
// rule, for the accessibility rule tables (tests/unit/a11y-*.test.ts).

type Leaf = { text: string; bold?: boolean; italic?: boolean; underline?: boolean }
type Inline = Leaf | { type: 'link'; url: string; children: Leaf[] }
export type Block = { type: string; align?: string; children: (Inline | Block)[] }

const inline = (parts: (string | Inline)[]): Inline[] =>
  parts.map((part) => (typeof part === 'string' ? { text: part } : part))

export const p = (...parts: (string | Inline)[]): Block => ({ type: 'paragraph', children: inline(parts) })
export const bold = (text: string): Leaf => ({ text, bold: true })
export const underline = (text: string): Leaf => ({ text, underline: true })
export const a = (url: string, ...texts: (string | Leaf)[]): Inline => ({
  type: 'link',
  url,
  children: texts.map((text) => (typeof text === 'string' ? { text } : text)),
})
const LEVEL_NAMES = ['one', 'two', 'three', 'four', 'five', 'six']
export const h = (level: number, ...parts: (string | Inline)[]): Block => ({
  type: `heading-${LEVEL_NAMES[level - 1]}`,
  children: inline(parts),
})
export const li = (...parts: (string | Inline)[]): Block => ({ type: 'list-item', children: inline(parts) })
export const ul = (...items: Block[]): Block => ({ type: 'bulleted-list', children: items })
export const aligned = (align: string, block: Block): Block => ({ ...block, align })

/** The stored form of a document. */
export const doc = (...blocks: Block[]): string => JSON.stringify(blocks)

/** A record of one rich-text field, 'content'. */
export const body = (...blocks: Block[]): ContentField[] => [
  { role: 'rich-text', field: 'content', value: doc(...blocks) },
]

/** The problems one rule finds in a record's fields. */
export const found = (rule: RuleId, fields: readonly ContentField[]) =>
  checkContent({ fields }).filter((problem) => problem.rule === rule)
