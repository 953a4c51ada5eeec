import { Readable } from 'node:stream'
import { parse, CsvError } from 'csv-parse'
import { IMPORT_LIMITS, IMPORT_MESSAGES, firstLineEnd, sniffDelimiter } from '../../shared/rules/records'

// Reading a CSV file as spreadsheets and the university's systems export it, streamed: a UTF-8 BOM, quoted
// fields holding commas, line breaks and doubled quotes, CRLF or LF lines, and comma-, semicolon- or
// tab-separated columns (the delimiter is sniffed from the header line). Only the header line is read
// before parsing starts; rows then come one at a time as the bytes arrive, never the whole file at once.

export interface CsvRow {
  /** The line of the file the row starts on; the header is line 1. */
  line: number
  fields: string[]
}

export interface OpenedCsv {
  headers: string[]
  delimiter: string
  rows: AsyncIterable<CsvRow>
}

/** A file that cannot be read as CSV, at a line. */
export class CsvProblem extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message)
    this.name = 'CsvProblem'
  }
}

const BOM = '\ufeff'

/** Opens a CSV byte stream: reads its header line, then parses the rest as it is read. */
export async function openCsv(source: AsyncIterable<Uint8Array | string>): Promise<OpenedCsv> {
  const iterator = source[Symbol.asyncIterator]()
  const head: Buffer[] = []
  let headBytes = 0
  let ended = false
  let headerLine = ''
  // The header line: enough chunks to hold it (or the whole file when it is that short).
  for (;;) {
    const text = Buffer.concat(head)
      .toString('utf8')
      .replace(/^\ufeff/, '')
    const end = firstLineEnd(text)
    if (end >= 0 || ended || headBytes >= IMPORT_LIMITS.headerBytes) {
      headerLine = end >= 0 ? text.slice(0, end) : text
      break
    }
    const next = await iterator.next()
    if (next.done) ended = true
    else {
      const chunk = Buffer.from(next.value)
      head.push(chunk)
      headBytes += chunk.length
    }
  }
  if (headerLine.replace(BOM, '').trim() === '') throw new CsvProblem(IMPORT_MESSAGES.noHeader, 1)
  const delimiter = sniffDelimiter(headerLine)

  async function* bytes() {
    yield* head
    if (ended) return
    for (;;) {
      const next = await iterator.next()
      if (next.done) return
      yield Buffer.from(next.value)
    }
  }
  const input = Readable.from(bytes(), { objectMode: false })
  const parser = parse({
    bom: true,
    delimiter,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: IMPORT_LIMITS.maxRowBytes,
  })
  // A failing source (a body over its size, a client gone) fails the parser, and so the reading loop.
  input.on('error', (error) => parser.destroy(error))
  input.pipe(parser)

  const records = (async function* () {
    // csv-parse's line count is where a record ends, and counts a CRLF inside quotes as two lines: the
    // line a record starts on is its count less the breaks inside it, less the CRLFs over-counted before.
    let overCounted = 0
    const count = (fields: string[], pattern: RegExp) =>
      fields.reduce((n, field) => n + (field.match(pattern)?.length ?? 0), 0)
    try {
      for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
        const breaks = count(item.record, /\r|\n/g)
        yield { line: item.info.lines - breaks - overCounted, fields: item.record }
        overCounted += count(item.record, /\r\n/g)
      }
    } catch (error) {
      if (error instanceof CsvError) {
        const line = Number(error.lines) || 1
        throw new CsvProblem(IMPORT_MESSAGES.badCsv(error.message), line)
      }
      throw error
    } finally {
      input.destroy()
    }
  })()

  const first = await records.next()
  if (first.done) throw new CsvProblem(IMPORT_MESSAGES.noHeader, 1)
  const headers = first.value.fields.map((h) => h.trim())
  return { headers, delimiter, rows: { [Symbol.asyncIterator]: () => records } }
}
