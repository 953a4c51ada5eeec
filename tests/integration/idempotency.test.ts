import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { answer, call, entryId } from '../../src/shared/contract/define'
import { ACCESS } from '../../src/shared/rules/permissions'
import { registerArea, type AreaHandlers } from '../../src/server/routes/define'
import { IDEMPOTENCY_LIMITS } from '../../src/server/routes/idempotency'
import { useTestServer } from './helpers'

// Idempotency-Key on POST calls, on a small area that exists only in this test: a key runs its call once
// per staff member, a repeat gets the first answer, a concurrent duplicate never runs alongside.

const made = answer(['made'], entryId)
const Body = z.object({ note: z.string(), idempotencyKey: z.string().optional() })
const testArea = {
  make: call('POST', 'test/make', Body, made, ACCESS.signedIn),
  makeOther: call('POST', 'test/make-other', Body, made, ACCESS.signedIn),
  makeSlowly: call('POST', 'test/make-slowly', Body, made, ACCESS.signedIn),
  failOnce: call('POST', 'test/fail-once', Body, made, ACCESS.signedIn),
  refuseOnce: call('POST', 'test/refuse-once', Body, made, ACCESS.signedIn),
  change: call('PATCH', 'test/change', Body, made, ACCESS.signedIn),
}

let runs = 0
let failures = 0
/** Holds makeSlowly until the test lets it go. */
let release: () => void = () => {}
let held: Promise<void> = Promise.resolve()
/** How many makeSlowly calls have reached the handler: a duplicate is sent once the first is running. */
let slowStarted = 0

const handlers: AreaHandlers<typeof testArea> = {
  make: () => ({ message: 'made', entry_id: ++runs }),
  makeOther: () => ({ message: 'made', entry_id: ++runs }),
  async makeSlowly() {
    slowStarted++
    await held
    return { message: 'made', entry_id: ++runs }
  },
  failOnce() {
    if (failures++ === 0) throw new Error('the database went away')
    return { message: 'made', entry_id: ++runs }
  },
  refuseOnce(ctx) {
    if (failures++ === 0) ctx.reply.status(503)
    return { message: 'made', entry_id: ++runs }
  },
  change: () => ({ message: 'made', entry_id: ++runs }),
}

const server = useTestServer({
  logger: { level: 'fatal' },
  extend: (app) => registerArea(app, testArea, handlers),
})
afterEach(() => {
  failures = 0
})

let keys = 0
const newKey = () => `test-key-${++keys}-${Date.now()}`

const send = async (path: string, key: string | null, body: unknown = { note: 'a' }, username = 'admin') => {
  const response = await server.api(path, {
    method: path === 'test/change' ? 'PATCH' : 'POST',
    token: await server.token(username),
    json: body,
    headers: key === null ? {} : { 'Idempotency-Key': key },
  })
  return {
    status: response.status,
    body: (await response.json()) as { message: string; entry_id?: number; field?: string },
    replayed: response.headers.get('idempotent-replayed'),
  }
}
type Sent = Awaited<ReturnType<typeof send>>

