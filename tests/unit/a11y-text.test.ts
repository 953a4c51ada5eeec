import { describe, expect, it } from 'vitest'
import type { RuleId } from '../../src/shared/rules/a11y'
import { CAPITALS_MIN_LETTERS } from '../../src/shared/rules/a11y/text'
import { a, aligned, body, found, h, li, p, ul, underline, type Block } from '../support/a11y'

// Text rules, against good and bad documents written from what they cite: WCAG 1.4.8's advice on text in
// capitals (no numbered technique), F2 (underline as emphasis, read as a link), F88 (justified text). No
// table rule: the editor makes no tables.

type Row = [example: string, blocks: Block[], path?: number[]]

const CAPITALS = 'APPLICATIONS CLOSE ON FRIDAY AT NOON'

const TABLES: { rule: RuleId; technique: string; bad: Row[]; good: Row[] }[] = [
  {
    rule: 'text-capitals',
    technique: '1.4.8 advisory',
    bad: [
      ['a paragraph in capitals', [p('Intro.'), p(CAPITALS)], [1]],
      ['a list item in capitals', [ul(li('Bring your ID'), li(CAPITALS))], [0, 1]],
      ['capitals with digits and punctuation', [p('REGISTRATION: 9 TO 5, MONDAY TO FRIDAY!')], [0]],
      ['a quote in capitals', [{ type: 'block-quote', children: [{ text: CAPITALS }] }], [0]],
    ],
    good: [
      ['sentence case', [p('Applications close on Friday at noon.')]],
      ['an acronym line', [p('UNESCO / WHO')]],
      ['a capital lead-in, then lower case', [p('PLEASE NOTE: the library is closed on Monday.')]],
      ['a heading in capitals (the heading rules apply there)', [h(2, CAPITALS)]],
      ['just under the count', [p('A'.repeat(CAPITALS_MIN_LETTERS - 1))]],
    ],
  },
  {
    rule: 'text-underlined',
    technique: 'F2',
    bad: [
      ['an underlined word', [p('Bring your ', underline('student ID'), '.')], [0, 1]],
      ['a whole underlined paragraph', [p('Intro.'), p(underline('Deadline extended'))], [1, 0]],
      ['underlined in a list item', [ul(li(underline('Note')))], [0, 0, 0]],
    ],
    good: [
      ['an underlined link', [p(a('https://uni.edu/apply', underline('Apply online')))]],
      ['bold and italic', [p({ text: 'Important', bold: true, italic: true })]],
      ['underline switched off', [p({ text: 'Plain', underline: false })]],
      ['only spaces underlined', [p('A', underline('  '), 'B')]],
    ],
  },
  {
    rule: 'text-justified',
    technique: 'F88',
    bad: [
      ['a justified paragraph', [p('Left.'), aligned('justify', p('Justified.'))], [1]],
      ['a justified heading', [aligned('justify', h(2, 'Fees'))], [0]],
      ['a justified list, once for the list', [aligned('justify', ul(aligned('justify', li('x'))))], [0]],
    ],
    good: [
      ['left aligned', [aligned('left', p('Left.'))]],
      ['centred', [aligned('center', h(2, 'Centred'))]],
      ['no alignment', [p('Default.'), ul(li('x'))]],
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
