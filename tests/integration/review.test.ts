import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../src/server/auth/sessions'
import { published, staff, webhook_deliveries } from '../../src/server/db/schema'
import { runDueJobs } from '../../src/server/scheduler'
import { academics } from '../../src/shared/contract/academics'
import { audit } from '../../src/shared/contract/audit'
import { event } from '../../src/shared/contract/event'
import { news } from '../../src/shared/contract/news'
import { review } from '../../src/shared/contract/review'
import { webhooks } from '../../src/shared/contract/webhooks'
import { auditSentence } from '../../src/shared/rules/audit'
import { PUBLIC_PREFIX } from '../../src/shared/rules/public'
import { REVIEW_DEFAULTS, REVIEW_TEXT, type ReviewArea } from '../../src/shared/rules/review'
import { startSecondServer, useTestServer } from './helpers'

// Issue 48: review before publishing, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. For every area a level
// is reviewed in by default, a reviewed editor's save leaves what the public API answers (and the webhooks) as
// it was until a reviewer in scope approves it; then the cases the issue names: a new record, a publish time
// asked, changes requested and the save again, a rejection, two reviewers at once on two servers, the
// reviewers' scope, and nobody deciding their own change.

const clock = { at: Date.now() }
const server = useTestServer({
  now: () => new Date(clock.at),
  webhooks: { worker: false, allowPrivate: true },
})
const MINUTE = 60_000
const db = () => server.database.db
const slate = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])
const unique = () => randomBytes(4).toString('hex')

/** A reader's answer for one record: status and body text. */
async function read(path: string): Promise<{ status: number; text: string }> {
  const answer = await fetch(`${server.origin}${PUBLIC_PREFIX}/${path}`)
  return { status: answer.status, text: await answer.text() }
}

/** The slug of a record's readers' copy. */
async function publicSlug(area: string, recordId: number): Promise<string> {
  const [row] = await db()
    .select({ slug: published.slug })
    .from(published)
    .where(and(eq(published.area, area), eq(published.record_id, recordId)))
  return row?.slug ?? 'none'
}

const deliveries = async () => db().$count(webhook_deliveries)

/** A staff member of `level` in `faculty`, signed in: their bearer token. */
async function staffToken(level: number, faculty: string | null, name: string): Promise<string> {
  const [made] = await db()
    .insert(staff)
    .values({
      FirstName: name,
      Surname: 'Reviewer',
      IsAdmin: level,
      FacultyCode: faculty,
      username: `${name}-${unique()}`,
    })
    .returning()
  return createSession(db(), made.StaffID, '127.0.0.1')
}

let fmssFaculty = ''
beforeAll(async () => {
  fmssFaculty = await staffToken(2, 'FMSS', 'Ngozi')
  await server.ok(
    webhooks.add,
    {
      url: 'http://127.0.0.1:9/hook',
      events: ['published', 'unpublished', 'changed', 'deleted'],
      areas: [],
      scheduled: true,
    },
    { as: 'admin' },
  )
})

interface Made {
  table: string
  EntryID: number
  /** Its readers' copy, under /api/public/v1/. */
  path: string
  /** The faculty's or course's code its page is saved by. */
  code?: string
}

/** How a live record of an area is made by a Super Admin, and changed by the level the defaults review. */
interface AreaCase {
  editor: () => string
  reviewer: () => string
  make(marker: string): Promise<Made>
  change(made: Made, words: string): Promise<void>
}

const newsBody = (title: string, text: string) => ({
  title,
  status: 1,
  content: slate(text),
  FacultyCode: 'FCS',
  image: '',
  photo: '',
  ImagePath: '',
  submittedBy: 'Test Writer',
})
const eventBody = (title: string, text: string) => ({
  title,
  eventDate: '2031-05-14',
  startTime: '09:00',
  endTime: '12:00',
  location: 'Senate building',
  status: 1,
  content: slate(text),
  FacultyCode: 'FCS',
  InsertedBy: 'Test Writer',
})

const facultyPage = async (code: string) => {
  const [page] = await server.ok(academics.facultyDetails, { facultyCode: code }, { as: 'admin' })
  return page
}
const saveFacultyPage = async (as: string, code: string, text: string) => {
  const page = await facultyPage(code)
  await server.ok(
    academics.facultyDetailsAdd,
    {
      FacultyName: page.FacultyName,
      FacultyDetail: slate(text),
      Slug: page.Slug,
      FacultyCode: code,
      InsertedBy: 'Test Writer',
    },
    { as },
  )
}
const saveCoursePage = async (as: string, CourseCode: string, text: string) => {
  await server.ok(
    academics.courseAboutAdd,
    {
      courseCode: CourseCode,
      courseName: 'Kept as it is',
      slug: 'kept',
      content: slate(text),
      submittedBy: 'Test Writer',
    },
    { as },
  )
}
const courseSlug = async (CourseCode: string, faculty: string) =>
  (await server.ok(academics.courseList, { facultyCode: faculty }, { as: 'admin' })).find(
    (course) => course.CourseCode === CourseCode,
  )!.Slug

