import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rowOf } from '../../src/server/audit-log'
import { schedule_job } from '../../src/server/db/schema'
import { recordTableNamed } from '../../src/server/db/tables'
import { runDueJobs } from '../../src/server/scheduler'
import { audit } from '../../src/shared/contract/audit'
import { pathFor, type CallSpec } from '../../src/shared/contract/define'
import { event } from '../../src/shared/contract/event'
import { headline } from '../../src/shared/contract/headline'
import { leadership } from '../../src/shared/contract/leadership'
import { news } from '../../src/shared/contract/news'
import { partners } from '../../src/shared/contract/partners'
import { schedule, type ScheduledJob } from '../../src/shared/contract/schedule'
import { slider } from '../../src/shared/contract/slider'
import { fieldWord } from '../../src/shared/rules/audit'
import { UNKNOWN_LOCALE } from '../../src/shared/rules/locales'
import {
  FAILED_RECORD_GONE,
  failedRequiredEmpty,
  instantOf,
  lateText,
  PAST_TIME,
  SCHEDULED,
  SCHEDULED_TABLES,
  scheduledCall,
  SCHEDULER_NAME,
  UNKNOWN_ZONE,
  UNPUBLISH_BEFORE_PUBLISH,
  wallClockOf,
  type ScheduledTable,
} from '../../src/shared/rules/schedule'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { useTestServer } from './helpers'

// Issue 26: scheduled publish and unpublish, for every area of SCHEDULED, through the API (the one write path)
// and the scheduler run with the test's own clock: the server's clock is fixed, and runDueJobs is given the
// moment to run for, so nothing sleeps.

const clock = { now: new Date('2027-01-10T12:00:00.000Z') }
const server = useTestServer({ now: () => clock.now })

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const later = (ms: number) => new Date(clock.now.getTime() + ms)
const run = (now: Date) => runDueJobs(server.database.db, { now })

/** Each scheduled table's calls and bodies (tests/support/sample-bodies.ts, given a new title and status on). */
interface AreaCalls {
  add: CallSpec
  update: CallSpec
  remove: CallSpec
  history: CallSpec
  titleField: string
  /** The body fields that save the record as public. */
  on: Record<string, unknown>
}

const AREAS: Record<ScheduledTable, AreaCalls> = {
  news: { ...news, remove: news.delete, titleField: 'title', on: { status: 1 } },
  event: { ...event, remove: event.delete, titleField: 'title', on: { status: 1 } },
  leadership: { ...leadership, remove: leadership.delete, titleField: 'fullname', on: { status: 1 } },
  partner: { ...partners, remove: partners.delete, titleField: 'PartnerName', on: { Status: '1' } },
  headline: { ...headline, remove: headline.delete, titleField: 'linkTitle', on: { status: 1 } },
  slider: { ...slider, remove: slider.delete, titleField: 'title', on: { status: 1 } },
}

const sample = (spec: CallSpec) => SAMPLE_BODIES[`${spec.method} ${spec.path}`] as Record<string, unknown>

let made = 0
/** Adds a record of `name` as the admin with `extra` fields; answers its id. */
async function add(name: ScheduledTable, extra: Record<string, unknown>, as = 'admin') {
  const area = AREAS[name]
  const title = `Scheduled ${name} ${++made}`
  const body = { ...sample(area.add), ...area.on, [area.titleField]: title, ...extra }
  const answer = await server.raw<{ message: string; entry_id?: number }>('POST', area.add.path, body, { as })
  expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200, body: { message: 'success' } })
  return { EntryID: answer.body.entry_id as number, title }
}

const update = (name: ScheduledTable, EntryID: number, title: string, extra: Record<string, unknown>) => {
  const area = AREAS[name]
  const body = { ...sample(area.update), ...area.on, id: EntryID, [area.titleField]: title, ...extra }
  return server.raw('PATCH', area.update.path, body, { as: 'admin' })
}

const statusOf = async (name: ScheduledTable, EntryID: number) =>
  (await rowOf(server.database.db, recordTableNamed(name)!, EntryID))?.[SCHEDULED[name].column]

const jobsOf = (name: ScheduledTable, EntryID: number) =>
  server.database.db
    .select()
    .from(schedule_job)
    .where(eq(schedule_job.EntryID, EntryID))
    .then((jobs) => jobs.filter((job) => job.record_table === name).sort((a, b) => a.id - b.id))

const pendingOf = async (name: ScheduledTable, EntryID: number, as = 'admin') =>
  (await server.ok(schedule.pending, {}, { as })).filter(
    (job) => job.table === name && job.EntryID === EntryID,
  )

