import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ErrorAnswer } from '../../src/shared/contract/define'
import { partners } from '../../src/shared/contract/partners'
import { partner as partnerTable } from '../../src/server/db/schema'
import { makePng, pngHeaderOfSize, useTestServer } from './helpers'

// Partners over real HTTP (SPEC §2.9, §7 "Partners"): Super Admin only, 'exist' for a taken name, the
// status text '1'/'0' (new ones Published), the submitter and the 1 MB photo upload.

const server = useTestServer()

/** The add body as the partner form sends it (SPEC §7). */
const addBody = (PartnerName: string, extra: Record<string, unknown> = {}) => ({
  PartnerName,
  ImagePath: '',
  image: '',
  Status: '1',
  photo: '',
  InsertedBy: 'Somebody Else Entirely',
  ...extra,
})
const updateBody = (id: number, PartnerName: string, Status = '1') => ({
  id,
  PartnerName,
  ImagePath: '',
  image: '',
  Status,
  photo: '',
  submittedBy: 'Somebody Else Entirely',
})

const send = (method: string, path: string, username: string | null, json: unknown) =>
  server.raw(method, path, json, { as: username })
const add = (username: string | null, body: unknown) => send('POST', 'general/partner/add', username, body)
const update = (username: string | null, body: unknown) =>
  send('PATCH', 'general/partner/update', username, body)
const list = (username: string | null) =>
  server.raw('GET', 'general/partner/list', undefined, { as: username })
const upload = (username: string | null, entryId: number, bytes: Uint8Array) =>
  server.sendPhoto(partners.uploadPhoto, entryId, 'logo.png', bytes, username)

const addOk = async (name: string, extra: Record<string, unknown> = {}) => {
  const { status, body } = await add('admin', addBody(name, extra))
  expect(status).toBe(200)
  const parsed = partners.add.answer.parse(body)
  expect(parsed.message).toBe('success')
  return parsed.entry_id as number
}
const rowOf = async (EntryID: number) => {
  const [row] = await server.database.db.select().from(partnerTable).where(eq(partnerTable.EntryID, EntryID))
  return row
}

describe('general/partner/add and list', () => {
  it('adds a partner, Published unless told, with the signed-in user as submitter, first in the list', async () => {
    const { Status: _status, ...noStatus } = addBody('Open Learning Trust')
    const { body } = await add('admin', noStatus)
    const id = partners.add.answer.parse(body).entry_id
    const drafted = await addOk('Quiet Partner Ltd', { Status: '0' })
    const rows = await server.ok(partners.list, {}, { as: 'admin' })
    expect(rows.slice(0, 2)).toEqual([
      {
        EntryID: drafted,
        PartnerName: 'Quiet Partner Ltd',
        ImagePath: null,
        ImageAlt: null,
        ImageDecorative: false,
        Status: '0',
        InsertedBy: 'Amina Halima Bello',
      },
      {
        EntryID: id,
        PartnerName: 'Open Learning Trust',
        ImagePath: null,
        ImageAlt: null,
        ImageDecorative: false,
        Status: '1',
        InsertedBy: 'Amina Halima Bello',
      },
    ])
    expect(rows.length).toBeGreaterThan(2)
  })

  it("answers 'exist' for a name taken already, in any case and spacing, also when two race", async () => {
    const first = await addOk('Science Council')
    expect(await add('admin', addBody(' science COUNCIL  '))).toEqual({
      status: 200,
      body: { message: 'exist', takenBy: first },
    })
    const raced = await Promise.all([
      add('admin', addBody('Twin Partner')),
      add('admin', addBody('twin partner')),
    ])
    expect(raced.map((r) => r.body.message).sort()).toEqual(['exist', 'success'])
  })

  it('needs a session and the Super Admin level, and names the field of a bad body', async () => {
    expect((await add(null, addBody('No session'))).status).toBe(401)
    expect((await list(null)).status).toBe(401)
    for (const username of ['faculty', 'department', 'dssd']) {
      expect((await add(username, addBody(`Not for ${username}`))).status).toBe(403)
      expect((await list(username)).status).toBe(403)
    }
    const blank = await add('admin', addBody('   '))
    expect(blank.status).toBe(400)
    expect(blank.body.field).toBe('PartnerName')
    const badStatus = await add('admin', addBody('Odd Status', { Status: '2' }))
    expect(badStatus.status).toBe(400)
    expect(badStatus.body.field).toBe('Status')
  })
})

describe('general/partner/update', () => {
  it('saves the name and status and records who updated', async () => {
    const id = await addOk('Engineering Board')
    expect(await update('admin', updateBody(id, 'Engineering Regulation Board', '0'))).toEqual({
      status: 200,
      body: { message: 'success' },
    })
    expect(await rowOf(id)).toMatchObject({
      PartnerName: 'Engineering Regulation Board',
      Status: '0',
      InsertedBy: 'Amina Halima Bello',
      UpdatedBy: 'Amina Halima Bello',
    })
  })

  it("refuses a name another partner has with 409 and SPEC's text", async () => {
    const holder = await addOk('Health Alliance')
    const id = await addOk('Health Notice')
    expect(await update('admin', updateBody(id, 'HEALTH alliance'))).toEqual({
      status: 409,
      body: { message: 'Partner with the same name already exist', field: 'PartnerName', takenBy: holder },
    })
    // Its own name again is not a conflict.
    expect((await update('admin', updateBody(id, 'Health Notice'))).status).toBe(200)
  })

  it('answers 404, 401, 403 and 400 as it should', async () => {
    expect((await update('admin', updateBody(987654, 'Nobody'))).status).toBe(404)
    const id = await addOk('Guarded Partner')
    expect((await update(null, updateBody(id, 'x'))).status).toBe(401)
    for (const username of ['faculty', 'department', 'dssd'])
      expect((await update(username, updateBody(id, 'x'))).status).toBe(403)
    const noStatus = await update('admin', { ...updateBody(id, 'x'), Status: '' })
    expect(noStatus.status).toBe(400)
    expect(noStatus.body.field).toBe('Status')
    expect((await rowOf(id)).PartnerName).toBe('Guarded Partner')
  })
})

describe('general/partners_upload', () => {
  it('stores a partner logo up to 1 MB and refuses more with the hint as the message', async () => {
    const id = await addOk('Logo Partner')
    const stored = await upload('admin', id, makePng(3))
    expect(stored.status).toBe(200)
    expect(await stored.json()).toEqual({ message: 'uploaded' })
    const { ImagePath } = await rowOf(id)
    expect(ImagePath).toMatch(/^[0-9a-f]{32}\.png$/)
    expect((await fetch(`${server.origin}/public/uploads/partners_uploads/${ImagePath}`)).status).toBe(200)

    const tooLarge = await upload('admin', id, pngHeaderOfSize(1_000_001))
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toEqual({ message: 'File must not exceed 1MB' })
    expect((await rowOf(id)).ImagePath).toBe(ImagePath)
  })

  it('needs a session, the Super Admin level and a partner that exists', async () => {
    const id = await addOk('Logo Guarded')
    expect((await upload(null, id, makePng())).status).toBe(401)
    for (const username of ['faculty', 'department', 'dssd'])
      expect((await upload(username, id, makePng())).status).toBe(403)
    const missing = await upload('admin', 987654, makePng())
    expect(missing.status).toBe(404)
    expect(ErrorAnswer.parse(await missing.json()).field).toBe('entry_id')
    expect((await rowOf(id)).ImagePath).toBeNull()
  })
})
