// How the rules compare what an editor typed: case, punctuation and spacing do not make text different.

/** Lower case words, punctuation and symbols dropped: 'Read more »' → 'read more'. */
export const plainWords = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** The words of `text` as a set, for "does the text mention …". */
export const wordSet = (text: string): ReadonlySet<string> => new Set(plainWords(text).split(' '))
