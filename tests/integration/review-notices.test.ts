import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../src/server/auth/sessions'
import { staff } from '../../src/server/db/schema'
import { textMailer, type SendTextMail } from '../../src/server/mail'
import { sendReviewDigests } from '../../src/server/review/digest'
import { academics } from '../../src/shared/contract/academics'
import { news } from '../../src/shared/contract/news'
import { review, type ReviewNotice } from '../../src/shared/contract/review'
import { noticeAddress, noticeSentence, REVIEW_NOTICE_TEXT } from '../../src/shared/rules/review-notices'
import { useTestServer } from './helpers'

// Issue 48's notifications, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: who is told what in the
// console's list (a reviewer: the changes they may decide; an editor: the decisions on their own), which are
// new until the list is opened, and the e-mail digest: one mail a person gathering several saves, none when
// nothing is new or the person has no address, once with two rounds side by side, a Faculty reviewer told
// only of their faculty's, the editor told of a decision, a failing mail server tried again next round.

const clock = { at: Date.parse('2027-03-01T09:00:00.000Z') }
const server = useTestServer({
  now: () => new Date(clock.at),
  webhooks: { worker: false, allowPrivate: true },
  reviewDigest: false,
})
const MINUTE = 60_000
const PERIOD = 15 * MINUTE
const db = () => server.database.db
const slate = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])
const unique = () => randomBytes(4).toString('hex')
const later = (ms: number) => void (clock.at += ms)

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

/** A live FCS news item made by a Super Admin: its id and title. */
async function liveNews(title: string): Promise<{ EntryID: number; title: string }> {
  const made = await server.ok(news.add, newsBody(title, 'First words') as never, { as: 'admin' })
  return { EntryID: Number(made.entry_id), title }
}

/** The Faculty editor (FCS) changes the item's text: a change submitted for review. */
const facultyChanges = (item: { EntryID: number; title: string }, words: string) =>
  server.ok(news.update, { id: item.EntryID, ...newsBody(item.title, words) } as never, { as: 'faculty' })

/** The Department editor (FMSS) changes a course page: a change their faculty's Faculty editors review. */
const departmentChanges = (CourseCode: string, words: string) =>
  server.ok(
    academics.courseAboutAdd,
    { courseCode: CourseCode, courseName: 'Kept', slug: 'kept', content: slate(words), submittedBy: 'T' },
    { as: 'department' },
  )

const courseName = async (CourseCode: string) =>
  (await server.ok(academics.courseList, { facultyCode: 'FMSS' }, { as: 'admin' })).find(
    (course) => course.CourseCode === CourseCode,
  )!.CourseName

const noticesOf = (as: string) => server.ok(review.notices, {}, { as })
const titles = (notices: readonly ReviewNotice[]) => notices.map((notice) => notice.title)

const waiting = async (EntryID: number) =>
  (await server.ok(review.list, {}, { as: 'admin' })).find(
    (row) => row.table === 'news' && row.EntryID === EntryID,
  )!

/** An FMSS Faculty editor with an address, signed in: their token. */
let fmssReviewer = ''
const ADDRESSES = {
  admin: 'amina.bello@example.edu',
  dssd: 'dssd.office@example.edu',
  faculty: 'chinedu.okafor@example.edu',
  fmss: 'fmss.reviewer@example.edu',
}

beforeAll(async () => {
  const [made] = await db()
    .insert(staff)
    .values({
      FirstName: 'Ngozi',
      Surname: 'Eze',
      IsAdmin: 2,
      FacultyCode: 'FMSS',
      username: `fmss-${unique()}`,
      Email: ADDRESSES.fmss,
    })
    .returning()
  fmssReviewer = await createSession(db(), made.StaffID, '127.0.0.1')
  for (const username of ['admin', 'dssd', 'faculty'] as const)
    await db().update(staff).set({ Email: ADDRESSES[username] }).where(eq(staff.username, username))
})