/** The faculty pages and courses each case may take, one each, so no two tests share a record. */
const faculties = ['FCS', 'FENG']
const courses = ['ACC', 'BUS', 'ECO', 'MAC']

const CASES: Record<ReviewArea, AreaCase | 'not reviewed by default'> = {
  news: {
    editor: () => 'faculty',
    reviewer: () => 'dssd',
    async make(marker) {
      const made = await server.ok(news.add, newsBody(`News ${marker}`, 'First words') as never, {
        as: 'admin',
      })
      const EntryID = Number(made.entry_id)
      return { table: 'news', EntryID, path: `news/${await publicSlug('news', EntryID)}` }
    },
    async change(made, words) {
      await server.ok(
        news.update,
        {
          id: made.EntryID,
          ...newsBody((await server.ok(news.get, { EntryID: made.EntryID }, { as: 'admin' })).Title, words),
        } as never,
        { as: 'faculty' },
      )
    },
  },
  events: {
    editor: () => 'faculty',
    reviewer: () => 'dssd',
    async make(marker) {
      const made = await server.ok(event.add, eventBody(`Event ${marker}`, 'First words') as never, {
        as: 'admin',
      })
      const EntryID = Number(made.entry_id)
      return { table: 'event', EntryID, path: `events/${await publicSlug('events', EntryID)}` }
    },
    async change(made, words) {
      const row = await server.ok(event.get, { EntryID: made.EntryID }, { as: 'admin' })
      const body = { id: made.EntryID, ...eventBody(row.Title, words), submittedBy: 'Test Writer' }
      await server.ok(event.update, body as never, {
        as: 'faculty',
      })
    },
  },
  faculties: {
    editor: () => 'faculty',
    reviewer: () => 'dssd',
    async make() {
      const code = faculties.shift()!
      await saveFacultyPage('admin', code, 'First words')
      const page = await facultyPage(code)
      return { table: 'faculty', EntryID: page.EntryID, path: `faculties/${page.Slug}`, code }
    },
    async change(made, words) {
      await saveFacultyPage('faculty', made.code ?? '', words)
    },
  },
  courses: {
    editor: () => 'department',
    reviewer: () => fmssFaculty,
    async make() {
      const CourseCode = courses.shift()!
      await saveCoursePage('admin', CourseCode, 'First words')
      const page = await server.ok(academics.courseAboutGet, { CourseCode }, { as: 'admin' })
      return {
        table: 'course_about',
        EntryID: page.EntryID,
        path: `courses/${await courseSlug(CourseCode, 'FMSS')}`,
        code: CourseCode,
      }
    },
    async change(made, words) {
      await saveCoursePage('department', made.code ?? '', words)
    },
  },
  gallery: 'not reviewed by default',
  leadership: 'not reviewed by default',
  alumniFeedback: 'not reviewed by default',
  headlines: 'not reviewed by default',
  sliders: 'not reviewed by default',
  partners: 'not reviewed by default',
  homeContent: 'not reviewed by default',
}

const reviewedByDefault = [...new Set(REVIEW_DEFAULTS.map((rule) => rule.area))]
const caseOf = (area: ReviewArea): AreaCase => {
  const found = CASES[area]
  if (typeof found === 'string') throw new Error(`${area} is reviewed by default: give it a case`)
  return found
}

/** The caller's open review of a record, as the Review screen lists it. */
async function listed(as: string, made: Made) {
  const rows = await server.ok(review.list, {}, { as })
  return rows.find((row) => row.table === made.table && row.EntryID === made.EntryID)
}

describe.each(reviewedByDefault)('%s, reviewed by default', (area) => {
  it("a reviewed editor's save changes what readers see only once a reviewer approves it, and tells the webhooks then", async () => {
    const cases = caseOf(area)
    const marker = unique()
    const made = await cases.make(marker)
    const live = await read(made.path)
    expect(live.status).toBe(200)
    const sent = await deliveries()

    const words = `Changed words ${marker}`
    await cases.change(made, words)
    expect(await read(made.path)).toEqual(live)
    expect(await deliveries()).toBe(sent)

    const waiting = await listed(cases.reviewer(), made)
    expect(waiting).toMatchObject({ state: 'pending', mayDecide: true, isNew: false })
    const detail = await server.ok(
      review.one,
      { table: made.table as never, EntryID: made.EntryID },
      { as: cases.reviewer() },
    )
    expect(JSON.stringify(detail.proposed)).toContain(words)
    expect(JSON.stringify(detail.live)).not.toContain(words)
    expect(detail.changed.length).toBeGreaterThan(0)

    await server.ok(
      review.approve,
      { table: made.table as never, EntryID: made.EntryID, version: waiting!.version },
      { as: cases.reviewer() },
    )
    const after = await read(made.path)
    expect(after.status).toBe(200)
    expect(after.text).toContain(words)
    expect(await deliveries()).toBe(sent + 1)
    expect(await listed(cases.reviewer(), made)).toBeUndefined()
  })
})

