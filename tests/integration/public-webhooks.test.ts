import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { webhook_deliveries, webhook_endpoints } from '../../src/server/db/schema'
import { runDueJobs } from '../../src/server/scheduler'
import { deliverDue } from '../../src/server/webhooks/deliver'
import { news } from '../../src/shared/contract/news'
import { webhooks } from '../../src/shared/contract/webhooks'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { startReceiver, type Receiver } from '../support/webhook-receiver'
import { useTestServer } from './helpers'

// Issue 46: what an editor's save, and the scheduler's run, tell the website. The write path's `outbox` step
// turns what the save changed in the readers' copies (the `published` step) into webhook events, in the save's
// transaction; a save that is refused tells nothing.

const server = useTestServer({ webhooks: { worker: false, allowPrivate: true } })
let receiver: Receiver
beforeAll(async () => {
  receiver = await startReceiver()
})
afterAll(() => receiver.close())

const db = () => server.database.db
const slate = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])
const body = (title: string, status: number, more: object = {}) => ({
  ...(SAMPLE_BODIES['POST news/add'] as object),
  title,
  status,
  content: slate(title),
  FacultyCode: 'General',
  image: '',
  photo: '',
  ImagePath: '',
  ...more,
})

/** The slug the server gave news item `id`. */
async function slugOf(id: number): Promise<string> {
  const rows = await server.ok(news.list, { facultyCode: 'General' }, { as: 'admin' })
  return rows.find((row) => row.EntryID === id)?.Slug ?? 'none'
}

/** Adds a news item, answering its id. */
const add = async (values: object) =>
  Number((await server.ok(news.add, values as never, { as: 'admin' })).entry_id)

/** The events the receiver got since the last call, as `type slug (scheduled)`. */
async function told(): Promise<string[]> {
  await deliverDue(db(), { allowPrivate: true })
  const events = receiver.received.map((each) => {
    const { type, data } = JSON.parse(each.body) as {
      type: string
      data: { slug: string; scheduled: boolean }
    }
    return `${type} ${data.slug}${data.scheduled ? ' (scheduled)' : ''}`
  })
  receiver.received.length = 0
  return events
}

beforeEach(async () => {
  await db().delete(webhook_deliveries)
  await db().delete(webhook_endpoints)
  receiver.received.length = 0
  receiver.answer(200)
  await server.ok(
    webhooks.add,
    {
      url: receiver.url,
      events: ['published', 'unpublished', 'changed', 'deleted'],
      areas: [],
      scheduled: true,
    },
    { as: 'admin' },
  )
})

describe('a save tells the website what readers now see', () => {
  it('published, changed, unpublished and deleted, and nothing for a Draft or a refused save', async () => {
    const title = `Open day ${randomBytes(3).toString('hex')}`
    const id = await add(body(title, 1))
    const slug = await slugOf(id)
    expect(await told()).toEqual([`news.published ${slug}`])

    await add(body(`${title} draft`, 0))
    expect(await told()).toEqual([])

    const update = (more: object) => ({ ...body(title, 1), id, ...more })
    await server.ok(news.update, update({ title: `${title} (moved)` }) as never, { as: 'admin' })
    const movedSlug = await slugOf(id)
    expect(await told()).toEqual([`news.changed ${movedSlug}`])

    // A save the server refuses (a blank title) is rolled back with everything it would have told.
    const refused = await server.call(news.update, update({ title: '' }) as never, { as: 'admin' })
    expect(refused.status).toBe(400)
    expect(await told()).toEqual([])

    await server.ok(news.update, update({ title: `${title} (moved)`, status: 0 }) as never, { as: 'admin' })
    expect(await told()).toEqual([`news.unpublished ${movedSlug}`])
    await server.ok(news.update, update({ title: `${title} (moved)`, status: 1 }) as never, { as: 'admin' })
    expect(await told()).toEqual([`news.published ${movedSlug}`])
    await server.ok(news.delete, { EntryID: id }, { as: 'admin' })
    expect(await told()).toEqual([`news.deleted ${movedSlug}`])
  })

  it('a publish-at tells the website when the scheduler runs it, not when it is saved', async () => {
    const title = `Results day ${randomBytes(3).toString('hex')}`
    const publishAt = new Date(Date.now() + 3 * 60_000).toISOString()
    const id = await add(body(title, 0, { publishAt }))
    const slug = await slugOf(id)
    expect(await told()).toEqual([])
    await runDueJobs(db(), { now: new Date(Date.now() + 4 * 60_000) })
    expect(await told()).toEqual([`news.published ${slug} (scheduled)`])
  })
})
