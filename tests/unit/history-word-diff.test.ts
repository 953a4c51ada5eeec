import { describe, expect, it } from 'vitest'
import { wordDiff, type DiffPart } from '../../src/renderer/src/components/history/word-diff'

// The History panel's word diff: what an editor sees struck out in a version's text and underlined in the
// text now. Each side must read back as its own text, with exactly the differing words marked.

const text = (parts: DiffPart[]) => parts.map((part) => part.text).join('')
const marked = (parts: DiffPart[]) => parts.filter((part) => part.marked).map((part) => part.text.trim())

describe('wordDiff', () => {
  it('marks nothing in two equal texts, and each side reads as its text', () => {
    const diff = wordDiff('Library hours are extended.', 'Library hours are extended.')
    expect(marked(diff.before)).toEqual([])
    expect(marked(diff.after)).toEqual([])
    expect(text(diff.before)).toBe('Library hours are extended.')
    expect(diff.cut).toBe(false)
  })

  it('marks the words gone from the old text and the words new in the new one', () => {
    const before = 'Library hours are 9 to 5'
    const after = 'Library hours are 8 to 6 daily'
    const diff = wordDiff(before, after)
    expect(marked(diff.before)).toEqual(['9', '5'])
    expect(marked(diff.after)).toEqual(['8', '6 daily'])
    expect(text(diff.before)).toBe(before)
    expect(text(diff.after)).toBe(after)
  })

  it('finds a paragraph added in the middle of an article and leaves the rest unmarked', () => {
    const start = 'The library opens at nine.\n'
    const end = 'Visitors need a card.'
    const diff = wordDiff(start + end, `${start}It closes at ten on Fridays.\n${end}`)
    expect(marked(diff.before)).toEqual([])
    expect(marked(diff.after)).toEqual(['It closes at ten on Fridays.'])
  })

  it('finds a moved word as removed in one place and added in another', () => {
    const diff = wordDiff('open late on Fridays only', 'only open late on Fridays')
    expect(marked(diff.before)).toEqual(['only'])
    expect(marked(diff.after)).toEqual(['only'])
  })

  it('takes a new line for a space as no change of words', () => {
    const diff = wordDiff('one two  three', 'one\ntwo three')
    expect(marked(diff.before)).toEqual([])
    expect(marked(diff.after)).toEqual([])
    expect(text(diff.after)).toBe('one\ntwo three')
  })

  it('marks all of a text against nothing, and keeps leading space unmarked', () => {
    const diff = wordDiff('', '  New words')
    expect(diff.before).toEqual([])
    expect(diff.after).toEqual([
      { text: '  ', marked: false },
      { text: 'New words', marked: true },
    ])
  })

  it('marks a differing middle too long to compare whole, keeping the common start and end unmarked', () => {
    const diff = wordDiff('Start a b c end', 'Start x y z end', 4)
    expect(diff.cut).toBe(true)
    expect(marked(diff.before)).toEqual(['a b c'])
    expect(marked(diff.after)).toEqual(['x y z'])
    expect(text(diff.before)).toBe('Start a b c end')
  })

  it('compares an article of 20,000 words with one word changed, marking only that word', () => {
    const words = Array.from({ length: 20_000 }, (_, n) => `word${n}`)
    const changed = [...words]
    changed[10_000] = 'CHANGED'
    const diff = wordDiff(words.join(' '), changed.join(' '))
    expect(diff.cut).toBe(false)
    expect(marked(diff.before)).toEqual(['word10000'])
    expect(marked(diff.after)).toEqual(['CHANGED'])
  })

  it('marks two long, wholly different texts whole instead of filling a table of their product', () => {
    const a = Array.from({ length: 5_000 }, (_, n) => `a${n}`).join(' ')
    const b = Array.from({ length: 5_000 }, (_, n) => `b${n}`).join(' ')
    const diff = wordDiff(a, b)
    expect(diff.cut).toBe(true)
    expect(diff.before).toEqual([{ text: a, marked: true }])
    expect(diff.after).toEqual([{ text: b, marked: true }])
  })
})
