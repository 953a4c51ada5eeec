import { describe, expect, it } from 'vitest'
import type { RuleId } from '../../src/shared/rules/a11y'
import { HEADING_MAX_LENGTH } from '../../src/shared/rules/a11y/headings'
import { a, body, bold, found, h, li, p, ul, type Block } from '../support/a11y'

// Heading rules, each against good and bad documents written from the technique or failure it cites:
// G141 (headings that follow the page's structure, no level skipped), G130 (descriptive headings: not
// empty, not a paragraph), F2 (presentation, here bold, standing in for heading markup).

type Row = [example: string, blocks: Block[], path?: number[]]

const TABLES: { rule: RuleId; technique: string; bad: Row[]; good: Row[] }[] = [
  {
    rule: 'heading-skipped-level',
    technique: 'G141',
    bad: [
      ['H2 then H4', [h(2, 'Admissions'), p('…'), h(4, 'Fees')], [2]],
      ['H3 first, under the page title (H1)', [h(3, 'Admissions')], [0]],
      ['H1, H2, then H5', [h(1, 'Faculty'), h(2, 'Courses'), h(5, 'Fees')], [2]],
      ['back up to H2, then H4', [h(2, 'A'), h(3, 'B'), h(2, 'C'), h(4, 'D')], [3]],
    ],
    good: [
      ['H2, H3, H2', [h(2, 'Admissions'), h(3, 'Fees'), h(2, 'Contact')]],
      ['H1 to H4 in steps, then back to H2', [h(1, 'A'), h(2, 'B'), h(3, 'C'), h(4, 'D'), h(2, 'E')]],
      ['two H2s', [h(2, 'Undergraduate'), p('…'), h(2, 'Postgraduate')]],
      ['no headings at all', [p('One paragraph.'), p('Another.')]],
    ],
  },
  {
    rule: 'heading-empty',
    technique: 'G130',
    bad: [
      ['an empty H2', [p('Intro.'), h(2, '')], [1]],
      ['spaces only', [h(2, '   ')], [0]],
      ['a zero-width space only', [h(1, '\u200b')], [0]],
    ],
    good: [
      ['a heading with text', [h(2, 'Fees')]],
      ['an empty paragraph', [p('')]],
      ['a one-letter heading', [h(3, 'A')]],
      ['a heading that is a link', [h(2, a('https://uni.edu/fees', 'Fees'))]],
    ],
  },
  {
    rule: 'heading-bold-paragraph',
    technique: 'F2',
    bad: [
      ['a bold line before a paragraph', [p(bold('Entry requirements')), p('Five credits.')], [0]],
      ['bold in two pieces', [p(bold('Fees '), bold('2026')), p('…')], [0]],
      ['a bold line before a list', [p(bold('Contact')), ul(li('Registry'))], [0]],
    ],
    good: [
      ['a bold sentence', [p(bold('Applications close on Friday.')), p('…')]],
      ['bold as the last line', [p('Text.'), p(bold('Thank you'))]],
      ['partly bold', [p(bold('Note'), ' bring your ID'), p('…')]],
      ['bold, but longer than a heading', [p(bold('x'.repeat(HEADING_MAX_LENGTH + 1))), p('…')]],
      ['a real heading', [h(2, bold('Fees')), p('…')]],
    ],
  },
  {
    rule: 'heading-too-long',
    technique: 'G130',
    bad: [
      ['one over the limit', [h(2, 'x'.repeat(HEADING_MAX_LENGTH + 1))], [0]],
      [
        'a paragraph made a heading',
        [p('Intro.'), h(2, 'The faculty welcomes applications '.repeat(5))],
        [1],
      ],
      ['long in an H1', [h(1, 'y'.repeat(200))], [0]],
    ],
    good: [
      ['exactly the limit', [h(2, 'x'.repeat(HEADING_MAX_LENGTH))]],
      ['over the limit only with spaces', [h(2, ` ${'x'.repeat(HEADING_MAX_LENGTH)} `)]],
      ['a long paragraph', [p('z'.repeat(500))]],
    ],
  },
]

describe.each(TABLES)('$rule ($technique)', ({ rule, bad, good }) => {
  it.each(bad)('finds: %s', (_, blocks, path) => {
    expect(found(rule, body(...blocks)).map((problem) => [problem.field, problem.path])).toEqual([
      ['content', path],
    ])
  })
  it.each(good)('passes: %s', (_, blocks) => {
    expect(found(rule, body(...blocks))).toEqual([])
  })
})

describe('heading levels', () => {
  it('are read by name from one to six, though the editor makes only one and two', () => {
    const problems = found('heading-skipped-level', body(h(2, 'A'), h(3, 'B'), h(4, 'C'), h(6, 'E')))
    expect(problems.map((problem) => problem.detail)).toEqual(['Heading 6 after heading 4'])
  })
})
