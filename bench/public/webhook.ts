// bench/public: from a save's commit to its webhook's delivery. A receiver on loopback (the tests' own,
// tests/support/webhook-receiver.ts) is added as an endpoint for news; then news items are added one at a
// time through the staff API, a random 100 to 600 ms apart (so the saves fall anywhere in the delivery
// worker's round), and each delivery, checked with the `standardwebhooks` library, is timed from its save.
// The commit happens between the save's request and its answer: the time from the request is an upper bound,
// from the answer a lower one.
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { Webhook } from 'standardwebhooks'
import { startReceiver } from '../../tests/support/webhook-receiver'
import { type Api, jsonBody, sendOk } from '../load/editor-steps'
import { seededRandom } from '../load/loops'
import { newsAddBody, newsContent } from '../../tests/support/news-text'

export interface DeliveryTimes {
  /** ms from each save's request, and from its answer, to its delivery's arrival. */
  fromRequest: number[]
  fromAnswer: number[]
}

export async function deliveryTimes(api: Api, saves: number): Promise<DeliveryTimes> {
  const receiver = await startReceiver()
  try {
    const endpoint = (await sendOk(
      api,
      'PATCH',
      'webhooks/add',
      ...jsonBody({ url: receiver.url, events: ['published'], areas: ['news'], scheduled: false }),
    )) as { entry_id: number; secret: string }
    const webhook = new Webhook(endpoint.secret)
    const random = seededRandom(46)
    const saved = new Map<number, { sent: number; answered: number }>()
    for (let i = 0; i < saves; i++) {
      const sent = performance.now()
      const added = (await sendOk(
        api,
        'POST',
        'news/add',
        ...jsonBody(newsAddBody(`Webhook bench ${i}`, newsContent(i, 1024), 'Public Bench')),
      )) as { entry_id: number }
      saved.set(added.entry_id, { sent, answered: performance.now() })
      await sleep(100 + random() * 500)
    }
    await receiver.until(saves, 30_000)
    const times: DeliveryTimes = { fromRequest: [], fromAnswer: [] }
    for (const delivery of receiver.received) {
      const event = webhook.verify(delivery.body, {
        'webhook-id': String(delivery.headers['webhook-id']),
        'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
        'webhook-signature': String(delivery.headers['webhook-signature']),
      }) as { data: { id: number } }
      const save = saved.get(event.data.id)
      if (!save) throw new Error(`a delivery for news ${event.data.id}, which the bench did not add`)
      times.fromRequest.push(delivery.at - save.sent)
      times.fromAnswer.push(delivery.at - save.answered)
    }
    return times
  } finally {
    await receiver.close()
  }
}
