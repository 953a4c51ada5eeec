import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { SearchAnswer, SearchGroup, SearchHit } from '../../shared/contract/search'
import { GENERAL_CODE, isLevel, mayAccess, type Actor } from '../../shared/rules/permissions'
import { SEARCH_AREAS, SEARCH_LIMITS, type SearchArea } from '../../shared/rules/search'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { richTextToPlain } from '../../shared/rules/rich-text'
import { askedOf, type Asked } from './asked'
import { markAll, markTypos, mayMatch, snippetOf, type Marking } from './marks'
import {
  ALIAS,
  RECENT_ORDER,
  SEARCH_CONFIG,
  VECTOR,
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

const Row = z.object({
  id: z.union([z.number(), z.string()]),
  /** 1 when the title matched (by its words or its likeness), 0 when only the text did. */
  in_title: z.union([z.number(), z.string()]),
  title: z.string().nullable(),
  faculty: z.string().nullable(),
  extra: z.string().nullable(),
  updated: z.union([z.string(), z.date()]).nullable(),
  /** The area's text columns as stored, in the order of its `text`. */
  texts: z.array(z.string().nullable()),
})
type Row = z.infer<typeof Row>

const Word = z.object({ word: z.string() })

/** A kept record: its row, and its title and text as the dialog shows them. */
interface Kept {
  row: Row
  title: string
  text: string
}

/** What one pass of the search asks each area: records by their words (a tsquery), or titles that look like typed words. */
type Pass = { words: SQL } | { alike: readonly string[] }

/** One area's records for a pass: by its words (stems, accents folded), or, `alike` (the typo pass), by its title. */
async function searchArea(db: Database, area: SearchArea, scope: SQL, pass: Pass): Promise<Row[]> {
  const title = queryTitle(area)
  const limit = SEARCH_LIMITS.perArea
  const faculty = area.faculty ? raw(queryColumn(area.faculty.column, area.faculty.from)) : sql`null`
  const extra = area.extra ? raw(queryColumn(area.extra)) : sql`null`
  const updated = raw(recencyOf(area, ALIAS.record))
  const from = raw(fromClause(area))
  const id = raw(`${ALIAS.record}."EntryID"`)
  const titleVector = title
    ? raw(queryColumn(VECTOR.title, 'fixed' in area.title ? undefined : area.title.from))
    : null
  // Each branch newest first: the title's words and the text's words; or, asked apart (`alike`), the title's
  // likeness to what was typed (a typo; pg_trgm's word likeness is the costly one).
  const branch = (inTitle: 0 | 1, where: SQL, count: number) => sql`(
    select ${id} as id, ${inTitle} as in_title, ${updated} as updated from ${from}
    where ${where} and ${scope}
    order by updated ${raw(RECENT_ORDER)}, id desc limit ${count})`
  const matched: SQL[] = []
  if ('alike' in pass) {
    // Each typed word must look like a word of the title, as each word must match in the words' pass: the
    // trigram index then keeps only the titles near every word (for two rare words, 445 candidates of 28,000
    // news titles where the whole phrase's likeness kept 1,019, each tested one by one). The words are
    // constants here too: the planner walks the newest titles when many look like them ('stude' and every
    // title with 'student'), the trigram index when few do.
    if (title && pass.alike.length > 0) {
      const folded = raw(foldedOf(title))
      const everyWord = sql.join(
        pass.alike.map((word) => sql`${word} <% ${folded}`),
        sql` and `,
      )
      matched.push(branch(1, everyWord, limit))
    }
  } else {
    // The words are a constant of the query, not a row of a CTE: the planner then knows how many records hold
    // them (the vectors' statistics) and walks the newest records for a common word, the GIN index for a rare one.
    if (titleVector) matched.push(branch(1, sql`${titleVector} @@ ${pass.words}`, limit))
    // Up to `limit` title hits may be text hits too: twice the limit leaves `limit` others.
    if (area.text.length > 0)
      matched.push(branch(0, sql`${raw(queryColumn(VECTOR.text))} @@ ${pass.words}`, 2 * limit))
  }
  if (matched.length === 0) return []
  return rowsOf(
    db,
    sql`
    with found as (${sql.join(matched, sql` union all `)}),
    ranked as (
      select id, max(in_title) as in_title, max(updated) as updated from found group by id
      order by in_title desc, updated desc nulls last, id desc limit ${limit}
    )
    select ranked.id, ranked.in_title, ranked.updated, ${faculty} as faculty, ${extra} as extra,
      ${title ? raw(title) : sql`null`} as title,
      json_build_array(${raw(area.text.map((c) => queryColumn(c.name)).join(', '))}) as texts
    from ranked, ${from}
    where ${id} = ranked.id
    order by ranked.in_title desc, ranked.updated desc nulls last, ranked.id desc
  `,
    Row,
  )
}

/** One row per record, as the query ranks them: title matches first, then the most recent, up to the limit. */
function ranked(rows: Row[]): Row[] {
  const byId = new Map<number, Row>()
  for (const row of rows) {
    const seen = byId.get(Number(row.id))
    if (!seen || Number(row.in_title) > Number(seen.in_title)) byId.set(Number(row.id), row)
  }
  const time = (row: Row) => (row.updated === null ? -Infinity : new Date(row.updated).getTime())
  return [...byId.values()]
    .sort(
      (a, b) => Number(b.in_title) - Number(a.in_title) || time(b) - time(a) || Number(b.id) - Number(a.id),
    )
    .slice(0, SEARCH_LIMITS.perArea)
}

/**
 * The typed words a typo may hide in, folded and in lower case as the titles' trigrams are: three letters or more
 * (a shorter word has too few trigrams to look like anything), and no stop word ('the', 'of'), which the words'
 * pass leaves out too. Asked once a search, and only when the typo pass runs.
 */
async function typedWords(db: Database, q: string): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`
    select distinct w as word from regexp_split_to_table(lower(console_fold(${q})), '[^[:alnum:]]+') w
    where length(w) >= 3 and ts_lexize('english_stem', w) <> '{}'
  `,
    Word,
  )
  return rows.map((row) => row.word)
}

