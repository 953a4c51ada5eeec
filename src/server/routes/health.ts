import type { FastifyInstance } from 'fastify'

// Reachability probe for the console's connection monitor (src/main/api/connection.ts): no session,
// no database, so it answers whenever the server process is up and listening.
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/api/health', async () => ({ ok: true as const }))
}
