import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AddressInfo } from 'node:net'
import { HttpError } from './errors'

// DNS rebinding (issue 13): a web page whose name is made to point at 127.0.0.1 reaches a loopback server
// with its own name in the Host header. A server bound to loopback therefore answers only requests
// addressed to itself (127.0.0.1:PORT, localhost:PORT, [::1]:PORT); one behind a proxy names the hosts it
// is reached as (ServerOptions.allowedHosts, PUBLIC_HOSTS for the standalone server).

export const MISDIRECTED_MESSAGE = 'This server does not answer for that host.'

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]']

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1'
}

/** The Host values this server accepts, or null for any (bound to a non-loopback address, no list). */
export function acceptedHosts(address: AddressInfo | string | null, configured?: readonly string[]) {
  if (configured && configured.length > 0) return new Set(configured.map((host) => host.toLowerCase()))
  if (!address || typeof address === 'string' || !isLoopback(address.address)) return null
  return new Set(LOOPBACK_NAMES.map((name) => `${name}:${address.port}`))
}

/** Refuses (421) a request whose Host is not one of this server's own. */
export function registerHostCheck(app: FastifyInstance, configured?: readonly string[]): void {
  let accepted: Set<string> | null | undefined
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // Known only once the server listens (port 0 picks one); requests injected without a socket skip it.
    accepted ??= app.server.listening ? acceptedHosts(app.server.address(), configured) : undefined
    if (!accepted) return
    const host = (request.headers.host ?? '').toLowerCase()
    if (!accepted.has(host)) throw new HttpError(421, MISDIRECTED_MESSAGE)
  })
}