describe('Idempotency-Key', () => {
  it('runs a POST once and answers a repeat with the first answer', async () => {
    const key = newKey()
    const before = runs
    const first = await send('test/make', key)
    const again = await send('test/make', key)
    expect(first).toEqual({ status: 200, body: { message: 'made', entry_id: before + 1 }, replayed: null })
    expect(again).toEqual({ ...first, replayed: 'true' })
    expect(runs).toBe(before + 1)
    // Without a key every request runs.
    await send('test/make', null)
    await send('test/make', null)
    expect(runs).toBe(before + 3)
  })

  it("keeps one staff member's keys apart from another's", async () => {
    const key = newKey()
    const before = runs
    const mine = await send('test/make', key, { note: 'a' }, 'admin')
    const theirs = await send('test/make', key, { note: 'a' }, 'dssd')
    expect(theirs.replayed).toBeNull()
    expect(theirs.body.entry_id).not.toBe(mine.body.entry_id)
    expect(runs).toBe(before + 2)
  })

  it('refuses a key sent again with another body or to another call (422)', async () => {
    const key = newKey()
    expect((await send('test/make', key, { note: 'a' })).status).toBe(200)
    const otherBody = await send('test/make', key, { note: 'b' })
    expect(otherBody.status).toBe(422)
    expect(otherBody.body.field).toBe('Idempotency-Key')
    expect((await send('test/make-other', key, { note: 'a' })).status).toBe(422)
  })

  it('lets concurrent duplicates run the call once, and all get its answer', async () => {
    const key = newKey()
    const before = runs
    held = new Promise((resolve) => (release = resolve))
    const started = slowStarted
    const answers = Array.from({ length: 5 }, () => send('test/make-slowly', key))
    await vi.waitFor(() => expect(slowStarted).toBe(started + 1), { timeout: 10_000 })
    release()
    const results = await Promise.all(answers)
    expect(runs).toBe(before + 1)
    for (const result of results) expect(result.body).toEqual({ message: 'made', entry_id: before + 1 })
    expect(results.filter((result) => result.replayed === null)).toHaveLength(1)
  })

  /**
   * Runs `test` with makeSlowly sent once with a new key and held in its handler until release(), and with
   * the wait for a duplicate cut to 200 ms (put back after).
   */
  async function whileSlowCallRuns(test: (key: string, first: Promise<Sent>) => Promise<void>) {
    const key = newKey()
    const { waitMs } = IDEMPOTENCY_LIMITS
    IDEMPOTENCY_LIMITS.waitMs = 200
    try {
      held = new Promise((resolve) => (release = resolve))
      const started = slowStarted
      const first = send('test/make-slowly', key)
      await vi.waitFor(() => expect(slowStarted).toBe(started + 1), { timeout: 10_000 })
      await test(key, first)
    } finally {
      IDEMPOTENCY_LIMITS.waitMs = waitMs
    }
  }

  // A write runs in one transaction (routes/define.ts). PGlite has one connection, which the first call's
  // transaction holds: there a duplicate waits for the first to end and gets its answer.
  it.runIf(process.env.TEST_DATABASE_URL === undefined)(
    'answers a duplicate that waits on PGlite with the first answer, once the first ends',
    () =>
      whileSlowCallRuns(async (key, first) => {
        const duplicate = send('test/make-slowly', key)
        release()
        const answered = await first
        expect(answered.status).toBe(200)
        expect(await duplicate).toEqual({ ...answered, replayed: 'true' })
      }),
  )

  it.runIf(process.env.TEST_DATABASE_URL !== undefined)(
    'answers 409 to a duplicate when the first is still running after the wait',
    () =>
      whileSlowCallRuns(async (key, first) => {
        const duplicate = await send('test/make-slowly', key)
        expect(duplicate.status).toBe(409)
        expect(duplicate.body).toEqual({
          message: 'The same request is still being processed',
          field: 'Idempotency-Key',
        })
        release()
        expect((await first).status).toBe(200)
        expect((await send('test/make-slowly', key)).replayed).toBe('true')
      }),
  )

  it('lets the key go when the call fails, so a retry runs it', async () => {
    const key = newKey()
    const failed = await send('test/fail-once', key)
    expect(failed.status).toBe(500)
    const retried = await send('test/fail-once', key)
    expect(retried.status).toBe(200)
    expect(retried.replayed).toBeNull()
    expect((await send('test/fail-once', key)).replayed).toBe('true')
  })

  it('stores the status the handler answered with', async () => {
    const key = newKey()
    const first = await send('test/refuse-once', key)
    expect(first.status).toBe(503)
    const again = await send('test/refuse-once', key)
    expect(again).toEqual({ ...first, replayed: 'true' })
  })

  it('takes the key from the body when a contract carries it there', async () => {
    const before = runs
    const body = { note: 'a', idempotencyKey: newKey() }
    const first = await send('test/make', null, body)
    const again = await send('test/make', null, body)
    expect(again.body).toEqual(first.body)
    expect(again.replayed).toBe('true')
    expect(runs).toBe(before + 1)
  })

  it('refuses a key over 200 characters, and ignores keys on other methods', async () => {
    const long = await send('test/make', 'k'.repeat(201))
    expect(long.status).toBe(400)
    expect(long.body.field).toBe('Idempotency-Key')
    expect((await send('test/make', 'k'.repeat(200))).status).toBe(200)

    const key = newKey()
    const before = runs
    await send('test/change', key)
    await send('test/change', key)
    expect(runs).toBe(before + 2)
  })
})
