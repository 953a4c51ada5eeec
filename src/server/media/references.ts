// Feeds that encode their text twice: Yahoo News's RSS writes an apostrophe as `&amp;#39;`, so the XML
// parser's one decoding leaves `&#39;` in the title. Feed readers decode what is left once more; so do we,
// for character references only. What the second pass makes is text, never markup (a title is plain text
// everywhere it goes), and it is one pass: `&amp;lt;` left over becomes `&lt;`, not `<`.

/** The named references a title carries in practice: XML's five and HTML's punctuation and currency. */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  hellip: '\u2026',
  laquo: '\u00ab',
  raquo: '\u00bb',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  sect: '\u00a7',
  para: '\u00b6',
  cent: '\u00a2',
  pound: '\u00a3',
  yen: '\u00a5',
  euro: '\u20ac',
}

const REFERENCE = /&(?:#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,15}));/g

/** A code point a text may hold: no NUL or other control but tab and line ends, no lone surrogate. */
function isTextCharacter(code: number): boolean {
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return false
  if (code === 0x09 || code === 0x0a || code === 0x0d) return true
  return !(code < 0x20 || (code >= 0x7f && code <= 0x9f))
}

/**
 * The text with each character reference it still holds (`&#39;`, `&#x2019;`, `&amp;`, `&rsquo;`) decoded
 * once; an unknown name or a code point that is no character is left as written ('AT&T;' stays).
 */
export function decodeLeftReferences(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return Object.hasOwn(NAMED, name) ? NAMED[name] : reference
    const code = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16)
    return isTextCharacter(code) ? String.fromCodePoint(code) : reference
  })
}