describe("the console's list of notifications", () => {
  it('tells each reviewer the changes they may decide, and the editor the decisions on theirs, new until opened', async () => {
    const item = await liveNews(`Library hours ${unique()}`)
    later(MINUTE)
    await facultyChanges(item, 'Open until nine in summer')
    await departmentChanges('ACC', 'Accounting, new words')
    const course = await courseName('ACC')

    // The web team (DSSD) is told of the Faculty editor's news, not of the course page, which it does not review.
    const dssd = await noticesOf('dssd')
    const told = dssd.notices.find((notice) => notice.EntryID === item.EntryID && notice.table === 'news')!
    expect(told).toMatchObject({ kind: 'submitted', by: 'Chinedu Emeka Okafor', isNew: true })
    expect(noticeSentence(told)).toBe(`Chinedu Emeka Okafor submitted '${item.title}' (News) for review`)
    expect(noticeAddress(told)).toBe(`/review?table=news&id=${item.EntryID}`)
    expect(titles(dssd.notices)).not.toContain(course)
    expect(dssd.unseen).toBe(dssd.notices.filter((notice) => notice.isNew).length)
    // FMSS's Faculty editor is told of the course page, not of news they do not review.
    const fmss = await noticesOf(fmssReviewer)
    expect(titles(fmss.notices)).toContain(course)
    expect(titles(fmss.notices)).not.toContain(item.title)
    // The editor is not told of their own change; the FCS editor not of an FMSS course page.
    const editor = await noticesOf('faculty')
    expect(titles(editor.notices)).not.toContain(item.title)
    expect(titles(editor.notices)).not.toContain(course)

    // Opened: nothing is new, in this window or any other, until the editor saves again.
    await server.ok(review.noticesSeen, { until: dssd.until }, { as: 'dssd' })
    const seen = await noticesOf('dssd')
    expect(seen.unseen).toBe(0)
    expect(seen.notices.find((notice) => notice.EntryID === item.EntryID)?.isNew).toBe(false)
    // An earlier list's time opened afterwards moves nothing back.
    await server.ok(
      review.noticesSeen,
      { until: new Date(clock.at - 60 * MINUTE).toISOString() },
      { as: 'dssd' },
    )
    expect((await noticesOf('dssd')).unseen).toBe(0)
    later(MINUTE)
    await facultyChanges(item, 'Open until ten in summer')
    const again = await noticesOf('dssd')
    expect(again.unseen).toBe(1)
    expect(again.notices.find((notice) => notice.isNew)?.EntryID).toBe(item.EntryID)

    // A decision: the editor is told who asked for what, with the comment; the reviewers are no longer told.
    later(MINUTE)
    const { version } = await waiting(item.EntryID)
    await server.ok(
      review.requestChanges,
      { table: 'news', EntryID: item.EntryID, version, comment: 'Say which library.' },
      { as: 'dssd' },
    )
    const decided = (await noticesOf('faculty')).notices.find((notice) => notice.EntryID === item.EntryID)!
    expect(decided).toMatchObject({
      kind: 'changes',
      by: 'Ibrahim Musa Danjuma',
      comment: 'Say which library.',
      isNew: true,
    })
    expect(noticeSentence(decided)).toBe(
      `Ibrahim Musa Danjuma requested changes to '${item.title}' (News): Say which library.`,
    )
    expect(noticeAddress(decided)).toBe(`/faculty/news/update?id=${item.EntryID}`)
    const adminTold = (await noticesOf('admin')).notices
    expect(adminTold.filter((notice) => notice.table === 'news' && notice.EntryID === item.EntryID)).toEqual(
      [],
    )
  })
})

interface Received {
  to: string[]
  text: string
}

