import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import electronUpdater from 'electron-updater'
import type { AppAdapter } from 'electron-updater/out/AppAdapter'
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { appUpdateHandlers } from '../../src/main/bridge/app-update'
import {
  chooseUpdateFeed,
  createUpdateController,
  feedSetter,
  UPDATER_CACHE_DIR,
} from '../../src/main/desktop/updates'
import type { UpdateStatus } from '../../src/shared/rules/updates'

// The update flow of the desktop app against a feed this test serves on loopback, with electron-updater's
// own updater (the Linux .deb one, which downloads like the others) running in Node: only the app adapter
// and the HTTP executor, which would otherwise come from Electron, are Node's.

const INSTALLED = '1.0.0'

/** electron-updater's own HTTP executor (downloads and all), its requests sent by Node instead of `net`. */
class NodeHttpExecutor extends ElectronHttpExecutor {
  override createRequest(options: Parameters<typeof request>[0], callback: (response: unknown) => void) {
    return request(options, callback) as unknown as Electron.ClientRequest
  }
  override addRedirectHandlers() {
    // Node's responses come to the shared handler, which follows redirects itself.
  }
}

/** A generic feed: the channel files (latest.yml on Windows, -mac and -linux elsewhere) and the package. */
function serveFeed(version: string, pkg: Buffer): Promise<Server> {
  const sha512 = createHash('sha512').update(pkg).digest('base64')
  const file = `console-${version}.deb`
  const latest = [
    `version: ${version}`,
    'files:',
    `  - url: ${file}`,
    `    sha512: ${sha512}`,
    `    size: ${pkg.length}`,
    `path: ${file}`,
    `sha512: ${sha512}`,
    "releaseDate: '2026-11-23T10:00:00.000Z'",
  ].join('\n')
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://feed').pathname
    if (/^\/latest(-mac|-linux)?\.yml$/.test(path)) res.end(latest)
    else if (path === `/${file}`) res.end(pkg)
    else res.writeHead(404).end()
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const feedUrl = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

let dir: string
let servers: Server[]

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'console-updates-'))
  servers = []
})
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  await rm(dir, { recursive: true, force: true })
})

function setUp(feed: () => string | null) {
  const app: AppAdapter = {
    version: INSTALLED,
    name: 'console-test',
    isPackaged: true,
    appUpdateConfigPath: join(dir, 'unused-app-update.yml'),
    userDataPath: join(dir, 'user-data'),
    baseCachePath: join(dir, 'cache'),
    whenReady: async () => undefined,
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  }
  const updater = new electronUpdater.DebUpdater(null, app)
  Object.assign(updater, { httpExecutor: new NodeHttpExecutor() })
  updater.logger = null
  const log = { info: vi.fn(), error: vi.fn() }
  const seen: UpdateStatus[] = []
  const controller = createUpdateController({
    updater,
    feed,
    useFeed: feedSetter(updater, join(dir, 'app-update.yml')),
    log,
    onChange: (status) => seen.push(status),
  })
  return { controller, updater, log, seen }
}

