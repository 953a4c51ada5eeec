import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../src/server/errors'
import { gallery } from '../../src/shared/contract/gallery'
import { INCOMING_FOLDER } from '../../src/server/storage/uploads'
import { pruneVersions, saveRetention } from '../../src/server/retention'
import { RETENTION_DEFAULTS } from '../../src/shared/rules/retention'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import {
  createTestBucket,
  filesUnder,
  makePng,
  pngHeaderOfSize,
  startTestServer,
  type TestServer,
} from './helpers'

// Uploads kept in an S3-compatible bucket (s3rver on loopback, started here), as several servers of a
// deployment share them: stored whole or not at all, served with validators and ranges, removed with their
// record, and a bucket that is down is a clear, retryable answer.

let s3: S3rver
let s3Folder: string
let endpoint: string
let server: TestServer
let token: string

beforeAll(async () => {
  s3Folder = await mkdtemp(join(tmpdir(), 'console-bucket-'))
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Folder, silent: true })
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`
  server = await startTestServer({ files: await createTestBucket(endpoint) })
  token = await server.login('admin')
})

afterAll(async () => {
  await server.close()
  await s3.close().catch(() => undefined)
  await rm(s3Folder, { recursive: true, force: true })
})

async function addGalleryRecord(title: string): Promise<number> {
  const body = {
    ...(SAMPLE_BODIES['POST gallery/add'] as object),
    ImageTitle: title,
    idempotencyKey: randomUUID(),
  }
  const answer = await server.api('gallery/add', { method: 'POST', token, json: body })
  const { entry_id } = (await answer.json()) as { entry_id: number }
  return entry_id
}

const uploadPhoto = (entryId: number, name: string, bytes: Uint8Array) =>
  server.sendPhoto(gallery.uploadPhoto, entryId, name, bytes)

async function imageOf(entryId: number): Promise<string | null> {
  const rows = await server.ok(gallery.list, {}, { as: 'admin' })
  return rows.find((row) => row.EntryID === entryId)?.ImagePath ?? null
}

/** Files s3rver keeps for multipart uploads begun and never completed or aborted. */
async function openMultipartParts(): Promise<string[]> {
  const entries = await readdir(s3Folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(s3Folder, join(entry.parentPath, entry.name)))
    .filter((path) => path.split(/[\\/]/).some((segment) => segment.includes('uploads')))
}

describe('uploads in a bucket', () => {
  it('stores a photo as an object, served with ETag, long caching, ranges and 304', async () => {
    const id = await addGalleryRecord(`Bucket photo ${randomUUID()}`)
    const png = makePng(32)
    expect((await uploadPhoto(id, 'photo.png', png)).status).toBe(200)
    const name = await imageOf(id)
    expect(await server.storedFiles()).toContain(`gallery/${name}`)

    const address = `${server.origin}/public/uploads/gallery/${name}`
    const whole = await fetch(address)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('image/png')
    expect(whole.headers.get('cache-control')).toContain('immutable')
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(png)
    const etag = whole.headers.get('etag')
    expect(etag).toBeTruthy()

    const part = await fetch(address, { headers: { range: 'bytes=8-15' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 8-15/${png.length}`)
    expect(Buffer.from(await part.arrayBuffer())).toEqual(png.subarray(8, 16))

    const again = await fetch(address, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect((await fetch(`${server.origin}/public/uploads/gallery/none.png`)).status).toBe(404)
  })

  it('sends a large video in parts and keeps it whole, leaving no parts behind', async () => {
    const id = await addGalleryRecord(`Bucket video ${randomUUID()}`)
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(9_000_000, 7),
    ])
    expect((await uploadPhoto(id, 'tour.mp4', video)).status).toBe(200)
    const served = await fetch(`${server.origin}/public/uploads/gallery/${await imageOf(id)}`)
    expect(served.headers.get('content-type')).toBe('video/mp4')
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true)
    expect(await openMultipartParts()).toEqual([])
  })

  it('leaves no object and no open multipart upload for a refused or cut-off upload', async () => {
    const id = await addGalleryRecord(`Bucket refused ${randomUUID()}`)
    const before = await server.storedFiles()
    expect((await uploadPhoto(id, 'notes.png', Buffer.from('not a picture at all, only text'))).status).toBe(
      400,
    )
    expect((await uploadPhoto(id, 'huge.png', pngHeaderOfSize(10_485_761))).status).toBe(413)
    // Cut off: the connection ends in the middle of the file.
    const cut = new AbortController()
    const slow = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="entry_id"\r\n\r\n'),
        )
        controller.enqueue(new TextEncoder().encode(`${id}\r\n--b\r\n`))
        controller.enqueue(
          new TextEncoder().encode('Content-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n'),
        )
        controller.enqueue(makePng(64))
        setTimeout(() => cut.abort(), 200)
      },
    })
    await fetch(new URL('gallery/uploadGalleryPhoto', server.url), {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=b' },
      body: slow,
      duplex: 'half',
      signal: cut.signal,
    } as RequestInit).catch(() => undefined)

    await expect.poll(() => server.storedFiles(), { timeout: 5000 }).toEqual(before)
    expect(await openMultipartParts()).toEqual([])
    expect(await imageOf(id)).toBeNull()
  })

  it('keeps a replaced object while a kept version names it, and removes it when that version goes', async () => {
    const id = await addGalleryRecord(`Bucket removed ${randomUUID()}`)
    expect((await uploadPhoto(id, 'one.png', makePng(3))).status).toBe(200)
    const first = await imageOf(id)
    expect((await uploadPhoto(id, 'two.png', makePng(4))).status).toBe(200)
    const second = await imageOf(id)
    expect(await server.storedFiles()).toEqual(
      expect.arrayContaining([`gallery/${first}`, `gallery/${second}`]),
    )

    // Issue 25: the retention removes the version that named the first photo, and the pruner its object.
    await saveRetention(server.database.db, { keepVersions: 1, keepDays: 0 })
    await pruneVersions(server.database.db, server.files)
    await saveRetention(server.database.db, RETENTION_DEFAULTS)
    const pruned = await server.storedFiles()
    expect(pruned).toContain(`gallery/${second}`)
    expect(pruned).not.toContain(`gallery/${first}`)

    // A deleted record's photo stays: its deletion's entry names it, so a restore brings it back.
    expect((await server.api(`gallery/delete/${id}`, { method: 'DELETE', token })).status).toBe(200)
    expect(await server.storedFiles()).toContain(`gallery/${second}`)
  })
})

