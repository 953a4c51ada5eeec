import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from './errors'

// The per-launch secret (issue 13): a server started for one app (the embedded server) can require a
// random value its starter alone knows on every /api/ call, so no other local process can call it.
// /public/uploads/ stays open: the public site's images, read by the browser page directly in browser mode.

export const LAUNCH_SECRET_HEADER = 'x-console-launch'
export const LAUNCH_SECRET_MESSAGE = 'This server answers only the app that started it.'

function same(sent: string, secret: string): boolean {
  const a = Buffer.from(sent)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Refuses (403) an /api/ call without the secret in the LAUNCH_SECRET_HEADER header. `open`: a prefix whose
 * routes answer without it (the public content API when a deployment turns it on: read-only, published
 * content, which a reader's site on this machine calls without any secret; docs/security.md).
 */
export function registerLaunchSecret(app: FastifyInstance, secret: string, open: string | null = null): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // The matched route, not the raw URL: routing decodes the path, so `/%61pi/…` reaches an /api/ route.
    const path = request.routeOptions.url ?? request.url
    if (!path.startsWith('/api')) return
    if (open && request.routeOptions.url?.startsWith(`${open}/`)) return
    const sent = request.headers[LAUNCH_SECRET_HEADER]
    if (typeof sent !== 'string' || !same(sent, secret)) throw new HttpError(403, LAUNCH_SECRET_MESSAGE)
  })
}
