import { expect, type APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD } from './helpers'

// The embedded API server of the e2e run, reached directly: a spec makes its records through it (quicker
// than the forms, which other specs test) or reads what a list holds.

/** The API's address (playwright.config.ts: the console's port + 1). */
export const API = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}/api/`
/** The embedded API's per-launch secret, which the suite named (playwright.config.ts). */
export const LAUNCH = { 'x-console-launch': process.env.CONSOLE_LAUNCH_SECRET ?? '' }

/** A demo account's token. */
export async function apiToken(request: APIRequestContext, username = 'admin'): Promise<string> {
  const response = await request.post(`${API}login/staff_login`, {
    headers: LAUNCH,
    data: { username, password: DEMO_PASSWORD },
  })
  return ((await response.json()) as { token: string }).token
}

export const authorized = (token: string) => ({ ...LAUNCH, authorization: `Bearer ${token}` })

/** Adds a record as the Super Admin (`path` is the contract's, 'news/add'); the server must answer success. */
export async function addThroughApi(request: APIRequestContext, path: string, data: object) {
  const added = await request.post(`${API}${path}`, {
    headers: authorized(await apiToken(request)),
    data,
  })
  expect(await added.json()).toMatchObject({ message: 'success' })
}