describe('a change waiting for review', () => {
  const newsCase = () => caseOf('news')

  it('of a new record keeps it from readers until approved', async () => {
    const marker = unique()
    const made = await server.ok(news.add, newsBody(`Fresh ${marker}`, `Fresh words ${marker}`) as never, {
      as: 'faculty',
    })
    const EntryID = Number(made.entry_id)
    expect(await publicSlug('news', EntryID)).toBe('none')
    const waiting = (await listed('dssd', { table: 'news', EntryID, path: '' }))!
    expect(waiting).toMatchObject({ isNew: true, askedBy: { name: expect.any(String) } })
    const logged = (await server.ok(audit.list, {}, { as: 'admin' })).find(
      (row) => row.record === `news ${EntryID}`,
    )!
    expect(auditSentence(logged)).toMatch(
      /^Chinedu .* added the news 'Fresh .*' and submitted it for review$/,
    )
    await server.ok(review.approve, { table: 'news', EntryID, version: waiting.version }, { as: 'admin' })
    expect((await read(`news/${await publicSlug('news', EntryID)}`)).text).toContain(`Fresh words ${marker}`)
  })

  it('sent back with a comment, is asked again by the next save, and the old version can no longer be approved', async () => {
    const made = await newsCase().make(unique())
    const live = await read(made.path)
    await newsCase().change(made, 'A first try')
    const first = (await listed('dssd', made))!
    await server.ok(
      review.requestChanges,
      { table: 'news', EntryID: made.EntryID, version: first.version, comment: 'Name the hall, please.' },
      { as: 'dssd' },
    )
    const sentBack = (await listed('faculty', made))!
    expect(sentBack).toMatchObject({ state: 'changes', comment: 'Name the hall, please.', mayDecide: false })
    expect((await server.ok(review.count, {}, { as: 'faculty' })).mineChanges).toBeGreaterThan(0)

    await newsCase().change(made, 'A second try in the Senate hall')
    const second = (await listed('dssd', made))!
    expect(second.state).toBe('pending')
    expect(second.version).toBeGreaterThan(first.version)
    expect(await read(made.path)).toEqual(live)
    const stale = await server.call(
      review.approve,
      { table: 'news', EntryID: made.EntryID, version: first.version },
      { as: 'dssd' },
    )
    expect(stale).toMatchObject({ status: 409, body: { message: REVIEW_TEXT.changedSince } })

    await server.ok(
      review.approve,
      { table: 'news', EntryID: made.EntryID, version: second.version },
      { as: 'dssd' },
    )
    expect((await read(made.path)).text).toContain('Senate hall')
    const detail = await server.ok(review.one, { table: 'news', EntryID: made.EntryID }, { as: 'faculty' })
    expect(detail.state).toBe('approved')
    expect(detail.comments.map((each) => each.text)).toEqual(['Name the hall, please.'])
  })

  it('rejected, puts the record back as readers see it', async () => {
    const made = await newsCase().make(unique())
    const live = await read(made.path)
    await newsCase().change(made, 'Words nobody should read')
    const waiting = (await listed('admin', made))!
    await server.ok(
      review.reject,
      { table: 'news', EntryID: made.EntryID, version: waiting.version, comment: 'Not this week.' },
      { as: 'admin' },
    )
    expect(await read(made.path)).toEqual(live)
    // The editor's own list tells them of the decision, with its reason.
    const mine = await server.ok(review.mine, {}, { as: 'faculty' })
    expect(mine.find((row) => row.table === 'news' && row.EntryID === made.EntryID)).toMatchObject({
      state: 'rejected',
      comment: 'Not this week.',
      decidedBy: { name: expect.any(String) },
    })
    expect(
      (await server.ok(review.mine, {}, { as: 'admin' })).some((row) => row.EntryID === made.EntryID),
    ).toBe(false)
    const record = await server.ok(news.get, { EntryID: made.EntryID }, { as: 'faculty' })
    expect(record.Description).toBe(slate('First words'))
    expect(await listed('admin', made)).toBeUndefined()
  })

  it('approved with a publish time asked, reaches readers at that time through the scheduler', async () => {
    const made = await newsCase().make(unique())
    const live = await read(made.path)
    const row = await server.ok(news.get, { EntryID: made.EntryID }, { as: 'admin' })
    const at = new Date(clock.at + 30 * MINUTE).toISOString()
    await server.ok(
      news.update,
      { id: made.EntryID, ...newsBody(row.Title, 'Words for later'), publishAt: at } as never,
      { as: 'faculty' },
    )
    const waiting = (await listed('dssd', made))!
    expect(waiting.publishAt).toBe(at)
    await server.ok(
      review.approve,
      { table: 'news', EntryID: made.EntryID, version: waiting.version },
      { as: 'dssd' },
    )
    expect((await read(made.path)).text).not.toContain('Words for later')
    clock.at += 31 * MINUTE
    expect((await read(made.path)).text).toContain('Words for later')
    await runDueJobs(db(), { now: new Date(clock.at) })
    expect((await read(made.path)).text).toContain('Words for later')
    expect(live.status).toBe(200)
  })
})

