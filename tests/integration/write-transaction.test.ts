import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { answer, call, entryId } from '../../src/shared/contract/define'
import { ACCESS } from '../../src/shared/rules/permissions'
import { audit_log, gallery_category } from '../../src/server/db/schema'
import { HttpError } from '../../src/server/errors'
import { registerArea, type AreaHandlers } from '../../src/server/routes/define'
import { tableHashes } from './contract-calls'
import { useTestServer } from './helpers'

// A write call runs in one transaction with its audit entry (routes/define.ts): a handler that fails after
// it wrote a record, with a 500 or a refusal, leaves no record and no audit entry, and the work it left for
// after the commit (removing a file) is never done; one that succeeds leaves both, and that work is done.
// Shown on a small area that exists only in this test, writing a real table.

const Body = z.object({ name: z.string() })
const saved = answer(['success'], entryId)
const testArea = {
  writeThenFail: call('POST', 'test/write-then-fail', Body, saved, ACCESS.signedIn),
  writeThenRefuse: call('PATCH', 'test/write-then-refuse', Body, saved, ACCESS.signedIn),
  writeFailingOnce: call('POST', 'test/write-failing-once', Body, saved, ACCESS.signedIn),
}

let failures = 0
/** The names whose after-commit work was done. */
const afterCommitDone: string[] = []
const handlers: AreaHandlers<typeof testArea> = {
  async writeThenFail({ input, db, afterCommit }) {
    await db.insert(gallery_category).values({ CategoryName: input.name, InsertedBy: 'test' })
    afterCommit(async () => void afterCommitDone.push(input.name))
    throw new Error('the disk filled up after the first write')
  },
  async writeThenRefuse({ input, db }) {
    await db.insert(gallery_category).values({ CategoryName: input.name, InsertedBy: 'test' })
    throw new HttpError(409, 'refused after the first write', 'name')
  },
  async writeFailingOnce({ input, db, afterCommit }) {
    const [made] = await db
      .insert(gallery_category)
      .values({ CategoryName: input.name, InsertedBy: 'test' })
      .returning({ EntryID: gallery_category.EntryID })
    afterCommit(async () => void afterCommitDone.push(input.name))
    if (failures++ === 0) throw new Error('the connection dropped before the answer')
    return { message: 'success', entry_id: made.EntryID }
  },
}

const server = useTestServer({
  logger: { level: 'fatal' },
  extend: (app) => registerArea(app, testArea, handlers, { records: { writeFailingOnce: gallery_category } }),
})

// Signed in before any test: a sign-in writes to staff, which the tests compare before and after a call.
let token = ''
beforeAll(async () => {
  token = await server.token('admin')
})

const send = (path: string, method: string, name: string, headers: Record<string, string> = {}) =>
  server.api(path, { method, token, json: { name }, headers })

const categoriesNamed = (name: string) =>
  server.database.db.select().from(gallery_category).where(eq(gallery_category.CategoryName, name))

describe('a write call', () => {
  it.each([
    ['test/write-then-fail', 'POST', 500],
    ['test/write-then-refuse', 'PATCH', 409],
  ] as const)('%s leaves nothing when it fails after writing', async (path, method, status) => {
    const before = await tableHashes(server.database.db)
    const name = `left behind by ${path}`
    expect((await send(path, method, name)).status).toBe(status)
    expect(await categoriesNamed(name)).toEqual([])
    expect(await tableHashes(server.database.db)).toEqual(before)
    expect(afterCommitDone).not.toContain(name)
  })

  it('retried with the same Idempotency-Key after a failure, makes one record and one audit entry', async () => {
    const name = `made once ${Date.now()}`
    const key = `write-once-${Date.now()}`
    const entries = (await server.database.db.select().from(audit_log)).length
    expect((await send('test/write-failing-once', 'POST', name, { 'Idempotency-Key': key })).status).toBe(500)
    expect(await categoriesNamed(name)).toEqual([])
    const retried = await send('test/write-failing-once', 'POST', name, { 'Idempotency-Key': key })
    expect(retried.status).toBe(200)
    const again = await send('test/write-failing-once', 'POST', name, { 'Idempotency-Key': key })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    const made = await categoriesNamed(name)
    expect(made).toHaveLength(1)
    expect(await again.json()).toEqual({ message: 'success', entry_id: made[0].EntryID })
    const audit = await server.database.db.select().from(audit_log)
    expect(audit).toHaveLength(entries + 1)
    expect(audit.filter((entry) => entry.record === `gallery_category ${made[0].EntryID}`)).toHaveLength(1)
    expect(afterCommitDone.filter((done) => done === name)).toHaveLength(1)
  })
})
