import type { SearchArea } from '../../shared/rules/search'

// The SQL of the search (issue 28), made from rules/search.ts: the columns and indexes the migrations make and
// the query reads. PostgreSQL uses an expression index only when the query's expression is the indexed one,
// so both come from here (tests/unit/search-sql.test.ts checks the migrations against it).

/** Accents folded by the `unaccent` dictionary before the English stemmer (migration 0027). */
export const SEARCH_CONFIG = `'console_search'::regconfig`

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** A column as the query names it: `alias."Column"`; unqualified in an index. */
const column = (name: string, alias?: string) => (alias ? `${alias}.${quoted(name)}` : quoted(name))

/** The title's text, or null for an area with a fixed title (indexed nowhere). */
export function titleText(area: SearchArea, alias?: string): string | null {
  if ('fixed' in area.title) return null
  return `coalesce(${column(area.title.column, alias)}, '')`
}

/** The searched text besides the title, rich text as its words. Never null: `||` of coalesced parts. */
export function bodyText(area: SearchArea, alias?: string): string {
  if (area.text.length === 0) return `''`
  return area.text
    .map((c) =>
      c.rich ? `console_rich_plain(${column(c.name, alias)})` : `coalesce(${column(c.name, alias)}, '')`,
    )
    .join(` || ' ' || `)
}

export const vectorOf = (text: string) => `to_tsvector(${SEARCH_CONFIG}, ${text})`
export const foldedOf = (text: string) => `console_fold(${text})`

/** The table holding the title: the area's own, or the one it joins. */
export const titleTable = (area: SearchArea): string =>
  'fixed' in area.title ? area.table : (area.title.from?.table ?? area.table)

/**
 * The words of the title and of the text, kept by the database in stored generated columns (migration 0029):
 * a query tests a stored vector in microseconds where re-reading a record's rich text costs a millisecond, so
 * a common word is found by walking the newest records and stopping at the limit.
 */
export const VECTOR = { title: 'SearchTitle', text: 'SearchText' } as const

/** The record's last change, as the query orders by it and the recency indexes hold it. */
export const recencyOf = (area: SearchArea, alias?: string) =>
  `coalesce(${area.updated.map((name) => column(name, alias)).join(', ')})`

/** Newest first, the query's order; the same in the indexes. */
export const RECENT_ORDER = 'DESC NULLS LAST'

/** The names of the area's GIN indexes: its title's words and trigrams (on the title's table), its text's words. */
const GIN_NAMES = {
  titleWords: (table: string) => `${table}_search_title_words`,
  titleTrigrams: (table: string) => `${table}_search_title_trgm`,
  textWords: (table: string) => `${table}_search_text_words`,
} as const

/** The columns and indexes one area's search uses (the migrations make them; a joined title's on its table). */
export function indexStatements(area: SearchArea): string[] {
  const statements: string[] = []
  const vector = (table: string, name: string, text: string, index: string) => [
    `ALTER TABLE ${quoted(table)} ADD COLUMN IF NOT EXISTS ${quoted(name)} tsvector GENERATED ALWAYS AS (${vectorOf(text)}) STORED`,
    `CREATE INDEX IF NOT EXISTS ${quoted(index)} ON ${quoted(table)} USING gin (${quoted(name)})`,
  ]
  const title = titleText(area)
  if (title) {
    const table = titleTable(area)
    statements.push(
      ...vector(table, VECTOR.title, title, GIN_NAMES.titleWords(table)),
      `CREATE INDEX IF NOT EXISTS ${quoted(GIN_NAMES.titleTrigrams(table))} ON ${quoted(table)} USING gin (${foldedOf(title)} gin_trgm_ops)`,
    )
  }
  if (area.text.length > 0)
    statements.push(...vector(area.table, VECTOR.text, bodyText(area), GIN_NAMES.textWords(area.table)))
  const recent = `${recencyOf(area)} ${RECENT_ORDER}, ${quoted('EntryID')} DESC`
  statements.push(
    `CREATE INDEX IF NOT EXISTS ${quoted(`${area.table}_search_recent`)} ON ${quoted(area.table)} (${recent})`,
  )
  // A Faculty user's search walks their own faculty's newest records.
  if (area.faculty && !area.faculty.from)
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${quoted(`${area.table}_search_faculty_recent`)} ON ${quoted(area.table)} (${quoted(area.faculty.column)}, ${recent})`,
    )
  return statements
}

/** The area's GIN indexes, as indexStatements makes them. */
export function ginIndexes(area: SearchArea): string[] {
  const names: string[] = []
  if (titleText(area)) {
    const table = titleTable(area)
    names.push(GIN_NAMES.titleWords(table), GIN_NAMES.titleTrigrams(table))
  }
  if (area.text.length > 0) names.push(GIN_NAMES.textWords(area.table))
  return names
}

/**
 * The area's GIN indexes written through at every save, their pending entries merged (migration 0036). A GIN
 * index otherwise gathers new entries in a pending list that every search reads whole, until a vacuum merges
 * them; PGlite runs no autovacuum, so the list grew to its 4 MB limit and a search of three common words took
 * 10 ms a table instead of 1.5. A save pays for its words at once instead: about 4 ms more for a news item
 * with a 300-word body on PGlite (5.4 against 1.3 ms), nothing measurable under bench/load.
 */
export function writeThroughStatements(area: SearchArea): string[] {
  return ginIndexes(area).flatMap((name) => [
    `ALTER INDEX ${quoted(name)} SET (fastupdate = off)`,
    `SELECT gin_clean_pending_list('${quoted(name)}'::regclass)`,
  ])
}

/** Names in the query: `r` the area's table, `j` the joined one. */
export const ALIAS = { record: 'r', joined: 'j' } as const

/** Where a column (`from` a joined table or the area's own) is read in the query. */
export const aliasFor = (from?: { table: string }) => (from ? ALIAS.joined : ALIAS.record)

/** The query's FROM: the area's table and, when its title or faculty lives there, the joined one. */
export function fromClause(area: SearchArea): string {
  const join = ('fixed' in area.title ? undefined : area.title.from) ?? area.faculty?.from
  const own = `${quoted(area.table)} ${ALIAS.record}`
  if (!join) return own
  return `${own} join ${quoted(join.table)} ${ALIAS.joined} on ${ALIAS.joined}.${quoted(join.key)} = ${ALIAS.record}.${quoted(join.key)}`
}

/** The title as the query reads it (qualified). */
export function queryTitle(area: SearchArea): string | null {
  if ('fixed' in area.title) return null
  return titleText(area, aliasFor(area.title.from))
}

export const queryColumn = (name: string, from?: { table: string }) => column(name, aliasFor(from))
