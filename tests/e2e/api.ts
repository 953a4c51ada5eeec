import { expect, type APIRequestContext } from '@playwright/test'
import { z } from 'zod'
import { DEMO_PASSWORD } from './helpers'

// The embedded API server of the e2e run, reached directly: a spec makes its records through it (quicker
// than the forms, which other specs test) or reads what a list holds.

/** The API's address (playwright.config.ts: the console's port + 1). */
export const API = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}/api/`
/** The embedded API's per-launch secret, which the suite named (playwright.config.ts). */
export const LAUNCH = { 'x-console-launch': process.env.CONSOLE_LAUNCH_SECRET ?? '' }

/**
 * A demo account's token, signed in once per worker: every sign-in costs the server a deliberately slow
 * password check, and no test signs these tokens out.
 */
export async function apiToken(request: APIRequestContext, username = 'admin'): Promise<string> {
  const kept = tokens.get(username)
  if (kept) return kept
  const response = await request.post(`${API}login/staff_login`, {
    headers: LAUNCH,
    data: { username, password: DEMO_PASSWORD },
  })
  const { token } = z.object({ token: z.string().min(1) }).parse(await response.json())
  tokens.set(username, token)
  return token
}
const tokens = new Map<string, string>()

export const authorized = (token: string) => ({ ...LAUNCH, authorization: `Bearer ${token}` })

/** Adds a record as the Super Admin (`path` is the contract's, 'news/add'); the server must answer success. */
export async function addThroughApi(request: APIRequestContext, path: string, data: object) {
  const added = await request.post(`${API}${path}`, {
    headers: authorized(await apiToken(request)),
    data,
  })
  expect(await added.json()).toMatchObject({ message: 'success' })
}
