import { beforeAll, describe, expect, it } from 'vitest'
import { checkUnchecked } from '../../src/server/a11y/store'
import { a11y_check, a11y_dismissal, course } from '../../src/server/db/schema'
import { recordTableNamed } from '../../src/server/db/tables'
import { runDueJobs } from '../../src/server/scheduler'
import { a11y } from '../../src/shared/contract/a11y'
import { event } from '../../src/shared/contract/event'
import { news } from '../../src/shared/contract/news'
import { schedule } from '../../src/shared/contract/schedule'
import { checkContent } from '../../src/shared/rules/a11y'
import {
  CHECKED_AREAS,
  CHECKED_TABLES,
  contentOf,
  isPublished,
  type CheckedTable,
} from '../../src/shared/rules/a11y/areas'
import { holdingProblem } from '../../src/shared/rules/a11y/held'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { useTestServer } from './helpers'

// Issue 27: the report answers the published records of the caller's scope with the problems the form
// showed (checkContent over the same values), dismissed ones left out, at today's levels; a Faculty user's
// only their faculty's. Records saved before the checker are checked by the server's pass (awaited here).

const clock = { now: new Date('2027-04-12T10:00:00.000Z') }
const server = useTestServer({ now: () => clock.now })

const link = (text: string) => ({
  type: 'paragraph',
  children: [{ text: 'See ' }, { type: 'link', url: 'https://x.example.edu/a', children: [{ text }] }],
})
const VAGUE = JSON.stringify([link('click here')])
const SHOUTING = JSON.stringify([
  { type: 'paragraph', children: [{ text: 'THE LIBRARY IS OPEN ALL NIGHT' }] },
])

let made = 0
/** Adds news as SPEC's old client would (no a11yDismissals: never refused), answering its id. */
async function addNews(FacultyCode: string, content: string, extra: Record<string, unknown> = {}) {
  const body = {
    ...(SAMPLE_BODIES['POST news/add'] as Record<string, unknown>),
    title: `Report news ${++made}`,
    status: 1,
    content,
    FacultyCode,
    ...extra,
  }
  const answer = await server.raw<{ message: string; entry_id: number }>('POST', news.add.path, body, {
    as: 'admin',
  })
  expect(answer.body.message).toBe('success')
  return answer.body.entry_id
}

/** What the report must answer: every published record's problems by the checker, dismissed ones left out. */
async function expectedRecords(facultyCode?: string) {
  const { db } = server.database
  const dismissed = new Set(
    (await db.select().from(a11y_dismissal)).map(
      (d) => `${d.record_table} ${d.EntryID} ${d.rule} ${d.field}`,
    ),
  )
  const levels = (await server.ok(a11y.levels, {}, { as: 'admin' })).levels
  const facultyOfCourse = new Map(
    (await db.select().from(course)).map((c) => [c.CourseCode as unknown, c.FacultyCode]),
  )
  /** Whose a record is: its faculty column, a course page's course's, none for the general site's areas. */
  const whose = (table: CheckedTable, row: Record<string, unknown>) => {
    const area = CHECKED_AREAS[table]
    if (table === 'course_about') return facultyOfCourse.get(row.CourseCode)
    return 'faculty' in area ? row[area.faculty] : null
  }
  const expected = new Map<string, unknown[]>()
  for (const table of CHECKED_TABLES) {
    const area = CHECKED_AREAS[table]
    for (const row of (await db.select().from(recordTableNamed(table)!)) as Record<string, unknown>[]) {
      if (!isPublished(area, row)) continue
      if (facultyCode && whose(table, row) !== facultyCode) continue
      const problems = checkContent(contentOf(area, row), levels).filter(
        (p) => !dismissed.has(`${table} ${String(row.EntryID)} ${p.rule} ${p.field}`),
      )
      // Issue 45: a record its area holds back is not published (gallery-held.test.ts).
      if (holdingProblem(area, problems)) continue
      if (problems.length > 0) expected.set(`${table} ${String(row.EntryID)}`, problems)
    }
  }
  return expected
}

