import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import {
  DELIVERY_STATUSES,
  WEBHOOK_ADDRESS_MAX,
  WEBHOOK_AREAS,
  WEBHOOK_EVENT_KINDS,
  WEBHOOK_REFUSALS,
} from '../rules/webhooks'
import { answer, call, readAll, none, type Area } from './define'
import { id, pathId } from './fields'

// Ours (issue 46): the endpoints the public website is told of published changes at, and their delivery logs.
// Super Admin only. The add answers the signing secret, the one time it is ever shown: it is a PATCH, since a
// POST's answer is kept by its Idempotency-Key (routes/idempotency.ts) and the secret must be stored nowhere else.

/** One endpoint as the list shows it: never its secret. */
export const WebhookEndpointRow = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_KINDS)),
  /** Empty: every area. */
  areas: z.array(z.enum(WEBHOOK_AREAS)),
  scheduled: z.boolean(),
  /** ISO 8601 and why; null: active. */
  pausedAt: z.string().nullable(),
  pausedReason: z.string().nullable(),
  /** Attempts failed since the last delivered one. */
  failuresInRow: z.number().int(),
  /** The newest delivery's status and time; null before the first. */
  lastStatus: z.enum(DELIVERY_STATUSES).nullable(),
  lastAt: z.string().nullable(),
  createdAt: z.string(),
})
export type WebhookEndpointRow = z.infer<typeof WebhookEndpointRow>

/** One delivery of the log: an event sent (or to be sent) to one endpoint. */
export const WebhookDeliveryRow = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The last answer's status code; null when none came. */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
})
export type WebhookDeliveryRow = z.infer<typeof WebhookDeliveryRow>

const events = z
  .array(z.enum(WEBHOOK_EVENT_KINDS))
  .min(1, WEBHOOK_REFUSALS.noEvents)
  .max(WEBHOOK_EVENT_KINDS.length)
const areas = z.array(z.enum(WEBHOOK_AREAS)).max(WEBHOOK_AREAS.length)

export const WebhookAddBody = z.object({
  url: z
    .string()
    .trim()
    .max(WEBHOOK_ADDRESS_MAX)
    .refine((text) => /^https?:\/\/[^\s/]+/i.test(text) && URL.canParse(text), WEBHOOK_REFUSALS.notHttp),
  events,
  areas,
  scheduled: z.boolean(),
})
export type WebhookAddBody = z.input<typeof WebhookAddBody>

export const WebhookUpdateBody = z.object({ id, events, areas, scheduled: z.boolean() })
export type WebhookUpdateBody = z.input<typeof WebhookUpdateBody>

const byEndpoint = z.object({ id })

export const webhooks = {
  list: readAll('webhooks/list', none, WebhookEndpointRow, ACCESS.webhooks),
  add: call(
    'PATCH',
    'webhooks/add',
    WebhookAddBody,
    answer(['success'], { entry_id: id, secret: z.string() }),
    ACCESS.webhooks,
  ),
  update: call('PATCH', 'webhooks/update', WebhookUpdateBody, answer(['success']), ACCESS.webhooks),
  delete: call(
    'DELETE',
    'webhooks/delete/:id',
    z.object({ id: pathId }),
    answer(['deleted']),
    ACCESS.webhooks,
  ),
  pause: call('PATCH', 'webhooks/pause', byEndpoint, answer(['success']), ACCESS.webhooks),
  resume: call('PATCH', 'webhooks/resume', byEndpoint, answer(['success']), ACCESS.webhooks),
  /** The endpoint's newest deliveries (WEBHOOK_DELIVERY.logRows), newest first. */
  deliveries: readAll(
    'webhooks/deliveries/:id',
    z.object({ id: pathId }),
    WebhookDeliveryRow,
    ACCESS.webhooks,
  ),
  /** A test event (`webhook.test`) to this endpoint alone, through the outbox like any other. */
  sendTest: call('PATCH', 'webhooks/test', byEndpoint, answer(['success']), ACCESS.webhooks),
  /** The delivery sent again now, with a new day of retries. */
  redeliver: call(
    'PATCH',
    'webhooks/redeliver',
    z.object({ deliveryId: id }),
    answer(['success']),
    ACCESS.webhooks,
  ),
} satisfies Area
