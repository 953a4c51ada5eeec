import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { general } from '../../src/shared/contract/general'
import { startEmbeddedServer } from '../../src/server/embedded'
import { DEMO_ACCOUNTS } from '../../src/server/db/seed'

// The server the desktop app starts for itself: a fresh data folder (PGlite's slow first open, once in
// the suite), the demo data, and the same data again after a restart.

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'console-embedded-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

type Started = Awaited<ReturnType<typeof startEmbeddedServer>>

const signIn = async ({ url, headers }: Started) => {
  const { username, password } = DEMO_ACCOUNTS[0]
  const response = await fetch(new URL('login/staff_login', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  })
  return ((await response.json()) as { token: string }).token
}

const countsOf = async ({ url, headers }: Started, token: string) => {
  const response = await fetch(new URL('general/dashboard/count', url), {
    headers: { authorization: `Bearer ${token}`, ...headers },
  })
  return general.dashboardCount.answer.parse(await response.json())
}

it('starts on loopback with the demo data, and keeps its data across a restart', async () => {
  const first = await startEmbeddedServer({ dataDir })
  expect(first.url).toBe(`http://127.0.0.1:${first.port}/api/`)
  expect(first.origin).toBe(`http://127.0.0.1:${first.port}`)
  const before = await countsOf(first, await signIn(first))
  expect(before.UserCount).toBe(30)
  // Another local program, which does not know this launch's secret, gets nothing from it.
  const stranger = await fetch(new URL('login/staff_login', first.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS[0]),
  })
  expect(stranger.status).toBe(403)
  await first.close()
  await first.close() // twice is harmless
  expect((await readdir(dataDir)).sort()).toEqual(['db', 'uploads'])

  const second = await startEmbeddedServer({ dataDir })
  try {
    expect(second.headers).not.toEqual(first.headers)
    expect(await countsOf(second, await signIn(second))).toEqual(before)
  } finally {
    await second.close()
  }
}, 60_000)
