import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { A11yReport } from '../../shared/contract/a11y'
import type { A11yLevels, A11yProblem } from '../../shared/rules/a11y'
import {
  CHECKED_AREAS,
  CHECKED_TABLES,
  type CheckedArea,
  type CheckedTable,
} from '../../shared/rules/a11y/areas'
import { holdingProblem } from '../../shared/rules/a11y/held'
import { ruleOrder } from '../../shared/rules/a11y/registry'
import {
  ACCESS,
  GENERAL_CODE,
  isFacultyBound,
  isLevel,
  mayAny,
  PUBLIC,
  type Access,
  type AccessPolicy,
  type Actor,
} from '../../shared/rules/permissions'
import { academics } from '../../shared/contract/academics'
import { alumni as alumniArea } from '../../shared/contract/alumni'
import { content } from '../../shared/contract/content'
import { event as eventArea } from '../../shared/contract/event'
import { gallery as galleryArea } from '../../shared/contract/gallery'
import { headline as headlineArea } from '../../shared/contract/headline'
import { leadership as leadershipArea } from '../../shared/contract/leadership'
import { news as newsArea } from '../../shared/contract/news'
import { partners as partnersArea } from '../../shared/contract/partners'
import { slider as sliderArea } from '../../shared/contract/slider'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { a11y_dismissal } from '../db/schema'
import { problemOf, storedProblems } from './store'

// Issue 27: the report's records, read at the moment it is asked: each checked area's stored problems joined
// with its rows, so what is published (the status a save or the scheduler left) and whose it is are the row's
// now, and each problem's level is the Super Admin's now. Dismissed problems are left out; a record with
// none open is not listed. One query per area; the levels and the dismissals are applied here.

export type ReportRecord = A11yReport['records'][number]

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`
const column = (name: string) => `r.${quoted(name)}`
/** A column of the course a course page belongs to. */
const ofCourse = (name: string) =>
  `(select c.${quoted(name)} from "course" c where c."CourseCode" = r."CourseCode")`

/** The column that decides which screen edits the record, where it is not the area alone. */
const SECTION: Partial<Record<CheckedTable, string>> = {
  leadership: 'Category',
  course_about: 'CourseCode',
  faculty: 'FacultyCode',
}

/** The record's name in the report: its title column; a course page by its course; else the area's noun. */
function titleOf(table: CheckedTable): string {
  if (table === 'course_about')
    return `coalesce(${ofCourse('CourseName')} || ' (' || r."CourseCode" || ')', r."CourseCode")`
  const area = CHECKED_AREAS[table]
  return 'title' in area ? `coalesce(${column(area.title.column)}::text, '')` : `'${area.noun}'`
}

/** Whose the record is: its faculty column, a course page's course's; null for an area of no faculty. */
export function facultyOf(table: CheckedTable): string | null {
  if (table === 'course_about') return ofCourse('FacultyCode')
  const area = CHECKED_AREAS[table]
  return 'faculty' in area ? column(area.faculty) : null
}

/** Live on the public site now: the status column's published value, or always for an area without one. */
function publishedOf(table: CheckedTable): string {
  const area = CHECKED_AREAS[table]
  return 'status' in area ? `${column(area.status.column)}::text = '${String(area.status.on)}'` : 'true'
}

/** Who edits each area's records: its save's policy (the contract's), which the report's scope follows. */
const EDITED_UNDER: Record<CheckedTable, Access> = {
  news: newsArea.update.access,
  event: eventArea.update.access,
  leadership: leadershipArea.update.access,
  alumni_feedback: alumniArea.feedbackAdd.access,
  gallery: galleryArea.update.access,
  headline: headlineArea.update.access,
  slider: sliderArea.update.access,
  partner: partnersArea.update.access,
  faculty: academics.facultyDetailsAdd.access,
  course_about: academics.courseAboutAdd.access,
  home_content: content.add.access,
}

/** The levels both policies admit, for general content and for a faculty's (no session needed: the first's). */
const both = (a: AccessPolicy, b: Access): AccessPolicy =>
  b === PUBLIC
    ? a
    : {
        name: `${a.name}+${b.name}`,
        general: a.general.filter((level) => b.general.includes(level)),
        faculty: a.faculty.filter((level) => b.faculty.includes(level)),
      }

/**
 * The records of an area the actor's report covers, as a condition: what they may edit (the area's policy,
 * issue 47) of what ACCESS.a11yReport lets them report on. An area edited as general content (no faculty
 * level) is all theirs or none; in an area of faculties, general content by the general levels, a faculty's
 * by the faculty levels, a faculty-bound user's own faculty only. Null when none.
 */
export function scopeOf(table: CheckedTable, actor: Actor): SQL | null {
  if (!isLevel(actor.IsAdmin)) return null
  const level = actor.IsAdmin
  const access = both(ACCESS.a11yReport, EDITED_UNDER[table])
  const faculty = facultyOf(table)
  if (!faculty || access.faculty.length === 0)
    return mayAny(actor, ACCESS.a11yReport) && access.general.includes(level) ? sql`true` : null
  const code = sql.raw(faculty)
  const parts: SQL[] = []
  if (access.general.includes(level)) parts.push(sql`${code} = ${GENERAL_CODE}`)
  if (access.faculty.includes(level))
    parts.push(
      isFacultyBound(level)
        ? sql`(${code} <> ${GENERAL_CODE} and ${code} = ${actor.FacultyCode ?? ''})`
        : sql`${code} <> ${GENERAL_CODE}`,
    )
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` or `)})`
}

