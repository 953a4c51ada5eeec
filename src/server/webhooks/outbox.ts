import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import {
  eventType,
  TEST_EVENT_KIND,
  TEST_EVENT_TYPE,
  WEBHOOK_DELIVERY,
  type PayloadKind,
  type WebhookEventKind,
} from '../../shared/rules/webhooks'
import type { Database } from '../db/client'
import { webhook_deliveries, webhook_endpoints } from '../db/schema'

// Issue 46: the webhook outbox. A save's public changes become one delivery row per endpoint that wants them,
// written by the save's own transaction: committed with it (a server that dies after the commit leaves them
// for any other server to send) and rolled back with it (nothing is sent for a save that did not happen).

/** One event as its receivers read it (docs/webhooks.md): the JSON body of every delivery of it. */
export interface WebhookPayload {
  type: string
  /** ISO 8601: when the change was committed to be sent. */
  timestamp: string
  data: {
    area: string
    id: number
    slug: string | null
    faculty: string | null
    kind: PayloadKind
    scheduled: boolean
  }
}

export interface OutboxEvent {
  area: string
  recordId: number
  slug: string | null
  faculty: string | null
  kind: WebhookEventKind
  scheduled: boolean
}

/** A `webhook-id`: unique per event and endpoint, the same for every attempt of it. */
export const newMessageId = (): string => `msg_${randomBytes(16).toString('base64url')}`

type Endpoint = Pick<
  typeof webhook_endpoints.$inferSelect,
  'id' | 'events' | 'areas' | 'scheduled' | 'paused_at'
>

/** Whether the endpoint asked for this event (no areas named: every area). */
export const wants = (endpoint: Endpoint, event: OutboxEvent): boolean =>
  endpoint.events.includes(event.kind) &&
  (endpoint.areas.length === 0 || endpoint.areas.includes(event.area)) &&
  (endpoint.scheduled || !event.scheduled)

export const payloadOf = (event: OutboxEvent, at: Date): WebhookPayload => ({
  type: eventType(event.area, event.kind),
  timestamp: at.toISOString(),
  data: {
    area: event.area,
    id: event.recordId,
    slug: event.slug,
    faculty: event.faculty,
    kind: event.kind,
    scheduled: event.scheduled,
  },
})

/**
 * Writes the events' deliveries in `tx`, the transaction of the save that made them. An endpoint paused now
 * keeps its deliveries as `paused`, sent when it is resumed.
 */
export async function enqueueEvents(
  tx: Database,
  events: readonly OutboxEvent[],
  at = new Date(),
): Promise<number> {
  if (events.length === 0) return 0
  const endpoints = await tx
    .select({
      id: webhook_endpoints.id,
      events: webhook_endpoints.events,
      areas: webhook_endpoints.areas,
      scheduled: webhook_endpoints.scheduled,
      paused_at: webhook_endpoints.paused_at,
    })
    .from(webhook_endpoints)
  const retryUntil = new Date(at.getTime() + WEBHOOK_DELIVERY.retryForMs).toISOString()
  const rows = events.flatMap((event) =>
    endpoints
      .filter((endpoint) => wants(endpoint, event))
      .map((endpoint) => {
        const payload = payloadOf(event, at)
        return {
          endpoint_id: endpoint.id,
          message_id: newMessageId(),
          type: payload.type,
          payload,
          status: endpoint.paused_at ? ('paused' as const) : ('pending' as const),
          next_attempt_at: at.toISOString(),
          retry_until: retryUntil,
          created_at: at.toISOString(),
        }
      }),
  )
  if (rows.length > 0) await tx.insert(webhook_deliveries).values(rows)
  return rows.length
}

/**
 * The test event (Send Test Event): one delivery to this endpoint alone, whatever it wants, so a website can
 * check its receiver. Its data names the endpoint.
 */
export async function enqueueTestEvent(db: Database, endpointId: number, at = new Date()): Promise<void> {
  const [endpoint] = await db
    .select({ paused_at: webhook_endpoints.paused_at })
    .from(webhook_endpoints)
    .where(eq(webhook_endpoints.id, endpointId))
  const payload: WebhookPayload = {
    type: TEST_EVENT_TYPE,
    timestamp: at.toISOString(),
    data: {
      area: 'webhooks',
      id: endpointId,
      slug: null,
      faculty: null,
      kind: TEST_EVENT_KIND,
      scheduled: false,
    },
  }
  await db.insert(webhook_deliveries).values({
    endpoint_id: endpointId,
    message_id: newMessageId(),
    type: payload.type,
    payload,
    status: endpoint?.paused_at ? 'paused' : 'pending',
    next_attempt_at: at.toISOString(),
    retry_until: new Date(at.getTime() + WEBHOOK_DELIVERY.retryForMs).toISOString(),
    created_at: at.toISOString(),
  })
}