describe('a public address for images', () => {
  it('redirects an image address to the configured base, the same on every server', async () => {
    const other = await startTestServer({
      files: server.files,
      publicUploadsUrl: 'https://cdn.example.edu/uploads/',
    })
    try {
      const answer = await fetch(`${other.origin}/public/uploads/gallery/abc.png`, { redirect: 'manual' })
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toBe('https://cdn.example.edu/uploads/gallery/abc.png')
      expect(
        (await fetch(`${other.origin}/public/uploads/../etc/passwd`, { redirect: 'manual' })).status,
      ).toBe(404)
    } finally {
      await other.close()
    }
  })
})

describe('a bucket that is down', () => {
  it('answers uploads with a retryable 503 that says so, changes nothing, and /api/ready names the storage', async () => {
    const id = await addGalleryRecord(`Bucket down ${randomUUID()}`)
    await s3.close()
    const answer = await uploadPhoto(id, 'photo.png', makePng(8))
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ message: MESSAGES.storageUnavailable })
    expect(await imageOf(id)).toBeNull()
    // Nothing of it kept on this server's disk either (the bucket cannot be listed while it is down).
    expect(await filesUnder(join(server.uploadsDir, INCOMING_FOLDER))).toEqual([])

    const ready = await server.api('ready')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ ready: false, database: 'ok', storage: 'unreachable' })
    // The server itself carries on.
    expect((await server.api('health')).status).toBe(200)
  })
})