describe('who decides', () => {
  it('two reviewers at once on two servers: one decision wins, the other is told who decided, readers are told once', async () => {
    const cases = caseOf('news')
    const made = await cases.make(unique())
    await cases.change(made, 'Words decided once')
    const waiting = (await listed('dssd', made))!
    const sent = await deliveries()
    const second = await startSecondServer(server)
    try {
      const decide = (base: string, as: string) =>
        server.token(as).then((token) =>
          fetch(`${base}review/approve`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ table: 'news', EntryID: made.EntryID, version: waiting.version }),
          }),
        )
      const answers = await Promise.all([decide(server.url, 'admin'), decide(second.url, 'dssd')])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      const loser = answers.find((answer) => answer.status === 409)!
      expect(((await loser.json()) as { message: string }).message).toMatch(
        /already decided this change \(approved\)/,
      )
    } finally {
      await second.close()
    }
    expect(await deliveries()).toBe(sent + 1)
  })

  it("a Faculty reviewer sees and decides only their own faculty's course pages", async () => {
    const cases = caseOf('courses')
    const made = await cases.make(unique())
    await cases.change(made, 'Words for the right faculty')
    expect(await listed('faculty', made)).toBeUndefined()
    const waiting = (await listed(fmssFaculty, made))!
    expect(waiting.mayDecide).toBe(true)
    const elsewhere = await server.call(
      review.approve,
      { table: 'course_about', EntryID: made.EntryID, version: waiting.version },
      { as: 'faculty' },
    )
    expect(elsewhere).toMatchObject({ status: 403, body: { message: REVIEW_TEXT.notReviewer } })
    const notReviewer = await server.call(
      review.approve,
      { table: 'course_about', EntryID: made.EntryID, version: waiting.version },
      { as: 'dssd' },
    )
    expect(notReviewer.status).toBe(403)
    await server.ok(
      review.approve,
      { table: 'course_about', EntryID: made.EntryID, version: waiting.version },
      { as: fmssFaculty },
    )
    expect((await read(made.path)).text).toContain('Words for the right faculty')
  })

  it('nobody decides their own change, whatever their level', async () => {
    await server.ok(
      review.setSettings,
      { rules: [{ level: 4, area: 'news', reviewers: [1, 4] }] },
      { as: 'admin' },
    )
    try {
      const made = await caseOf('news').make(unique())
      const row = await server.ok(news.get, { EntryID: made.EntryID }, { as: 'admin' })
      await server.ok(news.update, { id: made.EntryID, ...newsBody(row.Title, 'My own words') } as never, {
        as: 'dssd',
      })
      const waiting = (await listed('dssd', made))!
      expect(waiting.mayDecide).toBe(false)
      const own = await server.call(
        review.approve,
        { table: 'news', EntryID: made.EntryID, version: waiting.version },
        { as: 'dssd' },
      )
      expect(own).toMatchObject({ status: 403, body: { message: REVIEW_TEXT.ownChange } })
      await server.ok(
        review.approve,
        { table: 'news', EntryID: made.EntryID, version: waiting.version },
        { as: 'admin' },
      )
      expect((await read(made.path)).text).toContain('My own words')
    } finally {
      await server.ok(
        review.setSettings,
        { rules: [{ level: 4, area: 'news', reviewers: [] }] },
        { as: 'admin' },
      )
    }
    const settings = await server.ok(review.settings, {}, { as: 'faculty' })
    expect(settings.rules.find((rule) => rule.level === 4 && rule.area === 'news')).toMatchObject({
      reviewers: [],
      isDefault: true,
    })
  })
})
