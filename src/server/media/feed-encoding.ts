// A feed's bytes as text, read in the encoding the feed is written in. The order is XML's over HTTP
// (RFC 7303 §3.2, §8.1): a byte-order mark, else the charset of the answer's Content-Type, else the
// encoding of the XML declaration, else UTF-8; a name TextDecoder does not know is passed over.
//
// Names follow the WHATWG Encoding Standard, as TextDecoder does: ISO-8859-1 (Latin-1) is read as
// Windows-1252. The two differ only in bytes 0x80-0x9F, control codes in Latin-1 that no feed means and
// Windows-1252's curly quotes and dashes, which feeds labelled Latin-1 do carry; browsers read them so.

const BYTE_ORDER_MARKS: readonly [readonly number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
]

function byteOrderMark(bytes: Uint8Array): string | null {
  const found = BYTE_ORDER_MARKS.find(([mark]) => mark.every((byte, i) => bytes[i] === byte))
  return found ? found[1] : null
}

/** `charset` of a Content-Type such as `text/xml; charset="ISO-8859-1"`. */
function contentTypeCharset(contentType: string | undefined): string | null {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1] ?? null
}

/** `encoding` of the XML declaration, read from the first bytes (ASCII in every encoding it may name). */
function declaredEncoding(bytes: Uint8Array): string | null {
  const start = Buffer.from(bytes.subarray(0, 200)).toString('latin1')
  return /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(start)?.[1] ?? null
}

/** Windows-1252's characters for bytes 0x80 to 0x9F (WHATWG's index; the five it leaves open stay C1). */
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178'

// Node 20's TextDecoder reads 'windows-1252' (and so every Latin-1 name) as Latin-1, turning the curly
// quotes into control codes; this reads it by the table.
const windows1252 = (bytes: Uint8Array) =>
  Buffer.from(bytes)
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80])

function decoderFor(label: string): ((bytes: Uint8Array) => string) | null {
  try {
    const decoder = new TextDecoder(label)
    return decoder.encoding === 'windows-1252' ? windows1252 : (bytes) => decoder.decode(bytes)
  } catch {
    return null
  }
}

/** The feed's text; `contentType` is the answer's Content-Type header, when it had one. */
export function decodeFeed(bytes: Uint8Array, contentType?: string): string {
  const labels = [byteOrderMark(bytes), contentTypeCharset(contentType), declaredEncoding(bytes)]
  const decode = labels.map((label) => (label ? decoderFor(label) : null)).find((found) => found !== null)
  return decode ? decode(bytes) : new TextDecoder('utf-8').decode(bytes)
}
