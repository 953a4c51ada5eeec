import { request as httpRequest } from 'node:http'
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, test } from 'vitest'
import { createFileGrants } from '../../src/main/files/grants'
import { createWebHost, type WebHost, type WebHostOptions } from '../../src/main/web-host/host'
import { WEB_BRIDGE } from '../../src/shared/web-bridge'

// Browser mode carries main's events to the page over one event stream. A batch can end while a page is
// not listening (the stream still connecting, or reconnecting): the page then hears the queue as it is now
// when its stream opens, instead of showing files in flight for good.

let host: WebHost | null = null
let dir = ''
afterEach(async () => {
  await host?.app.close()
  host = null
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** A host over a new temporary folder, with no bridge calls and no files unless told; closed after the test. */
async function startWebHost(
  options: Partial<WebHostOptions> = {},
  rendererFiles: Record<string, string> = {},
): Promise<WebHost> {
  dir = await mkdtemp(join(tmpdir(), 'web-host-'))
  for (const [name, text] of Object.entries(rendererFiles)) {
    await mkdir(join(dir, name, '..'), { recursive: true })
    await writeFile(join(dir, name), text)
  }
  host = await createWebHost({
    rendererDir: dir,
    filesDir: join(dir, 'files'),
    handlersFor: () => ({}),
    grantFile: () => 'chosen:none',
    apiOrigin: () => 'http://127.0.0.1:9',
    ...options,
  })
  return host
}

/** The status of a GET sent as written (fetch would resolve a "..": the server must see it). */
const statusOf = (origin: string, path: string) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(origin)
    const request = httpRequest({ hostname, port, path }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject)
    request.end()
  })

/** Reads the stream until `count` events have come; answers them as [event, data]. */
async function firstEvents(url: string, cookie: string, count: number): Promise<[string, unknown][]> {
  const controller = new AbortController()
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  const events: [string, unknown][] = []
  while (events.length < count) {
    const { value, done } = await reader.read()
    if (done) break
    text += value
    let end: number
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end)
      text = text.slice(end + 2)
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (event && data) events.push([event, JSON.parse(data)])
    }
  }
  controller.abort()
  return events
}

test("a page's event stream opens with its own client's current state, then hears what follows", async () => {
  const asked: string[] = []
  let readState = () => {}
  const stateRead = new Promise<void>((resolve) => (readState = resolve))
  host = await startWebHost({
    currentEvents: async (clientId) => {
      asked.push(clientId)
      await stateRead
      return [['uploads', { paused: false, jobs: [{ id: 'a', status: 'done', client: clientId }] }]]
    },
  })
  const address = await host.app.listen({ host: '127.0.0.1', port: 0 })
  const clientId = '0b6f5a3e-3c1c-4f7e-9a59-2a1d5e0c9b11'
  const cookie = `console_client=${clientId}`

  const heard = firstEvents(`${address}${WEB_BRIDGE.events}`, cookie, 2)
  await expect.poll(() => asked).toEqual([clientId])
  // Emitted while the state now is still being read: it comes after that state, never before it.
  host.emit(clientId, 'session', { signedIn: false })
  host.emit('another-client', 'session', { signedIn: true })
  readState()

  expect(await heard).toEqual([
    ['uploads', { paused: false, jobs: [{ id: 'a', status: 'done', client: clientId }] }],
    ['session', { signedIn: false }],
  ])
})

test("the page's files: index.html at the root, a build's hashed files kept for good, the page asked again", async () => {
  const page = '<!doctype html><script type="module" src="./assets/index-Ab12.js"></script>'
  const script = 'console.log("é")'
  host = await startWebHost({}, { 'index.html': page, 'assets/index-Ab12.js': script })
  const address = await host.app.listen({ host: '127.0.0.1', port: 0 })

  const root = await fetch(`${address}/`)
  expect(root.headers.get('content-type')).toBe('text/html; charset=utf-8')
  expect(root.headers.get('cache-control')).toBe('no-cache')
  expect(await root.text()).toBe(page)
  const again = await fetch(`${address}/index.html`, {
    headers: { 'if-none-match': root.headers.get('etag')! },
  })
  expect(again.status).toBe(304)

  const asset = await fetch(`${address}/assets/index-Ab12.js`)
  expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(await asset.text()).toBe(script)

  // Read when the host started: a file written later, another spelling or a way out of the folder is not served.
  await writeFile(join(dir, 'assets', 'later.js'), '1')
  for (const path of ['/assets/later.js', '/ASSETS/index-Ab12.js', '/assets/../index.html', '/files/x'])
    expect(await statusOf(address, path), path).toBe(404)
})

