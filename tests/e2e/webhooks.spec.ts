import { expect, test } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import type { WebhookEndpointRow } from '../../src/shared/contract/webhooks'
import { LIST_TEXT } from '../../src/shared/rules/names'
import { WEBHOOK_TEXT as T } from '../../src/shared/rules/webhooks'
import { startReceiver, type Receiver } from '../support/webhook-receiver'
import { API, apiToken, authorized } from './api'
import { seriousViolations } from './axe'
import { signInAs } from './helpers'
import { expectAlert } from './screen-helpers'

// Issue 46: a Super Admin adds a webhook endpoint for the university's website, copies its signing secret
// (shown once), sends it a test event, and finds the delivery in its log; Redeliver sends it again. The
// website's receiver is the test's own, on loopback (the suite's server allows it: WEBHOOK_ALLOW_PRIVATE=1).

let receiver: Receiver
test.beforeAll(async () => {
  receiver = await startReceiver(`/hooks/e2e-${Date.now()}`)
})
test.afterAll(async ({ request }) => {
  // Whatever the test reached, no endpoint of it stays for the rest of the suite (its dashboard, its saves).
  const headers = authorized(await apiToken(request))
  const endpoints = (await (
    await request.get(`${API}webhooks/list`, { headers })
  ).json()) as WebhookEndpointRow[]
  for (const endpoint of endpoints.filter((e) => e.url === receiver.url))
    await request.delete(`${API}webhooks/delete/${endpoint.id}`, { headers })
  await receiver.close()
})

// Other tests of the suite publish news while this one runs, and the endpoint is told of them too: the test
// looks only at its own test events.
const testEvents = () => receiver.received.filter((request) => request.body.includes('"webhook.test"'))
const headersOf = (index: number) => testEvents()[index].headers as Record<string, string>

test('a Super Admin adds an endpoint, sees its secret once, and a delivery in its log', async ({
  page,
  request,
}) => {
  await signInAs(page, 'admin')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'General' }).click()
  await menu.getByRole('link', { name: T.menu }).click()

  await page.getByRole('button', { name: T.add }).click()
  const form = page.getByRole('dialog', { name: T.add })
  await form.getByLabel(T.address).fill(receiver.url)
  await form.getByRole('checkbox', { name: T.kind.deleted }).uncheck()
  await form.getByRole('checkbox', { name: T.area.news }).check()
  const found = (await seriousViolations(page)).map((violation) => `add dialog: ${violation}`)
  await form.getByRole('button', { name: T.save }).click()

  // The secret, once.
  const shown = page.getByRole('dialog', { name: T.secretTitle })
  await expect(shown).toContainText(T.secretIntro)
  const secret = await shown.getByRole('textbox').inputValue()
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/)
  found.push(...(await seriousViolations(page)).map((violation) => `secret dialog: ${violation}`))
  await shown.getByRole('button', { name: T.close }).click()
  await expectAlert(page, 'SUCCESS', T.added)

  // The endpoint's row (the grid's part of it that holds its buttons, each named with its address).
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: LIST_TEXT.actionName(T.delete, receiver.url) }) })
  await expect(row).toContainText(
    `${T.kind.published}, ${T.kind.unpublished}, ${T.kind.changed} — ${T.area.news}`,
  )
  await expect(row).toContainText(T.active)
  // Never again: not on the screen after a reload, nor in the list's answer.
  await page.reload()
  await expect(row).toBeVisible()
  expect(await page.content()).not.toContain(secret)
  const headers = authorized(await apiToken(request))
  const listed = async () =>
    ((await (await request.get(`${API}webhooks/list`, { headers })).json()) as WebhookEndpointRow[]).find(
      (endpoint) => endpoint.url === receiver.url,
    )!
  expect(JSON.stringify(await listed())).not.toContain(secret)

  // From the log, a test event reaches the website, signed with that secret.
  await page.getByRole('button', { name: LIST_TEXT.actionName(T.log, receiver.url) }).click()
  const log = page.getByRole('dialog', { name: `${T.log}: ${receiver.url}` })
  await expect(log.getByRole('row', { name: /webhook\.test/ })).toHaveCount(0)
  await log.getByRole('button', { name: T.sendTest }).click()
  await expect(log.getByText(T.testSent)).toBeVisible()
  await expect.poll(() => testEvents().length).toBe(1)
  expect(new Webhook(secret).verify(testEvents()[0].body, headersOf(0))).toMatchObject({
    type: 'webhook.test',
    data: { area: 'webhooks', kind: 'test' },
  })
  await expect.poll(async () => (await listed()).lastStatus).toBe('delivered')
  await log.getByRole('button', { name: T.close }).click()

  // The log, opened again: delivered at the first attempt with a 200; Redeliver sends the same event again.
  await page.getByRole('button', { name: LIST_TEXT.actionName(T.log, receiver.url) }).click()
  const delivery = log.getByRole('row', { name: /webhook\.test/ })
  await expect(delivery).toContainText(T.status.delivered)
  await expect(delivery.getByRole('cell').nth(2)).toHaveText('1')
  await expect(delivery.getByRole('cell').nth(3)).toHaveText('200')
  found.push(...(await seriousViolations(page)).map((violation) => `delivery log: ${violation}`))
  await delivery.getByRole('button', { name: /^Redeliver/ }).click()
  await expect(log.getByText(T.redelivering)).toBeVisible()
  await expect.poll(() => testEvents().length).toBe(2)
  expect(headersOf(1)['webhook-id']).toBe(headersOf(0)['webhook-id'])
  await log.getByRole('button', { name: T.close }).click()

  // Paused, the list says why, and the dashboard says that the website is no longer told of changes.
  await page.getByRole('button', { name: LIST_TEXT.actionName(T.pause, receiver.url) }).click()
  await expectAlert(page, 'SUCCESS', T.pausedNow)
  await expect(row).toContainText(`${T.paused}: Paused by Amina Halima Bello`)
  found.push(...(await seriousViolations(page)).map((violation) => `list, paused: ${violation}`))
  await menu.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByText(T.dashboardPaused(1))).toBeVisible()
  found.push(...(await seriousViolations(page)).map((violation) => `dashboard note: ${violation}`))
  await page.getByRole('link', { name: T.dashboardLink }).click()
  expect(found).toEqual([])

  // Gone with its log, so the rest of the suite sends to no test receiver.
  await page.getByRole('button', { name: LIST_TEXT.actionName(T.delete, receiver.url) }).click()
  await page.getByRole('dialog', { name: T.delete }).getByRole('button', { name: T.delete }).click()
  await expectAlert(page, 'SUCCESS', T.deleted)
  await expect(row).toHaveCount(0)
})
