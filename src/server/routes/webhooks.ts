import { randomBytes } from 'node:crypto'
import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { webhooks, type WebhookEndpointRow } from '../../shared/contract/webhooks'
import {
  DELIVERY_STATUSES,
  WEBHOOK_DELIVERY,
  WEBHOOK_REFUSALS as R,
  WEBHOOK_TEXT,
} from '../../shared/rules/webhooks'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { webhook_deliveries, webhook_endpoints } from '../db/schema'
import { HttpError } from '../errors'
import { pauseEndpoint, resumeEndpoint } from '../webhooks/deliver'
import { enqueueTestEvent } from '../webhooks/outbox'
import { addressRefusal } from '../webhooks/send'
import { registerArea } from './define'
import { submitterName } from './records'

// Issue 46: the Super Admin's webhook endpoints (docs/webhooks.md). The secret is made here and answered by the
// add alone; the list and the log never carry it. Sending is the delivery worker's (webhooks/deliver.ts).

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64, as the receiver's library takes it. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`

const LastDelivery = z.object({
  endpoint_id: z.number().int(),
  status: z.enum(DELIVERY_STATUSES),
  at: z.string(),
})

async function endpointOf(db: Database, id: number, lock = false) {
  const query = db.select().from(webhook_endpoints).where(eq(webhook_endpoints.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new HttpError(404, R.unknown, 'id')
  return row
}

export function registerWebhookRoutes(app: FastifyInstance) {
  const { allowPrivate } = app.services.webhooks
  registerArea(app, webhooks, {
    async list({ db }) {
      const endpoints = await db.select().from(webhook_endpoints).orderBy(webhook_endpoints.id)
      const last = await rowsOf(
        db,
        sql`select distinct on (endpoint_id) endpoint_id, status,
              to_char(coalesce(last_attempt_at, created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
            from webhook_deliveries order by endpoint_id, id desc`,
        LastDelivery,
      )
      const lastOf = new Map(last.map((row) => [row.endpoint_id, row]))
      return endpoints.map((row): WebhookEndpointRow => ({
        id: row.id,
        url: row.url,
        events: row.events,
        areas: row.areas as WebhookEndpointRow['areas'],
        scheduled: row.scheduled,
        pausedAt: row.paused_at,
        pausedReason: row.paused_reason,
        failuresInRow: row.failures_in_row,
        lastStatus: lastOf.get(row.id)?.status ?? null,
        lastAt: lastOf.get(row.id)?.at ?? null,
        createdAt: row.created_at,
      }))
    },
    async add({ db, input, actor }) {
      const refused = addressRefusal(input.url, allowPrivate)
      if (refused)
        throw new HttpError(400, refused === R.notHttpDelivery ? R.notHttp : R.privateAddress, 'url')
      const secret = newSecret()
      const [made] = await db
        .insert(webhook_endpoints)
        .values({
          url: input.url,
          events: input.events,
          areas: input.areas,
          scheduled: input.scheduled,
          secret,
          created_by: submitterName(actor),
        })
        .returning({ id: webhook_endpoints.id })
      return { message: 'success', entry_id: made.id, secret }
    },
    async update({ db, input }) {
      await endpointOf(db, input.id, true)
      await db
        .update(webhook_endpoints)
        .set({ events: input.events, areas: input.areas, scheduled: input.scheduled })
        .where(eq(webhook_endpoints.id, input.id))
      return { message: 'success' }
    },
    async delete({ db, input }) {
      await endpointOf(db, input.id, true)
      await db.delete(webhook_endpoints).where(eq(webhook_endpoints.id, input.id))
      return { message: 'deleted' }
    },
    async pause({ db, input, actor }) {
      const endpoint = await endpointOf(db, input.id, true)
      if (endpoint.paused_at === null)
        await pauseEndpoint(db, input.id, WEBHOOK_TEXT.pausedByHand(submitterName(actor)), app.services.now())
      return { message: 'success' }
    },
    async resume({ db, input }) {
      await endpointOf(db, input.id, true)
      await resumeEndpoint(db, input.id, app.services.now())
      return { message: 'success' }
    },
    async deliveries({ db, input }) {
      await endpointOf(db, input.id)
      const rows = await db
        .select()
        .from(webhook_deliveries)
        .where(eq(webhook_deliveries.endpoint_id, input.id))
        .orderBy(desc(webhook_deliveries.id))
        .limit(WEBHOOK_DELIVERY.logRows)
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        status: row.status,
        attempts: row.attempts,
        lastStatus: row.last_status,
        lastError: row.last_error,
        createdAt: row.created_at,
        lastAttemptAt: row.last_attempt_at,
        nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
      }))
    },
    async sendTest({ db, input }) {
      await endpointOf(db, input.id)
      await enqueueTestEvent(db, input.id, app.services.now())
      return { message: 'success' }
    },
    async redeliver({ db, input }) {
      const [delivery] = await db
        .select({ endpoint_id: webhook_deliveries.endpoint_id })
        .from(webhook_deliveries)
        .where(eq(webhook_deliveries.id, input.deliveryId))
        .for('update')
      if (!delivery) throw new HttpError(404, R.unknownDelivery, 'deliveryId')
      const endpoint = await endpointOf(db, delivery.endpoint_id)
      const now = app.services.now()
      await db
        .update(webhook_deliveries)
        .set({
          status: endpoint.paused_at ? 'paused' : 'pending',
          attempts: 0,
          next_attempt_at: now.toISOString(),
          retry_until: new Date(now.getTime() + WEBHOOK_DELIVERY.retryForMs).toISOString(),
        })
        .where(eq(webhook_deliveries.id, input.deliveryId))
      return { message: 'success' }
    },
  })
}
