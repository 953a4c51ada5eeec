// The scripts written without spaces between words: kana, Han ideographs, Hangul syllables (issue 28). PostgreSQL's
// parser takes a whole run of their characters as one word, so '工程' would never find '工程学院'. Each of their
// characters is indexed as a word of its own (sql.ts), a typed run is asked as the phrase of its characters
// (asked.ts), and marked where the whole run is (marks.ts).

export const UNSPACED_SCRIPTS: readonly (readonly [number, number])[] = [
  [0x3040, 0x30ff], // Hiragana, Katakana
  [0x3400, 0x4dbf], // CJK Extension A
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0xac00, 0xd7af], // Hangul syllables
  [0xf900, 0xfaff], // CJK Compatibility Ideographs
  [0x20000, 0x2fa1f], // CJK Extensions B to F, Compatibility Supplement
]

/** One character of those scripts, as a JavaScript class. */
export const UNSPACED = `[${UNSPACED_SCRIPTS.map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`).join('')}]`

const hex = (code: number) =>
  code > 0xffff ? `\\U${code.toString(16).padStart(8, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`

/** One character of those scripts, as a PostgreSQL bracket expression (its \u and \U escapes). */
export const UNSPACED_SQL = `[${UNSPACED_SCRIPTS.map(([from, to]) => `${hex(from)}-${hex(to)}`).join('')}]`

const oneUnspaced = new RegExp(`^${UNSPACED}$`, 'u')
/** Whether a word is one character of those scripts. */
export const isUnspaced = (word: string) => oneUnspaced.test(word)

const anyUnspaced = new RegExp(UNSPACED, 'u')
/** Whether a text holds any character of those scripts. */
export const hasUnspaced = (text: string) => anyUnspaced.test(text)

/** Splits a text around its runs of those characters, the runs kept (at the odd places). */
export const UNSPACED_RUN = new RegExp(`(${UNSPACED}+)`, 'u')

/** The runs of those characters in a text. */
export const unspacedRuns = (text: string) =>
  [...text.matchAll(new RegExp(UNSPACED_RUN.source, 'gu'))].map((m) => m[0])
