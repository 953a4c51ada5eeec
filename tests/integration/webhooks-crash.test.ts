import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { Webhook } from 'standardwebhooks'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhooks } from '../../src/shared/contract/webhooks'
import * as schema from '../../src/server/db/schema'
import { recordPublicChanges } from '../../src/server/public/changes'
import { deliverDue } from '../../src/server/webhooks/deliver'
import { startReceiver, type Receiver } from '../support/webhook-receiver'
import { useTestServer } from './helpers'

// Issue 46: no webhook event is lost when the server that committed the save dies (SIGKILL) at once after the
// commit, nor when it dies holding the deliveries it took; another server on the same PostgreSQL database
// sends each event, and two servers sending side by side send each once. The dying server is a process of its
// own (tests/support/webhook-saver.ts: the save's transaction and the delivery worker, as an API server runs
// them). Needs a real PostgreSQL (TEST_DATABASE_URL): PGlite is one process's database.

const saverScript = join(import.meta.dirname, '../support/webhook-saver.ts')
const postgres = process.env.TEST_DATABASE_URL
if (!postgres) console.log('webhooks-crash.test.ts: skipped, it needs a real PostgreSQL (TEST_DATABASE_URL)')

describe.runIf(postgres)('webhooks when a server dies after the commit', () => {
  // The surviving server. Its delivery rounds are run by the test once the other server is dead (a worker of
  // its own could take the deliveries before the dying server took them: the case under test).
  const server = useTestServer({ webhooks: { worker: false, allowPrivate: true } })
  let receiver: Receiver
  let secret: string
  beforeAll(async () => {
    receiver = await startReceiver()
    secret = (
      await server.ok(
        webhooks.add,
        { url: receiver.url, events: ['published'], areas: [], scheduled: true },
        { as: 'admin' },
      )
    ).secret
  })
  afterAll(() => receiver?.close())

  /** Starts the saver and answers once it printed `line`; `kill()` ends it with SIGKILL. */
  function saver(mode: 'commit' | 'hold', count: number, line: string) {
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', saverScript, mode, String(count)],
      {
        env: { PATH: process.env.PATH, DATABASE_URL: server.database.url! },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    const reached = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${line}' in 60 s: ${output}`)), 60_000)
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.split('\n').includes(line)) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    })
    const kill = () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      })
    return { reached, kill }
  }

  /** The surviving server's delivery rounds, every 100 ms, until the receiver has `count` deliveries. */
  async function survivorSends(count: number, ms = 30_000) {
    const deadline = Date.now() + ms
    while (receiver.received.length < count) {
      if (Date.now() > deadline)
        throw new Error(`${receiver.received.length} of ${count} deliveries in ${ms} ms`)
      await deliverDue(server.database.db, { allowPrivate: true })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** The events the receiver verified, by record id, each with how many times it came. */
  function verifiedCounts(): Map<number, number> {
    const counts = new Map<number, number>()
    for (const { headers, body } of receiver.received) {
      const event = new Webhook(secret).verify(body, headers as Record<string, string>) as {
        data: { id: number }
      }
      counts.set(event.data.id, (counts.get(event.data.id) ?? 0) + 1)
    }
    return counts
  }

  it('sends every event of a save whose server was killed just after the commit', async () => {
    receiver.received.length = 0
    const dying = saver('commit', 20, 'committed')
    await dying.reached
    await dying.kill()
    await survivorSends(20)
    expect([...verifiedCounts().values()]).toEqual(Array(20).fill(1))
  }, 90_000)

  it('sends the deliveries a killed server had taken, once its lease is over', async () => {
    receiver.received.length = 0
    const dying = saver('hold', 10, 'holding')
    await dying.reached
    await dying.kill()
    await survivorSends(10)
    // Nothing more comes: a round a day later, past every lease, finds nothing left to send.
    const dayLater = () => new Date(Date.now() + 24 * 3600_000)
    expect(await deliverDue(server.database.db, { allowPrivate: true, now: dayLater })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    })
    expect([...verifiedCounts().values()]).toEqual(Array(10).fill(1))
  }, 90_000)

  it('sends each event once when two servers send side by side', async () => {
    receiver.received.length = 0
    // Two servers' senders, each on its own connections.
    const pools = [0, 1].map(() => new pg.Pool({ connectionString: server.database.url!, max: 4 }))
    try {
      const [a, b] = pools.map((pool) => drizzle({ client: pool, schema }))
      const changes = Array.from({ length: 200 }, (_, n) => ({
        area: 'events',
        recordId: 5000 + n,
        slug: null,
        faculty: null,
        kind: 'published' as const,
        scheduled: true,
      }))
      await a.transaction((tx) => recordPublicChanges(tx, changes))
      await Promise.all([
        deliverDue(a, { allowPrivate: true, batch: 5 }),
        deliverDue(b, { allowPrivate: true, batch: 5 }),
      ])
      // Both senders' rounds are over, each send answered: whatever arrived has been received.
      await receiver.until(200)
      const counts = verifiedCounts()
      expect(counts.size).toBe(200)
      expect([...counts.values()].every((n) => n === 1)).toBe(true)
    } finally {
      await Promise.all(pools.map((pool) => pool.end()))
    }
  }, 90_000)
})
