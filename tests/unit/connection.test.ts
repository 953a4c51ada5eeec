import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createConnectionMonitor } from '../../src/main/api/connection'
import type { ConnectionState } from '../../src/shared/rules/connection'

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
})
