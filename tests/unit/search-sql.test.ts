import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SEARCH_AREAS } from '../../src/shared/rules/search'
import { indexStatements } from '../../src/server/search/sql'
import { markTypos, marksOf } from '../../src/server/search/marks'

// The search's indexes serve its queries only while both name the same expressions: the migrations must hold
// exactly the statements search/sql.ts makes from rules/search.ts.

const migration = ['0027_search.sql', '0029_search_vectors.sql']
  .map((name) => readFileSync(new URL(`../../src/server/db/migrations/${name}`, import.meta.url), 'utf8'))
  .join('\n')

describe('the search migrations (0027, 0029)', () => {
  it('make every column and index the search query of each area uses', () => {
    for (const area of SEARCH_AREAS)
      for (const statement of indexStatements(area)) expect(migration, area.area).toContain(`${statement};`)
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

describe('marked text', () => {
  it('reads the markers as offsets and drops them', () => {
    expect(marksOf('Convocation at \u0002Ilé\u0003-\u0002Ifẹ̀\u0003')).toEqual({
      text: 'Convocation at Ilé-Ifẹ̀',
      marks: [
        [15, 18],
        [19, 23],
      ],
    })
  })
  it('makes runs of white space one space and keeps markup as text', () => {
    expect(marksOf('  <b>a</b>\n\n  \u0002word\u0003  ')).toEqual({ text: '<b>a</b> word', marks: [[9, 13]] })
  })
  it('marks a title word that looks like a typed one when no word matched', () => {
    const title = { text: 'The new Engineering building', marks: [] }
    expect(markTypos(title, 'enginering').marks).toEqual([[8, 19]])
    expect(markTypos(title, 'zebra').marks).toEqual([])
  })
})