const historyOf = (name: ScheduledTable, EntryID: number) =>
  server.raw<{ by: string; call: string; changed: string[] }[]>(
    'GET',
    pathFor(AREAS[name].history.path, { EntryID }),
    undefined,
    { as: 'admin' },
  )

describe.each(SCHEDULED_TABLES.map((name, i) => [name, i] as const))('%s', (name, i) => {
  const { on, off } = SCHEDULED[name]
  // Each table's times a day apart from the others', so one table's runs find only its own jobs due.
  const base = (i + 1) * 24 * HOUR

  it('saves an add with a publish time ahead as Draft with a pending job, and publishes it at that time', async () => {
    const publishAt = later(base + HOUR)
    const { EntryID, title } = await add(name, { publishAt: publishAt.toISOString() })
    expect(await statusOf(name, EntryID)).toBe(off)
    const [pending] = await pendingOf(name, EntryID)
    expect(pending).toMatchObject({
      action: 'publish',
      dueAt: publishAt.toISOString(),
      state: 'pending',
      title,
      setBy: 'Amina Halima Bello',
    })

    await run(new Date(publishAt.getTime() - 1000))
    expect(await statusOf(name, EntryID)).toBe(off)
    expect(await pendingOf(name, EntryID)).toHaveLength(1)

    await run(publishAt)
    expect(await statusOf(name, EntryID)).toBe(on)
    expect(await pendingOf(name, EntryID)).toEqual([])
    const [job] = await jobsOf(name, EntryID)
    expect(job).toMatchObject({ state: 'done', ran_at: publishAt.toISOString(), late_ms: null })

    const history = await historyOf(name, EntryID)
    expect(history.status).toBe(200)
    expect(history.body[0]).toMatchObject({
      by: SCHEDULER_NAME,
      call: scheduledCall('publish'),
      changed: [SCHEDULED[name].column],
    })
    const entries = await server.ok(audit.list, {}, { as: 'admin' })
    expect(entries.find((entry) => entry.record === `${name} ${EntryID}`)).toMatchObject({
      staff_name: SCHEDULER_NAME,
      StaffID: null,
      before: { [SCHEDULED[name].column]: off },
      after: { [SCHEDULED[name].column]: on },
    })
  })

  it('takes a record down at its unpublish time, and an update without the times keeps the schedule', async () => {
    const { EntryID, title } = await add(name, {})
    expect(await statusOf(name, EntryID)).toBe(on)
    const unpublishAt = later(base + 2 * HOUR)
    expect((await update(name, EntryID, title, { unpublishAt: unpublishAt.toISOString() })).status).toBe(200)
    expect(await statusOf(name, EntryID)).toBe(on)
    const [set] = await pendingOf(name, EntryID)
    expect(set).toMatchObject({ action: 'unpublish', dueAt: unpublishAt.toISOString() })

    // SPEC's old client sends neither field: the schedule stays.
    expect((await update(name, EntryID, `${title} renamed`, {})).status).toBe(200)
    expect(await pendingOf(name, EntryID)).toEqual([{ ...set, title: `${title} renamed` }])

    await run(new Date(unpublishAt.getTime() - 1000))
    expect(await statusOf(name, EntryID)).toBe(on)
    await run(unpublishAt)
    expect(await statusOf(name, EntryID)).toBe(off)
    const history = await historyOf(name, EntryID)
    expect(history.body[0]).toMatchObject({ by: SCHEDULER_NAME, call: scheduledCall('unpublish') })
  })

  it('refuses a time that has passed, or an unpublish before the publish, and saves nothing', async () => {
    const title = `Refused ${name} ${++made}`
    const area = AREAS[name]
    const body = { ...sample(area.add), [area.titleField]: title }
    const past = await server.raw(
      'POST',
      area.add.path,
      {
        ...body,
        publishAt: later(-5 * MINUTE).toISOString(),
      },
      { as: 'admin' },
    )
    expect(past).toEqual({ status: 400, body: { message: PAST_TIME, field: 'publishAt' } })
    const unordered = await server.raw(
      'POST',
      area.add.path,
      {
        ...body,
        publishAt: later(base + 3 * HOUR).toISOString(),
        unpublishAt: later(base + 2 * HOUR).toISOString(),
      },
      { as: 'admin' },
    )
    expect(unordered).toEqual({
      status: 400,
      body: { message: UNPUBLISH_BEFORE_PUBLISH, field: 'unpublishAt' },
    })
    const table = recordTableNamed(name)!
    const rows = await server.database.db.select().from(table)
    const titleColumn = SCHEDULED[name].titleColumn
    expect(rows.filter((row) => (row as Record<string, unknown>)[titleColumn] === title)).toEqual([])
  })

  it('cancels a pending change when a save sends null for it', async () => {
    const { EntryID, title } = await add(name, { publishAt: later(base + 4 * HOUR).toISOString() })
    expect(await pendingOf(name, EntryID)).toHaveLength(1)
    expect((await update(name, EntryID, title, { publishAt: null })).status).toBe(200)
    expect(await pendingOf(name, EntryID)).toEqual([])
    expect((await jobsOf(name, EntryID)).map((job) => job.state)).toEqual(['cancelled'])
  })

  it("fails a deleted record's job with its reason, shown in the overview's failed list", async () => {
    const publishAt = later(base + 5 * HOUR)
    const { EntryID } = await add(name, { publishAt: publishAt.toISOString() })
    const removed = await server.raw('DELETE', pathFor(AREAS[name].remove.path, { EntryID }), undefined, {
      as: 'admin',
    })
    expect(removed.status).toBe(200)
    await run(publishAt)
    const overview = await server.ok(schedule.overview, {}, { as: 'admin' })
    expect(overview.failed.find((job) => job.table === name && job.EntryID === EntryID)).toMatchObject({
      state: 'failed',
      reason: FAILED_RECORD_GONE,
      title: '',
    })
  })

  it('fails a publish whose required field was emptied since, naming it', async () => {
    const publishAt = later(base + 6 * HOUR)
    const { EntryID } = await add(name, { publishAt: publishAt.toISOString() })
    const column = SCHEDULED[name].required.at(-1)!
    // Rich text emptied is the editor's empty document; plain text, white space.
    const empty =
      column === 'Description' || column === 'Message'
        ? JSON.stringify([{ type: 'paragraph', children: [{ text: ' ' }] }])
        : '  '
    const table = recordTableNamed(name)!
    await server.database.db
      .update(table)
      .set({ [column]: empty })
      .where(eq((table as unknown as Record<string, never>).EntryID, EntryID))
    await run(publishAt)
    expect(await statusOf(name, EntryID)).toBe(off)
    const [job] = await jobsOf(name, EntryID)
    expect(job).toMatchObject({ state: 'failed', reason: failedRequiredEmpty(fieldWord(column)) })
  })
})

