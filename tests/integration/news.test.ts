import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorAnswer } from '../../src/shared/contract/define'
import { news } from '../../src/shared/contract/news'
import { UPLOAD_RULES } from '../../src/shared/rules/uploads'
import { news as newsTable } from '../../src/server/db/schema'
import { pruneVersions, saveRetention } from '../../src/server/retention'
import { RETENTION_DEFAULTS } from '../../src/shared/rules/retention'
import { makePng, pngHeaderOfSize, uploadParts, type TestServer, useTestServer } from './helpers'

// News over real HTTP (SPEC §2.7, §7 "News"): general and faculty news, who may save which, 'news exist',
// slugs, the submitter, the photo upload and a retried add.

const server = useTestServer()

const content = JSON.stringify([{ type: 'paragraph', children: [{ text: 'What happened.' }] }])

/** The add body as the news form sends it (SPEC §3 "News" add payload). */
const newsBody = (title: string, FacultyCode = 'General', extra: Record<string, unknown> = {}) => ({
  title,
  image: '',
  status: 1 as const,
  content,
  FacultyCode,
  photo: '',
  ImagePath: '',
  submittedBy: 'Somebody Else Entirely',
  ...extra,
})

const addNews = async (username: string, body: unknown, headers?: Record<string, string>) => {
  const response = await server.api('news/add', {
    method: 'POST',
    token: await server.token(username),
    json: body,
    headers,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response }
}

const addOk = async (username: string, title: string, FacultyCode = 'General') => {
  const added = await server.ok(news.add, newsBody(title, FacultyCode), { as: username })
  expect(added.message).toBe('success')
  return added.entry_id as number
}

const listNews = (username: string, facultyCode: string) =>
  server.raw('GET', `news/list/all/${facultyCode}`, undefined, { as: username })

const rowOf = async (EntryID: number) => {
  const [row] = await server.database.db.select().from(newsTable).where(eq(newsTable.EntryID, EntryID))
  return row
}

const updateNews = async (username: string, body: unknown) =>
  server.api('news/update', { method: 'PATCH', token: await server.token(username), json: body })

describe('news/add and news/list', () => {
  it('adds general news with the signed-in user as submitter and finds it first in the list', async () => {
    const entryId = await addOk('admin', 'Library Opens Late During Examinations')
    const list = await server.ok(news.list, { facultyCode: 'General' }, { as: 'admin' })
    expect(list[0]).toMatchObject({
      EntryID: entryId,
      Title: 'Library Opens Late During Examinations',
      Description: content,
      ImagePath: null,
      Status: 1,
      FacultyCode: 'General',
      InsertedBy: 'Amina Halima Bello',
      ViewCount: 0,
      Slug: 'library-opens-late-during-examinations',
    })
    expect(Date.now() - Date.parse(list[0].InsertedDate)).toBeLessThan(60_000)
    expect(list.every((row) => row.FacultyCode === 'General')).toBe(true)
    const dates = list.map((row) => Date.parse(row.InsertedDate))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('lets a Faculty user add and list their own faculty news only', async () => {
    const entryId = await addOk('faculty', 'Computing Students Win Hackathon', 'FCS')
    expect((await rowOf(entryId)).InsertedBy).toBe('Chinedu Emeka Okafor')
    expect((await addNews('faculty', newsBody('Not their faculty', 'FMSS'))).status).toBe(403)
    expect((await addNews('faculty', newsBody('Not for the general site'))).status).toBe(403)

    const own = await listNews('faculty', 'FCS')
    expect(own.status).toBe(200)
    expect(news.list.answer.parse(own.body)[0].EntryID).toBe(entryId)
    expect((await listNews('faculty', 'FMSS')).status).toBe(403)
    expect((await listNews('faculty', 'General')).status).toBe(403)
  })

  it('lets a DSSD user add general and any faculty news, and no Department user any', async () => {
    await addOk('dssd', 'Convocation Dates Announced')
    await addOk('dssd', 'Management Sciences Week Begins', 'FMSS')
    expect((await listNews('dssd', 'FMSS')).status).toBe(200)
    expect((await addNews('department', newsBody('Department news', 'FMSS'))).status).toBe(403)
    expect((await listNews('department', 'FMSS')).status).toBe(403)
  })

  it("answers 'news exist' for a title the faculty has already, in any case and spacing, naming which", async () => {
    const first = await addOk('admin', 'Sports Festival Opens', 'FCS')
    const again = await addNews('admin', newsBody('  sports FESTIVAL opens ', 'FCS'))
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ message: 'news exist', takenBy: first })
    // Another faculty may have the same title.
    await addOk('admin', 'Sports Festival Opens', 'FMSS')
  })

  it('gives every item its own slug: -2, -3 … when the title makes one already taken', async () => {
    const first = await addOk('admin', 'Open Day!', 'FLAW')
    const second = await addOk('admin', 'Open-Day', 'FENG')
    const third = await addOk('admin', 'open day', 'FMHS')
    const accented = await addOk('admin', 'Café Week: Ça Va?')
    expect((await rowOf(first)).Slug).toBe('open-day')
    expect((await rowOf(second)).Slug).toBe('open-day-2')
    expect((await rowOf(third)).Slug).toBe('open-day-3')
    expect((await rowOf(accented)).Slug).toBe('cafe-week-ca-va')
  })

  it('needs a session, and names the field of a bad body', async () => {
    const anonymous = await server.api('news/add', { method: 'POST', json: newsBody('No session') })
    expect(anonymous.status).toBe(401)
    expect(ErrorAnswer.parse(await anonymous.json()).message).toBeTruthy()

    const { title: _title, ...untitled } = newsBody('x')
    const missing = await addNews('admin', untitled)
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ field: 'title' })
    expect(missing.body.message).toMatch(/^title: /)

    const blank = await addNews('admin', newsBody('   '))
    expect(blank.status).toBe(400)
    expect(blank.body.field).toBe('title')

    expect((await listNews('admin', 'General')).status).toBe(200)
  })
})

