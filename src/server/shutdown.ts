import type { FastifyInstance } from 'fastify'

/**
 * Stops a server the way an orchestrator's SIGTERM asks: no new request is taken (Fastify answers 503 on
 * kept-alive connections, which clients retry elsewhere), requests in flight (an upload) may finish within
 * `graceMs`, then what is left is cut. A cut upload stored nothing: files become visible only when whole.
 * Closing the app then stops its photo workers (app.ts's onClose hook, storage/photo-pool.ts), once the photo
 * they are preparing is done: a worker stopped in the middle of libvips's work could take the process with it.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  app.log.info({ graceMs }, 'stopping: no new requests, finishing those in flight')
  const cut = setTimeout(() => {
    app.log.warn('stopping: grace time over, cutting the requests left')
    app.server.closeAllConnections()
  }, graceMs)
  try {
    await app.close()
  } finally {
    clearTimeout(cut)
  }
}
