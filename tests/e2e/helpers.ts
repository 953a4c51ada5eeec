import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { z } from 'zod'
import { SessionState } from '../../src/shared/bridge'
import { SessionUser } from '../../src/shared/contract/session'
import { WEB_BRIDGE } from '../../src/shared/web-bridge'

export const DEMO_PASSWORD = 'demo1234'

/** Signs in through the login screen, as a user does. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  // A page on a session other tests reuse (signInAs) moves to a profile of its own first: /logout would end
  // that session for them.
  const context = page.context()
  if (await onSharedSession(context)) {
    await context.clearCookies({ name: WEB_BRIDGE.clientCookie })
    await page.goto('about:blank')
  }
  // Through /logout, so whoever was signed in on this page is signed out first.
  await page.goto('/#/logout')
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'LOGIN' }).click()
}

/** Signs in through the login screen and waits for the console's menu: for the tests about signing in. */
export async function signInThroughForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await signIn(page, username, password)
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
}

/**
 * Opens the console on the dashboard, signed in as a demo account. Each worker signs each account in once,
 * through main's own sign-in call on a browser profile of its own, and later tests reuse that profile (its
 * cookie): the login screen is proven by the tests that use it (signInThroughForm), and each sign-in costs the
 * server a deliberately slow password check. A profile is reused only as a fresh one would be: still signed in
 * as that account, its upload queue empty and not paused; otherwise the account is signed in anew.
 */
export async function signInAs(page: Page, username: string) {
  const context = page.context()
  const origin = await originOf(context.request)
  const key = `${origin} ${username}`
  const kept = shared.get(key)
  if (kept) await useProfile(context, origin, kept.client)
  if (!kept || !(await asFresh(context.request, origin, kept.staffId))) {
    const client = randomUUID()
    await useProfile(context, origin, client)
    shared.set(key, { client, staffId: await bridgeSignIn(context.request, origin, username) })
  }
  // A full load: a page already on the console keeps the profile it started with until then.
  if (page.url() !== 'about:blank') await page.goto('about:blank')
  await page.goto('/#/')
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
}

/** This worker's signed-in profiles, by the console's origin and the account. */
const shared = new Map<string, { client: string; staffId: number }>()

async function onSharedSession(context: BrowserContext): Promise<boolean> {
  const clients = new Set([...shared.values()].map(({ client }) => client))
  return (await context.cookies()).some(
    (cookie) => cookie.name === WEB_BRIDGE.clientCookie && clients.has(cookie.value),
  )
}

/** The origin the context's relative addresses resolve to (a spec may serve its own console). */
async function originOf(request: APIRequestContext): Promise<string> {
  return new URL((await request.head('/')).url()).origin
}

async function useProfile(context: BrowserContext, origin: string, client: string) {
  await context.addCookies([
    { name: WEB_BRIDGE.clientCookie, value: client, url: origin, httpOnly: true, sameSite: 'Strict' },
  ])
}

/** Calls main as the console's page does; answers the call's value, read by `schema`. */
async function invoke<T>(
  request: APIRequestContext,
  origin: string,
  schema: z.ZodType<T>,
  channel: string,
  arg?: unknown,
): Promise<T> {
  const answer = await request.post(WEB_BRIDGE.invoke, {
    headers: { [WEB_BRIDGE.header]: '1', origin },
    data: { channel, arg },
  })
  const reply = InvokeReply.parse(await answer.json())
  if (!reply.ok) throw new Error(`${channel}: ${reply.error}`)
  return schema.parse(reply.value)
}

const InvokeReply = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string() }),
])
const LoginAnswer = z.object({
  ok: z.boolean(),
  data: z.object({ message: z.string(), user: SessionUser.optional() }).optional(),
})
const QueueState = z.object({ paused: z.boolean(), jobs: z.array(z.unknown()) })

/** Signs in on the context's profile through main's own call; answers the account's StaffID. */
async function bridgeSignIn(request: APIRequestContext, origin: string, username: string): Promise<number> {
  const arg = { username, password: DEMO_PASSWORD }
  const outcome = await invoke(request, origin, LoginAnswer, 'session.login', arg)
  const user = outcome.data?.message === 'success' ? outcome.data.user : undefined
  if (!user) throw new Error(`${username} could not sign in: ${JSON.stringify(outcome)}`)
  return user.StaffID
}

async function asFresh(request: APIRequestContext, origin: string, staffId: number): Promise<boolean> {
  const session = await invoke(request, origin, SessionState, 'session.current')
  if (session.expired || session.user?.StaffID !== staffId) return false
  const queue = await invoke(request, origin, QueueState, 'uploads.list')
  return !queue.paused && queue.jobs.length === 0
}

/** The top-level entries of the side menu: links and section toggles, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  return menu.locator(':scope > ul > li > a, :scope > ul > li > button').allTextContents()
}
