import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { defaultMapping, inUseMessage, sniffDelimiter } from '../../src/shared/rules/records'
import { CsvProblem, openCsv } from '../../src/server/records/csv'

// The CSV reader and the import's pure rules (issue 22): what a file from a spreadsheet reads as.

async function rowsOf(text: string, chunkSize = 7) {
  const bytes = Buffer.from(text)
  // Small chunks: a header line, a quoted field or a CRLF split across chunks still reads whole.
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, i) =>
    bytes.subarray(i * chunkSize, (i + 1) * chunkSize),
  )
  const csv = await openCsv(Readable.from(chunks))
  const rows = []
  for await (const row of csv.rows) rows.push(row)
  return { headers: csv.headers, delimiter: csv.delimiter, rows }
}

describe('openCsv', () => {
  it('drops a BOM, sniffs semicolons, and numbers rows by the line they start on', async () => {
    const read = await rowsOf('\ufeffCode;Name\r\nA;"x\r\ny"\r\n\r\nB;"say ""hi"""\r\n')
    expect(read.headers).toEqual(['Code', 'Name'])
    expect(read.delimiter).toBe(';')
    expect(read.rows).toEqual([
      { line: 2, fields: ['A', 'x\r\ny'] },
      { line: 5, fields: ['B', 'say "hi"'] },
    ])
  })

  it('reads commas inside quotes in a comma-separated file, and tabs', async () => {
    expect((await rowsOf('a,b\n"1,2",3\n')).rows).toEqual([{ line: 2, fields: ['1,2', '3'] }])
    expect((await rowsOf('a\tb\n1\t2\n')).rows).toEqual([{ line: 2, fields: ['1', '2'] }])
  })

  it('reads letters of more than one byte split between chunks', async () => {
    const read = await rowsOf('a,b\nỌlá Àdìsá,Ọ̀yọ́\n', 3)
    expect(read.rows).toEqual([{ line: 2, fields: ['Ọlá Àdìsá', 'Ọ̀yọ́'] }])
  })

  it('refuses an empty file and an unclosed quote with a line', async () => {
    await expect(rowsOf('')).rejects.toBeInstanceOf(CsvProblem)
    await expect(rowsOf('a,b\n1,"open\n')).rejects.toBeInstanceOf(CsvProblem)
  })
})

describe('the import rules', () => {
  it('sniffs the delimiter of a header line, ignoring quoted ones', () => {
    expect(sniffDelimiter('"a;b",c,d')).toBe(',')
    expect(sniffDelimiter('a;b;"c,d,e"')).toBe(';')
  })

  it('maps headers named as fields in any case, and a remembered mapping first', () => {
    expect(defaultMapping('faculties', [' facultycode ', 'FACULTYNAME', 'Other'])).toEqual({
      FacultyCode: ' facultycode ',
      FacultyName: 'FACULTYNAME',
    })
    expect(
      defaultMapping('faculties', ['Code', 'FacultyName', 'Dean'], { FacultyCode: 'Code', FacultyName: '' }),
    ).toEqual({ FacultyCode: 'Code' })
  })

  it('says plainly what still uses a record', () => {
    expect(
      inUseMessage('faculty', [
        { count: 3, one: 'course', many: 'courses' },
        { count: 0, one: 'event', many: 'events' },
        { count: 12, one: 'news item', many: 'news items' },
      ]),
    ).toBe('This faculty still has 3 courses and 12 news items.')
    expect(inUseMessage('course', [{ count: 0, one: 'module', many: 'modules' }])).toBeNull()
  })
})
