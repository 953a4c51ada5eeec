// bench/a11y-checker/bodies.ts: the rich-text bodies both runs of the checker bench time (run.ts in Node,
// chromium.ts in Chromium): each the largest the editor and the server allow (1,000,000 characters of Slate
// JSON, contract/fields.ts), made of one block pattern repeated. No Node or DOM imports: bundled for the page.
import type { RichNode } from '../../src/shared/rules/rich-text'

export const TARGET_MS = 20

export const MAX_CHARS = 1_000_000

/** Repeats `unit(i)` while the serialized document stays within MAX_CHARS. */
export function largest(unit: (i: number) => RichNode[]): RichNode[] {
  const nodes: RichNode[] = []
  let length = 2
  for (let i = 0; ; i++) {
    const next = unit(i)
    const added = JSON.stringify(next).length - 1
    if (length + added > MAX_CHARS) return nodes
    nodes.push(...next)
    length += added
  }
}

export const dense = (i: number): RichNode[] => [
  {
    type: i % 5 === 0 ? 'heading-one' : 'heading-two',
    children: [{ text: `Section ${i}: admissions and fees` }],
  },
  {
    type: 'paragraph',
    children: [
      { text: 'Applicants should read the ' },
      { type: 'link', url: `https://uni.edu/guide/${i}.pdf`, children: [{ text: 'guide' }] },
      { text: ' and the ', bold: true },
      { type: 'link', url: `https://uni.edu/fees/${i % 7}`, children: [{ text: 'fees page' }] },
      { text: ' before they apply; ', underline: true },
      { type: 'link', url: 'https://uni.edu/apply', children: [{ text: 'click here' }] },
      { text: ' to start.' },
    ],
  },
  {
    type: 'bulleted-list',
    children: ['Transcript', 'Two references', 'PERSONAL STATEMENT OF 500 WORDS'].map((text) => ({
      type: 'list-item' as const,
      children: [{ text }],
    })),
  },
  { type: 'paragraph', align: 'justify', children: [{ text: 'Entry requirements', bold: true }] },
]

/** The same page, written to pass: links that say where they lead, no capitals, no underline. */
export const clean = (i: number): RichNode[] => [
  {
    type: i % 5 === 0 ? 'heading-one' : 'heading-two',
    children: [{ text: `Section ${i}: admissions and fees` }],
  },
  {
    type: 'paragraph',
    children: [
      { text: 'Applicants should read the ' },
      {
        type: 'link',
        url: `https://uni.edu/guide/${i}.pdf`,
        children: [{ text: `admissions guide ${i} (PDF)` }],
      },
      { text: ' and the ', bold: true },
      { type: 'link', url: `https://uni.edu/fees/${i}`, children: [{ text: `fees for course ${i}` }] },
      { text: ' before they apply; ', italic: true },
      { type: 'link', url: 'https://uni.edu/apply', children: [{ text: 'Apply online' }] },
      { text: ' to start.' },
    ],
  },
  {
    type: 'bulleted-list',
    children: ['Transcript', 'Two references', 'A personal statement of 500 words'].map((text) => ({
      type: 'list-item' as const,
      children: [{ text }],
    })),
  },
  { type: 'paragraph', children: [{ text: 'Entry requirements are set by each faculty.' }] },
]

export const tiny = (i: number): RichNode[] => [
  {
    type: 'paragraph',
    children: Array.from({ length: 40 }, (_, j) => ({ text: 'a', bold: (i + j) % 2 === 0 })),
  },
]

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
export const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]

/** The bodies timed, by what they are. */
export const BODIES = [
  ['dense content, ~2 problems a block', dense],
  ['dense content, no problem', clean],
  ['one-letter pieces', tiny],
] as const
