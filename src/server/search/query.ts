import { sql, type SQL } from 'drizzle-orm'
import type { SearchAnswer, SearchGroup, SearchHit } from '../../shared/contract/search'
import { GENERAL_CODE, isLevel, mayAccess, type Actor } from '../../shared/rules/permissions'
import { SEARCH_AREAS, SEARCH_LIMITS, type SearchArea } from '../../shared/rules/search'
import type { Database } from '../db/client'
import { MARK_END, MARK_START, markTypos, marksOf } from './marks'
import {
  ALIAS,
  RECENT_ORDER,
  SEARCH_CONFIG,
  VECTOR,
  bodyText,
  foldedOf,
  fromClause,
  queryColumn,
  queryTitle,
  recencyOf,
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
  const limit = SEARCH_LIMITS.perArea
  const faculty = area.faculty ? raw(queryColumn(area.faculty.column, area.faculty.from)) : sql`null`
  const extra = area.extra ? raw(queryColumn(area.extra)) : sql`null`
  const updated = raw(recencyOf(area, ALIAS.record))
  const from = raw(fromClause(area))
  const id = raw(`${ALIAS.record}."EntryID"`)
  // The words as a constant of the query, not a row of a CTE: the planner then knows how many records hold
  // them (the vectors' statistics) and walks the newest records for a common word, the GIN index for a rare one.
  const words = sql`websearch_to_tsquery(${raw(SEARCH_CONFIG)}, ${q})`
  const titleVector = title
    ? raw(queryColumn(VECTOR.title, 'fixed' in area.title ? undefined : area.title.from))
    : null
  // Each branch newest first: the title's words, the text's words, and only when those find fewer than the
  // limit, the title's likeness to what was typed (a typo; pg_trgm's word likeness is the costly one).
  const branch = (inTitle: 0 | 1, where: SQL, count: number) => sql`(
    select ${id} as id, ${inTitle} as in_title, ${updated} as updated from ${from}
    where ${where} and ${scope}
    order by updated ${raw(RECENT_ORDER)}, id desc limit ${count})`
  const matched: SQL[] = []
  if (titleVector) matched.push(branch(1, sql`${titleVector} @@ ${words}`, limit))
  // Up to `limit` title hits may be text hits too: twice the limit leaves `limit` others.
  if (area.text.length > 0)
    matched.push(branch(0, sql`${raw(queryColumn(VECTOR.text))} @@ ${words}`, 2 * limit))
  const typos = title
    ? sql` union all ${branch(
        1,
        sql`(select count(*) from matched) < ${limit} and console_fold(${q}) <% ${raw(foldedOf(title))}`,
        limit,
      )}`
    : sql``
  const result = (await db.execute(sql`
    with matched as (${sql.join(matched, sql` union all `)}),
    found as (select * from matched${typos}),
    ranked as (
      select id, max(in_title) as in_title, max(updated) as updated from found group by id
      order by in_title desc, updated desc nulls last, id desc limit ${limit}
    ),
    q as (select ${words} as tsq)
    select ranked.id, ranked.updated, ${faculty} as faculty, ${extra} as extra,
      ${title ? sql`ts_headline(${raw(SEARCH_CONFIG)}, ${raw(unmarked(title))}, q.tsq, ${TITLE_OPTIONS})` : sql`null`} as title,
      ts_headline(${raw(SEARCH_CONFIG)}, ${raw(unmarked(body))}, q.tsq, ${SNIPPET_OPTIONS}) as snippet
    from ranked, q, ${from}
    where ${id} = ranked.id
    order by ranked.in_title desc, ranked.updated desc nulls last, ranked.id desc
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