describe('updates against a feed on loopback', () => {
  it('finds no update when the feed offers the installed version, and downloads nothing', async () => {
    const server = await serveFeed(INSTALLED, Buffer.from('same version'))
    servers.push(server)
    const { controller, log, seen } = setUp(() => feedUrl(server))
    await controller.check()
    expect(controller.status()).toEqual({ state: 'idle' })
    expect(seen.map((status) => status.state)).toEqual(['checking', 'idle'])
    expect(log.error).not.toHaveBeenCalled()
    await expect(readdir(join(dir, 'cache'))).rejects.toThrow()
  })

  it('downloads a newer version and then, only then, says it is ready; Restart installs it', async () => {
    const pkg = Buffer.from('the 1.1.0 package '.repeat(1000))
    const server = await serveFeed('1.1.0', pkg)
    servers.push(server)
    const { controller, updater, log, seen } = setUp(() => feedUrl(server))
    const install = vi.spyOn(updater, 'quitAndInstall').mockImplementation(() => undefined)

    expect(controller.restart()).toBe(false)
    await controller.check()
    expect(seen).toEqual([
      { state: 'checking' },
      { state: 'downloading', version: '1.1.0' },
      { state: 'ready', version: '1.1.0' },
    ])
    expect(log.error).not.toHaveBeenCalled()
    const cache = join(dir, 'cache', UPDATER_CACHE_DIR, 'pending')
    const downloaded = (await readdir(cache)).filter((name) => name.endsWith('.deb'))
    expect(downloaded).toHaveLength(1)
    expect(await readFile(join(cache, downloaded[0]))).toEqual(pkg)

    // Never installed by the app itself: only the user's Restart does it.
    expect(install).not.toHaveBeenCalled()
    expect(controller.restart()).toBe(true)
    expect(install).toHaveBeenCalledTimes(1)
    // Once ready, later checks do not ask the feed again.
    await controller.check()
    expect(seen).toHaveLength(3)
  })

  it('logs a feed that is down and shows nothing', async () => {
    const server = await serveFeed('1.1.0', Buffer.from('x'))
    const url = feedUrl(server)
    await new Promise((resolve) => server.close(resolve))
    const { controller, log, seen } = setUp(() => url)
    await controller.check()
    expect(controller.status()).toEqual({ state: 'idle' })
    expect(seen.some((status) => status.state === 'ready')).toBe(false)
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.error.mock.calls[0][0]).toContain(url)
  })

  it('does nothing at all when no feed is set', async () => {
    const { controller, log, seen } = setUp(() => null)
    await controller.check()
    expect(controller.status()).toEqual({ state: 'off' })
    expect(seen).toEqual([])
    expect(log.error).not.toHaveBeenCalled()
  })
})

describe('which feed is checked', () => {
  const feed = 'https://updates.example.edu/console/'
  it('takes the environment variable first, even in a development run', () => {
    expect(chooseUpdateFeed({ env: feed, setting: 'https://other.example.edu/', packaged: true })).toBe(feed)
    expect(chooseUpdateFeed({ env: ` ${feed} `, setting: '', packaged: false })).toBe(feed)
  })

  it('takes the Settings field only in the packaged app', () => {
    expect(chooseUpdateFeed({ env: undefined, setting: feed, packaged: true })).toBe(feed)
    expect(chooseUpdateFeed({ env: '', setting: feed, packaged: false })).toBeNull()
  })

  it('is off when nothing usable is set', () => {
    expect(chooseUpdateFeed({ env: undefined, setting: '', packaged: true })).toBeNull()
    expect(chooseUpdateFeed({ env: 'file:///etc/', setting: feed, packaged: true })).toBeNull()
  })
})

describe('the feed files of a build', () => {
  it('are written by electron-builder: the installer configuration has a generic publish entry', () => {
    const config = parse(readFileSync(join(import.meta.dirname, '..', '..', 'electron-builder.yml'), 'utf8'))
    expect(config.publish).toMatchObject({ provider: 'generic' })
  })
})

describe("the page's update calls", () => {
  it('answer off, and restart nothing, where there is no updater (browser mode)', async () => {
    const handlers = appUpdateHandlers()
    expect(await handlers['appUpdate.status'](undefined)).toEqual({ state: 'off' })
    expect(await handlers['appUpdate.restart'](undefined)).toBe(false)
  })

  it("pass the desktop app's status and the user's Restart to the controller", async () => {
    const restart = vi.fn(() => true)
    const handlers = appUpdateHandlers({ status: () => ({ state: 'ready', version: '1.1.0' }), restart })
    expect(await handlers['appUpdate.status'](undefined)).toEqual({ state: 'ready', version: '1.1.0' })
    expect(await handlers['appUpdate.restart'](undefined)).toBe(true)
    expect(restart).toHaveBeenCalledTimes(1)
  })
})
