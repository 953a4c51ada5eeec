import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RichTextEditor } from '../../../src/renderer/src/components/rich-text/RichTextEditor'
import {
  emptyDocument,
  isRichTextEmpty,
  parseRichText,
  richTextToPlain,
  serializeRichText,
} from '../../../src/shared/rules/rich-text'

afterEach(cleanup)

const STORED = JSON.stringify([
  { type: 'heading-one', children: [{ text: 'Open day' }] },
  {
    type: 'paragraph',
    align: 'center',
    children: [
      { text: 'Come on ' },
      { text: 'Saturday', bold: true },
      { text: ', see ' },
      { type: 'link', url: 'https://example.edu/map', children: [{ text: 'the map' }] },
      { text: '.' },
    ],
  },
  { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Tours', italic: true }] }] },
])

describe('stored rich text (SPEC §3: serialized editor content)', () => {
  it('reads stored JSON back identically', () => {
    expect(serializeRichText(parseRichText(STORED))).toBe(STORED)
    expect(richTextToPlain(STORED)).toBe('Open day\nCome on Saturday, see the map.\nTours')
  })

  it('counts an empty editor, nothing at all and white space as empty', () => {
    expect(isRichTextEmpty(serializeRichText(emptyDocument()))).toBe(true)
    expect(isRichTextEmpty('')).toBe(true)
    expect(isRichTextEmpty(null)).toBe(true)
    expect(isRichTextEmpty(JSON.stringify([{ type: 'paragraph', children: [{ text: '  \n ' }] }]))).toBe(true)
    expect(isRichTextEmpty(STORED)).toBe(false)
  })

  it('turns plain legacy text (and JSON that is not a document) into one paragraph of it', () => {
    expect(parseRichText('Welcome to the faculty.')).toEqual([
      { type: 'paragraph', children: [{ text: 'Welcome to the faculty.' }] },
    ])
    expect(parseRichText('42')).toEqual([{ type: 'paragraph', children: [{ text: '42' }] }])
    expect(parseRichText('[{"text":"top-level text"}]')[0]).toEqual({
      type: 'paragraph',
      children: [{ text: '[{"text":"top-level text"}]' }],
    })
    expect(isRichTextEmpty('Welcome')).toBe(false)
  })

  it('shows stored content in the editor with its formatting', () => {
    render(<RichTextEditor label="Content" value={STORED} onChange={() => {}} />)
    const editor = screen.getByRole('textbox', { name: 'Content' })
    expect(editor.querySelector('h2')?.textContent).toBe('Open day')
    expect(editor.querySelector('strong')?.textContent).toBe('Saturday')
    expect(editor.querySelector('a')?.getAttribute('href')).toBe('https://example.edu/map')
    expect(editor.querySelector('ul li em')?.textContent).toBe('Tours')
  })

  it('offers and shows headings of all six levels, each one level below the page title (issue 27)', () => {
    const headings = JSON.stringify(
      [1, 2, 3, 4, 5, 6].map((n, i) => ({
        type: ['heading-one', 'heading-two', 'heading-three', 'heading-four', 'heading-five', 'heading-six'][
          i
        ],
        children: [{ text: `Level ${n}` }],
      })),
    )
    render(<RichTextEditor label="Content" value={headings} onChange={() => {}} />)
    const editor = screen.getByRole('textbox', { name: 'Content' })
    expect(editor.querySelector('h3')?.textContent).toBe('Level 2')
    expect(editor.querySelector('h5')?.textContent).toBe('Level 4')
    expect([...editor.querySelectorAll('h6')].map((h) => h.textContent)).toEqual(['Level 5', 'Level 6'])
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    for (const n of [3, 4, 5, 6])
      expect(within(toolbar).getByRole('button', { name: `H${n} Heading ${n}` })).toBeTruthy()
  })

  it('opens legacy plain text as a paragraph', () => {
    render(<RichTextEditor label="Content" value="An older text." onChange={() => {}} />)
    expect(screen.getByRole('textbox', { name: 'Content' }).querySelector('p')?.textContent).toBe(
      'An older text.',
    )
  })

  it('names every toolbar button starting with the text it shows (WCAG 2.5.3), and says what it does', () => {
    render(<RichTextEditor label="Content" value={STORED} onChange={() => {}} />)
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    const named: { shown: string; name: string; tooltip: string | null }[] = []
    within(toolbar).getAllByRole('button', {
      // Testing Library hands the computed accessible name to this matcher.
      name: (name, element) => {
        named.push({ shown: element.textContent!.trim(), name, tooltip: element.getAttribute('title') })
        return true
      },
    })
    expect(named.map(({ shown }) => shown)).toEqual(
      expect.arrayContaining(['B', 'I', 'U', 'H1', 'H2', 'Link']),
    )
    for (const { shown, name, tooltip } of named) {
      // A word or number shown is the start of the name; a pictogram (•, ⇤) is named by its meaning alone.
      if (/[\p{L}\p{N}]/u.test(shown))
        expect(name.startsWith(shown), `${shown} is named '${name}'`).toBe(true)
      else expect(name, `${shown} is named by its meaning`).toMatch(/\p{L}{3}/u)
      expect(tooltip).toBeTruthy()
    }
    expect(named.find(({ shown }) => shown === 'H1')?.name).toBe('H1 Heading 1')
    expect(named.find(({ shown }) => shown === 'B')).toMatchObject({
      name: 'B Bold',
      tooltip: 'Bold (Ctrl+B)',
    })
  })
})
