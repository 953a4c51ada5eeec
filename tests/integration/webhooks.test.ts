import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { webhooks } from '../../src/shared/contract/webhooks'
import { WEBHOOK_DELIVERY, WEBHOOK_REFUSALS, WEBHOOK_TEXT } from '../../src/shared/rules/webhooks'
import { webhook_deliveries, webhook_endpoints } from '../../src/server/db/schema'
import { recordPublicChanges, type PublicChange } from '../../src/server/public/changes'
import { deliverDue, removeOldDeliveries, type DeliverOptions } from '../../src/server/webhooks/deliver'
import { startReceiver, type Receiver } from '../support/webhook-receiver'
import { useTestServer } from './helpers'

// Issue 46 item 4: the webhook outbox. Events are written by the save's transaction (recordPublicChanges) and
// sent by deliverDue, run here by hand with the test's clock; a receiver on loopback (allowed as
// WEBHOOK_ALLOW_PRIVATE allows it) checks each delivery with the standardwebhooks library, as a website would.

const server = useTestServer({ webhooks: { worker: false, allowPrivate: true } })
let receiver: Receiver
beforeAll(async () => {
  receiver = await startReceiver()
})
afterAll(() => receiver.close())

const db = () => server.database.db
const published = (recordId: number, more: Partial<PublicChange> = {}): PublicChange => ({
  area: 'news',
  recordId,
  slug: `news-${recordId}`,
  faculty: 'General',
  kind: 'published',
  scheduled: false,
  ...more,
})
/** A save that commits these public changes. */
const commit = (...changes: PublicChange[]) => db().transaction((tx) => recordPublicChanges(tx, changes))
const send = (options: DeliverOptions = {}) => deliverDue(db(), { allowPrivate: true, ...options })

async function addEndpoint(body: Partial<Parameters<typeof webhooks.add.input.parse>[0]> = {}) {
  const answer = await server.ok(
    webhooks.add,
    {
      url: receiver.url,
      events: ['published', 'unpublished', 'changed', 'deleted'],
      areas: [],
      scheduled: true,
      ...body,
    },
    { as: 'admin' },
  )
  return { id: answer.entry_id, secret: answer.secret }
}
const log = (id: number) => server.ok(webhooks.deliveries, { id }, { as: 'admin' })
const endpointRow = async (id: number) =>
  (await server.ok(webhooks.list, {}, { as: 'admin' })).find((row) => row.id === id)!

beforeEach(async () => {
  // Each test's own endpoints and deliveries; the receiver starts answering 200 with nothing received.
  await db().delete(webhook_endpoints)
  receiver.received.length = 0
  receiver.answer(200)
})

