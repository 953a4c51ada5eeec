import type { SearchArea } from '../../shared/rules/search'

// The SQL of the search (issue 28), made from rules/search.ts: the expressions the migration indexes and the
// query repeats. PostgreSQL uses an expression index only when the query's expression is the indexed one,
// so both come from here (tests/unit/search-sql.test.ts checks 0027_search.sql against it).

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

/** The indexes one area's search uses (the migration creates them; a joined title's on its own table). */
export function indexStatements(area: SearchArea): string[] {
  const statements: string[] = []
  const title = titleText(area)
  if (title) {
    const table = titleTable(area)
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${quoted(`${table}_search_title`)} ON ${quoted(table)} USING gin (${vectorOf(title)})`,
      `CREATE INDEX IF NOT EXISTS ${quoted(`${table}_search_title_trgm`)} ON ${quoted(table)} USING gin (${foldedOf(title)} gin_trgm_ops)`,
    )
  }
  if (area.text.length > 0)
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${quoted(`${area.table}_search_text`)} ON ${quoted(area.table)} USING gin (${vectorOf(bodyText(area))})`,
    )
  return statements
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
