import { SEARCH_LIMITS } from '../../shared/rules/search'
import { fold, wordsOf } from './marks'
import { hasUnspaced, UNSPACED_RUN, unspacedRuns } from './scripts'

// What a search asks of the database, made from what was typed (issue 28). The dialog searches at every
// keystroke, so the last word is often half typed: when the words as typed find few records, it is taken as the
// beginning of a word too. And a run of characters of a script written without spaces is asked as the phrase of its
// characters, as the indexes hold them (scripts.ts).

/**
 * The endings the English stemmer takes off (its suffixes and their plurals). A half-typed word that has begun one
 * ('universi', 'convocati') is past its stem ('univers', 'convoc'), so no stem begins with it: the word completed
 * with the rest of each ending it may have begun is stemmed and asked for too.
 */
const ENDINGS = [
  'ing', 'ings', 'ingly', 'ion', 'ions', 'ation', 'ations', 'ational', 'ity', 'ities', 'ies', 'ied',
  'ed', 'edly', 'es', 'ement', 'ements', 'ment', 'ments', 'ness', 'al', 'ally', 'alism', 'ly', 'er',
  'ers', 'ous', 'ously', 'ive', 'ively', 'ize', 'ized', 'ise', 'ised', 'ization', 'isation', 'able',
  'ably', 'ible', 'ence', 'ences', 'ance', 'ances', 'ent', 'ant', 'ful', 'fully', 'ism', 'ist',
  'ists', 'ic', 'ical', 'ically', 'ator', 'ators', 'ative',
] // prettier-ignore

/** The words a half-typed word may be the beginning of, by the endings it has begun (its folded form). */
export function completionsOf(word: string): string[] {
  const folded = fold(word)
  const found = new Set<string>()
  for (const ending of ENDINGS)
    for (let typed = 1; typed < ending.length; typed++)
      if (folded.endsWith(ending.slice(0, typed))) found.add(folded + ending.slice(typed))
  return [...found]
}

/** Quotes opened and not closed in the text: websearch's phrase is still open. */
const inQuote = (text: string) => (text.match(/"/g)?.length ?? 0) % 2 === 1

/**
 * The text for `websearch_to_tsquery`, each run of unspaced characters made the phrase of its characters
 * ('工程' as '"工 程"'), or only spaced apart inside a phrase already opened. A '-' before a run still negates it.
 */
export function asWebsearch(text: string): string {
  let out = ''
  for (const [i, part] of text.split(UNSPACED_RUN).entries()) {
    if (i % 2 === 0) {
      out += part
      continue
    }
    const chars = [...part].join(' ')
    if (inQuote(out)) out += ` ${chars} `
    else out += `${/(^|\s)-?$/.test(out) ? '' : ' '}"${chars}" `
  }
  return out
}

/** A word as a quoted term of `to_tsquery`: its characters are letters, digits and marks only. */
const term = (word: string) => `'${word}'`

export interface Asked {
  /** What was typed, for `websearch_to_tsquery`. */
  readonly words: string
  /**
   * When the last word may be half typed: the text before it (for `websearch_to_tsquery`) and, for `to_tsquery`,
   * the last word as a beginning ('gradu':*) or the stem of a word it may be the beginning of.
   */
  readonly begun: { readonly head: string; readonly terms: string } | null
  /** Each typed word as a term (each unspaced character one), for `to_tsquery`: the words a mark may be. */
  readonly typed: readonly string[]
  /** The typed words folded, for the marks: a word of the text is asked about only when it starts as one does. */
  readonly starts: readonly string[]
  /** The runs of unspaced characters typed: a mark of such a character is where the whole run is. */
  readonly phrases: readonly string[]
}

export function askedOf(q: string): Asked {
  // Words as the indexes hold them: each unspaced character one.
  const words = wordsOf(q).map((word) => word.text)
  const last = /[\p{L}\p{N}\p{M}]+$/u.exec(q)
  const head = last ? q.slice(0, last.index) : q
  const mayBegin =
    last !== null &&
    !hasUnspaced(last[0]) &&
    fold(last[0]).length >= SEARCH_LIMITS.beginMin &&
    !inQuote(head) &&
    !/(^|\s)-$/.test(head)
  return {
    words: asWebsearch(q),
    begun:
      mayBegin && last
        ? {
            head: asWebsearch(head),
            terms: [`${term(last[0])}:*`, ...completionsOf(last[0]).map(term)].join(' | '),
          }
        : null,
    typed: words.map(term),
    starts: words.map((word) => fold(word).slice(0, 3)),
    phrases: unspacedRuns(q),
  }
}
