import { request as httpRequest } from 'node:http'
import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { upload } from '../../src/shared/contract/define'
import { ACCESS } from '../../src/shared/rules/permissions'
import { renditionName } from '../../src/shared/rules/renditions'
import { gallery, gallery_subcategory, home_content } from '../../src/server/db/schema'
import { registerArea, uploadInto, type AreaHandlers } from '../../src/server/routes/define'
import { INCOMING_FOLDER, prepareIncoming } from '../../src/server/storage/uploads'
import { filesUnder, makePng, pngHeaderOfSize, uploadParts, useTestServer, type UploadPart } from './helpers'

// The generic upload route on two entries that exist only in this test: another field, another column,
// another folder and its rule. What news/uploadNewsPhoto shows for news (news.test.ts) holds for any area.

const testArea = {
  campusPhoto: upload('PATCH', 'test/home/campus', {
    folder: 'content_uploads',
    field: 'campus_photo',
    column: 'CampusImage',
    access: ACCESS.siteAdmin,
  }),
  galleryPhoto: upload('PATCH', 'test/gallery/photo', { folder: 'gallery', access: ACCESS.generalContent }),
}
const handlers: AreaHandlers<typeof testArea> = {
  campusPhoto: uploadInto(home_content),
  galleryPhoto: uploadInto(gallery, { faculty: gallery.FacultyCode }),
}

const server = useTestServer({ extend: (app) => registerArea(app, testArea, handlers) })
/** The admin's bearer token: the hand-made multipart requests below send it themselves. */
let token: string
let homeId: number
let galleryId: number
beforeAll(async () => {
  token = await server.token('admin')
  const { db } = server.database
  ;[{ EntryID: homeId }] = await db.select().from(home_content).orderBy(asc(home_content.EntryID)).limit(1)
  const [sub] = await db.select().from(gallery_subcategory).limit(1)
  ;[{ EntryID: galleryId }] = await db
    .insert(gallery)
    .values({ ImageTitle: 'Main gate', CategoryID: sub.CategoryID, SubCategoryID: sub.EntryID })
    .returning()
})

// After every refusal the server still serves, and no temporary file is left.
afterEach(async () => {
  expect((await server.api('health')).status).toBe(200)
  expect(await incoming()).toEqual([])
})

const incoming = async () =>
  (await filesUnder(server.uploadsDir)).filter((f) => f.startsWith(INCOMING_FOLDER))
const campus = (parts: UploadPart[]) => server.upload('test/home/campus', token, parts)
const campusParts = (entryId: number | string, name: string, bytes: Uint8Array) =>
  uploadParts(entryId, name, bytes, 'campus_photo')
const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() })