const byRecord = (records: { table: string; EntryID: number; problems: unknown[] }[]) =>
  new Map(records.map((record) => [`${record.table} ${record.EntryID}`, record.problems]))

let fcsNews: number
let fmssNews: number
let generalEvent: number
beforeAll(async () => {
  // Today, for the trend, is the university's: fixed here whatever zone the machine runs in.
  await server.ok(schedule.setZone, { zone: 'Africa/Lagos' }, { as: 'admin' })
  fcsNews = await addNews('FCS', VAGUE)
  fmssNews = await addNews('FMSS', VAGUE)
  const eventBody = {
    ...(SAMPLE_BODIES['POST event/add'] as Record<string, unknown>),
    title: 'Accessible convocation',
    content: SHOUTING,
  }
  generalEvent = (await server.ok(event.add, eventBody as never, { as: 'admin' })).entry_id!
  // The seeded records were saved before the checker: the server's pass checks them.
  await checkUnchecked(server.database.db, { batch: 7 })
})

describe('the report', () => {
  it('has every record checked once the pass has run', async () => {
    const checks = await server.database.db.select().from(a11y_check)
    for (const table of CHECKED_TABLES) {
      const rows = (await server.database.db.select().from(recordTableNamed(table)!)) as { EntryID: number }[]
      const checked = new Set(checks.filter((c) => c.record_table === table).map((c) => c.EntryID))
      expect(
        rows.filter((row) => !checked.has(row.EntryID)),
        table,
      ).toEqual([])
    }
    expect(await checkUnchecked(server.database.db)).toBe(0)
  })

  it('answers for each published record the problems the checker finds in it', async () => {
    const report = await server.ok(a11y.report, {}, { as: 'admin' })
    expect(byRecord(report.records)).toEqual(await expectedRecords())
    expect(report.records.find((r) => r.table === 'news' && r.EntryID === fcsNews)).toMatchObject({
      FacultyCode: 'FCS',
      section: null,
      problems: [expect.objectContaining({ rule: 'link-vague', level: 'error', field: 'Description' })],
    })
    expect(report.records.find((r) => r.table === 'event' && r.EntryID === generalEvent)).toMatchObject({
      title: 'Accessible convocation',
      FacultyCode: 'General',
      problems: [expect.objectContaining({ rule: 'text-capitals', level: 'warning' })],
    })
  })

  it('counts problems per rule over the records listed', async () => {
    const report = await server.ok(a11y.report, {}, { as: 'admin' })
    for (const count of report.counts) {
      const all = report.records.flatMap((r) => r.problems).filter((p) => p.rule === count.rule)
      expect(count).toEqual({
        rule: count.rule,
        errors: all.filter((p) => p.level === 'error').length,
        warnings: all.filter((p) => p.level === 'warning').length,
      })
    }
    expect(report.counts.map((c) => c.rule)).toContain('link-vague')
  })

  it('lists only a Faculty user’s own faculty’s records for them', async () => {
    const report = await server.ok(a11y.report, {}, { as: 'faculty' })
    expect(report.records.length).toBeGreaterThan(0)
    for (const record of report.records) expect(record.FacultyCode).toBe('FCS')
    const listed = byRecord(report.records)
    expect(listed.has(`news ${fcsNews}`)).toBe(true)
    expect(listed.has(`news ${fmssNews}`)).toBe(false)
    expect(listed.has(`event ${generalEvent}`)).toBe(false)
    expect(listed).toEqual(await expectedRecords('FCS'))
  })

  it('lists for a DSSD user what they edit: the general content and every faculty’s, not the General menu’s', async () => {
    const report = await server.ok(a11y.report, {}, { as: 'dssd' })
    const listed = byRecord(report.records)
    expect(listed.has(`news ${fcsNews}`)).toBe(true)
    expect(listed.has(`news ${fmssNews}`)).toBe(true)
    expect(listed.has(`event ${generalEvent}`)).toBe(true)
    // Headlines, sliders, partners and the home content are a Super Admin's (ACCESS.siteAdmin).
    const notTheirs = new Set(['headline', 'slider', 'partner', 'home_content'])
    const everything = await expectedRecords()
    expect([...everything.keys()].some((key) => notTheirs.has(key.split(' ')[0]))).toBe(true)
    expect(listed).toEqual(new Map([...everything].filter(([key]) => !notTheirs.has(key.split(' ')[0]))))
  })

  it('answers the count of published records with an open error, per scope, as the report lists them', async () => {
    for (const who of ['admin', 'faculty', 'dssd']) {
      const report = await server.ok(a11y.report, {}, { as: who })
      const withErrors = report.records.filter((r) => r.problems.some((p) => p.level === 'error')).length
      expect(await server.ok(a11y.count, {}, { as: who })).toEqual({ recordsWithErrors: withErrors })
    }
    const before = (await server.ok(a11y.count, {}, { as: 'faculty' })).recordsWithErrors
    await addNews('FCS', VAGUE)
    expect((await server.ok(a11y.count, {}, { as: 'faculty' })).recordsWithErrors).toBe(before + 1)
    await addNews('FCS', VAGUE, { status: 0 })
    expect((await server.ok(a11y.count, {}, { as: 'faculty' })).recordsWithErrors).toBe(before + 1)
  })

  it('lists a record the scheduler published, as its row now says', async () => {
    const publishAt = new Date(clock.now.getTime() + 3_600_000)
    const EntryID = await addNews('General', SHOUTING, {
      status: 0,
      publishAt: publishAt.toISOString(),
      a11yDismissals: [],
    })
    const listed = async () =>
      (await server.ok(a11y.report, {}, { as: 'admin' })).records.some(
        (r) => r.table === 'news' && r.EntryID === EntryID,
      )
    expect(await listed()).toBe(false)
    await runDueJobs(server.database.db, { now: publishAt })
    expect(await listed()).toBe(true)
  })

  it('keeps a trend point per day and scope, today’s from the last report taken', async () => {
    const day = '2027-04-12'
    const report = await server.ok(a11y.report, {}, { as: 'admin' })
    const point = {
      day,
      recordsWithErrors: report.records.filter((r) => r.problems.some((p) => p.level === 'error')).length,
      problems: report.records.reduce((sum, r) => sum + r.problems.length, 0),
    }
    expect(report.trend.at(-1)).toEqual(point)
    clock.now = new Date('2027-04-13T10:00:00.000Z')
    try {
      const next = await server.ok(a11y.report, {}, { as: 'admin' })
      expect(next.trend.map((p) => p.day)).toEqual([...report.trend.map((p) => p.day), '2027-04-13'])
      const faculty = await server.ok(a11y.report, {}, { as: 'faculty' })
      expect(faculty.trend.at(-1)?.problems).toBe(
        faculty.records.reduce((sum, r) => sum + r.problems.length, 0),
      )
      expect(faculty.trend.at(-1)?.problems).toBeLessThan(point.problems)
    } finally {
      clock.now = new Date('2027-04-12T10:00:00.000Z')
    }
  })
})

describe('who may ask', () => {
  it.each([
    ['admin', 200, 200, 200, 200],
    ['faculty', 200, 200, 403, 403],
    ['department', 403, 403, 403, 403],
    ['dssd', 200, 200, 403, 403],
  ])(
    '%s: report %i, count %i, dismissals %i, setting levels %i',
    async (who, report, count, dismissals, set) => {
      const status = async (method: string, path: string, json?: unknown) =>
        (await server.raw(method, path, json, { as: who })).status
      expect(await status('GET', a11y.report.path)).toBe(report)
      expect(await status('GET', a11y.count.path)).toBe(count)
      expect(await status('GET', a11y.dismissals.path)).toBe(dismissals)
      expect(await status('GET', a11y.levels.path)).toBe(200)
      expect(await status('PATCH', a11y.setLevels.path, { levels: {} })).toBe(set)
    },
  )

  it('refuses every call without a session', async () => {
    for (const spec of Object.values(a11y))
      expect(
        (await server.raw(spec.method, spec.path, spec.method === 'PATCH' ? { levels: {} } : undefined))
          .status,
      ).toBe(401)
  })
})