/** Which of these words of the kept records match one of the terms (`to_tsquery` text): they are marked. */
async function matchedWords(db: Database, words: string[], terms: readonly string[]): Promise<Set<string>> {
  if (words.length === 0 || terms.length === 0) return new Set()
  // The terms made a query once, not once a word.
  const rows = await rowsOf(
    db,
    sql`
    with asked as materialized (select to_tsquery(${raw(SEARCH_CONFIG)}, ${terms.join(' | ')}) as q)
    select w.value as word from asked, json_array_elements_text(${JSON.stringify(words)}::json) w
    where to_tsvector(${raw(SEARCH_CONFIG)}, w.value) @@ asked.q
  `,
    Word,
  )
  return new Set(rows.map((row) => row.word))
}

const keep = (area: SearchArea, row: Row): Kept => ({
  row,
  title: 'fixed' in area.title ? area.title.fixed : (row.title ?? ''),
  text: area.text
    .map((column, i) => (column.rich ? richTextToPlain(row.texts[i]) : (row.texts[i] ?? '')))
    .join(' '),
})

function hitOf(area: SearchArea, kept: Kept, marking: Marking, typed: readonly string[]): SearchHit {
  const { row } = kept
  const hit = { id: Number(row.id), faculty: row.faculty, extra: row.extra }
  return {
    EntryID: hit.id,
    title:
      'fixed' in area.title
        ? { text: area.title.fixed, marks: [] }
        : markTypos(markAll(kept.title, marking), typed),
    snippet: snippetOf(kept.text, marking, {
      maxWords: SEARCH_LIMITS.snippetWords,
      minWords: Math.ceil(SEARCH_LIMITS.snippetWords / 2),
    }),
    updated: row.updated === null ? '' : new Date(row.updated).toISOString(),
    open: area.open(hit),
    faculty: row.faculty,
  }
}

const foundIn = (groups: readonly { rows: Row[] }[]) => groups.reduce((sum, { rows }) => sum + rows.length, 0)

/** Every area's hits the actor may see, in the order of rules/search.ts; areas without a hit left out. */
export async function searchEverything(db: Database, actor: Actor, query: string): Promise<SearchAnswer> {
  const q = query.trim()
  if (q.length < SEARCH_LIMITS.queryMin) return { groups: [] }
  const asked: Asked = askedOf(q)
  const scoped = SEARCH_AREAS.flatMap((area) => {
    const scope = scopeOf(area, actor)
    return scope ? [{ area, scope }] : []
  })
  const config = raw(SEARCH_CONFIG)
  let found = await Promise.all(
    scoped.map(async ({ area, scope }) => ({
      area,
      scope,
      rows: await searchArea(db, area, scope, {
        words: sql`websearch_to_tsquery(${config}, ${asked.words})`,
      }),
    })),
  )
  // The search widens only while it finds few: words that are found were neither half typed nor mistyped. Each
  // widening is asked apart, so a search whose words are found never plans it.
  const widen = async (pass: (group: (typeof found)[number]) => Pass | null) =>
    Promise.all(
      found.map(async (group) => {
        const asking = pass(group)
        if (!asking) return group
        return {
          ...group,
          rows: ranked([...group.rows, ...(await searchArea(db, group.area, group.scope, asking))]),
        }
      }),
    )
  // The last word as the beginning of a word: the dialog asks at every keystroke.
  const begun = foundIn(found) < SEARCH_LIMITS.widenBelow ? asked.begun : null
  if (begun) {
    const words = sql`(websearch_to_tsquery(${config}, ${begun.head}) && to_tsquery(${config}, ${begun.terms}))`
    found = await widen(() => ({ words }))
  }
  // Then the titles that look like the words: they were likely mistyped. Only the likeness is asked (the
  // costliest part of a search), so the words' work is not done twice.
  const typed = foundIn(found) < SEARCH_LIMITS.widenBelow ? await typedWords(db, q) : []
  if (typed.length > 0)
    found = await widen((group) => ('fixed' in group.area.title ? null : { alike: typed }))
  const areas = found.map(({ area, rows }) => ({ area, kept: rows.map((row) => keep(area, row)) }))
  const kept = areas.flatMap((group) => group.kept)
  const terms = begun ? [...asked.typed, begun.terms] : asked.typed
  const matched = await matchedWords(
    db,
    mayMatch(
      kept.flatMap((k) => [k.title, k.text]),
      asked.starts,
    ),
    terms,
  )
  const marking: Marking = { matched, phrases: asked.phrases }
  const groups = areas
    .filter((group) => group.kept.length > 0)
    .map(({ area, kept }): SearchGroup => ({
      area: area.area,
      label: area.label,
      hits: kept.map((k) => hitOf(area, k, marking, typed)),
    }))
  return { groups }
}
