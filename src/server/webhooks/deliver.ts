import { and, asc, eq, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { Webhook } from 'standardwebhooks'
import { z } from 'zod'
import {
  retryDelayMs,
  WEBHOOK_DELIVERY,
  PAYLOAD_KINDS,
  WEBHOOK_TEXT,
  type WebhookDeliveryRules,
} from '../../shared/rules/webhooks'
import type { Database } from '../db/client'
import { webhook_deliveries, webhook_endpoints } from '../db/schema'
import { repeatWhileUp } from '../repeating'
import { sendOnce, type Attempt } from './send'

// Issue 46: the outbox's deliveries are sent by whichever server takes them, never from inside a request. A
// round takes the due deliveries of active endpoints with SELECT … FOR UPDATE SKIP LOCKED in a short
// transaction and moves their next attempt past the time an attempt may take (a lease), so no other server
// takes them meanwhile; it sends them after the commit, side by side, and writes each outcome. A server that
// dies mid-send leaves its deliveries due again when the lease ends: a delivery may then arrive twice (never
// not at all), which its `webhook-id` lets the receiver see. The transaction is not held while sending: on
// PGlite it would hold every save of the embedded server for as long as an endpoint takes to answer.

export interface WebhookWorkerOptions {
  /** Private and loopback addresses allowed (WEBHOOK_ALLOW_PRIVATE; the tests' receivers on loopback). */
  allowPrivate?: boolean
  /** How often to look for due deliveries (WEBHOOK_DELIVERY.everyMs). */
  everyMs?: number
  batch?: number
  /** Time-outs, back-off and pausing; tests shorten them. */
  rules?: Partial<WebhookDeliveryRules>
  /** Awaited once a round has taken its deliveries, before it sends them (a test's moment to kill the server). */
  pauseHolding?: () => Promise<void>
}

export interface DeliverOptions extends WebhookWorkerOptions {
  /** The clock of due times and back-off (the server's); the signature's timestamp is always the real time. */
  now?: () => Date
  log?: Pick<FastifyBaseLogger, 'error'>
}

export interface DeliveryCounts {
  delivered: number
  retrying: number
  failed: number
}

/** The body as stored (jsonb keeps its keys in its own order), written back in the documented order. */
const Payload = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.object({
    area: z.string(),
    id: z.number().int(),
    slug: z.string().nullable(),
    faculty: z.string().nullable(),
    kind: z.enum(PAYLOAD_KINDS),
    scheduled: z.boolean(),
  }),
})

interface Taken {
  id: number
  endpoint_id: number
  message_id: string
  payload: unknown
  attempts: number
  retry_until: string
  url: string
  secret: string
}

export const rulesOf = (options: WebhookWorkerOptions): WebhookDeliveryRules => ({
  ...WEBHOOK_DELIVERY,
  ...options.rules,
})

/** Sends every delivery due at `now`, round after round until none is due that no other server holds. */
export async function deliverDue(db: Database, options: DeliverOptions = {}): Promise<DeliveryCounts> {
  const clock = options.now ?? (() => new Date())
  const batch = options.batch ?? WEBHOOK_DELIVERY.batch
  const rules = rulesOf(options)
  const counts: DeliveryCounts = { delivered: 0, retrying: 0, failed: 0 }
  for (;;) {
    const taken = await take(db, clock(), batch, rules)
    if (taken.length === 0) return counts
    await options.pauseHolding?.()
    await Promise.all(
      taken.map(async (delivery) => {
        const attempt = await attemptOne(delivery, rules, options.allowPrivate ?? false).catch(
          (error: unknown): Attempt => {
            options.log?.error({ err: error }, `webhook delivery ${delivery.id} could not be made`)
            return { status: null, error: String(error) }
          },
        )
        const outcome = await finish(db, delivery, attempt, clock(), rules)
        counts[outcome]++
      }),
    )
    if (taken.length < batch) return counts
  }
}

/** Takes up to `batch` due deliveries of active endpoints and leases them for one attempt's time. */
async function take(db: Database, at: Date, batch: number, rules: WebhookDeliveryRules): Promise<Taken[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: webhook_deliveries.id,
        endpoint_id: webhook_deliveries.endpoint_id,
        message_id: webhook_deliveries.message_id,
        payload: webhook_deliveries.payload,
        attempts: webhook_deliveries.attempts,
        retry_until: webhook_deliveries.retry_until,
        url: webhook_endpoints.url,
        secret: webhook_endpoints.secret,
      })
      .from(webhook_deliveries)
      .innerJoin(webhook_endpoints, eq(webhook_endpoints.id, webhook_deliveries.endpoint_id))
      .where(
        and(
          eq(webhook_deliveries.status, 'pending'),
          lte(webhook_deliveries.next_attempt_at, at.toISOString()),
          isNull(webhook_endpoints.paused_at),
        ),
      )
      .orderBy(asc(webhook_deliveries.next_attempt_at), asc(webhook_deliveries.id))
      .limit(batch)
      .for('update', { of: webhook_deliveries, skipLocked: true })
    if (due.length === 0) return []
    // Twice the attempt's time: the lease outlasts an attempt that takes all it may.
    const leased = new Date(at.getTime() + 2 * rules.timeoutMs).toISOString()
    await tx
      .update(webhook_deliveries)
      .set({ next_attempt_at: leased })
      .where(
        inArray(
          webhook_deliveries.id,
          due.map((row) => row.id),
        ),
      )
    return due
  })
}

