import { WORD_DIFF_MAX_CELLS } from '../../../../shared/rules/history'

// A word diff of two texts (a version's and the record's now), for the History panel: which words of the
// old text are gone and which of the new one are new. The longest common subsequence of words, after the
// common start and end are set aside (an edit usually touches a few sentences of a long article).

/** A run of words of one side: marked when the other side does not have it. */
export interface DiffPart {
  text: string
  marked: boolean
}

export interface WordDiff {
  /** The old text: marked parts are the words removed since. */
  before: DiffPart[]
  /** The new text: marked parts are the words added since. */
  after: DiffPart[]
  /** The differing middle was too long to compare word by word: it is marked whole. */
  cut: boolean
}

/** A word with the white space after it, compared by the word alone (a new line for a space is no change). */
interface Word {
  key: string
  text: string
}

function wordsOf(text: string): { lead: string; words: Word[] } {
  const lead = /^\s*/.exec(text)?.[0] ?? ''
  const words = [...text.slice(lead.length).matchAll(/(\S+)(\s*)/g)].map((match) => ({
    key: match[1],
    text: match[0],
  }))
  return { lead, words }
}

/** Appends text to a side, joining it to the last part when that has the same mark. */
function push(parts: DiffPart[], text: string, marked: boolean) {
  if (text === '') return
  const last = parts[parts.length - 1]
  if (last && last.marked === marked) last.text += text
  else parts.push({ text, marked })
}

/**
 * Which words of the middles are common: a table of the longest common subsequence of every pair of
 * suffixes, filled from the end, then walked from the start.
 */
function commonWalk(a: Word[], b: Word[], before: DiffPart[], after: DiffPart[]) {
  const n = a.length
  const m = b.length
  const width = m + 1
  const table = new Uint32Array((n + 1) * width)
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i * width + j] =
        a[i].key === b[j].key
          ? table[(i + 1) * width + j + 1] + 1
          : Math.max(table[(i + 1) * width + j], table[i * width + j + 1])
  let i = 0
  let j = 0
  while (i < n && j < m) {
    if (a[i].key === b[j].key) {
      push(before, a[i++].text, false)
      push(after, b[j++].text, false)
    } else if (table[(i + 1) * width + j] >= table[i * width + j + 1]) push(before, a[i++].text, true)
    else push(after, b[j++].text, true)
  }
  for (; i < n; i++) push(before, a[i].text, true)
  for (; j < m; j++) push(after, b[j].text, true)
}

/** The words of `oldText` gone from `newText`, and those of `newText` new since `oldText`. */
export function wordDiff(oldText: string, newText: string, maxCells = WORD_DIFF_MAX_CELLS): WordDiff {
  const old = wordsOf(oldText)
  const now = wordsOf(newText)
  const before: DiffPart[] = []
  const after: DiffPart[] = []
  push(before, old.lead, false)
  push(after, now.lead, false)

  let start = 0
  while (
    start < old.words.length &&
    start < now.words.length &&
    old.words[start].key === now.words[start].key
  ) {
    push(before, old.words[start].text, false)
    push(after, now.words[start].text, false)
    start++
  }
  let endOld = old.words.length
  let endNow = now.words.length
  while (endOld > start && endNow > start && old.words[endOld - 1].key === now.words[endNow - 1].key) {
    endOld--
    endNow--
  }
  const a = old.words.slice(start, endOld)
  const b = now.words.slice(start, endNow)
  const cut = a.length * b.length > maxCells
  if (cut) {
    for (const word of a) push(before, word.text, true)
    for (const word of b) push(after, word.text, true)
  } else commonWalk(a, b, before, after)

  for (const word of old.words.slice(endOld)) push(before, word.text, false)
  for (const word of now.words.slice(endNow)) push(after, word.text, false)
  return { before, after, cut }
}
