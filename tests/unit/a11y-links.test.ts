import { describe, expect, it } from 'vitest'
import type { ContentField, RuleId } from '../../src/shared/rules/a11y'
import { a, body, doc, found, p } from '../support/a11y'

// Link rules (WCAG 2.4.4), each against good and bad links written from H30 (link text that describes the
// link's purpose: not empty, not the address; Example 6: the file type is worth saying) and F84's
// non-specific texts ("click here", "more"); a slider's button is a link and held to the same words.

type Row = [example: string, fields: ContentField[], field?: string, path?: number[]]

const link = (url: string, text: string): ContentField[] => body(p('See ', a(url, text), '.'))
const button = (text: string, url = 'https://uni.edu/courses'): ContentField[] => [
  { role: 'link', field: 'btnName', text, url, button: true },
]

const TABLES: { rule: RuleId; technique: string; bad: Row[]; good: Row[] }[] = [
  {
    rule: 'link-empty',
    technique: 'H30',
    bad: [
      ['a link with no text', link('https://uni.edu', ''), 'content', [0, 1]],
      ['a link of spaces', link('https://uni.edu', '   '), 'content', [0, 1]],
      [
        'a headline link with no title',
        [{ role: 'link', field: 'linkTitle', text: '', url: 'https://x.org' }],
        'linkTitle',
      ],
    ],
    good: [
      ['described', link('https://uni.edu/apply', 'Apply for 2026 entry')],
      ['a short but specific link', link('https://uni.edu/fees', 'Fees')],
      [
        'a headline link',
        [{ role: 'link', field: 'linkTitle', text: 'Open Day', url: 'https://uni.edu/open' }],
      ],
    ],
  },
  {
    rule: 'link-vague',
    technique: 'F84 / H30',
    bad: [
      ['"click here"', link('https://uni.edu/apply', 'click here'), 'content', [0, 1]],
      ['"Read more »"', link('https://uni.edu/news/1', 'Read more »'), 'content', [0, 1]],
      ['"here"', link('https://uni.edu/map', 'Here'), 'content', [0, 1]],
      ['"link"', link('https://uni.edu/map', 'link'), 'content', [0, 1]],
      ['"More..."', link('https://uni.edu/x', 'More...'), 'content', [0, 1]],
    ],
    good: [
      ['says what it is about', link('https://uni.edu/adm', 'Read more about admissions')],
      ['names the document', link('https://uni.edu/p.pdf', 'Download the 2026 prospectus (PDF)')],
      ['starts with "here"', link('https://uni.edu/map', 'Here is the campus map')],
      ['a button (its own rule)', button('Learn more')],
    ],
  },
  {
    rule: 'button-vague',
    technique: 'F84 / H30',
    bad: [
      ['"Learn more"', button('Learn more'), 'btnName'],
      ['"Click here"', button('Click here'), 'btnName'],
      ['"READ MORE"', button('READ MORE'), 'btnName'],
    ],
    good: [
      ['names the destination', button('See our degree courses')],
      ['a call to act', button('Apply for 2026 entry')],
      ['a vague link in text (its own rule)', link('https://uni.edu', 'Learn more')],
    ],
  },
  {
    rule: 'link-address',
    technique: 'H30',
    bad: [
      ['a full address', link('https://uni.edu/apply', 'https://uni.edu/apply'), 'content', [0, 1]],
      ['a www address', link('https://www.uni.edu', 'www.uni.edu'), 'content', [0, 1]],
      ['a host and path', link('https://uni.edu/apply', 'uni.edu/apply'), 'content', [0, 1]],
      [
        'the address, host in capitals',
        link('https://uni.edu/apply', 'HTTPS://UNI.EDU/apply/'),
        'content',
        [0, 1],
      ],
    ],
    good: [
      ['words', link('https://uni.edu/apply', 'Apply online')],
      ['an e-mail address for a mailto link', link('mailto:registry@uni.edu', 'registry@uni.edu')],
      ['a name with a dot', link('https://nodejs.org', 'Node.js course notes')],
    ],
  },
  {
    rule: 'link-file-type',
    technique: 'H30 example 6',
    bad: [
      ['a PDF', link('https://uni.edu/files/prospectus.pdf', 'Prospectus'), 'content', [0, 1]],
      ['a Word file', link('https://uni.edu/form.docx', 'Application form'), 'content', [0, 1]],
      ['a spreadsheet with a query', link('https://uni.edu/fees.XLSX?v=2', 'Fees table'), 'content', [0, 1]],
      ['slides', link('https://uni.edu/talk.pptx#2', 'Inaugural lecture'), 'content', [0, 1]],
    ],
    good: [
      ['says PDF', link('https://uni.edu/files/prospectus.pdf', 'Prospectus (PDF, 2 MB)')],
      ['says Word', link('https://uni.edu/form.docx', 'Application form (Word document)')],
      ['says spreadsheet', link('https://uni.edu/fees.xlsx', 'Fees spreadsheet')],
      ['a web page', link('https://uni.edu/admissions', 'Admissions')],
      ['a pdf in the path, not the file', link('https://uni.edu/pdf/guide', 'Guide')],
    ],
  },
  {
    rule: 'link-same-text',
    technique: 'H30',
    bad: [
      [
        'two "Apply" links to two places',
        body(p(a('https://uni.edu/ug', 'Apply'), ' or ', a('https://uni.edu/pg', 'Apply'))),
        'content',
        [0, 2],
      ],
      [
        'the same words in text and a button',
        [...link('https://uni.edu/ug', 'Apply now'), ...button('Apply now!', 'https://uni.edu/pg')],
        'btnName',
      ],
      [
        'two fields of one record',
        [
          { role: 'rich-text', field: 'about', value: doc(p(a('https://a.edu', 'Staff list'))) },
          { role: 'rich-text', field: 'hod', value: doc(p('x'), p(a('https://b.edu', 'Staff list'))) },
        ],
        'hod',
        [1, 0],
      ],
    ],
    good: [
      [
        'same text, same place',
        body(p(a('https://uni.edu/ug/', 'Apply'), ' ', a('https://UNI.edu/ug', 'Apply'))),
      ],
      [
        'different texts',
        body(
          p(
            a('https://uni.edu/ug', 'Apply (undergraduate)'),
            a('https://uni.edu/pg', 'Apply (postgraduate)'),
          ),
        ),
      ],
      [
        'vague duplicates (the vague rule says so)',
        body(p(a('https://a.edu', 'here'), a('https://b.edu', 'here'))),
      ],
    ],
  },
]

describe.each(TABLES)('$rule ($technique)', ({ rule, bad, good }) => {
  it.each(bad)('finds: %s', (_, fields, field, path) => {
    expect(found(rule, fields).map((problem) => [problem.field, problem.path])).toEqual([[field, path]])
  })
  it.each(good)('passes: %s', (_, fields) => {
    expect(found(rule, fields)).toEqual([])
  })
})

describe('link problems', () => {
  it('quote the link text and name the file type', () => {
    expect(found('link-vague', link('https://uni.edu', 'click here'))[0].detail).toBe('“click here”')
    expect(found('link-file-type', link('https://uni.edu/a.pdf', 'Guide'))[0].detail).toBe('PDF')
  })
})
