import type { ChildProcess } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'
import { SSO_TEXT } from '../../src/shared/rules/sso'
import { freePortPair } from '../support/free-port'
import { startOidcProvider, TEST_CLIENT, type TestOidcProvider } from '../support/oidc-test-provider'
import { preparedHostDir } from './prepared-data'
import { START_TIMEOUT_MS, startProcess, stopProcess } from './processes'

// Browser mode signs in through a real OpenID provider (oidc-provider on loopback): the tab goes to the
// provider's pages, the person signs in there, and comes back signed in to the console, or to the page
// that says to ask for access when no group of theirs gives a level.

const HOST_PORT = freePortPair()
const BASE = `http://127.0.0.1:${HOST_PORT}`
let provider: TestOidcProvider | null = null
let host: ChildProcess | null = null

test.use({ baseURL: BASE })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS)
  provider = await startOidcProvider(
    {
      ada: { given_name: 'Ada', family_name: 'Okoro', email: 'ada@example.edu', groups: ['web-admins'] },
      nkem: { given_name: 'Nkem', family_name: 'Eze', email: 'nkem@example.edu', groups: ['students'] },
    },
    [`${BASE}/sso/callback`],
  )
  host = await startProcess(
    ['out/main/web.js'],
    {
      PORT: String(HOST_PORT),
      API_PORT: String(HOST_PORT + 1),
      CONSOLE_DATA_DIR: preparedHostDir('demo', 'sso'),
      CONSOLE_DEMO: '1',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_DISPLAY_NAME: 'Example University',
      OIDC_SCOPES: 'openid profile email groups',
      ACCESS_MAP: JSON.stringify({ 'web-admins': { level: 1 } }),
    },
    'Console ready',
  )
})

test.afterAll(async () => {
  await stopProcess(host)
  await provider?.close()
})

/** On the provider's own pages: its sign-in form, then its consent. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByRole('button', { name: 'Sign in with Example University' }).click()
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

test('a person in a mapped group signs in through the provider and lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible()
  await signInAtProvider(page, 'ada')
  await expect(page.getByRole('button', { name: 'Ada Okoro' })).toBeVisible()
  expect(new URL(page.url()).origin).toBe(BASE)
})

test('a person without a mapped group is told to ask for access', async ({ page }) => {
  await page.goto('/')
  await signInAtProvider(page, 'nkem')
  await expect(page.getByRole('heading', { name: SSO_TEXT.waitingTitle })).toBeVisible()
  await expect(page.getByText(SSO_TEXT.waiting)).toBeVisible()
})
