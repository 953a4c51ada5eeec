import { createHash } from 'node:crypto'
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/main/api/client'
import { UPLOAD_CHUNK_BYTES } from '../../src/main/api/upload-request'
import { gallery } from '../../src/server/db/schema'
import { UPLOAD_RULES } from '../../src/shared/rules/uploads'
import { makePng } from '../support/images'
import { useTestServer } from './helpers'

// main's upload sender (src/main/api/upload-request.ts) against the real server: the file arrives byte for
// byte, progress ends at the file's size, a refusal is a Failure with its reason, status and the server's text,
// and a cancelled or broken upload leaves the server up and nothing stored.

const server = useTestServer()
/** The admin's bearer token, as main's client holds it. */
let token: string
let dir: string
let batch: { category: number; SubCategoryID: number }

beforeAll(async () => {
  token = await server.token('admin')
  dir = await mkdtemp(join(tmpdir(), 'upload-request-'))
  batch = await server.galleryBatch(token)
})

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

let records = 0
async function newRecord(): Promise<number> {
  const response = await server.api('gallery/add', {
    method: 'POST',
    token,
    json: { ...batch, ImageTitle: `sender ${++records}`, FacultyCode: 'General', InsertedBy: 'test' },
  })
  const answer = (await response.json()) as { entry_id?: number }
  if (!answer.entry_id) throw new Error(`no record: ${JSON.stringify(answer)}`)
  return answer.entry_id
}

async function fileOf(name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name)
  await writeFile(path, bytes)
  return path
}

const storedName = async (entryId: number) =>
  (await server.database.db.select().from(gallery).where(eq(gallery.EntryID, entryId)))[0]?.ImagePath ?? null

const client = (bearer: () => string | null = () => token, onUnauthorized?: () => void) =>
  createApiClient({ baseUrl: server.url, token: bearer, onUnauthorized })

describe("main's upload sender", () => {
  it('delivers a file of many buffers byte for byte, with progress that ends at its size', async () => {
    const png = makePng(16, 16, [20, 120, 220], 3 * 1024 * 1024 + 12_345)
    expect(png.length).toBeGreaterThan(10 * UPLOAD_CHUNK_BYTES)
    const path = await fileOf('many-buffers.png', png)
    const entryId = await newRecord()
    const progress: [number, number][] = []

    const result = await client().gallery.uploadPhoto(
      { entry_id: entryId, filePath: path },
      { onUploadProgress: (sent, total) => progress.push([sent, total]) },
    )

    expect(result).toEqual({ ok: true, data: { message: 'uploaded' } })
    // What arrived is the file byte for byte: the server's hash of the bytes it received is the file's (what
    // it stores has the padding's text chunk dropped, as every photo's metadata is).
    const [row] = await server.database.db.select().from(gallery).where(eq(gallery.EntryID, entryId))
    expect(row?.ImagePath).toBeTruthy()
    expect(row?.ContentHash).toBe(createHash('sha256').update(png).digest('hex'))
    expect(progress.length).toBeGreaterThan(10)
    expect(progress.at(-1)).toEqual([png.length, png.length])
    for (let i = 1; i < progress.length; i++) expect(progress[i][0]).toBeGreaterThan(progress[i - 1][0])
  })

  it("answers a refusal with its reason, status and the server's message: 413 too large, 400 wrong content, 401 for a small or a large file", async () => {
    const rule = UPLOAD_RULES.galleryAdd
    const tooLarge = await fileOf('too-large.png', makePng(8, 8, [1, 2, 3], rule.maxBytes + 200_000))
    const notPng = await fileOf('not-a.png', Buffer.from('plain text, not a picture'))
    const fine = await fileOf('fine.png', makePng(8))
    let unauthorized = 0

    const cases = [
      // Refused by its declared size before the body is read: the answer comes while the file is still going,
      // and the server reads the rest before it closes (early-answer.ts), so the answer is never lost.
      {
        path: tooLarge,
        bearer: token,
        expected: { reason: 'too-large', message: rule.sizeMessage, status: 413 },
      },
      {
        path: notPng,
        bearer: token,
        expected: { reason: 'invalid', message: rule.typeMessage, status: 400 },
      },
      { path: fine, bearer: 'not-a-token', expected: { reason: 'unauthorized', status: 401 } },
      // An ended session with a large photo: the sign-in dialog, not "Cannot reach the server".
      { path: tooLarge, bearer: 'not-a-token', expected: { reason: 'unauthorized', status: 401 } },
    ] as const
    for (const { path, bearer, expected } of cases) {
      const entryId = await newRecord()
      const result = await client(
        () => bearer,
        () => unauthorized++,
      ).gallery.uploadPhoto({ entry_id: entryId, filePath: path })
      expect(result).toMatchObject({ ok: false, ...expected })
      expect(await storedName(entryId)).toBeNull()
    }
    expect(unauthorized).toBe(2)
  })

  it('ends a cancelled upload as cancelled, stores nothing, and the server goes on', async () => {
    const png = makePng(16, 16, [200, 20, 20], 8 * 1024 * 1024)
    const path = await fileOf('cancelled.png', png)
    const entryId = await newRecord()
    const controller = new AbortController()
    const reachability: boolean[] = []
    const sender = createApiClient({
      baseUrl: server.url,
      token: () => token,
      onReachability: (reachable) => reachability.push(reachable),
    })

    const result = await sender.gallery.uploadPhoto(
      { entry_id: entryId, filePath: path },
      { signal: controller.signal, onUploadProgress: () => controller.abort() },
    )

    expect(result).toEqual({ ok: false, reason: 'network', message: 'Cancelled.' })
    // A cancel says nothing about the server being there.
    expect(reachability).toEqual([])
    expect(await storedName(entryId)).toBeNull()
    const again = await sender.gallery.uploadPhoto({ entry_id: entryId, filePath: path })
    expect(again).toEqual({ ok: true, data: { message: 'uploaded' } })
    expect((await server.api('health')).status).toBe(200)
  })

  it('fails as a network failure when the file gets shorter while it is sent, storing nothing', async () => {
    const png = makePng(16, 16, [20, 200, 20], 4 * UPLOAD_CHUNK_BYTES)
    const path = await fileOf('shrinking.png', png)
    const entryId = await newRecord()
    let cut = false

    const result = await client().gallery.uploadPhoto(
      { entry_id: entryId, filePath: path },
      {
        onUploadProgress: () => {
          if (cut) return
          cut = true
          void truncate(path, UPLOAD_CHUNK_BYTES)
        },
      },
    )

    expect(result).toMatchObject({ ok: false, reason: 'network' })
    expect(await storedName(entryId)).toBeNull()
    expect((await server.api('health')).status).toBe(200)
  })
})
