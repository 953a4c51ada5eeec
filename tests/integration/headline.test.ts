import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { headline } from '../../src/shared/contract/headline'
import { headline as headlineTable } from '../../src/server/db/schema'
import { useTestServer } from './helpers'

// Website headlines over real HTTP (SPEC §2.9, §7 "headline"): Super Admin only, 'Headline exist', the
// link checked as a web address, MessageDate and slugs set by the server.

const server = useTestServer()

const message = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Read all about it.' }] }])

/** The body as the headline form sends it (SPEC §3 "Headline" payload). */
const headlineBody = (linkTitle: string, extra: Record<string, unknown> = {}) => ({
  linkTitle,
  linkPath: 'https://example.edu/notice',
  bgColour: 'gold-dark',
  messageMsg: message,
  submittedBy: 'Somebody Else Entirely',
  ...extra,
})

const send = (path: string, method: string, username: string | null, body: unknown) =>
  server.raw(method, path, body, { as: username })
const addHeadline = (username: string | null, body: unknown) =>
  send('news/add_headline', 'POST', username, body)
const updateHeadline = (username: string | null, body: unknown) =>
  send('news/headline/update', 'PATCH', username, body)

const listHeadlines = (username: string | null = 'admin') =>
  server.raw('GET', 'news/headline_list/all', undefined, { as: username })

const rowByTitle = async (LinkTitle: string) => {
  const [row] = await server.database.db
    .select()
    .from(headlineTable)
    .where(eq(headlineTable.LinkTitle, LinkTitle))
  return row
}

const addOk = async (linkTitle: string, extra: Record<string, unknown> = {}) => {
  const { status, body } = await addHeadline('admin', headlineBody(linkTitle, extra))
  expect(status).toBe(200)
  const { EntryID } = await rowByTitle(linkTitle)
  expect(body).toEqual({ message: 'success', entry_id: EntryID })
  return EntryID
}

describe('news/add_headline and news/headline_list/all', () => {
  it('adds a headline dated by the server, with the signed-in user as submitter, first in the list', async () => {
    const id = await addOk('Registration Deadline')
    const list = await server.ok(headline.list, {}, { as: 'admin' })
    expect(list[0]).toMatchObject({
      EntryID: id,
      LinkTitle: 'Registration Deadline',
      LinkPath: 'https://example.edu/notice',
      BGColour: 'gold-dark',
      Message: message,
      Slug: 'registration-deadline',
    })
    expect(Date.now() - Date.parse(list[0].MessageDate)).toBeLessThan(60_000)
    expect((await rowByTitle('Registration Deadline')).InsertedBy).toBe('Amina Halima Bello')
  })

  it('lists the demo headlines on a new database', async () => {
    const list = headline.list.answer.parse((await listHeadlines()).body)
    expect(list.map((row) => row.LinkTitle)).toContain('Admission Portal Open')
  })

  it("answers 'Headline exist' for a link title taken already, in any case and spacing", async () => {
    const first = await addOk('Fees Reminder')
    const again = await addHeadline('admin', headlineBody('  fees REMINDER '))
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ message: 'Headline exist', takenBy: first })
  })

  it('is for Super Admin only, and needs a session', async () => {
    for (const username of ['faculty', 'department', 'dssd']) {
      expect((await addHeadline(username, headlineBody(`By ${username}`))).status).toBe(403)
      expect((await listHeadlines(username)).status).toBe(403)
      expect((await updateHeadline(username, { ...headlineBody('x'), id: 1 })).status).toBe(403)
    }
    expect((await addHeadline(null, headlineBody('No session'))).status).toBe(401)
    expect((await listHeadlines(null)).status).toBe(401)
    expect((await updateHeadline(null, { ...headlineBody('x'), id: 1 })).status).toBe(401)
  })

  it('names the field of a bad body, and takes only http(s) links', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ linkTitle: ' ' }, 'linkTitle'],
      [{ linkPath: '' }, 'linkPath'],
      [{ linkPath: 'javascript:alert(1)' }, 'linkPath'],
      [{ linkPath: 'example.edu/notice' }, 'linkPath'],
      [{ linkPath: 'ftp://example.edu/file' }, 'linkPath'],
      [{ bgColour: 'hot-pink' }, 'bgColour'],
      [{ messageMsg: '' }, 'messageMsg'],
    ]
    for (const [change, field] of cases) {
      const { status, body } = await addHeadline('admin', headlineBody('Bad body', change))
      expect(status, JSON.stringify(change)).toBe(400)
      expect(body.field).toBe(field)
    }
    await addOk('Plain Http Link', { linkPath: 'http://example.edu/plain' })
  })
})

describe('news/headline/update', () => {
  it('saves the fields, keeps the slug while the link title stays, and refreshes the date', async () => {
    const id = await addOk('Hostel Allocation')
    const before = await rowByTitle('Hostel Allocation')
    const { status, body } = await updateHeadline('admin', {
      ...headlineBody('Hostel Allocation', {
        linkPath: 'https://example.edu/hostels',
        bgColour: 'berry-black',
      }),
      id,
    })
    expect(status).toBe(200)
    expect(body).toEqual({ message: 'success' })
    const after = await rowByTitle('Hostel Allocation')
    expect(after).toMatchObject({
      LinkPath: 'https://example.edu/hostels',
      BGColour: 'berry-black',
      Slug: 'hostel-allocation',
      UpdatedBy: 'Amina Halima Bello',
    })
    expect(Date.parse(after.MessageDate)).toBeGreaterThanOrEqual(Date.parse(before.MessageDate))
  })

  it('makes a new slug when the link title changes', async () => {
    const id = await addOk('Sports Notice')
    await updateHeadline('admin', { ...headlineBody('Sports Results'), id })
    expect((await rowByTitle('Sports Results')).Slug).toBe('sports-results')
  })

  it("refuses a link title another headline has with 409 and SPEC's text", async () => {
    const holder = await addOk('Exam Timetable')
    const id = await addOk('Exam Notice')
    const { status, body } = await updateHeadline('admin', { ...headlineBody('exam timetable'), id })
    expect(status).toBe(409)
    expect(body).toEqual({
      message: 'Headline with the same title already exist',
      field: 'linkTitle',
      takenBy: holder,
    })
  })

  it('answers 404 for a missing headline and 400 for a bad link', async () => {
    expect((await updateHeadline('admin', { ...headlineBody('Nothing'), id: 987654 })).status).toBe(404)
    const id = await addOk('Link Check')
    const bad = await updateHeadline('admin', {
      ...headlineBody('Link Check', { linkPath: 'mailto:a@b.c' }),
      id,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('linkPath')
  })
})
