import type { MarkedText } from '../../shared/contract/search'
import { hasUnspaced, isUnspaced, UNSPACED } from './scripts'

// The matched words of the few records kept, marked here rather than by ts_headline, which re-reads each
// record's whole text through the stemmer (a millisecond a record, most of the search's time). Which words
// match is still the database's answer (search/query.ts asks it for the few words that may), so a mark
// follows the same stems and folded accents as the search itself.

/** Lower case, accents dropped: how pg_trgm compares words after console_fold. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

interface Word {
  readonly start: number
  readonly end: number
  readonly text: string
}

const unspacedOrOthers = new RegExp(`${UNSPACED}|(?:(?!${UNSPACED})[\\p{L}\\p{N}\\p{M}])+`, 'gu')

/**
 * The words of a text, as the indexes hold them: letters, digits and their accents ('Ilé-Ifẹ̀' is 'Ilé' and 'Ifẹ̀',
 * as the parser reads it), and each character of a script written without spaces on its own.
 */
export function wordsOf(text: string): Word[] {
  const words: Word[] = []
  for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    // Most words hold no such character: only those that do are split, by the slower expression.
    if (!hasUnspaced(m[0])) words.push({ start: m.index, end: m.index + m[0].length, text: m[0] })
    else
      for (const part of m[0].matchAll(unspacedOrOthers))
        words.push({ start: m.index + part.index, end: m.index + part.index + part[0].length, text: part[0] })
  }
  return words
}

/** The words to mark: those the database matched, and characters written without spaces where a typed run is. */
export interface Marking {
  readonly matched: ReadonlySet<string>
  readonly phrases?: readonly string[]
}

/** Which of the words are marked: a matched word, or a character of a typed run found whole, in order. */
function markedOf(words: readonly Word[], { matched, phrases = [] }: Marking): boolean[] {
  const marked = words.map((word) => !isUnspaced(word.text) && matched.has(word.text))
  for (const phrase of phrases) {
    const chars = [...phrase]
    for (let i = 0; i + chars.length <= words.length; i++)
      if (chars.every((char, j) => words[i + j].text === char))
        for (let j = 0; j < chars.length; j++) marked[i + j] = true
  }
  return marked
}

/** Marks that touch made one ('工程' one mark, not two). */
function joined(marks: [number, number][]): [number, number][] {
  const out: [number, number][] = []
  for (const mark of marks) {
    const last = out.at(-1)
    if (last && last[1] === mark[0]) last[1] = mark[1]
    else out.push([mark[0], mark[1]])
  }
  return out
}

/** Runs of white space made one, as the dialog shows them. */
export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The words that may stem to one of the typed words' lexemes: those starting as a typed word does (`starts`, its
 * first three letters folded: the English stemmer changes a word's ending only), for the database to confirm.
 */
export function mayMatch(texts: readonly string[], starts: readonly string[]): string[] {
  const found = new Set<string>()
  for (const text of texts)
    for (const word of wordsOf(text)) {
      if (isUnspaced(word.text)) continue
      const folded = fold(word.text)
      if (starts.some((start) => folded.startsWith(start))) found.add(word.text)
    }
  return [...found]
}

/** The whole text, its matched words marked. */
export function markAll(text: string, marking: Marking): MarkedText {
  const tidied = tidy(text)
  const words = wordsOf(tidied)
  const marked = markedOf(words, marking)
  const marks = words.flatMap((word, i): [number, number][] => (marked[i] ? [[word.start, word.end]] : []))
  return { text: tidied, marks: joined(marks) }
}

/**
 * At most two passages of `maxWords` words around the first matched words, joined by ' … ' (ts_headline's
 * fragments); the first `minWords` words when none matched (a title hit).
 */
export function snippetOf(
  text: string,
  marking: Marking,
  { maxWords, minWords }: { maxWords: number; minWords: number },
): MarkedText {
  const tidied = tidy(text)
  const words = wordsOf(tidied)
  if (words.length === 0) return { text: '', marks: [] }
  const marked = markedOf(words, marking)
  const hits = words.flatMap((_, i) => (marked[i] ? [i] : []))
  const lead = Math.floor(maxWords / 4)
  const fragments: [number, number][] = []
  if (hits.length === 0) fragments.push([0, Math.min(words.length, minWords)])
  for (const hit of hits) {
    if (fragments.length === 2) break
    const last = fragments.at(-1)
    if (last && hit < last[1]) continue
    const start = Math.max(last?.[1] ?? 0, Math.min(hit - lead, words.length - maxWords))
    fragments.push([start, Math.min(words.length, start + maxWords)])
  }
  let out = ''
  const marks: [number, number][] = []
  for (const [first, end] of fragments) {
    if (out) out += ' … '
    const offset = out.length - words[first].start
    out += tidied.slice(words[first].start, words[end - 1].end)
    for (let i = first; i < end; i++)
      if (marked[i]) marks.push([words[i].start + offset, words[i].end + offset])
  }
  return { text: out, marks: joined(marks) }
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const found = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3))
  return found
}

/** pg_trgm's word likeness of one typed word to one title word: the share of the typed word's trigrams it holds. */
function likeness(typed: string, word: string): number {
  const wanted = trigrams(typed)
  const held = trigrams(word)
  let shared = 0
  for (const t of wanted) if (held.has(t)) shared++
  return shared / wanted.size
}

/** How alike a typed word and a title word must be to mark the title word: pg_trgm's own word likeness threshold. */
const TYPO_LIKENESS = 0.6

/**
 * A title found by its likeness to the typed words (a typo) may hold words the full-text search did not mark:
 * mark too the words that look like a typed one, as pg_trgm compares them. `typed`: the words the typo pass asked
 * for (folded, stop words left out); none when it did not run.
 */
export function markTypos(title: MarkedText, typed: readonly string[]): MarkedText {
  if (typed.length === 0) return title
  const marks = [...title.marks]
  for (const word of wordsOf(title.text)) {
    if (marks.some(([start, end]) => start < word.end && word.start < end)) continue
    const folded = fold(word.text)
    if (typed.some((t) => likeness(t, folded) >= TYPO_LIKENESS)) marks.push([word.start, word.end])
  }
  return { text: title.text, marks: marks.sort((a, b) => a[0] - b[0]) }
}
