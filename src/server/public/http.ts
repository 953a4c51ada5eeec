import type { FastifyInstance } from 'fastify'

// Issue 46: HTTP as the web expects for the public API's scope (/api/public/v1/): ETags and 304s,
// Last-Modified, Cache-Control, CORS for named origins, compression, a rate limit, errors as JSON. A first
// version that only answers errors as JSON; the full plugin replaces its body, never its signature.

export interface PublicHttpOptions {
  /** The site origins allowed by CORS (PUBLIC_SITE_ORIGINS); none: no CORS headers. */
  origins: readonly string[]
}

/** Sets up the encapsulated scope the public routes are registered in (call before registering them). */
export async function publicHttp(scope: FastifyInstance, options: PublicHttpOptions): Promise<void> {
  void options
  scope.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500
    return reply.status(status).send({ error: status < 500 ? error.message : 'Internal error' })
  })
}