describe('webhook deliveries', () => {
  it('delivers a committed change signed by Standard Webhooks, which the receiver verifies', async () => {
    const { id, secret } = await addEndpoint()
    await commit(published(41))
    expect(await send()).toEqual({ delivered: 1, retrying: 0, failed: 0 })

    expect(receiver.received).toHaveLength(1)
    const [{ headers, body }] = receiver.received
    expect(headers['content-type']).toBe('application/json')
    const verified = new Webhook(secret).verify(body, {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    })
    expect(verified).toEqual({
      type: 'news.published',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        area: 'news',
        id: 41,
        slug: 'news-41',
        faculty: 'General',
        kind: 'published',
        scheduled: false,
      },
    })
    // The documented order of the body's fields, as sent.
    expect(Object.keys(JSON.parse(body) as object)).toEqual(['type', 'timestamp', 'data'])
    // Another secret does not verify it.
    const { secret: other } = await addEndpoint({ url: `${receiver.url}/other` })
    expect(() => new Webhook(other).verify(body, headers as Record<string, string>)).toThrow()

    const [delivery] = await log(id)
    expect(delivery).toMatchObject({
      type: 'news.published',
      status: 'delivered',
      attempts: 1,
      lastStatus: 200,
    })
    expect((await endpointRow(id)).lastStatus).toBe('delivered')
  })

  it('never answers the secret again', async () => {
    const { secret } = await addEndpoint()
    const list = await server.raw('GET', 'webhooks/list', undefined, { as: 'admin' })
    expect(JSON.stringify(list.body)).not.toContain(secret)
  })

  it('sends an endpoint only the events, areas and scheduled runs it asked for', async () => {
    const { id } = await addEndpoint({ events: ['deleted'], areas: ['events'], scheduled: false })
    await commit(
      published(1, { area: 'events' }),
      published(2, { area: 'news', kind: 'deleted' }),
      published(3, { area: 'events', kind: 'deleted', scheduled: true }),
      published(4, { area: 'events', kind: 'deleted' }),
    )
    await send()
    expect(receiver.received.map((r) => (JSON.parse(r.body) as { data: { id: number } }).data.id)).toEqual([
      4,
    ])
    expect((await log(id)).map((row) => row.type)).toEqual(['events.deleted'])
  })

  it('writes nothing for a save rolled back', async () => {
    const { id } = await addEndpoint()
    await expect(
      db().transaction(async (tx) => {
        await recordPublicChanges(tx, [published(7)])
        throw new Error('the save failed after its public change')
      }),
    ).rejects.toThrow('the save failed')
    expect(await send()).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(receiver.received).toHaveLength(0)
    expect(await log(id)).toEqual([])
  })

  it('retries after a 500 with exponential back-off, and fails once its day is over', async () => {
    const { id } = await addEndpoint()
    receiver.answer(500, 200)
    await commit(published(8))
    const start = Date.now() + 1000
    const at = (ms: number) => () => new Date(start + ms)

    expect(await send({ now: at(0) })).toEqual({ delivered: 0, retrying: 1, failed: 0 })
    let [delivery] = await log(id)
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500 })
    expect(delivery.lastError).toContain('HTTP 500')
    expect(delivery.nextAttemptAt).toBe(new Date(start + WEBHOOK_DELIVERY.firstRetryMs).toISOString())

    // Not before its time; then delivered.
    expect(await send({ now: at(WEBHOOK_DELIVERY.firstRetryMs - 1000) })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    })
    expect(await send({ now: at(WEBHOOK_DELIVERY.firstRetryMs) })).toEqual({
      delivered: 1,
      retrying: 0,
      failed: 0,
    })
    ;[delivery] = await log(id)
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 200 })
    expect(receiver.received).toHaveLength(2)
    // Both attempts are the one event: the same webhook-id.
    expect(receiver.received[0].headers['webhook-id']).toBe(receiver.received[1].headers['webhook-id'])

    // A receiver that keeps failing: the second wait is twice the first; after 24 hours, failed.
    receiver.answer(503)
    await commit(published(9))
    await send({ now: at(60_000) })
    await send({ now: at(60_000 + WEBHOOK_DELIVERY.firstRetryMs) })
    ;[delivery] = await log(id)
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2, lastStatus: 503 })
    expect(delivery.nextAttemptAt).toBe(
      new Date(start + 60_000 + 3 * WEBHOOK_DELIVERY.firstRetryMs).toISOString(),
    )
    expect(await send({ now: at(WEBHOOK_DELIVERY.retryForMs) })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 1,
    })
    ;[delivery] = await log(id)
    expect(delivery).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null })
  })

  it('pauses an endpoint that keeps failing, holds its events, and sends them when resumed', async () => {
    const { id } = await addEndpoint()
    receiver.answer(500)
    const pauseAfter = 3
    await commit(published(11), published(12), published(13))
    await send({ rules: { pauseAfterFailures: pauseAfter } })

    const row = await endpointRow(id)
    expect(row.pausedAt).not.toBeNull()
    expect(row.pausedReason).toBe(WEBHOOK_TEXT.pausedByFailures(pauseAfter))
    expect((await log(id)).map((d) => d.status)).toEqual(['paused', 'paused', 'paused'])

    // Held while paused: a new event waits too, and nothing is sent.
    await commit(published(14))
    expect(await send({ now: () => new Date(Date.now() + 3_600_000) })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    })
    expect(receiver.received).toHaveLength(pauseAfter)

    receiver.answer(200)
    await server.ok(webhooks.resume, { id }, { as: 'admin' })
    expect(await send()).toEqual({ delivered: 4, retrying: 0, failed: 0 })
    expect((await log(id)).map((d) => d.status)).toEqual(Array(4).fill('delivered'))
    expect(await endpointRow(id)).toMatchObject({ pausedAt: null, failuresInRow: 0 })
  })

  it('pauses by hand, with who paused it', async () => {
    const { id } = await addEndpoint()
    await server.ok(webhooks.pause, { id }, { as: 'admin' })
    await commit(published(15))
    expect(await send()).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect((await endpointRow(id)).pausedReason).toMatch(/^Paused by /)
  })

  it('redelivers a delivered event under its own webhook-id', async () => {
    const { id } = await addEndpoint()
    await commit(published(16))
    await send()
    const [delivery] = await log(id)
    await server.ok(webhooks.redeliver, { deliveryId: delivery.id }, { as: 'admin' })
    expect((await log(id))[0]).toMatchObject({ status: 'pending', attempts: 0 })
    expect(await send()).toEqual({ delivered: 1, retrying: 0, failed: 0 })
    expect(receiver.received).toHaveLength(2)
    expect(receiver.received[1].headers['webhook-id']).toBe(receiver.received[0].headers['webhook-id'])
    expect(receiver.received[1].body).toBe(receiver.received[0].body)
  })

  it('sends a test event to one endpoint, whatever it wants', async () => {
    const { id, secret } = await addEndpoint({ events: ['deleted'], areas: ['courses'] })
    await server.ok(webhooks.sendTest, { id }, { as: 'admin' })
    expect(await send()).toEqual({ delivered: 1, retrying: 0, failed: 0 })
    const [{ headers, body }] = receiver.received
    expect(new Webhook(secret).verify(body, headers as Record<string, string>)).toMatchObject({
      type: 'webhook.test',
      data: { area: 'webhooks', id, kind: 'test' },
    })
  })

  it("removes what was delivered or failed before the retention's days, never what still waits", async () => {
    const { id } = await addEndpoint()
    await commit(published(21), published(22))
    await send()
    await commit(published(23))
    await db()
      .update(webhook_deliveries)
      .set({ created_at: '2020-01-01T00:00:00Z', last_attempt_at: '2020-01-01T00:00:00Z' })
      .where(eq(webhook_deliveries.endpoint_id, id))
    expect(await removeOldDeliveries(db(), 30)).toBe(2)
    expect((await log(id)).map((d) => d.status)).toEqual(['pending'])
  })

  it('edits the events and deletes an endpoint with its log', async () => {
    const { id } = await addEndpoint()
    await server.ok(
      webhooks.update,
      { id, events: ['unpublished'], areas: ['news'], scheduled: false },
      { as: 'admin' },
    )
    expect(await endpointRow(id)).toMatchObject({
      events: ['unpublished'],
      areas: ['news'],
      scheduled: false,
    })
    await commit(published(17), published(18, { kind: 'unpublished' }))
    expect(await log(id)).toHaveLength(1)
    expect(await server.ok(webhooks.delete, { id }, { as: 'admin' })).toEqual({ message: 'deleted' })
    expect(
      await db().select().from(webhook_deliveries).where(eq(webhook_deliveries.endpoint_id, id)),
    ).toEqual([])
    expect((await server.call(webhooks.deliveries, { id }, { as: 'admin' })).status).toBe(404)
  })

  it('refuses an address that is not http(s), and no event is wanted', async () => {
    const bad = await server.call(
      webhooks.add,
      { url: 'ftp://hooks.example.edu/x', events: ['published'], areas: [], scheduled: true },
      { as: 'admin' },
    )
    expect(bad).toMatchObject({
      status: 400,
      body: { message: `url: ${WEBHOOK_REFUSALS.notHttp}`, field: 'url' },
    })
    const none = await server.call(
      webhooks.add,
      { url: receiver.url, events: [], areas: [], scheduled: true },
      { as: 'admin' },
    )
    expect(none).toMatchObject({ status: 400, body: { field: 'events' } })
  })
})