const Row = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string().nullable(),
  faculty: z.string().nullable(),
  section: z.string().nullable(),
  problems: z.unknown(),
})
type Row = z.infer<typeof Row>

const Titled = z.object({ id: z.union([z.number(), z.string()]), title: z.string().nullable() })

async function recordsOf(db: Database, table: CheckedTable, scope: SQL): Promise<Row[]> {
  const faculty = facultyOf(table)
  const section = SECTION[table]
  return rowsOf(
    db,
    sql`
    select r."EntryID" as id, ${sql.raw(titleOf(table))} as title, ${sql.raw(faculty ?? 'null')} as faculty,
      ${sql.raw(section ? `${column(section)}::text` : 'null')} as section, k.problems as problems
    from a11y_check k join ${sql.raw(quoted(table))} r on r."EntryID" = k."EntryID"
    where k.record_table = ${table} and jsonb_array_length(k.problems) > 0
      and ${sql.raw(publishedOf(table))} and ${scope}
    order by r."EntryID" desc
  `,
    Row,
  )
}

/** Every dismissal, as `table id rule field`. */
async function dismissals(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({
      table: a11y_dismissal.record_table,
      EntryID: a11y_dismissal.EntryID,
      rule: a11y_dismissal.rule,
      field: a11y_dismissal.field,
    })
    .from(a11y_dismissal)
  return new Set(rows.map((row) => `${row.table} ${row.EntryID} ${row.rule} ${row.field}`))
}

/** The records of the actor's scope with open problems: published, and held back from readers (issue 45). */
export interface OpenRecords {
  published: ReportRecord[]
  held: ReportRecord[]
}

/**
 * The live records of the actor's scope with their open problems, area by area, newest first; a record its
 * area holds back (rules/a11y/held.ts) is not live, and is answered apart.
 */
export async function openRecords(db: Database, actor: Actor, levels: A11yLevels): Promise<OpenRecords> {
  const dismissed = await dismissals(db)
  const open: OpenRecords = { published: [], held: [] }
  for (const table of CHECKED_TABLES) {
    const scope = scopeOf(table, actor)
    if (!scope) continue
    const area: CheckedArea = CHECKED_AREAS[table]
    for (const row of await recordsOf(db, table, scope)) {
      const EntryID = Number(row.id)
      const problems: A11yProblem[] = storedProblems(row.problems)
        .filter((problem) => !dismissed.has(`${table} ${EntryID} ${problem.rule} ${problem.field}`))
        .map((problem) => problemOf(problem, levels))
      if (problems.length === 0) continue
      const record = {
        table,
        EntryID,
        title: row.title ?? '',
        FacultyCode: row.faculty,
        section: row.section,
        problems,
      }
      open[holdingProblem(area, problems) ? 'held' : 'published'].push(record)
    }
  }
  return open
}

/** Open problems per rule (errors and warnings at today's levels), in the checker's order of rules. */
export function countsOf(records: readonly ReportRecord[]): A11yReport['counts'] {
  const counts = new Map<A11yProblem['rule'], { errors: number; warnings: number }>()
  for (const record of records)
    for (const problem of record.problems) {
      const count = counts.get(problem.rule) ?? { errors: 0, warnings: 0 }
      if (problem.level === 'error') count.errors++
      else count.warnings++
      counts.set(problem.rule, count)
    }
  return [...counts]
    .sort(([a], [b]) => ruleOrder(a) - ruleOrder(b))
    .map(([rule, count]) => ({ rule, ...count }))
}

export const hasError = (record: ReportRecord): boolean =>
  record.problems.some((problem) => problem.level === 'error')

/** The report's names of these records, by `table id` (a record since deleted has none). */
export async function titlesOf(
  db: Database,
  records: readonly { table: CheckedTable; EntryID: number }[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>()
  for (const table of CHECKED_TABLES) {
    const ids = [...new Set(records.filter((record) => record.table === table).map((r) => r.EntryID))]
    if (ids.length === 0) continue
    const rows = await rowsOf(
      db,
      sql`
      select r."EntryID" as id, ${sql.raw(titleOf(table))} as title from ${sql.raw(quoted(table))} r
      where r."EntryID" in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    `,
      Titled,
    )
    for (const row of rows) titles.set(`${table} ${Number(row.id)}`, row.title ?? '')
  }
  return titles
}
