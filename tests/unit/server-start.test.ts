import { describe, expect, it, vi } from 'vitest'
import { channel } from '../../src/shared/bridge'
import {
  SERVER_START_TEXT,
  type MigrationProgress,
  type ServerStart,
} from '../../src/shared/rules/server-start'
import { launchConsole } from '../../src/main/desktop/launch'
import type { Handler } from '../../src/main/bridge/register'
import { bridgeChannels } from '../../src/main/bridge/handlers'

// Issue 45: the window opens at once, even while an update's migration runs for minutes. Main starts the API
// server in the background, the page hears how far it is, and every other call waits for the server.

/** A server start whose migrations each wait for the test to let them through. */
function slowMigrator(total: number) {
  let report: (progress: MigrationProgress) => void = () => {}
  let finish: () => void = () => {}
  let fail: (error: Error) => void = () => {}
  const closed = vi.fn(async () => {})
  const server = { url: 'http://127.0.0.1:5191/api/', close: closed }
  const startServer = vi.fn(async (onMigration: (progress: MigrationProgress) => void) => {
    report = onMigration
    const done = new Promise<void>((resolve, reject) => {
      finish = resolve
      fail = reject
    })
    return done.then(() => server)
  })
  return {
    startServer,
    server,
    closed,
    /** The migrator reaching `done` of `total`. */
    step: (done: number) => report({ done, total, firstRun: false }),
    finish: () => finish(),
    fail: (error: Error) => fail(error),
  }
}

function launch(migrator: ReturnType<typeof slowMigrator>) {
  const order: string[] = []
  const sent: ServerStart[] = []
  const logged: unknown[] = []
  let bridge: Record<string, Handler> = {}
  const ready = { 'session.current': vi.fn(async () => ({ user: null, expired: false })) }
  const createHandlers = vi.fn(() => ready as Record<string, Handler>)
  const start = launchConsole({
    startServer: migrator.startServer,
    createHandlers,
    registerBridge: (handlers) => {
      order.push('bridge')
      bridge = handlers
    },
    sendStatus: (status) => sent.push(status),
    openWindow: () => order.push('window'),
    logPlace: '/home/ada/.config/console/logs/main.log',
    logError: (error) => logged.push(error),
  })
  return { start, order, sent, logged, bridge: () => bridge, ready, createHandlers }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('the desktop launch while the API server starts', () => {
  it('registers every channel and opens the window before the server has started', async () => {
    const migrator = slowMigrator(3)
    const app = launch(migrator)

    // launchConsole returned with the server still starting: the window is open, the bridge complete.
    expect(app.order).toEqual(['bridge', 'window'])
    expect(Object.keys(app.bridge()).sort()).toEqual(bridgeChannels().sort())
    expect(await app.bridge()['startup.status'](undefined)).toEqual({ state: 'starting' })
    expect(app.createHandlers).not.toHaveBeenCalled()
  })

  it('tells the page each migration, holds its calls meanwhile, and answers them once the server is ready', async () => {
    const migrator = slowMigrator(3)
    const app = launch(migrator)
    await settle()
    migrator.step(0)
    migrator.step(1)
    expect(await app.bridge()['startup.status'](undefined)).toEqual({
      state: 'updating',
      done: 1,
      total: 3,
      firstRun: false,
    })

    let answered = false
    const current = app.bridge()['session.current']
    const session = current(undefined).then((answer) => {
      answered = true
      return answer
    })
    migrator.step(2)
    migrator.step(3)
    await settle()
    expect(answered).toBe(false)

    migrator.finish()
    expect(await session).toEqual({ user: null, expired: false })
    expect(app.createHandlers).toHaveBeenCalledWith(migrator.server)
    expect(await app.bridge()['startup.status'](undefined)).toEqual({ state: 'ready' })
    expect(app.sent.map((status) => (status.state === 'updating' ? status.done : status.state))).toEqual([
      0,
      1,
      2,
      3,
      'ready',
    ])
    expect(app.start.server()).toBe(migrator.server)
  })

  it('says what failed and where the log is, and answers waiting calls with the Failure', async () => {
    const migrator = slowMigrator(5)
    const app = launch(migrator)
    await settle()
    migrator.step(2)
    const waiting = app.bridge()[channel.api('news', 'list')]({ facultyCode: 'general' })
    migrator.fail(new Error('Migration 0037_search_unspaced failed: out of memory'))

    expect(await waiting).toEqual({ ok: false, reason: 'server', message: SERVER_START_TEXT.notStarted })
    const failed = {
      state: 'failed',
      error: 'Migration 0037_search_unspaced failed: out of memory',
      log: '/home/ada/.config/console/logs/main.log',
    }
    expect(await app.bridge()['startup.status'](undefined)).toEqual(failed)
    expect(app.sent.at(-1)).toEqual(failed)
    expect(app.logged).toHaveLength(1)
    // A later step (none comes after a failure) could not turn it back into an update.
    migrator.step(3)
    expect(await app.bridge()['startup.status'](undefined)).toEqual(failed)
    await app.start.close()
    expect(app.createHandlers).not.toHaveBeenCalled()
  })

  it('closes the server only once its migration is over, never halfway', async () => {
    const migrator = slowMigrator(2)
    const app = launch(migrator)
    await settle()
    migrator.step(1)
    let closed = false
    const closing = app.start.close().then(() => (closed = true))
    await settle()
    expect(closed).toBe(false)
    expect(migrator.closed).not.toHaveBeenCalled()

    migrator.finish()
    await closing
    expect(migrator.closed).toHaveBeenCalledTimes(1)
  })
})
