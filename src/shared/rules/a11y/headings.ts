import { isBlank } from '../forms'
import type { DocumentFacts, TextBlock } from './document'
import { quoted, rule, type Finding } from './rule'

// Headings (WCAG 1.3.1 Info and Relationships, 2.4.6 Headings and Labels): real headings, in order, short.

/** A heading beyond this many characters is a paragraph (the limit). */
export const HEADING_MAX_LENGTH = 120

/** The page's own title is its heading 1 on the public site, so a document's first heading may be a 2. */
const PAGE_TITLE_LEVEL = 1

const at = (facts: DocumentFacts, block: TextBlock, detail?: string): Finding => ({
  field: facts.field,
  path: block.path,
  ...(detail === undefined ? {} : { detail }),
})

const headings = (facts: DocumentFacts) => facts.blocks.filter((block) => block.heading !== null)

/** Bold to the end, short, and not a sentence: what a heading made with the bold button looks like. */
function looksLikeHeading(block: TextBlock, next: TextBlock | undefined): boolean {
  const text = block.text.trim()
  return (
    block.type === 'paragraph' &&
    block.allBold &&
    text.length <= HEADING_MAX_LENGTH &&
    !/[.!?;,]$/.test(text) &&
    next !== undefined
  )
}

export const HEADING_RULES = [
  rule({
    id: 'heading-skipped-level',
    criterion: '1.3.1',
    level: 'error',
    technique: 'G141',
    message: 'A heading level is skipped.',
    fix: 'Use the next level down (after Heading 2 comes Heading 3), or change the heading before it.',
    test: (facts: DocumentFacts) => {
      let previous = PAGE_TITLE_LEVEL
      return headings(facts).flatMap((block) => {
        const level = block.heading as number
        const skipped = level > previous + 1
        const detail = `Heading ${level} after heading ${previous}`
        previous = level
        return skipped ? [at(facts, block, detail)] : []
      })
    },
  }),
  rule({
    id: 'heading-empty',
    criterion: '2.4.6',
    level: 'error',
    technique: 'G130',
    message: 'A heading has no text.',
    fix: 'Type the heading, or turn the line back into a paragraph.',
    test: (facts: DocumentFacts) =>
      headings(facts)
        .filter((block) => isBlank(block.text))
        .map((block) => at(facts, block)),
  }),
  rule({
    id: 'heading-bold-paragraph',
    criterion: '1.3.1',
    level: 'warning',
    technique: 'F2',
    message: 'A paragraph all in bold looks like a heading, but is not one to a screen reader.',
    fix: 'If it is a heading, make it one with the heading buttons; if not, keep the bold to the key words.',
    test: (facts: DocumentFacts) =>
      facts.blocks
        .filter((block, i) => looksLikeHeading(block, facts.blocks[i + 1]))
        .map((block) => at(facts, block, quoted(block.text))),
  }),
  rule({
    id: 'heading-too-long',
    criterion: '2.4.6',
    level: 'warning',
    technique: 'G130',
    message: `A heading is longer than ${HEADING_MAX_LENGTH} characters.`,
    fix: 'Make the heading a short title and move the rest into the paragraph below it.',
    test: (facts: DocumentFacts) =>
      headings(facts)
        .filter((block) => block.text.trim().length > HEADING_MAX_LENGTH)
        .map((block) => at(facts, block, `${block.text.trim().length} characters`)),
  }),
]