describe('news/update', () => {
  it('saves the fields, keeps the slug while the title stays, and records who updated', async () => {
    const id = await addOk('admin', 'Exam Timetable Published')
    const response = await updateNews('dssd', {
      ...newsBody('Exam Timetable Published', 'General', { status: 0, content: '[]' }),
      id,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'success' })
    const row = await rowOf(id)
    expect(row).toMatchObject({
      Status: 0,
      Description: '[]',
      Slug: 'exam-timetable-published',
      InsertedBy: 'Amina Halima Bello',
      UpdatedBy: 'Ibrahim Musa Danjuma',
    })
    expect(row.UpdatedDate).not.toBeNull()
  })

  it('makes a new unique slug when the title changes', async () => {
    await addOk('admin', 'Bursary Forms Available')
    const id = await addOk('admin', 'Bursary Notice', 'FCS')
    expect((await updateNews('admin', { ...newsBody('Bursary Forms Available', 'FCS'), id })).status).toBe(
      200,
    )
    expect((await rowOf(id)).Slug).toBe('bursary-forms-available-2')
    // Updating it again with its own title keeps the slug it has.
    expect((await updateNews('admin', { ...newsBody('Bursary Forms Available', 'FCS'), id })).status).toBe(
      200,
    )
    expect((await rowOf(id)).Slug).toBe('bursary-forms-available-2')
  })

  it('refuses a title another item of the faculty has with 409, the SPEC text and which item has it', async () => {
    const holder = await addOk('admin', 'Clinic Hours Extended', 'FMHS')
    const id = await addOk('admin', 'Clinic Notice', 'FMHS')
    const response = await updateNews('admin', { ...newsBody('clinic hours extended', 'FMHS'), id })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      message: 'News with the same name already exist',
      field: 'title',
      takenBy: holder,
    })
  })

  it('answers 404 for a missing item', async () => {
    const response = await updateNews('admin', { ...newsBody('Nothing here'), id: 987654 })
    expect(response.status).toBe(404)
  })

  it('holds a Faculty user to their faculty in the stored record and in the body', async () => {
    const own = await addOk('faculty', 'Computing Seminar Series', 'FCS')
    const other = await addOk('admin', 'Accounting Seminar Series', 'FMSS')
    expect(
      (await updateNews('faculty', { ...newsBody('Accounting Seminar', 'FCS'), id: other })).status,
    ).toBe(403)
    expect((await updateNews('faculty', { ...newsBody('Moved away', 'FMSS'), id: own })).status).toBe(403)
    expect((await updateNews('faculty', { ...newsBody('Computing Seminars', 'FCS'), id: own })).status).toBe(
      200,
    )
    expect((await rowOf(other)).Title).toBe('Accounting Seminar Series')
    expect((await rowOf(own)).FacultyCode).toBe('FCS')
  })
})

