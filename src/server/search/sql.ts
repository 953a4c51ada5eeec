import { SEARCH_LIMITS, type SearchArea } from '../../shared/rules/search'
import { UNSPACED_SQL } from './scripts'

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

/**
 * The words the text vector holds: the title's too where it is the area's own column, so a search finds a record
 * whose words are some in its title and some in its text ("convocation 2026"); then the text.
 */
function recordText(area: SearchArea): string {
  const ownTitle = 'fixed' in area.title || area.title.from ? null : titleText(area)
  return ownTitle ? `${ownTitle} || ' ' || ${bodyText(area)}` : bodyText(area)
}

/** Spaces the characters of scripts written without spaces apart, before the parser reads a text (migration 0037). */
export const SPACED_FUNCTION = `CREATE OR REPLACE FUNCTION console_spaced(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT regexp_replace(value, '(${UNSPACED_SQL})', ' \\1 ', 'g') $$`

/** The words of a text, as far as SEARCH_LIMITS.indexedChars: a vector holds no more than 1 MB. */
export const vectorOf = (text: string) =>
  `to_tsvector(${SEARCH_CONFIG}, console_spaced(left(${text}, ${SEARCH_LIMITS.indexedChars})))`
export const foldedOf = (text: string) => `console_fold(${text})`

/** The table holding the title: the area's own, or the one it joins. */
export const titleTable = (area: SearchArea): string =>
  'fixed' in area.title ? area.table : (area.title.from?.table ?? area.table)

/**
 * The words of the title and of the record (its title where the area holds it, and its text: `recordText`), kept
 * by the database in stored generated columns (migrations 0032, 0037): a query tests a stored vector in microseconds where re-reading a record's rich text costs a millisecond, so
 * a common word is found by walking the newest records and stopping at the limit.
 */
export const VECTOR = { title: 'SearchTitle', text: 'SearchText' } as const

/** The record's last change, as the query orders by it and the recency indexes hold it. */
export const recencyOf = (area: SearchArea, alias?: string) =>
  `coalesce(${area.updated.map((name) => column(name, alias)).join(', ')})`

/** Newest first, the query's order; the same in the indexes. */
export const RECENT_ORDER = 'DESC NULLS LAST'

/**
 * One GIN index of an area's search: its name, its table, what it indexes, and the stored vector column it
 * indexes, which is added before it. The title's words and trigrams (on the title's table), the text's words.
 */
interface GinIndex {
  name: string
  table: string
  on: string
  vector?: { name: string; text: string }
}

function ginIndexesOf(area: SearchArea): GinIndex[] {
  const indexes: GinIndex[] = []
  const title = titleText(area)
  if (title) {
    const table = titleTable(area)
    indexes.push(
      {
        name: `${table}_search_title_words`,
        table,
        on: quoted(VECTOR.title),
        vector: { name: VECTOR.title, text: title },
      },
      { name: `${table}_search_title_trgm`, table, on: `${foldedOf(title)} gin_trgm_ops` },
    )
  }
  if (area.text.length > 0)
    indexes.push({
      name: `${area.table}_search_text_words`,
      table: area.table,
      on: quoted(VECTOR.text),
      vector: { name: VECTOR.text, text: recordText(area) },
    })
  return indexes
}

/** The columns and indexes one area's search uses (the migrations make them; a joined title's on its table). */
export function indexStatements(area: SearchArea): string[] {
  const statements = ginIndexesOf(area).flatMap(({ name, table, on, vector }) => [
    ...(vector
      ? [
          `ALTER TABLE ${quoted(table)} ADD COLUMN IF NOT EXISTS ${quoted(vector.name)} tsvector GENERATED ALWAYS AS (${vectorOf(vector.text)}) STORED`,
        ]
      : []),
    `CREATE INDEX IF NOT EXISTS ${quoted(name)} ON ${quoted(table)} USING gin (${on})`,
  ])
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

/**
 * The stored vector columns of the area (their indexes go with them), dropped for indexStatements to make them
 * again from other words (migration 0037: the characters of scripts written without spaces apart).
 */
export const vectorDropStatements = (area: SearchArea): string[] =>
  ginIndexesOf(area).flatMap(({ table, vector }) =>
    vector ? [`ALTER TABLE ${quoted(table)} DROP COLUMN IF EXISTS ${quoted(vector.name)}`] : [],
  )

/** The names of the area's GIN indexes, as indexStatements makes them. */
export const ginIndexes = (area: SearchArea): string[] => ginIndexesOf(area).map((index) => index.name)

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
