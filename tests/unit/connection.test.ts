import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/main/api/client'
import { createConnectionMonitor, testProbeTiming } from '../../src/main/api/connection'
import { PROBE_TEST_ENV, type ConnectionState } from '../../src/shared/rules/connection'

// A real loopback server answering /api/health, stopped and restarted on the same port.
function listen(port = 0): Promise<Server> {
  const server = createServer((request, response) => {
    response.setHeader('Connection', 'close')
    response.writeHead(request.url === '/api/health' ? 200 : 404, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ ok: true }))
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

function close(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}

let server: Server | null = null
afterEach(async () => {
  if (server?.listening) await close(server)
})

describe('connection monitor', () => {
  it('reports offline when the server stops and online when it is back', async () => {
    server = await listen()
    const port = (server.address() as AddressInfo).port
    const changes: ConnectionState[] = []
    const monitor = createConnectionMonitor({
      healthUrl: () => `http://127.0.0.1:${port}/api/health`,
      onChange: (state) => changes.push(state),
    })

    expect(await monitor.check()).toBe('online')
    await close(server)
    // A failed call makes the monitor probe at once.
    monitor.reportNetworkFailure()
    expect(await monitor.check()).toBe('offline')
    server = await listen(port)
    expect(await monitor.check()).toBe('online')
    expect(changes).toEqual(['offline', 'online'])
  })

  it('probes every CONSOLE_TEST_PROBE_MS, online and offline, only when a test sets it', () => {
    expect(testProbeTiming({ [PROBE_TEST_ENV]: '1000' })).toEqual({ onlineMs: 1000, offlineMaxMs: 1000 })
    expect(testProbeTiming({})).toBeUndefined()
    expect(testProbeTiming({ [PROBE_TEST_ENV]: 'soon' })).toBeUndefined()
  })

  it('counts a successful call as online without probing', async () => {
    const changes: ConnectionState[] = []
    const monitor = createConnectionMonitor({
      healthUrl: () => 'http://127.0.0.1:9/api/health',
      onChange: (state) => changes.push(state),
    })
    expect(await monitor.check()).toBe('offline')
    monitor.reportSuccess()
    expect(monitor.state()).toBe('online')
    expect(changes).toEqual(['offline', 'online'])
  })

  it('hears every call: an answer means reachable, no answer means not, a cancelled call says nothing', async () => {
    server = await listen()
    const port = (server.address() as AddressInfo).port
    const heard: boolean[] = []
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api/`,
      token: () => null,
      onReachability: (reachable) => heard.push(reachable),
    })
    await client.session.health({})
    // A refusal (this server answers 404 but to /api/health) is still an answer from the server.
    await client.general.dashboardCount({})
    const cancelled = new AbortController()
    cancelled.abort()
    await client.session.health({}, { signal: cancelled.signal })
    await close(server)
    await client.session.health({})
    expect(heard).toEqual([true, true, false])
  })
})