describe('news/uploadNewsPhoto', () => {
  const upload = (username: string, parts: Parameters<TestServer['upload']>[2]) =>
    server.upload('news/uploadNewsPhoto', username, parts)

  // Whatever was refused, the server goes on serving, and nothing is left half-written.
  afterEach(async () => {
    expect((await listNews('admin', 'General')).status).toBe(200)
    expect((await server.storedFiles()).filter((name) => name.startsWith('.incoming'))).toEqual([])
  })

  it('stores a real PNG under a name of its own and serves the same bytes', async () => {
    const id = await addOk('admin', 'Photo Day')
    const png = makePng(4)
    const response = await upload('admin', uploadParts(id, '../../My Photo.PNG', png))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'uploaded' })

    const { ImagePath } = await rowOf(id)
    expect(ImagePath).toMatch(/^[0-9a-f]{32}\.png$/)
    expect(await server.readStored('news_uploads', ImagePath as string)).toEqual(png)
    const served = await fetch(`${server.origin}/public/uploads/news_uploads/${ImagePath}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png)
  })

  it('takes entry_id after the file as well as before it', async () => {
    const id = await addOk('admin', 'Photo Comes First')
    const [entry, file] = uploadParts(id, 'first.png', makePng(2))
    expect((await upload('admin', [file, entry])).status).toBe(200)
    expect((await rowOf(id)).ImagePath).toMatch(/\.png$/)
  })

  it('replaces the previous photo, and deletes its file once no kept version names it', async () => {
    const id = await addOk('admin', 'Photo Replaced')
    expect((await upload('admin', uploadParts(id, 'one.png', makePng(1)))).status).toBe(200)
    const first = (await rowOf(id)).ImagePath as string
    expect((await upload('admin', uploadParts(id, 'two.png', makePng(2)))).status).toBe(200)
    const second = (await rowOf(id)).ImagePath as string
    expect(second).not.toBe(first)
    // Issue 25: the version the first upload made names it, so it stays until the retention removes that.
    expect(await server.storedFiles()).toEqual(
      expect.arrayContaining([`news_uploads/${first}`, `news_uploads/${second}`]),
    )
    await saveRetention(server.database.db, { keepVersions: 1, keepDays: 0 })
    await pruneVersions(server.database.db, server.files)
    await saveRetention(server.database.db, RETENTION_DEFAULTS)
    const stored = await server.storedFiles()
    expect(stored).toContain(`news_uploads/${second}`)
    expect(stored).not.toContain(`news_uploads/${first}`)
  })

  it("refuses a file over 2 MB with 413 and SPEC's text, and keeps nothing of it", async () => {
    const id = await addOk('admin', 'Photo Too Large')
    const before = await server.storedFiles()
    const response = await upload('admin', uploadParts(id, 'huge.png', pngHeaderOfSize(2_000_001)))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'max file size is 2mb' })
    expect(await server.storedFiles()).toEqual(before)
    expect((await rowOf(id)).ImagePath).toBeNull()
    // Exactly the limit is taken.
    const limit = UPLOAD_RULES.standard.maxBytes
    expect((await upload('admin', uploadParts(id, 'limit.png', pngHeaderOfSize(limit)))).status).toBe(200)
  })

  it("refuses a .png that is not a PNG with SPEC's text, and keeps nothing of it", async () => {
    const id = await addOk('admin', 'Photo Not A Photo')
    const before = await server.storedFiles()
    const fake = Buffer.from('GIF89a, or rather some text pretending to be a picture')
    for (const name of ['fake.png', 'real.gif', 'notes.txt']) {
      const response = await upload('admin', uploadParts(id, name, fake))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: 'Only .png, .jpg and .jpeg format allowed!' })
    }
    expect(await server.storedFiles()).toEqual(before)
    expect((await rowOf(id)).ImagePath).toBeNull()
  })

  it('answers 404 for a record that does not exist', async () => {
    const response = await upload('admin', uploadParts(987654, 'orphan.png', makePng()))
    expect(response.status).toBe(404)
    expect(ErrorAnswer.parse(await response.json()).message).toBeTruthy()
  })

  it('checks the faculty of the record the photo is for', async () => {
    const other = await addOk('admin', 'Photo Of Another Faculty', 'FMSS')
    const own = await addOk('faculty', 'Photo Of Their Faculty', 'FCS')
    expect((await upload('faculty', uploadParts(other, 'x.png', makePng()))).status).toBe(403)
    expect((await upload('department', uploadParts(own, 'x.png', makePng()))).status).toBe(403)
    expect((await upload('faculty', uploadParts(own, 'x.png', makePng()))).status).toBe(200)
    expect((await rowOf(other)).ImagePath).toBeNull()
    const anonymous = await server.upload(
      'news/uploadNewsPhoto',
      undefined,
      uploadParts(own, 'x.png', makePng()),
    )
    expect(anonymous.status).toBe(401)
  })
})

describe('a retried news/add', () => {
  it('with the same Idempotency-Key makes one record and answers the same entry_id', async () => {
    const body = newsBody('Retried Over A Bad Connection', 'FCS')
    const headers = { 'Idempotency-Key': 'news-add-7f3c9a' }
    const first = await addNews('faculty', body, headers)
    const second = await addNews('faculty', body, headers)
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(first.body).toMatchObject({ message: 'success' })
    expect(second.body).toEqual(first.body)
    expect(second.response.headers.get('idempotent-replayed')).toBe('true')
    const rows = await server.database.db
      .select()
      .from(newsTable)
      .where(eq(newsTable.Title, 'Retried Over A Bad Connection'))
    expect(rows.map((row) => row.EntryID)).toEqual([first.body.entry_id])

    // Without the key, the same body is a second add, and a duplicate.
    expect((await addNews('faculty', body)).body).toEqual({
      message: 'news exist',
      takenBy: first.body.entry_id,
    })
  })
})
