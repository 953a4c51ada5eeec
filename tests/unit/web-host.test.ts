import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { createWebHost, type WebHost } from '../../src/main/web-host/host'
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
  dir = await mkdtemp(join(tmpdir(), 'web-host-'))
  const asked: string[] = []
  host = await createWebHost({
    rendererDir: dir,
    filesDir: join(dir, 'files'),
    handlersFor: () => ({}),
    apiOrigin: 'http://127.0.0.1:9',
    currentEvents: async (clientId) => {
      asked.push(clientId)
      return [['uploads', { paused: false, jobs: [{ id: 'a', status: 'done', client: clientId }] }]]
    },
  })
  const address = await host.app.listen({ host: '127.0.0.1', port: 0 })
  const clientId = '0b6f5a3e-3c1c-4f7e-9a59-2a1d5e0c9b11'
  const cookie = `console_client=${clientId}`

  const heard = firstEvents(`${address}${WEB_BRIDGE.events}`, cookie, 2)
  await expect.poll(() => asked).toEqual([clientId])
  // Give the first event time to be written before the next one.
  await new Promise((resolve) => setTimeout(resolve, 50))
  host.emit(clientId, 'session', { signedIn: false })
  host.emit('another-client', 'session', { signedIn: true })

  expect(await heard).toEqual([
    ['uploads', { paused: false, jobs: [{ id: 'a', status: 'done', client: clientId }] }],
    ['session', { signedIn: false }],
  ])
})