describe('the e-mail digest', () => {
  const received: Received[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let text = ''
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
      stream.on('end', () => {
        // Quoted-printable may fold long lines: kept unfolded.
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: text.replace(/=\r\n/g, '') })
        callback()
      })
    },
  })
  let send: SendTextMail = () => Promise.resolve()
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const port = (smtp.server.address() as AddressInfo).port
    send = textMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Web Team <web@example.edu>' })
  })
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

  const round = (mailer: SendTextMail = send) =>
    sendReviewDigests(db(), { send: mailer, periodMs: PERIOD, now: () => new Date(clock.at) })
  const mailsTo = (address: string) => received.filter((mail) => mail.to.includes(address))
  const take = () => received.splice(0, received.length)

  it('mails each person one digest of several saves, in their scope, once with two rounds side by side', async () => {
    // What happened before the last period is not mailed to someone never mailed before.
    later(2 * 60 * MINUTE)
    const first = await liveNews(`Open day ${unique()}`)
    const second = await liveNews(`Graduation ${unique()}`)
    later(MINUTE)
    await facultyChanges(first, 'Open day moves to May')
    await facultyChanges(second, 'Graduation in the main hall')
    await facultyChanges(second, 'Graduation in the main hall, at ten')
    await departmentChanges('BUS', 'Business, new words')
    const course = await courseName('BUS')
    later(MINUTE)

    const both = await Promise.all([round(), round()])
    const mails = take()
    expect(both[0].sent + both[1].sent).toBe(mails.length)
    // The web team: one mail, both news items (the item saved twice is told once), no course page.
    const [dssd] = mails.filter((mail) => mail.to.includes(ADDRESSES.dssd))
    expect(mails.filter((mail) => mail.to.includes(ADDRESSES.dssd))).toHaveLength(1)
    expect(dssd.text).toContain(REVIEW_NOTICE_TEXT.digestSubject(2))
    expect(dssd.text).toContain(`Chinedu Emeka Okafor submitted '${first.title}' (News) for review`)
    expect(dssd.text).toContain(`'${second.title}'`)
    expect(dssd.text).not.toContain(course)
    // FMSS's Faculty editor: the course page only.
    const fmss = mails.filter((mail) => mail.to.includes(ADDRESSES.fmss))
    expect(fmss).toHaveLength(1)
    expect(fmss[0].text).toContain(`'${course}' (Course pages)`)
    expect(fmss[0].text).not.toContain(first.title)
    // A Super Admin reviews both; the editor, who asked, is told nothing; the Department editor has no address.
    const admin = mails.filter((mail) => mail.to.includes(ADDRESSES.admin))
    expect(admin).toHaveLength(1)
    expect(admin[0].text).toContain(REVIEW_NOTICE_TEXT.digestSubject(3))
    expect(admin[0].text).toContain(course)
    expect(mails.filter((mail) => mail.to.includes(ADDRESSES.faculty))).toHaveLength(0)
    expect(
      mails
        .map((mail) => mail.to)
        .flat()
        .sort(),
    ).toEqual([ADDRESSES.admin, ADDRESSES.dssd, ADDRESSES.fmss].sort())

    // Nothing new: no mail.
    later(PERIOD)
    expect(await round()).toEqual({ sent: 0, failed: 0 })
    expect(take()).toEqual([])

    // A decision: the editor is mailed it at the next round; the reviewers have nothing new.
    later(MINUTE)
    const { version } = await waiting(first.EntryID)
    await server.ok(review.approve, { table: 'news', EntryID: first.EntryID, version }, { as: 'dssd' })
    later(MINUTE)
    await round()
    const decided = take()
    expect(decided.map((mail) => mail.to)).toEqual([[ADDRESSES.faculty]])
    expect(decided[0].text).toContain(`approved your change to '${first.title}' (News)`)
    expect(decided[0].text).toContain(REVIEW_NOTICE_TEXT.digestGreeting('Chinedu Emeka Okafor'))
  })

  it('sends at most one mail a period, and a mail server that fails is tried again at the next round', async () => {
    const item = await liveNews(`Senate notice ${unique()}`)
    later(MINUTE)
    await facultyChanges(item, 'The Senate meets on Monday')
    const { version } = await waiting(item.EntryID)
    later(MINUTE)
    await server.ok(
      review.reject,
      { table: 'news', EntryID: item.EntryID, version, comment: 'Not ours.' },
      {
        as: 'dssd',
      },
    )

    // The editor was mailed a minute or two ago: their digest waits for the period to end.
    later(MINUTE)
    await round()
    expect(mailsTo(ADDRESSES.faculty)).toEqual([])

    later(PERIOD)
    const failing: SendTextMail = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25'))
    const failed = await round(failing)
    expect(failed.failed).toBeGreaterThanOrEqual(1)
    expect(take()).toEqual([])

    later(MINUTE)
    await round()
    const mails = take()
    const editor = mails.filter((mail) => mail.to.includes(ADDRESSES.faculty))
    expect(editor).toHaveLength(1)
    expect(editor[0].text).toContain(`rejected your change to '${item.title}' (News): Not ours.`)
  })
})
