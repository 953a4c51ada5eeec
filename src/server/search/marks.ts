import type { MarkedText } from '../../shared/contract/search'

// The query marks matched words with two control characters (ts_headline's StartSel and StopSel); the answer
// carries plain text and offsets instead, so no screen ever injects markup a record's text could carry.

export const MARK_START = '\u0002'
export const MARK_END = '\u0003'

/** The text without its markers, the marked spans as [start, end) offsets, runs of white space made one. */
export function marksOf(headline: string): MarkedText {
  let text = ''
  const marks: [number, number][] = []
  let start = -1
  for (const char of headline) {
    if (char === MARK_START) start = text.length
    else if (char === MARK_END) {
      if (start >= 0 && start < text.length) marks.push([start, text.length])
      start = -1
    } else if (/\s/.test(char)) {
      if (text.length > 0 && !text.endsWith(' ')) text += ' '
    } else text += char
  }
  return { text: text.trimEnd(), marks: marks.filter(([, end]) => end <= text.trimEnd().length) }
}

/** Lower case, accents dropped: how pg_trgm compares words after console_fold. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const found = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3))
  return found
}

function similarity(a: string, b: string): number {
  const ta = trigrams(a)
  const tb = trigrams(b)
  let shared = 0
  for (const t of ta) if (tb.has(t)) shared++
  return shared / (ta.size + tb.size - shared)
}

/** How alike a typed word and a title word must be to mark the title word (a typo or two in a long word). */
const TYPO_LIKENESS = 0.45

/**
 * A title found by its likeness to the query (a typo) has no words the full-text search marked: mark the
 * words that look like a typed one, as pg_trgm would compare them.
 */
export function markTypos(title: MarkedText, query: string): MarkedText {
  if (title.marks.length > 0) return title
  const typed = fold(query).match(/[\p{L}\p{N}]+/gu) ?? []
  const marks: [number, number][] = []
  for (const word of title.text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const folded = fold(word[0])
    if (typed.some((t) => t.length > 2 && similarity(t, folded) >= TYPO_LIKENESS))
      marks.push([word.index, word.index + word[0].length])
  }
  return { text: title.text, marks }
}
