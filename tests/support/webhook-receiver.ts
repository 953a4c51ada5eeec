import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'

// A website's webhook receiver for the tests, on loopback: it keeps every request it gets (headers and the
// body as sent) and answers the status codes it is told, in turn (the last one for ever after).

export interface Received {
  headers: IncomingHttpHeaders
  body: string
  /** performance.now() when it had arrived whole (bench/public times deliveries by it). */
  at: number
}

export interface Receiver {
  url: string
  received: Received[]
  /** The statuses of the next answers, in order; the last repeats. */
  answer(...statuses: number[]): void
  /** Resolves once `count` requests have arrived (polling, at most `ms`). */
  until(count: number, ms?: number): Promise<void>
  close(): Promise<void>
}

export async function startReceiver(path = '/hooks/console'): Promise<Receiver> {
  const received: Received[] = []
  let statuses = [200]
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ headers: request.headers, body, at: performance.now() })
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'broken')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answer: (...next) => void (statuses = next),
    async until(count, ms = 20_000) {
      const deadline = Date.now() + ms
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} deliveries in ${ms} ms`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
