import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SEARCH_AREAS } from '../../src/shared/rules/search'
import {
  SPACED_FUNCTION,
  ginIndexes,
  indexStatements,
  vectorDropStatements,
  writeThroughStatements,
} from '../../src/server/search/sql'
import { markAll, markTypos, mayMatch, snippetOf } from '../../src/server/search/marks'
import { askedOf, asWebsearch, completionsOf } from '../../src/server/search/asked'

// The search's indexes serve its queries only while both name the same expressions: the migrations must hold
// exactly the statements search/sql.ts makes from rules/search.ts.

const migrationText = (name: string) =>
  readFileSync(new URL(`../../src/server/db/migrations/${name}`, import.meta.url), 'utf8')
/** The last to make the search's columns and indexes: each character of unspaced scripts a word. */
const migration = migrationText('0037_search_unspaced.sql')

describe('the search migrations (0027, 0032, 0037)', () => {
  it('make every column and index the search query of each area uses, from the words it asks', () => {
    expect(migration).toContain(`${SPACED_FUNCTION};`)
    for (const area of SEARCH_AREAS) {
      for (const statement of vectorDropStatements(area))
        expect(migration, area.area).toContain(`${statement};`)
      for (const statement of indexStatements(area)) expect(migration, area.area).toContain(`${statement};`)
      // Made again, the indexes are written through as 0036 made them.
      for (const statement of writeThroughStatements(area))
        expect(migration, area.area).toContain(`${statement};`)
    }
    // Every column is dropped before any is made: two areas may share a table.
    expect(migration.lastIndexOf('DROP COLUMN')).toBeLessThan(migration.indexOf('ADD COLUMN'))
  })
  it("keep each area's records newest first for the query to walk, by faculty where it has one", () => {
    for (const area of SEARCH_AREAS) {
      const statements = indexStatements(area).join('\n')
      expect(statements, area.area).toContain(`${area.table}_search_recent`)
      if (area.faculty && !area.faculty.from)
        expect(statements, area.area).toContain(`${area.table}_search_faculty_recent`)
    }
  })
  it('indexes every area but one with a fixed title by its title', () => {
    const titled = SEARCH_AREAS.filter((area) => !('fixed' in area.title))
    for (const area of titled) expect(indexStatements(area).join('\n')).toContain('gin_trgm_ops')
  })
})

describe('the search indexes written through (0036)', () => {
  const written = readFileSync(
    new URL('../../src/server/db/migrations/0036_search_write_through.sql', import.meta.url),
    'utf8',
  )
  it('turns off the pending list of every GIN index the search reads, and merges what it held', () => {
    for (const area of SEARCH_AREAS) {
      const names = ginIndexes(area)
      // Words of the title, of the text, and the title's trigrams, where the area has them.
      expect(names.length, area.area).toBe(
        indexStatements(area).filter((s) => s.includes('USING gin')).length,
      )
      for (const statement of writeThroughStatements(area))
        expect(written, area.area).toContain(`${statement};`)
      for (const name of names) expect(written).toContain(`gin_clean_pending_list('"${name}"'::regclass)`)
    }
  })
})

describe('marked text', () => {
  const words = { maxWords: 6, minWords: 3 }
  const at = (text: { text: string; marks: [number, number][] }) =>
    text.marks.map(([start, end]) => text.text.slice(start, end))

  it('offers the database only the words that start as a lexeme does, accents folded', () => {
    expect(mayMatch(['Convocation at Ilé-Ifẹ̀', 'Graduation of the class'], ['ile', 'gra']).sort()).toEqual([
      'Graduation',
      'Ilé',
    ])
  })
  it('marks the matched words of a title, white space made one and markup kept as text', () => {
    const title = markAll('  <b>Convocation</b>\n at  Ilé-Ifẹ̀ ', { matched: new Set(['Ilé', 'Ifẹ̀']) })
    expect(title.text).toBe('<b>Convocation</b> at Ilé-Ifẹ̀')
    expect(at(title)).toEqual(['Ilé', 'Ifẹ̀'])
  })
  it('cuts a snippet around the matched words, at most two passages', () => {
    const text =
      'one two three four five six seven eight nine ten quokka twelve thirteen fourteen fifteen sixteen'
    const once = snippetOf(text, { matched: new Set(['quokka']) }, words)
    expect(once.text).toBe('ten quokka twelve thirteen fourteen fifteen')
    expect(at(once)).toEqual(['quokka'])
    const twice = snippetOf(`quokka ${text}`, { matched: new Set(['quokka']) }, words)
    expect(twice.text).toBe('quokka one two three four five … ten quokka twelve thirteen fourteen fifteen')
    expect(at(twice)).toEqual(['quokka', 'quokka'])
    expect(snippetOf('About quokka.', { matched: new Set(['quokka']) }, words).text).toBe('About quokka')
  })
  it('shows the first words of a text none of whose words matched (a title hit)', () => {
    expect(snippetOf('one two, three four five', { matched: new Set() }, words)).toEqual({
      text: 'one two, three',
      marks: [],
    })
  })
  it('marks a title word that looks like a typed one when no word matched', () => {
    const title = { text: 'The new Engineering building', marks: [] }
    expect(markTypos(title, ['enginering']).marks).toEqual([[8, 19]])
    expect(markTypos(title, ['zebra']).marks).toEqual([])
    // As pg_trgm's word likeness: most of the typed word's trigrams are in the title word.
    expect(markTypos({ text: 'Solar kiln at the farm', marks: [] }, ['solr', 'kilnn']).marks).toEqual([
      [0, 5],
      [6, 10],
    ])
  })
  it('marks characters written without spaces where the typed run is whole, as one mark', () => {
    const marking = { matched: new Set<string>(), phrases: ['工程'] }
    const title = markAll('新工程学院：工学与程序', marking)
    expect(at(title)).toEqual(['工程'])
    const snippet = snippetOf(
      '大学的工程学院开放了',
      { matched: new Set(['Open']), phrases: ['学院'] },
      words,
    )
    expect(at(snippet)).toEqual(['学院'])
  })
})

describe('what a search asks', () => {
  it('asks a run of characters written without spaces as the phrase of its characters', () => {
    expect(asWebsearch('工程学院')).toBe('"工 程 学 院" ')
    expect(asWebsearch('new 工程 building')).toBe('new "工 程"  building')
    expect(asWebsearch('大学a工程')).toBe('"大 学" a "工 程" ')
    expect(asWebsearch('-工程')).toBe('-"工 程" ')
    expect(asWebsearch('"new 工程"')).toBe('"new  工 程 "')
    expect(asWebsearch('Ilé-Ifẹ̀')).toBe('Ilé-Ifẹ̀')
  })
  it('completes a half-typed word by the endings it has begun', () => {
    expect(completionsOf('universi')).toContain('university')
    expect(completionsOf('convocati')).toContain('convocation')
    expect(completionsOf('engineeri')).toContain('engineering')
    expect(completionsOf('Gradua')).toContain('graduation')
  })
  it('takes the last word as a beginning unless it is short, quoted, negated or written without spaces', () => {
    expect(askedOf('new engineeri')).toMatchObject({ begun: { head: 'new ' } })
    expect(askedOf('new engineeri').begun?.terms).toMatch(/^'engineeri':\* \| .*'engineering'/)
    for (const q of ['new en', '"new engineeri', 'new -engineeri', '工程学'])
      expect(askedOf(q).begun, q).toBeNull()
    expect(askedOf('Ilé 工程x').typed).toEqual(["'Ilé'", "'工'", "'程'", "'x'"])
    expect(askedOf('Ilé 工程').phrases).toEqual(['工程'])
  })
})
