import { createServer, request as forward, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

// A real HTTP proxy in front of a real server that fails chosen requests on purpose: the faults the
// console must survive (a 500, a dropped connection), without touching the server's code.

/**
 * status: answer with it instead of the server; drop: cut the connection before the server sees the
 * request; loseAnswer: the server does the work, then the connection is cut before its answer arrives.
 */
export type Fault = { status: number } | { drop: true } | { loseAnswer: true }

interface Rule {
  matches(method: string, path: string): boolean
  fault: Fault
  remaining: number
}

export interface FaultProxy {
  /** The proxy's origin: use `${origin}/api/` as the API base. */
  origin: string
  /** Fails the next `times` requests whose method and path (without query) match. */
  failNext(method: string, pathPattern: RegExp, fault: Fault, times?: number): void
  /** Every request seen, in order, as 'METHOD /path'. */
  seen: string[]
  /** The server is gone: connections are refused, open ones cut. */
  down(): Promise<void>
  /** The server is back on the same address. */
  up(): Promise<void>
  close(): Promise<void>
}

export async function startFaultProxy(targetOrigin: string): Promise<FaultProxy> {
  const target = new URL(targetOrigin)
  const rules: Rule[] = []
  const seen: string[] = []
  // Requests still on their way to the server: cut with the client's side, so the server never waits on a
  // body that will not come (which would hold up its shutdown).
  const upstreams = new Set<ReturnType<typeof forward>>()

  const server = createServer((incoming: IncomingMessage, outgoing) => {
    const method = incoming.method ?? 'GET'
    const path = (incoming.url ?? '/').split('?')[0]
    seen.push(`${method} ${path}`)
    const rule = rules.find((r) => r.remaining > 0 && r.matches(method, path))
    if (rule) rule.remaining--
    const loseAnswer = rule !== undefined && 'loseAnswer' in rule.fault
    if (rule && !loseAnswer) {
      if ('drop' in rule.fault || !('status' in rule.fault)) {
        incoming.socket.destroy()
        return
      }
      const status = rule.fault.status
      incoming.resume()
      incoming.on('end', () =>
        outgoing
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'injected fault' })),
      )
      return
    }
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        if (loseAnswer) {
          answer.resume()
          answer.on('end', () => incoming.socket.destroy())
          return
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstreams.add(upstream)
    upstream.on('close', () => upstreams.delete(upstream))
    upstream.on('error', () => outgoing.destroy())
    outgoing.on('close', () => upstream.destroy())
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const down = () =>
    new Promise<void>((resolve) => {
      for (const upstream of upstreams) upstream.destroy()
      if (!server.listening) return resolve()
      server.close(() => resolve())
      server.closeAllConnections()
    })

  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    failNext(method, pathPattern, fault, times = 1) {
      rules.push({ matches: (m, p) => m === method && pathPattern.test(p), fault, remaining: times })
    },
    down,
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: down,
  }
}