describe('the leadership enrol forms', () => {
  it('schedule the Senate or Management record they make or update', async () => {
    const publishAt = later(20 * 24 * HOUR)
    const body = {
      ...sample(leadership.senateEnrol),
      fullname: `Enrolled ${++made}`,
      publishAt: publishAt.toISOString(),
    }
    const answer = await server.raw<{ message: string; type?: string; entry_id?: number }>(
      'POST',
      leadership.senateEnrol.path,
      body,
      { as: 'admin' },
    )
    expect(answer.body).toMatchObject({ message: 'success', type: 'new' })
    const EntryID = answer.body.entry_id!
    expect(await statusOf('leadership', EntryID)).toBe(0)
    // The job names the record's category, so the dashboard opens the senate's own screen.
    expect(await pendingOf('leadership', EntryID)).toMatchObject([{ action: 'publish', section: 'Senate' }])
    await run(publishAt)
    expect(await statusOf('leadership', EntryID)).toBe(1)
  })
})

describe('running late', () => {
  it('marks a job run 14 minutes after its time as late, and the overview lists it', async () => {
    const publishAt = later(10 * 24 * HOUR)
    const { EntryID } = await add('news', { publishAt: publishAt.toISOString() })
    await run(new Date(publishAt.getTime() + 14 * MINUTE))
    expect(await statusOf('news', EntryID)).toBe(1)
    const overview = await server.ok(schedule.overview, {}, { as: 'admin' })
    const late = overview.late.find((job) => job.table === 'news' && job.EntryID === EntryID)
    expect(late?.lateMs).toBe(14 * MINUTE)
    expect(lateText('publish', late!.lateMs!)).toBe('published late by 14 min')
    expect(overview.done.map((job) => job.id)).toContain(late!.id)
  })
})

describe('a wall-clock time across a daylight-saving change', () => {
  it.each([
    ['spring forward', '2027-03-28T08:00', '2027-03-28T07:00:00.000Z'],
    ['fall back', '2027-10-31T08:00', '2027-10-31T08:00:00.000Z'],
  ])('%s: Europe/London %s fires at that instant, 08:00 on the clock', async (_, wall, utc) => {
    const zone = 'Europe/London'
    const at = instantOf(wall, zone)!
    expect(at.toISOString()).toBe(utc)
    const { EntryID } = await add('event', { publishAt: at.toISOString() })
    await run(new Date(at.getTime() - 1))
    expect(await statusOf('event', EntryID)).toBe(0)
    await run(at)
    expect(await statusOf('event', EntryID)).toBe(1)
    const [job] = await jobsOf('event', EntryID)
    expect(wallClockOf(new Date(job.ran_at!), zone)).toBe(wall)
  })
})

