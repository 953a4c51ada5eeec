import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../src/server/app'
import { gallery } from '../../src/shared/contract/gallery'
import { useTestServer } from './helpers'

// The window a crash soak found: the server commits a gallery record, then is killed before it stores the
// answer under the request's Idempotency-Key. The key stays "running"; the queue, restarted, sends the same
// create again and got 409 for ten minutes, then 'name exist' for ever: a photo shown as failed that no
// retry could deliver, its record left without it. Now a restarted sole server takes such a key over at
// once, and the create finds the record it made by its key.

const first = useTestServer()
/** The admin's bearer token: the restarted server below is sent it by hand. */
let token = ''
let batch: { category: number; SubCategoryID: number }
beforeAll(async () => {
  token = await first.token('admin')
  batch = await first.galleryBatch(token)
})

/** The same server's database, opened again as after a restart of its process. */
async function restarted() {
  const uploadsDir = await mkdtemp(join(tmpdir(), 'console-restart-'))
  const app = await buildServer({
    logger: { level: 'error' },
    db: first.database.db,
    uploadsDir,
    soleServer: true,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/`
  return {
    add: (key: string, title: string) =>
      fetch(new URL('gallery/add', url), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({ ...batch, ImageTitle: title, FacultyCode: 'General', InsertedBy: 'x' }),
      }),
    close: async () => (await app.close(), await rm(uploadsDir, { recursive: true, force: true })),
  }
}

const addOnFirst = (key: string, title: string) =>
  first.api('gallery/add', {
    method: 'POST',
    token,
    headers: { 'idempotency-key': key },
    json: { ...batch, ImageTitle: title, FacultyCode: 'General', InsertedBy: 'x' },
  })

async function recordsTitled(title: string) {
  const rows = await first.ok(gallery.list, {}, { as: 'admin' })
  return rows.filter((row) => row.ImageTitle === title)
}

/** What a kill between the record's commit and the stored answer leaves: the key claimed, no answer. */
const killedBeforeTheAnswer = (key: string) =>
  first.database.db.execute(sql`update idempotency_keys set status = null, answer = null where key = ${key}`)

describe('a create killed between its record and its answer', () => {
  it('answers the record it made once the server restarts, and makes no second one', async () => {
    const key = 'c0ffee00-0000-4000-8000-000000000001'
    const made = (await (await addOnFirst(key, 'Killed mid-answer')).json()) as { entry_id: number }
    await killedBeforeTheAnswer(key)

    const server = await restarted()
    try {
      const again = await server.add(key, 'Killed mid-answer')
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual({ message: 'success', entry_id: made.entry_id })
      expect(await recordsTitled('Killed mid-answer')).toHaveLength(1)
      // And the answer is now stored: a further repeat is a replay.
      const replay = await server.add(key, 'Killed mid-answer')
      expect(replay.headers.get('idempotent-replayed')).toBe('true')
    } finally {
      await server.close()
    }
  })

  it('makes the record when the server died after claiming the key but before making it', async () => {
    const key = 'c0ffee00-0000-4000-8000-000000000002'
    await (await addOnFirst(key, 'Never made')).json()
    // As if the kill came before the insert: the key claimed, no record, no answer.
    await first.database.db.execute(sql`delete from gallery where "ImageTitle" = 'Never made'`)
    await killedBeforeTheAnswer(key)
    const server = await restarted()
    try {
      const made = await server.add(key, 'Never made')
      expect(made.status).toBe(200)
      expect(await made.json()).toMatchObject({ message: 'success', entry_id: expect.any(Number) })
      expect(await recordsTitled('Never made')).toHaveLength(1)
    } finally {
      await server.close()
    }
  })

  it('is still held for a server that may be alive (not the sole one on its database): 409, retry later', async () => {
    const key = 'c0ffee00-0000-4000-8000-000000000003'
    await (await addOnFirst(key, 'Held while running')).json()
    await killedBeforeTheAnswer(key)
    const held = await addOnFirst(key, 'Held while running')
    expect(held.status).toBe(409)
    expect(await recordsTitled('Held while running')).toHaveLength(1)
  }, 20_000)
})