/** One signed POST. */
async function attemptOne(
  delivery: Taken,
  rules: WebhookDeliveryRules,
  allowPrivate: boolean,
): Promise<Attempt> {
  const body = JSON.stringify(Payload.parse(delivery.payload))
  const sentAt = new Date()
  const headers = {
    'webhook-id': delivery.message_id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(delivery.secret).sign(delivery.message_id, sentAt, body),
  }
  return sendOnce(delivery.url, body, headers, { timeoutMs: rules.timeoutMs, allowPrivate })
}

/** Writes the attempt's outcome; an endpoint failing too often in a row is paused with its waiting deliveries. */
async function finish(
  db: Database,
  delivery: Taken,
  attempt: Attempt,
  at: Date,
  rules: WebhookDeliveryRules,
): Promise<keyof DeliveryCounts> {
  const attempts = delivery.attempts + 1
  const answered = {
    attempts,
    last_status: attempt.status,
    last_error: attempt.error,
    last_attempt_at: at.toISOString(),
  }
  if (attempt.error === null) {
    await db.transaction(async (tx) => {
      await tx
        .update(webhook_deliveries)
        .set({ ...answered, status: 'delivered', delivered_at: at.toISOString() })
        .where(eq(webhook_deliveries.id, delivery.id))
      await tx
        .update(webhook_endpoints)
        .set({ failures_in_row: 0 })
        .where(eq(webhook_endpoints.id, delivery.endpoint_id))
    })
    return 'delivered'
  }
  const next = new Date(at.getTime() + retryDelayMs(attempts, rules))
  const givenUp = next.getTime() > new Date(delivery.retry_until).getTime()
  await db.transaction(async (tx) => {
    // A delivery paused meanwhile (its endpoint paused by hand) stays paused: only its log is written.
    await tx
      .update(webhook_deliveries)
      .set({
        ...answered,
        status: sql`case when ${webhook_deliveries.status} = 'pending' then ${givenUp ? 'failed' : 'pending'} else ${webhook_deliveries.status} end`,
        next_attempt_at: next.toISOString(),
      })
      .where(eq(webhook_deliveries.id, delivery.id))
    const [endpoint] = await tx
      .update(webhook_endpoints)
      .set({ failures_in_row: sql`${webhook_endpoints.failures_in_row} + 1` })
      .where(eq(webhook_endpoints.id, delivery.endpoint_id))
      .returning({ failures: webhook_endpoints.failures_in_row, paused_at: webhook_endpoints.paused_at })
    if (endpoint && endpoint.paused_at === null && endpoint.failures >= rules.pauseAfterFailures)
      await pauseEndpoint(tx, delivery.endpoint_id, WEBHOOK_TEXT.pausedByFailures(endpoint.failures), at)
  })
  return givenUp ? 'failed' : 'retrying'
}

/** Pauses an endpoint: its waiting deliveries are held as `paused` until it is resumed. */
export async function pauseEndpoint(db: Database, id: number, reason: string, at: Date): Promise<void> {
  await db
    .update(webhook_endpoints)
    .set({ paused_at: at.toISOString(), paused_reason: reason })
    .where(eq(webhook_endpoints.id, id))
  await db
    .update(webhook_deliveries)
    .set({ status: 'paused' })
    .where(and(eq(webhook_deliveries.endpoint_id, id), eq(webhook_deliveries.status, 'pending')))
}

/** Resumes an endpoint: its paused deliveries are due now, with a new day of retries. */
export async function resumeEndpoint(
  db: Database,
  id: number,
  at: Date,
  rules = WEBHOOK_DELIVERY,
): Promise<void> {
  await db
    .update(webhook_endpoints)
    .set({ paused_at: null, paused_reason: null, failures_in_row: 0 })
    .where(eq(webhook_endpoints.id, id))
  await db
    .update(webhook_deliveries)
    .set({
      status: 'pending',
      next_attempt_at: at.toISOString(),
      retry_until: new Date(at.getTime() + rules.retryForMs).toISOString(),
    })
    .where(and(eq(webhook_deliveries.endpoint_id, id), eq(webhook_deliveries.status, 'paused')))
}

/**
 * Deliveries delivered or failed more than `keepDays` ago (the version retention's days): removed by the
 * server's periodic housekeeping (retention.ts), so the outbox holds what the logs can still show.
 */
export async function removeOldDeliveries(db: Database, keepDays: number): Promise<number> {
  const removed = await db
    .delete(webhook_deliveries)
    .where(
      and(
        ne(webhook_deliveries.status, 'pending'),
        ne(webhook_deliveries.status, 'paused'),
        lt(
          sql`coalesce(${webhook_deliveries.last_attempt_at}, ${webhook_deliveries.created_at})`,
          sql`now() - make_interval(days => ${keepDays})`,
        ),
      ),
    )
    .returning({ id: webhook_deliveries.id })
  return removed.length
}

/**
 * Sends the due deliveries when the server is ready and then every `everyMs` while it is up; stopped when it
 * closes. Every API server runs it: SKIP LOCKED shares the work out.
 */
export function startWebhookDelivery(app: FastifyInstance, options: WebhookWorkerOptions = {}): void {
  repeatWhileUp(app, {
    first: 'ready',
    everyMs: options.everyMs ?? WEBHOOK_DELIVERY.everyMs,
    async round() {
      const counts = await deliverDue(app.services.db, { ...options, now: app.services.now, log: app.log })
      return counts.delivered || counts.retrying || counts.failed ? counts : null
    },
    done: 'webhook deliveries sent',
    failed: 'sending webhook deliveries failed',
  })
}
