import type { MarkedText } from '../../shared/contract/search'

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

/** The words of a text: letters, digits and their accents ('Ilé-Ifẹ̀' is 'Ilé' and 'Ifẹ̀', as the parser reads it). */
export function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
  }))
}

/** Runs of white space made one, as the dialog shows them. */
export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The words that may stem to one of the query's lexemes: those starting as it does (the English stemmer
 * changes a word's ending only), for the database to confirm.
 */
export function mayMatch(texts: readonly string[], lexemes: readonly string[]): string[] {
  const starts = lexemes.map((lexeme) => lexeme.slice(0, 3))
  const found = new Set<string>()
  for (const text of texts)
    for (const word of wordsOf(text)) {
      const folded = fold(word.text)
      if (starts.some((start) => folded.startsWith(start))) found.add(word.text)
    }
  return [...found]
}

/** The whole text, its matched words marked. */
export function markAll(text: string, matched: ReadonlySet<string>): MarkedText {
  const tidied = tidy(text)
  const marks = wordsOf(tidied)
    .filter((word) => matched.has(word.text))
    .map((word): [number, number] => [word.start, word.end])
  return { text: tidied, marks }
}

/**
 * At most two passages of `maxWords` words around the first matched words, joined by ' … ' (ts_headline's
 * fragments); the first `minWords` words when none matched (a title hit).
 */
export function snippetOf(
  text: string,
  matched: ReadonlySet<string>,
  { maxWords, minWords }: { maxWords: number; minWords: number },
): MarkedText {
  const tidied = tidy(text)
  const words = wordsOf(tidied)
  if (words.length === 0) return { text: '', marks: [] }
  const hits = words.flatMap((word, i) => (matched.has(word.text) ? [i] : []))
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
      if (matched.has(words[i].text)) marks.push([words[i].start + offset, words[i].end + offset])
  }
  return { text: out, marks }
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
 * A title found by its likeness to the typed words (a typo) has no words the full-text search marked: mark the
 * words that look like a typed one, as pg_trgm compares them. `typed`: the words the typo pass asked for
 * (folded, stop words left out).
 */
export function markTypos(title: MarkedText, typed: readonly string[]): MarkedText {
  if (title.marks.length > 0) return title
  const marks: [number, number][] = []
  for (const word of wordsOf(title.text)) {
    const folded = fold(word.text)
    if (typed.some((t) => likeness(t, folded) >= TYPO_LIKENESS)) marks.push([word.start, word.end])
  }
  return { text: title.text, marks }
}