test("every profile's page hears the API server's start; images wait for the server (issue 45)", async () => {
  host = await startWebHost({ apiOrigin: () => null })
  const address = await host.app.listen({ host: '127.0.0.1', port: 0 })
  const pages = ['0b6f5a3e-3c1c-4f7e-9a59-2a1d5e0c9b21', '0b6f5a3e-3c1c-4f7e-9a59-2a1d5e0c9b22'].map(
    (clientId) => firstEvents(`${address}${WEB_BRIDGE.events}`, `console_client=${clientId}`, 1),
  )
  // Both streams are open once the host has a listener for each.
  const ready = { state: 'ready' }
  await expect
    .poll(async () => {
      host!.emitAll('event:startup.onChange', ready)
      return Promise.race([Promise.all(pages), new Promise((r) => setTimeout(() => r(null), 50))])
    })
    .toEqual([[['event:startup.onChange', ready]], [['event:startup.onChange', ready]]])
  expect((await fetch(`${address}${WEB_BRIDGE.media}news_uploads/a.png`)).status).toBe(503)
})

describe("the bridge answers only the console's own page", () => {
  const CLIENTS = ['0b6f5a3e-3c1c-4f7e-9a59-2a1d5e0c9b1a', '0b6f5a3e-3c1c-4f7e-9a59-2a1d5e0c9b1b']
  let base = ''
  let hostHeader = ''
  const grants = createFileGrants()

  async function start(options: { maxClients?: number; maxDroppedBytes?: number } = {}) {
    host = await startWebHost({
      handlersFor: () => ({ echo: async (arg) => arg }),
      grantFile: (_client, path) => grants.grant(path),
      ...options,
    })
    base = await host.app.listen({ host: '127.0.0.1', port: 0 })
    hostHeader = new URL(base).host
  }

  /** A bridge call as the console's page makes it, with headers changed or removed (undefined). */
  const invoke = (path: string, headers: Record<string, string | undefined> = {}, client = CLIENTS[0]) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent: Record<string, string> = {
        host: hostHeader,
        origin: `http://${hostHeader}`,
        'x-console-bridge': '1',
        'content-type': 'application/json',
        cookie: `console_client=${client}`,
      }
      for (const [name, value] of Object.entries(headers))
        if (value === undefined) delete sent[name]
        else sent[name] = value
      // node:http, not fetch: fetch sets Host and Origin itself.
      const request = httpRequest(`${base}${path}`, { method: 'POST', headers: sent }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      request.on('error', reject)
      request.end(path.startsWith(WEB_BRIDGE.files) ? 'bytes' : JSON.stringify({ channel: 'echo', arg: 7 }))
    })

  it('answers the page, and refuses a rebinding host name, a missing or foreign Origin, an encoded path', async () => {
    await start()
    expect(await invoke(WEB_BRIDGE.invoke)).toEqual({ status: 200, body: '{"ok":true,"value":7}' })
    expect(
      (await invoke(WEB_BRIDGE.invoke, { host: `rebind.evil.example:${new URL(base).port}` })).status,
    ).toBe(421)
    expect((await invoke(WEB_BRIDGE.invoke, { origin: undefined })).status).toBe(403)
    expect((await invoke(WEB_BRIDGE.invoke, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await invoke('/%62ridge/invoke', { 'x-console-bridge': undefined })).status).toBe(403)
  })

  it('serves a bounded number of browser profiles and takes a bounded amount of dropped bytes', async () => {
    await start({ maxClients: 1, maxDroppedBytes: 8 })
    expect((await invoke(WEB_BRIDGE.invoke, {}, CLIENTS[0])).status).toBe(200)
    expect((await invoke(WEB_BRIDGE.invoke, {}, CLIENTS[1])).status).toBe(503)

    const first = await invoke(`${WEB_BRIDGE.files}?name=a.png`, {
      'content-type': 'application/octet-stream',
    })
    expect(first.status).toBe(200)
    // The page gets a handle, not where the file is on disk.
    const handle = (JSON.parse(first.body) as { value: string }).value
    expect(handle).not.toContain(dir)
    const path = grants.pathOf(handle)!
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600)
    const second = await invoke(`${WEB_BRIDGE.files}?name=b.png`, {
      'content-type': 'application/octet-stream',
    })
    expect(second.status).toBe(413)
    expect(JSON.parse(second.body)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/all the dropped files/),
    })
  })
})

describe("browser mode's return from the identity provider", () => {
  async function startHost() {
    host = await startWebHost()
    await host.app.listen({ host: '127.0.0.1', port: 0 })
    return `http://127.0.0.1:${(host.app.server.address() as AddressInfo).port}`
  }

  it('sends the OpenID redirect on to the page, the code and state in the hash only', async () => {
    const origin = await startHost()
    const response = await fetch(`${origin}/sso/callback?code=abc&state=xyz`, { redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/#/sso/callback?code=abc&state=xyz')
  })

  it("turns the SAML form into the page's hash", async () => {
    const origin = await startHost()
    const response = await fetch(`${origin}/sso/acs`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ SAMLResponse: 'PHNhbWw+Lz4=', RelayState: 'relay-1' }),
    })
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    expect(location.startsWith('/#/sso/callback?')).toBe(true)
    const query = new URLSearchParams(location.split('?')[1])
    expect(Object.fromEntries(query)).toEqual({ SAMLResponse: 'PHNhbWw+Lz4=', RelayState: 'relay-1' })
  })
})
