import { PUBLIC_AREAS } from './public'

// Issue 46 item 4: webhooks, as data. Which events an endpoint may want, how a delivery is retried and when an
// endpoint is paused, the screen's path and every word the screen and the server say about them.

/** What happened to a record as a reader sees it (the public projection's PublicChangeKind). */
export const WEBHOOK_EVENT_KINDS = ['published', 'unpublished', 'changed', 'deleted'] as const
export type WebhookEventKind = (typeof WEBHOOK_EVENT_KINDS)[number]

/** The public API's lists an event may be about (rules/public.ts); an endpoint wants every area or some. */
export const WEBHOOK_AREAS = PUBLIC_AREAS.map((area) => area.path) as [
  (typeof PUBLIC_AREAS)[number]['path'],
  ...(typeof PUBLIC_AREAS)[number]['path'][],
]
export type WebhookArea = (typeof WEBHOOK_AREAS)[number]

/** A delivery's state: waiting to be sent (or sent again), answered 2xx, given up, held by a paused endpoint. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'paused'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** The kind of the test event a Super Admin sends from the screen (Send Test Event), type `webhook.test`. */
export const TEST_EVENT_KIND = 'test'
export const TEST_EVENT_TYPE = 'webhook.test'
/** A payload's kind: what happened to a record, or the test event. */
export const PAYLOAD_KINDS = [...WEBHOOK_EVENT_KINDS, TEST_EVENT_KIND] as const
export type PayloadKind = (typeof PAYLOAD_KINDS)[number]

/** An event's `type`: its area and what happened, `news.published`. */
export const eventType = (area: string, kind: WebhookEventKind): string => `${area}.${kind}`

/**
 * How deliveries go. Each attempt may take `timeoutMs` (connect, answer and body); a failed one is tried again
 * after `firstRetryMs`, then twice as long each time up to `maxRetryMs`, until `retryForMs` after the event
 * (then failed): about 13 attempts in the 24 hours. An endpoint whose last `pauseAfterFailures` attempts all
 * failed, whichever deliveries they were, is paused: its waiting deliveries wait until a Super Admin resumes it.
 */
export const WEBHOOK_DELIVERY = {
  timeoutMs: 10_000,
  firstRetryMs: 30_000,
  maxRetryMs: 4 * 60 * 60_000,
  retryForMs: 24 * 60 * 60_000,
  pauseAfterFailures: 10,
  /** How often each server looks for deliveries due (ms): a save reaches its endpoints within about this. */
  everyMs: 500,
  /** Deliveries one round takes at most, sent side by side. */
  batch: 20,
  /** The answer's first bytes kept in the log's error when it is not 2xx. */
  keptAnswerChars: 200,
  /** The newest deliveries the log of one endpoint shows. */
  logRows: 200,
} as const

/** The rules one delivery is sent by (tests shorten them). */
export interface WebhookDeliveryRules {
  timeoutMs: number
  firstRetryMs: number
  maxRetryMs: number
  retryForMs: number
  pauseAfterFailures: number
}

/** The wait after the `attempts`-th failed attempt (1: the first). */
export function retryDelayMs(attempts: number, rules: WebhookDeliveryRules = WEBHOOK_DELIVERY): number {
  return Math.min(rules.firstRetryMs * 2 ** Math.max(0, attempts - 1), rules.maxRetryMs)
}

/** The environment variable a deployment allows endpoints on private and loopback addresses with. */
export const WEBHOOK_PRIVATE_ENV = 'WEBHOOK_ALLOW_PRIVATE'

/** The Super Admin screen (the General menu). */
export const WEBHOOK_PATH = '/general/webhooks'

export const WEBHOOK_ADDRESS_MAX = 2000

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`

export const WEBHOOK_TEXT = {
  title: 'Webhooks',
  menu: 'Webhooks',
  intro:
    'The public website is told at once when what readers see changes: each endpoint below receives a signed POST for the events it wants.',
  add: 'Add Endpoint',
  edit: 'Edit Events',
  delete: 'Delete',
  pause: 'Pause',
  resume: 'Resume',
  log: 'Delivery Log',
  redeliver: 'Redeliver',
  sendTest: 'Send Test Event',
  testSent: 'A test event is on its way: the delivery log shows how it went.',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  address: 'Address',
  events: 'Events',
  areas: 'Areas',
  allAreas: 'Every area',
  allAreasHint: 'None ticked: every area.',
  scheduled: 'Include scheduled publishing and unpublishing',
  state: 'State',
  active: 'Active',
  paused: 'Paused',
  lastDelivery: 'Last delivery',
  never: 'Never',
  what: 'endpoints',
  things: 'webhook endpoints',
  search: 'Search Endpoints',
  kind: {
    published: 'Published',
    unpublished: 'Unpublished',
    changed: 'Changed while published',
    deleted: 'Deleted',
  },
  area: {
    news: 'News',
    events: 'Events',
    headlines: 'Headlines',
    sliders: 'Sliders',
    partners: 'Partners',
    gallery: 'Gallery',
    leadership: 'Leadership',
    'alumni-feedback': 'Alumni feedback',
    'gallery-categories': 'Gallery categories',
    faculties: 'Faculties',
    courses: 'Courses',
    home: 'Home content',
  },
  status: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed', paused: 'Paused' },
  logColumns: {
    event: 'Event',
    status: 'Status',
    attempts: 'Attempts',
    code: 'Answer',
    at: 'Time',
    error: 'Error',
  },
  noDeliveries: 'No deliveries yet.',
  secretTitle: 'Signing secret',
  secretIntro:
    'The receiver checks each delivery with this secret. Copy it now: it is shown only this once, and never again.',
  copy: 'Copy',
  copied: 'Copied.',
  added: 'The endpoint is added.',
  saved: 'The endpoint’s events are saved.',
  deleted: 'The endpoint is deleted.',
  pausedNow: 'The endpoint is paused: its deliveries wait until it is resumed.',
  resumed: 'The endpoint is resumed: its waiting deliveries are sent now.',
  redelivering: 'The delivery is sent again.',
  confirmDelete: (address: string) =>
    `Delete the endpoint ${address}? Its delivery log goes with it; the website is no longer told of changes.`,
  pausedByHand: (name: string) => `Paused by ${name}`,
  pausedByFailures: (count: number) =>
    `Paused after ${plural(count, 'failed delivery', 'failed deliveries')} in a row`,
  /** The dashboard's note while some endpoint is paused. */
  dashboardPaused: (count: number) =>
    `${plural(count, 'webhook endpoint is', 'webhook endpoints are')} paused: the public website is not told of changes.`,
  dashboardLink: 'Open Webhooks',
} as const

/** The server's refusals. */
export const WEBHOOK_REFUSALS = {
  notHttp: 'The address must start with https:// or http://.',
  privateAddress:
    'The address is on a private or loopback network, which this server does not send to (WEBHOOK_ALLOW_PRIVATE).',
  noEvents: 'Choose at least one event.',
  unknown: 'No webhook endpoint has this id.',
  unknownDelivery: 'No delivery has this id.',
  notHttpDelivery: 'the address is not http(s)',
  privateDelivery: 'the address resolves to a private or loopback network',
  timedOut: 'no answer within the time allowed',
  unreachable: 'the address could not be reached',
} as const
