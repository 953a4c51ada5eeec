import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { audit_log, news, published } from '../../src/server/db/schema'
import {
  RECORD_REQUEST_HEADER,
  tooManyPixelsMessage,
  UNREADABLE_IMAGE_MESSAGE,
  UNREADABLE_IMAGE_NOT_SAVED,
} from '../../src/shared/rules/uploads'
import { makeCutShortJpeg, makeHugePng, makePng } from '../support/images'
import { newsAddBody } from '../support/news-text'
import { useTestServer } from './helpers'

// The photo step of a create refused as unreadable (a JPEG cut off halfway), on an area the editor may not
// delete in (news has no delete call): the server itself removes the record that create made, when the
// upload names the create's key, so a damaged photo leaves nothing. Anything else keeps its record.

const server = useTestServer()

const content = JSON.stringify([{ type: 'paragraph', children: [{ text: 'What happened.' }] }])
const newsBody = (title: string) => newsAddBody(title, content, 'x')

/** The record step of a save, as main sends it: with the form's request key. */
async function addNews(title: string, key: string, username = 'dssd') {
  const response = await server.api('news/add', {
    method: 'POST',
    token: await server.token(username),
    headers: { 'idempotency-key': key },
    json: newsBody(title),
  })
  return {
    replayed: response.headers.get('idempotent-replayed') === 'true',
    ...((await response.json()) as { message: string; entry_id: number }),
  }
}

/** The photo step, naming the create's key when given. */
async function uploadPhoto(entryId: number, bytes: Buffer, name: string, key?: string, username = 'dssd') {
  const form = new FormData()
  form.append('entry_id', String(entryId))
  form.append('photo', new Blob([new Uint8Array(bytes)]), name)
  const response = await server.api('news/uploadNewsPhoto', {
    method: 'PATCH',
    token: await server.token(username),
    headers: key ? { [RECORD_REQUEST_HEADER]: key } : {},
    body: form,
  })
  return { status: response.status, message: ((await response.json()) as { message: string }).message }
}

const newsRow = async (id: number) =>
  (await server.database.db.select().from(news).where(eq(news.EntryID, id)))[0]

describe('a damaged photo in the save that made its record', () => {
  it('removes the record and its key: nothing is left, and the same Submit makes one record afresh', async () => {
    const key = randomUUID()
    const made = await addNews('Damaged at the photo step', key)
    expect(made.message).toBe('success')

    const refused = await uploadPhoto(made.entry_id, await makeCutShortJpeg(), 'cut-short.jpg', key)
    expect(refused).toEqual({ status: 400, message: UNREADABLE_IMAGE_NOT_SAVED })
    expect(await newsRow(made.entry_id)).toBeUndefined()
    // Nor does the website see it: its reader's copy went with it.
    const copies = await server.database.db
      .select()
      .from(published)
      .where(and(eq(published.area, 'news'), eq(published.record_id, made.entry_id)))
    expect(copies).toEqual([])
    const logged = await server.database.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.record, `news ${made.entry_id}`))
    expect(logged.map((entry) => [entry.call, entry.after])).toEqual([
      ['POST news/add', expect.anything()],
      ['PATCH news/uploadNewsPhoto', null],
    ])

    // Another file picked, Submit again with the same key: a new record, not the removed one replayed.
    const again = await addNews('Damaged at the photo step', key)
    expect(again).toMatchObject({ message: 'success', replayed: false })
    expect(again.entry_id).not.toBe(made.entry_id)
    expect(await uploadPhoto(again.entry_id, makePng(8, 8), 'whole.png', key)).toEqual({
      status: 200,
      message: 'uploaded',
    })
    const rows = await server.database.db
      .select()
      .from(news)
      .where(eq(news.Title, 'Damaged at the photo step'))
    expect(rows).toHaveLength(1)
    expect(rows[0].ImagePath).toMatch(/\.png$/)
  })

  it('removes it the same way for a picture of more pixels than an upload may have', async () => {
    const key = randomUUID()
    const made = await addNews('Too many pixels at the photo step', key)
    const huge = await makeHugePng(11_000, 11_000)
    const refused = await uploadPhoto(made.entry_id, huge, 'huge.png', key)
    expect(refused).toEqual({ status: 400, message: tooManyPixelsMessage(11_000, 11_000, true) })
    expect(await newsRow(made.entry_id)).toBeUndefined()

    const kept = await addNews('Too many pixels, photo alone', randomUUID())
    expect(await uploadPhoto(kept.entry_id, huge, 'huge.png')).toEqual({
      status: 400,
      message: tooManyPixelsMessage(11_000, 11_000),
    })
    expect(await newsRow(kept.entry_id)).toBeDefined()
  })

  it('keeps the record when the upload names no create (an old client, a retry of the photo alone)', async () => {
    const made = await addNews('Old client photo', randomUUID())
    const refused = await uploadPhoto(made.entry_id, await makeCutShortJpeg(), 'cut-short.jpg')
    expect(refused).toEqual({ status: 400, message: UNREADABLE_IMAGE_MESSAGE })
    expect(await newsRow(made.entry_id)).toBeDefined()
  })

  it('keeps a record that already holds a photo, one made by another key, and one made by someone else', async () => {
    const key = randomUUID()
    const withPhoto = await addNews('Already has a photo', key)
    expect((await uploadPhoto(withPhoto.entry_id, makePng(8, 8), 'first.png', key)).message).toBe('uploaded')
    const other = await addNews('Made by another key', randomUUID())
    const theirs = randomUUID()
    const byAdmin = await addNews('Made by someone else', theirs, 'admin')

    const cut = await makeCutShortJpeg()
    for (const [id, sentKey] of [
      [withPhoto.entry_id, key],
      [other.entry_id, key],
      [byAdmin.entry_id, theirs],
    ] as const) {
      const refused = await uploadPhoto(id, cut, 'cut-short.jpg', sentKey)
      expect(refused, String(id)).toEqual({ status: 400, message: UNREADABLE_IMAGE_MESSAGE })
      expect(await newsRow(id), String(id)).toBeDefined()
    }
    expect((await newsRow(withPhoto.entry_id))?.ImagePath).toMatch(/\.png$/)
  })
})
