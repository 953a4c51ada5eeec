import { describe, expect, it } from 'vitest'
import { id, pathId, requiredText, richText } from '../../src/shared/contract/fields'
import { firstFailure, isBlank, required } from '../../src/shared/rules/forms'
import { GALLERY_ADD_CHECKS } from '../../src/shared/rules/gallery'
import { MAX_RECORD_ID } from '../../src/shared/rules/ids'
import {
  isRichTextEmpty,
  HEADING_TYPES,
  RICH_TEXT_INVALID,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_TOO_DEEP,
  richTextProblem,
} from '../../src/shared/rules/rich-text'

// One rule for "nothing entered" (white space and characters that show nothing), asked alike by the
// renderer's form checks and the server's contract; and the contract's bounds on ids and rich text.

const BLANK = ['', '   ', '\t\n', '\ufeff', '\u200b', '\u200c', '\u200d', '\u2060', ' \u200b\u00a0\ufeff ']
const GIVEN = ['a', ' a ', '\u200ba', 'é', '\u4e2d', '0']

const doc = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])
const nested = (levels: number) =>
  `[${'{"type":"block-quote","children":['.repeat(levels)}{"text":"deep"}${']}'.repeat(levels)}]`

describe('blank text', () => {
  it.each(BLANK.map((text) => [JSON.stringify(text), text]))('%s is blank everywhere', (_, text) => {
    expect(isBlank(text)).toBe(true)
    expect(firstFailure([required<{ title: string }>('title', 'Please enter title')], { title: text })).toBe(
      'Please enter title',
    )
    const gallery = { category: '1', subCategory: '2', files: 1, titles: ['Library', text] }
    expect(firstFailure(GALLERY_ADD_CHECKS, gallery)).toBe('Please enter image title')
    expect(isRichTextEmpty(doc(text))).toBe(true)
    expect(requiredText(300).safeParse(text).success).toBe(false)
  })

  it.each(GIVEN.map((text) => [JSON.stringify(text), text]))('%s is given everywhere', (_, text) => {
    expect(isBlank(text)).toBe(false)
    expect(firstFailure([required<{ title: string }>('title', 'Please enter title')], { title: text })).toBe(
      null,
    )
    expect(isRichTextEmpty(doc(text))).toBe(false)
    expect(requiredText(300).safeParse(text).success).toBe(true)
  })
})

describe('record ids', () => {
  it('are whole numbers from 1 to 2^31 - 1, in a body and in a path', () => {
    for (const good of [1, MAX_RECORD_ID]) expect(id.safeParse(good).success).toBe(true)
    for (const bad of [0, -1, 1.5, MAX_RECORD_ID + 1, 2 ** 53, 2 ** 53 + 2, 1e300, Number.NaN])
      expect(id.safeParse(bad).success, String(bad)).toBe(false)
    expect(pathId.safeParse(String(MAX_RECORD_ID)).data).toBe(MAX_RECORD_ID)
    for (const bad of ['2147483648', '9999999999', '9007199254740993', '0', '01'])
      expect(pathId.safeParse(bad).success, bad).toBe(false)
  })
})

describe('rich text depth', () => {
  it(`takes what the editor makes, up to ${RICH_TEXT_MAX_DEPTH} levels`, () => {
    const list = JSON.stringify([
      {
        type: 'bulleted-list',
        children: [
          {
            type: 'list-item',
            children: [{ type: 'link', url: 'https://example.edu', children: [{ text: 'a link' }] }],
          },
        ],
      },
    ])
    expect(richTextProblem(list)).toBe(null)
    expect(richTextProblem(nested(RICH_TEXT_MAX_DEPTH))).toBe(null)
    expect(richText.safeParse(nested(RICH_TEXT_MAX_DEPTH)).success).toBe(true)
  })

  it.each([RICH_TEXT_MAX_DEPTH + 1, 500, 20_000])('refuses %i levels, saying so', (levels) => {
    expect(richTextProblem(nested(levels))).toBe(RICH_TEXT_TOO_DEEP)
    expect(richText.safeParse(nested(levels)).error?.issues[0].message).toBe(RICH_TEXT_TOO_DEEP)
  })
})

describe('rich text headings', () => {
  it('takes headings of all six levels, and no seventh', () => {
    const doc = (type: string) => JSON.stringify([{ type, children: [{ text: 'Admissions' }] }])
    for (const type of HEADING_TYPES) expect(richTextProblem(doc(type))).toBe(null)
    expect(HEADING_TYPES).toHaveLength(6)
    expect(richTextProblem(doc('heading-seven'))).toBe(RICH_TEXT_INVALID)
  })
})
