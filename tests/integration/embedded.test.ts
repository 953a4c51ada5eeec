import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SETUP_MESSAGES } from '../../src/shared/rules/setup'
import { general } from '../../src/shared/contract/general'
import { startEmbeddedServer } from '../../src/server/embedded'
import { DEMO_ACCOUNTS } from '../../src/server/db/seed'
import { openDatabase } from '../../src/server/db/client'
import { news, schedule_job } from '../../src/server/db/schema'
import { schedule } from '../../src/shared/contract/schedule'
import { MEDIA_FEED_UNSET } from '../../src/shared/rules/media'

// The server the desktop app starts for itself: a fresh data folder (PGlite's slow first open), the demo
// data when asked for (CONSOLE_DEMO=1) and the same data again after a restart; without the demo, no account
// at all until the first run makes its Super Admin.

let dataDir: string
/**
 * A folder the server was started in once without the demo, and closed: what an install holds after its
 * first start. Its tests work on copies, so PGlite's slow first open is paid once for them.
 */
let installed: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'console-embedded-'))
  installed = await mkdtemp(join(tmpdir(), 'console-installed-'))
  await (await startEmbeddedServer({ dataDir: installed, demo: false })).close()
  // PGlite's first open, which a busy machine makes slow: above a test's limit.
}, 120_000)
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
  await rm(installed, { recursive: true, force: true })
})

/** A copy of the installed folder, for one test. */
async function installedCopy(name: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), `console-${name}-`))
  await cp(installed, folder, { recursive: true })
  return folder
}

type Started = Awaited<ReturnType<typeof startEmbeddedServer>>

const post = ({ url, headers }: Started, path: string, body: unknown) =>
  fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const signIn = async (
  server: Started,
  { username, password }: { username: string; password: string } = DEMO_ACCOUNTS[0],
) => {
  const response = await post(server, 'login/staff_login', { username, password })
  return ((await response.json()) as { token: string }).token
}

const needsFirstAdmin = async ({ url, headers }: Started) => {
  const response = await fetch(new URL('setup/status', url), { headers })
  return ((await response.json()) as { needsFirstAdmin: boolean }).needsFirstAdmin
}

const countsOf = async ({ url, headers }: Started, token: string) => {
  const response = await fetch(new URL('general/dashboard/count', url), {
    headers: { authorization: `Bearer ${token}`, ...headers },
  })
  return general.dashboardCount.answer.parse(await response.json())
}

it('starts on loopback with the demo data, and keeps its data across a restart', async () => {
  const first = await startEmbeddedServer({ dataDir, demo: true })
  expect(await needsFirstAdmin(first)).toBe(false)
  expect(first.url).toBe(`http://127.0.0.1:${first.port}/api/`)
  expect(first.origin).toBe(`http://127.0.0.1:${first.port}`)
  const token = await signIn(first)
  const before = await countsOf(first, token)
  // Its feed address is a setting of this computer: with none, the import says where an editor sets it.
  const feed = await fetch(new URL('news/media/feed', first.url), {
    headers: { authorization: `Bearer ${token}`, ...first.headers },
  })
  expect({ status: feed.status, body: await feed.json() }).toEqual({
    status: 503,
    body: { message: MEDIA_FEED_UNSET.inSettings },
  })
  // Users counts the accounts (the Accounts list): the four demo accounts and the ungrouped demo login.
  expect(before.UserCount).toBe(DEMO_ACCOUNTS.length + 1)
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

it('without the demo, has no account until the first run makes its Super Admin, once', async () => {
  const folder = await installedCopy('first-run')
  const server = await startEmbeddedServer({ dataDir: folder, demo: false })
  try {
    expect(await needsFirstAdmin(server)).toBe(true)
    // No published password opens anything.
    const demo = await post(server, 'login/staff_login', DEMO_ACCOUNTS[0])
    expect(await demo.json()).toEqual({ message: 'invalid_login' })

    const short = await post(server, 'setup/first_admin', {
      FirstName: 'Ngozi',
      Surname: 'Eze',
      username: 'web.lead',
      password: 'short',
    })
    expect(short.status).toBe(400)
    expect(await short.json()).toMatchObject({
      message: `password: ${SETUP_MESSAGES.password}`,
      field: 'password',
    })

    const admin = { FirstName: 'Ngozi', Surname: 'Eze', username: 'Web.Lead', password: 'a long pass phrase' }
    // Two first runs at once (two windows): one Super Admin, the other told to sign in.
    const [a, b] = await Promise.all([
      post(server, 'setup/first_admin', admin),
      post(server, 'setup/first_admin', { ...admin, username: 'other.lead' }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const refused = a.status === 409 ? a : b
    expect(await refused.json()).toEqual({ message: SETUP_MESSAGES.alreadyDone })
    expect(await needsFirstAdmin(server)).toBe(false)

    const winner = a.status === 200 ? 'web.lead' : 'other.lead'
    const token = await signIn(server, { username: winner, password: admin.password })
    expect((await countsOf(server, token)).UserCount).toBe(1)
  } finally {
    await server.close()
    await rm(folder, { recursive: true, force: true })
  }
}, 60_000)

it('runs at its next start a scheduled change that fell due while it was closed, and says it is embedded', async () => {
  const folder = await installedCopy('overdue')
  try {
    // While the app is closed, a news item's publish falls due (written as a save would have left it).
    const closed = await openDatabase({ dataDir: join(folder, 'db') })
    const [item] = await closed.db
      .insert(news)
      .values({ Title: 'Exam timetable', Description: 'Monday', Status: 0, Slug: 'exam-timetable' })
      .returning({ EntryID: news.EntryID })
    const dueAt = new Date(Date.now() - 60 * 60_000).toISOString()
    await closed.db.insert(schedule_job).values({
      record_table: 'news',
      EntryID: item.EntryID,
      action: 'publish',
      due_at: dueAt,
      set_by_name: 'Ngozi Eze',
    })
    await closed.close()

    const server = await startEmbeddedServer({ dataDir: folder, demo: false })
    try {
      const admin = {
        FirstName: 'Ngozi',
        Surname: 'Eze',
        username: 'web.lead',
        password: 'a long pass phrase',
      }
      expect((await post(server, 'setup/first_admin', admin)).status).toBe(200)
      const token = await signIn(server, admin)
      const get = async <T>(path: string, answer: { parse(value: unknown): T }) =>
        answer.parse(
          await (
            await fetch(new URL(path, server.url), {
              headers: { authorization: `Bearer ${token}`, ...server.headers },
            })
          ).json(),
        )
      expect(await get('schedule/zone', schedule.zone.answer)).toMatchObject({ embedded: true })
      // The start's own run: polled, as it runs beside the requests.
      const deadline = Date.now() + 20_000
      let done = (await get('schedule/overview', schedule.overview.answer)).done
      while (done.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        done = (await get('schedule/overview', schedule.overview.answer)).done
      }
      expect(done).toMatchObject([{ EntryID: item.EntryID, title: 'Exam timetable', state: 'done' }])
      expect(done[0].lateMs).toBeGreaterThanOrEqual(60 * 60_000)
    } finally {
      await server.close()
    }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}, 60_000)