describe('webhook addresses on a server that does not allow private networks', () => {
  const guarded = useTestServer({ webhooks: { worker: false, allowPrivate: false } })

  it.each([
    'http://127.0.0.1:9/hook',
    'http://10.1.2.3/hook',
    'http://169.254.169.254/latest',
    'http://[::1]/x',
    'http://localhost/x',
  ])('refuses %s when it is added', async (url) => {
    const answer = await guarded.call(
      webhooks.add,
      { url, events: ['published'], areas: [], scheduled: true },
      { as: 'admin' },
    )
    expect(answer).toMatchObject({
      status: 400,
      body: { message: WEBHOOK_REFUSALS.privateAddress, field: 'url' },
    })
  })

  it('does not send to a loopback receiver that got in before the rule', async () => {
    const [row] = await guarded.database.db
      .insert(webhook_endpoints)
      .values({
        url: receiver.url,
        events: ['published'],
        areas: [],
        secret: 'whsec_' + Buffer.alloc(24).toString('base64'),
      })
      .returning({ id: webhook_endpoints.id })
    await guarded.database.db.transaction((tx) => recordPublicChanges(tx, [published(19)]))
    receiver.received.length = 0
    expect(await deliverDue(guarded.database.db, { allowPrivate: false })).toEqual({
      delivered: 0,
      retrying: 1,
      failed: 0,
    })
    expect(receiver.received).toHaveLength(0)
    const [delivery] = await guarded.ok(webhooks.deliveries, { id: row.id }, { as: 'admin' })
    expect(delivery.lastError).toBe(WEBHOOK_REFUSALS.privateDelivery)
  })
})
