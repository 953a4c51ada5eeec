import { describe, expect, it } from 'vitest'
import {
  A11yLevels,
  A11yProblem,
  ALL_RULES,
  checkContent,
  RULE_IDS,
  type ContentField,
} from '../../src/shared/rules/a11y'
import type { RichNode } from '../../src/shared/rules/rich-text'
import { a, doc, h, p, underline } from '../support/a11y'

// The checker's one entry point: a record's fields by role in, its problems out in reading order, each with
// its rule's data and its place; and the rules themselves as data.

/** Issue 27's e2e story: news with a photo and no alt text, a "click here" link, an H2 then an H4. */
const NEWS: ContentField[] = [
  { role: 'title', field: 'title', text: 'Open Day 2026' },
  { role: 'image', field: 'image', alt: '', fileName: 'open-day.jpg' },
  {
    role: 'rich-text',
    field: 'content',
    value: doc(
      h(2, 'Programme'),
      p('To book a place ', a('https://uni.edu/book', 'click here'), '.'),
      h(4, 'Parking'),
    ),
  },
]

describe('checkContent', () => {
  it('finds the three problems of the news story, each with its field and place', () => {
    const problems = checkContent({ fields: NEWS })
    expect(problems.map(({ rule, level, field, path }) => ({ rule, level, field, path }))).toEqual([
      { rule: 'img-alt-missing', level: 'error', field: 'image', path: undefined },
      { rule: 'link-vague', level: 'error', field: 'content', path: [1, 1] },
      { rule: 'heading-skipped-level', level: 'error', field: 'content', path: [2] },
    ])
    const [missing] = problems
    expect(missing).toMatchObject({
      criterion: '1.1.1',
      technique: 'F65',
      message: 'The image has no alternative text.',
    })
    for (const problem of problems) expect(A11yProblem.parse(problem)).toEqual(problem)
  })

  it('finds nothing once the story is fixed', () => {
    const fixed: ContentField[] = [
      NEWS[0],
      { role: 'image', field: 'image', alt: 'Visitors at the welcome desk', fileName: 'open-day.jpg' },
      {
        role: 'rich-text',
        field: 'content',
        value: doc(h(2, 'Programme'), p(a('https://uni.edu/book', 'Book a place')), h(3, 'Parking')),
      },
    ]
    expect(checkContent({ fields: fixed })).toEqual([])
  })

  it('answers in reading order: the fields as given, then place in the document, then rule', () => {
    const fields: ContentField[] = [
      { role: 'rich-text', field: 'second', value: doc(p(underline('b')), h(4, 'x')) },
      {
        role: 'rich-text',
        field: 'first',
        value: doc(p('a', a('https://u.edu', 'here')), p(underline('c'))),
      },
    ]
    const order = checkContent({ fields: [fields[1], fields[0]] }).map((problem) => [
      problem.field,
      problem.path,
      problem.rule,
    ])
    expect(order).toEqual([
      ['first', [0, 1], 'link-vague'],
      ['first', [1, 0], 'text-underlined'],
      ['second', [0, 0], 'text-underlined'],
      ['second', [1], 'heading-skipped-level'],
    ])
  })

  it('gives each problem the Super Admin’s level for its rule, else the rule’s own', () => {
    const levels = A11yLevels.parse({ 'img-alt-missing': 'warning', 'heading-skipped-level': 'error' })
    const problems = checkContent({ fields: NEWS }, levels)
    expect(problems.map((problem) => [problem.rule, problem.level])).toEqual([
      ['img-alt-missing', 'warning'],
      ['link-vague', 'error'],
      ['heading-skipped-level', 'error'],
    ])
    expect(A11yLevels.safeParse({ 'no-such-rule': 'error' }).success).toBe(false)
    expect(A11yLevels.safeParse({ 'link-vague': 'fatal' }).success).toBe(false)
  })

  it('reads the editor’s value as it stands as it reads the stored JSON', () => {
    const stored = NEWS[2] as Extract<ContentField, { role: 'rich-text' }>
    const live = { ...stored, value: JSON.parse(stored.value as string) as RichNode[] }
    expect(checkContent({ fields: [live] })).toEqual(checkContent({ fields: [stored] }))
  })

  it('reads older plain-text content as one paragraph, and empty content as nothing', () => {
    const old: ContentField[] = [
      { role: 'rich-text', field: 'content', value: 'APPLICATIONS CLOSE ON FRIDAY AT NOON' },
    ]
    expect(checkContent({ fields: old }).map((problem) => [problem.rule, problem.path])).toEqual([
      ['text-capitals', [0]],
    ])
    expect(checkContent({ fields: [{ role: 'rich-text', field: 'content', value: '' }] })).toEqual([])
    expect(checkContent({ fields: [] })).toEqual([])
  })
})

describe('the rules', () => {
  it('each have one id, a WCAG criterion, a technique, a message and a fix', () => {
    expect(new Set(RULE_IDS).size).toBe(ALL_RULES.length)
    for (const rule of ALL_RULES) {
      expect(rule.criterion, rule.id).toMatch(/^[1-4]\.\d\.\d{1,2}$/)
      expect(rule.technique, rule.id).toMatch(/^([A-Z]{1,5}\d{1,3}|advisory)$/)
      expect(['error', 'warning'], rule.id).toContain(rule.level)
      expect(rule.message.length, rule.id).toBeGreaterThan(10)
      expect(rule.fix.length, rule.id).toBeGreaterThan(10)
    }
  })

  it('cover what issue 27 lists', () => {
    expect([...RULE_IDS].sort()).toEqual(
      [
        'img-alt-missing',
        'img-alt-file-name',
        'img-alt-placeholder',
        'img-alt-image-of',
        'img-alt-same-as-title',
        'img-alt-too-long',
        'img-decorative-link',
        'heading-skipped-level',
        'heading-empty',
        'heading-bold-paragraph',
        'heading-too-long',
        'link-empty',
        'link-vague',
        'button-vague',
        'link-address',
        'link-file-type',
        'link-same-text',
        'text-capitals',
        'text-underlined',
        'text-justified',
        'colour-headline-banner',
        'colour-picked-contrast',
        'video-captions-missing',
      ].sort(),
    )
  })
})
