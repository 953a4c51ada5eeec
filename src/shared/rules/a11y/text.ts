import type { DocumentFacts } from './document'
import { quoted, rule } from './rule'

// Text (WCAG 1.3.1, 1.4.8): written to be read, styled to mean what readers expect. A table with no header
// row is not checked: the editor makes no tables.

/** Fewer capital letters than this (an acronym, 'NOTE') are not a paragraph in capitals. */
export const CAPITALS_MIN_LETTERS = 20

const CAPITAL = /\p{Lu}/gu

function inCapitals(text: string): boolean {
  if (/\p{Ll}/u.test(text)) return false
  // Counted without collecting them: a long paragraph in capitals is most of what this sees.
  CAPITAL.lastIndex = 0
  for (let count = 1; CAPITAL.test(text); count++) if (count >= CAPITALS_MIN_LETTERS) return true
  return false
}

export const TEXT_RULES = [
  rule({
    id: 'text-capitals',
    criterion: '1.4.8',
    level: 'warning',
    technique: 'advisory',
    message: 'A paragraph is written in capitals.',
    fix: 'Write it in sentence case: text in capitals is hard to read, and some screen readers spell it out.',
    test: (facts: DocumentFacts) =>
      facts.blocks
        .filter((block) => block.heading === null && inCapitals(block.text))
        .map((block) => ({ field: facts.field, path: block.path })),
  }),
  rule({
    id: 'text-underlined',
    criterion: '1.3.1',
    level: 'warning',
    technique: 'F2',
    message: 'Text is underlined but is not a link.',
    fix: 'Use bold or italic for emphasis: on a web page underlined text reads as a link.',
    test: (facts: DocumentFacts) =>
      facts.blocks.flatMap(({ underline }) =>
        underline ? [{ field: facts.field, path: underline.path, detail: quoted(underline.text) }] : [],
      ),
  }),
  rule({
    id: 'text-justified',
    criterion: '1.4.8',
    level: 'warning',
    technique: 'F88',
    message: 'Text is justified.',
    fix: 'Align it left: justified text leaves uneven gaps between words that make lines hard to follow.',
    test: (facts: DocumentFacts) => facts.justified.map((path) => ({ field: facts.field, path })),
  }),
]
