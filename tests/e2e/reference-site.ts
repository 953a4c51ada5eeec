import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect, type APIRequestContext } from '@playwright/test'
import { z } from 'zod'
import type { WebhookEndpointRow } from '../../src/shared/contract/webhooks'
import { PUBLIC_PREFIX } from '../../src/shared/rules/public'
import { WEBHOOK_PATH } from '../../src/site/server'
import { freePortPair } from '../support/free-port'
import { API, apiToken, authorized } from './api'

// The reference site (src/site/) as `npm run site` starts it, reading the suite's public API and told of every
// change readers see by a webhook endpoint added for it alone, with the secret the console answers once.

/** An address on loopback for a site (freePortPair's port). */
export const siteAddress = () => `http://127.0.0.1:${freePortPair()}`

/** The site started at `url` (siteAddress()); `stop` removes its endpoint and stops it. */
export async function startReferenceSite(
  request: APIRequestContext,
  url: string,
): Promise<{ stop(request: APIRequestContext): Promise<void> }> {
  const hook = `${url}${WEBHOOK_PATH}`
  const headers = authorized(await apiToken(request))
  const added = await request.patch(`${API}webhooks/add`, {
    headers,
    data: {
      url: hook,
      events: ['published', 'unpublished', 'changed', 'deleted'],
      areas: [],
      scheduled: true,
    },
  })
  const { secret } = z.object({ secret: z.string() }).parse(await added.json())
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/site/main.ts'], {
    env: {
      ...process.env,
      SITE_API_URL: `${new URL(API).origin}${PUBLIC_PREFIX}`,
      SITE_PORT: new URL(url).port,
      SITE_WEBHOOK_SECRET: secret,
      SITE_NAME: 'Northbridge University',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let said = ''
  child.stdout!.on('data', (chunk: Buffer) => (said += chunk.toString()))
  await expect.poll(() => said, { timeout: 30_000 }).toContain('Site at')
  return {
    async stop(request) {
      const headers = authorized(await apiToken(request))
      const endpoints = (await (
        await request.get(`${API}webhooks/list`, { headers })
      ).json()) as WebhookEndpointRow[]
      for (const endpoint of endpoints.filter((each) => each.url === hook))
        await request.delete(`${API}webhooks/delete/${endpoint.id}`, { headers })
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await once(child, 'exit')
      }
    },
  }
}
