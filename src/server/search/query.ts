import { sql, type SQL } from 'drizzle-orm'
import type { SearchAnswer, SearchGroup, SearchHit } from '../../shared/contract/search'
import { GENERAL_CODE, isLevel, mayAccess, type Actor } from '../../shared/rules/permissions'
import { SEARCH_AREAS, SEARCH_LIMITS, type SearchArea } from '../../shared/rules/search'
import type { Database } from '../db/client'
import { MARK_END, MARK_START, markTypos, marksOf } from './marks'
import {
  ALIAS,
  SEARCH_CONFIG,
  bodyText,
  foldedOf,
  fromClause,
  queryColumn,
  queryTitle,
  vectorOf,
} from './sql'

// Issue 28: one query per area the caller may see, run side by side. Each finds records whose title or text
// matches the words (stems, accents folded) or whose title looks like them (a typo), only those of the
// caller's faculty where the area holds faculty content, title matches first, then the most recent.

const raw = (text: string) => sql.raw(text)

const START = `chr(${MARK_START.codePointAt(0)})`
const END = `chr(${MARK_END.codePointAt(0)})`
const MARKERS = `'StartSel=' || ${START} || ', StopSel=' || ${END}`
const TITLE_OPTIONS = raw(`${MARKERS} || ', HighlightAll=true'`)
const SNIPPET_OPTIONS = raw(
  `${MARKERS} || ', MaxWords=${SEARCH_LIMITS.snippetWords}, MinWords=${Math.ceil(SEARCH_LIMITS.snippetWords / 2)}, MaxFragments=2, FragmentDelimiter=" … "'`,
)
/** A record's own text never carries the markers the answer is read by. */
const unmarked = (text: string) => `translate(${text}, ${START} || ${END}, '')`

/**
 * Which records of the area the actor may see, as a condition; null when none (mayAccess per record: general
 * content by the policy's general levels, a faculty's by its faculty levels, Faculty and Department users
 * their own faculty's only).
 */
export function scopeOf(area: SearchArea, actor: Actor): SQL | null {
  if (!area.faculty) return mayAccess(actor, area.access) ? sql`true` : null
  if (!isLevel(actor.IsAdmin)) return null
  const level = actor.IsAdmin
  const column = raw(queryColumn(area.faculty.column, area.faculty.from))
  const parts: SQL[] = []
  if (area.access.general.includes(level)) parts.push(sql`${column} = ${GENERAL_CODE}`)
  if (area.access.faculty.includes(level))
    parts.push(
      level === 2 || level === 3
        ? sql`(${column} <> ${GENERAL_CODE} and ${column} = ${actor.FacultyCode ?? ''})`
        : sql`${column} <> ${GENERAL_CODE}`,
    )
  if (parts.length === 0) return null
  return sql`(${sql.join(parts, sql` or `)})`
}

interface Row {
  id: number
  title: string | null
  faculty: string | null
  extra: string | null
  updated: string | Date | null
  snippet: string | null
}

async function searchArea(db: Database, area: SearchArea, scope: SQL, q: string): Promise<SearchHit[]> {
  const title = queryTitle(area)
  const body = bodyText(area, ALIAS.record)
  const found: SQL[] = [sql`${raw(vectorOf(body))} @@ q.tsq`]
  let inTitle = sql`false`
  if (title) {
    inTitle = sql`(${raw(vectorOf(title))} @@ q.tsq or q.folded <% ${raw(foldedOf(title))})`
    found.unshift(sql`${raw(vectorOf(title))} @@ q.tsq`, sql`q.folded <% ${raw(foldedOf(title))}`)
  }
  const faculty = area.faculty ? raw(queryColumn(area.faculty.column, area.faculty.from)) : sql`null`
  const extra = area.extra ? raw(queryColumn(area.extra)) : sql`null`
  const updated = raw(`coalesce(${area.updated.map((c) => queryColumn(c)).join(', ')})`)
  const result = (await db.execute(sql`
    with q as (
      select websearch_to_tsquery(${raw(SEARCH_CONFIG)}, ${q}) as tsq, console_fold(${q}) as folded
    ),
    hits as (
      select ${raw(ALIAS.record)}."EntryID" as id, ${title ? raw(title) : sql`null`} as title,
        ${faculty} as faculty, ${extra} as extra, ${updated} as updated, ${raw(body)} as body,
        ${inTitle} as in_title
      from ${raw(fromClause(area))}, q
      where (${sql.join(found, sql` or `)}) and ${scope}
      order by in_title desc, updated desc nulls last, id desc
      limit ${SEARCH_LIMITS.perArea}
    )
    select id, faculty, extra, updated,
      case when title is null then null
        else ts_headline(${raw(SEARCH_CONFIG)}, ${raw(unmarked('title'))}, q.tsq, ${TITLE_OPTIONS}) end as title,
      ts_headline(${raw(SEARCH_CONFIG)}, ${raw(unmarked('body'))}, q.tsq, ${SNIPPET_OPTIONS}) as snippet
    from hits, q
    order by in_title desc, updated desc nulls last, id desc
  `)) as unknown as { rows: Row[] }
  return result.rows.map((row) => {
    const hit = { id: Number(row.id), faculty: row.faculty, extra: row.extra }
    return {
      EntryID: hit.id,
      title:
        'fixed' in area.title
          ? { text: area.title.fixed, marks: [] }
          : markTypos(marksOf(row.title ?? ''), q),
      snippet: marksOf(row.snippet ?? ''),
      updated: row.updated === null ? '' : new Date(row.updated).toISOString(),
      open: area.open(hit),
      faculty: row.faculty,
    }
  })
}

/** Every area's hits the actor may see, in the order of rules/search.ts; areas without a hit left out. */
export async function searchEverything(db: Database, actor: Actor, query: string): Promise<SearchAnswer> {
  const q = query.trim()
  if (q.length < SEARCH_LIMITS.queryMin) return { groups: [] }
  const groups = await Promise.all(
    SEARCH_AREAS.map(async (area): Promise<SearchGroup | null> => {
      const scope = scopeOf(area, actor)
      if (!scope) return null
      const hits = await searchArea(db, area, scope, q)
      return hits.length > 0 ? { area: area.area, label: area.label, hits } : null
    }),
  )
  return { groups: groups.filter((group): group is SearchGroup => group !== null) }
}