describe('an upload entry of any area', () => {
  it("stores the file of the entry's field in the entry's column and folder", async () => {
    const png = makePng(3)
    expect(await answerOf(await campus(campusParts(homeId, 'campus.png', png)))).toEqual({
      status: 200,
      body: { message: 'uploaded' },
    })
    const [row] = await server.database.db.select().from(home_content).where(eq(home_content.EntryID, homeId))
    expect(row.CampusImage).toMatch(/^[0-9a-f]{32}\.png$/)
    // Beside it, its medium and small renditions (images.test.ts).
    const name = row.CampusImage as string
    expect((await server.storedFiles()).filter((f) => f.startsWith('content_uploads/'))).toEqual(
      [name, renditionName(name, 'md'), renditionName(name, 'sm')].map((f) => `content_uploads/${f}`),
    )
  })

  it("applies the folder's rule: 1 MB for home content, videos for the gallery", async () => {
    const tooLarge = await answerOf(await campus(campusParts(homeId, 'big.png', pngHeaderOfSize(1_000_001))))
    expect(tooLarge).toEqual({ status: 413, body: { message: 'File must not exceed 1MB' } })

    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)])
    const video = await server.upload('test/gallery/photo', token, uploadParts(galleryId, 'clip.MP4', mp4))
    expect(video.status).toBe(200)
    const [row] = await server.database.db.select().from(gallery).where(eq(gallery.EntryID, galleryId))
    expect(row.ImagePath).toMatch(/^[0-9a-f]{32}\.mp4$/)

    const notVideo = await server.upload(
      'test/gallery/photo',
      token,
      uploadParts(galleryId, 'clip.mov', makePng()),
    )
    expect(await answerOf(notVideo)).toEqual({
      status: 400,
      body: { message: 'Only .png, .jpg, .jpeg, .mp4, .avi and mov format allowed!' },
    })
  })

  it('names the missing or malformed field', async () => {
    const png = makePng()
    const [entry, file] = campusParts(homeId, 'x.png', png)
    for (const bad of ['', 'abc', '0', '-3', '1.5', '99999999999'])
      expect(await answerOf(await campus([{ name: 'entry_id', value: bad }, file]))).toMatchObject({
        status: 400,
        body: { field: 'entry_id' },
      })
    expect(await answerOf(await campus([file]))).toMatchObject({ status: 400, body: { field: 'entry_id' } })
    expect(await answerOf(await campus([entry]))).toMatchObject({
      status: 400,
      body: { message: 'campus_photo: a file is required', field: 'campus_photo' },
    })
    // A file under another name is not the file.
    const wrongField = await campus([entry, { name: 'photo', fileName: 'x.png', bytes: png }])
    expect((await answerOf(wrongField)).status).toBe(400)
    const twoFiles = await campus([entry, file, file])
    expect(await answerOf(twoFiles)).toMatchObject({ status: 400, body: { field: 'campus_photo' } })
  })

  it('answers 404 for a missing record whether entry_id comes before or after the file', async () => {
    const [entry, file] = campusParts(424242, 'x.png', makePng())
    expect((await campus([entry, file])).status).toBe(404)
    expect((await campus([file, entry])).status).toBe(404)
  })

  it('refuses a body that is not multipart', async () => {
    const response = await server.api('test/home/campus', {
      method: 'PATCH',
      token,
      json: { entry_id: homeId, campus_photo: 'x.png' },
    })
    expect(response.status).toBe(415)
  })

  it('keeps nothing of an upload the client gives up half-way', async () => {
    const boundary = 'x-test-boundary'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="entry_id"\r\n\r\n${homeId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="campus_photo"; filename="cut.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    )
    const url = new URL('test/home/campus', server.url)
    await new Promise<void>((resolve) => {
      const request = httpRequest(url, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 900_000),
        },
      })
      request.on('error', () => resolve())
      request.write(head)
      request.write(pngHeaderOfSize(300_000), () => setTimeout(() => request.destroy(), 100))
    })
    await expect.poll(incoming, { timeout: 5_000 }).toEqual([])
  })

  /** Starts a campus upload with `headers`; answers what the server did while the body was still coming. */
  function oversizeUpload(headers: Record<string, string>, bytesToSend: number) {
    const boundary = 'x-test-boundary'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="entry_id"\r\n\r\n${homeId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="campus_photo"; filename="huge.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    )
    return new Promise<{ status: number | null; body: string; sent: number }>((resolve) => {
      let sent = 0
      const request = httpRequest(new URL('test/home/campus', server.url), {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...headers,
        },
      })
      request.on('response', (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? null, body, sent }))
      })
      request.on('error', () => resolve({ status: null, body: '', sent }))
      request.write(head)
      const chunk = pngHeaderOfSize(64 * 1024)
      // Sends as fast as the server reads; a server that stops reading stops this too.
      const more = () => {
        while (sent < bytesToSend) {
          sent += chunk.length
          if (!request.write(chunk)) return void request.once('drain', more)
        }
      }
      more()
    })
  }

  it('refuses a body said to be far over the rule before reading it, and closes the connection', async () => {
    const declared = 200 * 1024 * 1024
    const answer = await oversizeUpload({ 'content-length': String(declared) }, declared)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ message: 'File must not exceed 1MB' })
    // The answer came while most of the body was still unsent: the server did not wait to read it.
    expect(answer.sent).toBeLessThan(declared / 4)
  })

  it('refuses a body that grows past the rule without saying its size as soon as it does', async () => {
    const answer = await oversizeUpload({ 'transfer-encoding': 'chunked' }, 200 * 1024 * 1024)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ message: 'File must not exceed 1MB' })
    expect(answer.sent).toBeLessThan(50 * 1024 * 1024)
  })

  it('stores a large file byte for byte and serves it by its name whole, in parts and cached for good', async () => {
    // Written in pieces of a quarter megabyte (receive.ts), an odd size so the last piece is a short one.
    const header = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')])
    const body = Buffer.from(Array.from({ length: 1_234_567 }, (_, i) => (i * 7919) % 251))
    const mp4 = Buffer.concat([header, body])
    const sent = await server.upload('test/gallery/photo', token, uploadParts(galleryId, 'long.mp4', mp4))
    expect(sent.status).toBe(200)
    const [row] = await server.database.db.select().from(gallery).where(eq(gallery.EntryID, galleryId))
    // Compared as bytes (Buffer.equals): toEqual walks a buffer as an object, about 3 s for these 1.2 MB, and
    // a loaded machine took this test past its timeout.
    expect((await server.readStored('gallery', row.ImagePath as string)).equals(mp4)).toBe(true)

    const address = `${server.origin}/public/uploads/gallery/${row.ImagePath}`
    const whole = await fetch(address)
    expect(whole.status).toBe(200)
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true)
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    expect(whole.headers.get('cache-control')).toContain('immutable')
    const part = await fetch(address, { headers: { range: 'bytes=300000-300009' } })
    expect(part.status).toBe(206)
    expect(Buffer.from(await part.arrayBuffer())).toEqual(mp4.subarray(300_000, 300_010))
    const again = await fetch(address, { headers: { 'if-none-match': String(whole.headers.get('etag')) } })
    expect(again.status).toBe(304)

    // A file brought over from the old system keeps its own name, spaces and all, and is served by it.
    // Beside the uploads folder, so the folder store's put is the rename it always is.
    const oldFile = join(await mkdtemp(join(dirname(server.uploadsDir), 'old-system-')), 'Old Gate 1.jpg')
    await writeFile(oldFile, 'old bytes')
    await server.files.put('gallery', 'Old Gate 1.jpg', oldFile)
    const old = await fetch(`${server.origin}/public/uploads/gallery/Old%20Gate%201.jpg`)
    expect(old.status).toBe(200)
    expect(await old.text()).toBe('old bytes')
  })

  it('is not served while it arrives, and a stopped server leaves nothing old behind', async () => {
    await mkdir(join(server.uploadsDir, INCOMING_FOLDER), { recursive: true })
    const stale = join(server.uploadsDir, INCOMING_FOLDER, 'left-by-a-crash.part')
    const fresh = join(server.uploadsDir, INCOMING_FOLDER, 'arriving-now.part')
    await writeFile(stale, 'half a file')
    await writeFile(fresh, 'half a file')
    const served = await fetch(`${server.origin}/public/uploads/${INCOMING_FOLDER}/arriving-now.part`)
    expect(served.status).toBe(404)
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000)
    await utimes(stale, twoHoursAgo, twoHoursAgo)
    await prepareIncoming(server.uploadsDir)
    expect(await incoming()).toEqual([join(INCOMING_FOLDER, 'arriving-now.part')])
    await prepareIncoming(server.uploadsDir, Date.now() + 2 * 60 * 60_000)
  })
})