describe('who sees what is scheduled', () => {
  it("shows a Faculty user only their faculty's news and events", async () => {
    const publishAt = later(40 * 24 * HOUR).toISOString()
    const own = await add('news', { FacultyCode: 'FCS', publishAt })
    const general = await add('news', { FacultyCode: 'General', publishAt })
    const otherFaculty = await add('event', { FacultyCode: 'FMSS', publishAt })
    const board = await add('leadership', { publishAt })
    const seen = (jobs: ScheduledJob[]) => jobs.map((job) => `${job.table} ${job.EntryID}`)
    const faculty = seen(await server.ok(schedule.pending, {}, { as: 'faculty' }))
    expect(faculty).toContain(`news ${own.EntryID}`)
    expect(faculty).not.toContain(`news ${general.EntryID}`)
    expect(faculty).not.toContain(`event ${otherFaculty.EntryID}`)
    expect(faculty).not.toContain(`leadership ${board.EntryID}`)
    const upcoming = (await server.ok(schedule.overview, {}, { as: 'faculty' })).upcoming
    expect(upcoming.every((job) => job.FacultyCode === 'FCS')).toBe(true)
    const admin = seen(await server.ok(schedule.pending, {}, { as: 'admin' }))
    for (const record of [own, general, board]) expect(admin.join()).toContain(String(record.EntryID))
    expect(admin).toContain(`event ${otherFaculty.EntryID}`)
  })
})

describe('the university time zone', () => {
  it("is the server's own, not yet chosen, until a Super Admin sets one, which is audited", async () => {
    const before = await server.ok(schedule.zone, {}, { as: 'faculty' })
    expect(before).toEqual({
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      chosen: false,
      embedded: false,
      locale: 'en-GB',
    })
    expect(await server.ok(schedule.setZone, { zone: 'Africa/Lagos' }, { as: 'admin' })).toEqual({
      message: 'success',
    })
    expect(await server.ok(schedule.zone, {}, { as: 'dssd' })).toEqual({
      zone: 'Africa/Lagos',
      chosen: true,
      embedded: false,
      locale: 'en-GB',
    })
    const [entry] = await server.ok(audit.list, {}, { as: 'admin' })
    expect(entry).toMatchObject({ call: 'PATCH schedule/zone', after: { zone: 'Africa/Lagos' } })
  })

  it('refuses a zone the time-zone database does not know', async () => {
    const refused = await server.raw(
      'PATCH',
      schedule.setZone.path,
      { zone: 'Mars/Olympus' },
      { as: 'admin' },
    )
    expect(refused).toEqual({ status: 400, body: { message: `zone: ${UNKNOWN_ZONE}`, field: 'zone' } })
    expect((await server.raw('PATCH', schedule.setZone.path, { zone: 'UTC' }, { as: 'dssd' })).status).toBe(
      403,
    )
  })
})

describe("the university's locale", () => {
  it('is en-GB until a Super Admin sets one, which every level then reads with the zone, audited', async () => {
    expect(await server.ok(schedule.zone, {}, { as: 'faculty' })).toMatchObject({ locale: 'en-GB' })
    expect(await server.ok(schedule.setLocale, { locale: 'en-US' }, { as: 'admin' })).toEqual({
      message: 'success',
    })
    for (const as of ['faculty', 'department', 'dssd'] as const)
      expect(await server.ok(schedule.zone, {}, { as })).toMatchObject({ locale: 'en-US' })
    const [entry] = await server.ok(audit.list, {}, { as: 'admin' })
    expect(entry).toMatchObject({ call: 'PATCH schedule/locale', after: { locale: 'en-US' } })
    await server.ok(schedule.setLocale, { locale: 'en-GB' }, { as: 'admin' })
    expect(await server.ok(schedule.zone, {}, { as: 'admin' })).toMatchObject({ locale: 'en-GB' })
  })

  it('is set by a Super Admin only, to one of the locales offered', async () => {
    for (const as of ['dssd', 'faculty', 'department'] as const)
      expect((await server.raw('PATCH', schedule.setLocale.path, { locale: 'en-US' }, { as })).status).toBe(
        403,
      )
    expect(await server.ok(schedule.zone, {}, { as: 'admin' })).toMatchObject({ locale: 'en-GB' })
    const refused = await server.raw('PATCH', schedule.setLocale.path, { locale: 'xx-YY' }, { as: 'admin' })
    expect(refused).toEqual({ status: 400, body: { message: `locale: ${UNKNOWN_LOCALE}`, field: 'locale' } })
  })
})
