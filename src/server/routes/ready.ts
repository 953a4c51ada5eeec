import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

// `GET /api/ready` for a load balancer or orchestrator: this instance can serve, because its database and
// its file storage both answer. (`GET /api/health` says only that the process is alive.) Not part of the
// client contract: it tells nothing about the content and needs no session.

export const READY_PATH = '/api/ready'
const CHECK_TIMEOUT_MS = 3000

type Check = 'ok' | 'unreachable'

async function check(work: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS)
  })
  try {
    await Promise.race([work(), timeout])
    return 'ok'
  } catch {
    return 'unreachable'
  } finally {
    clearTimeout(timer)
  }
}

export function registerReadyRoute(app: FastifyInstance): void {
  app.get(READY_PATH, async (_request, reply) => {
    const { db, files } = app.services
    const [database, storage] = await Promise.all([
      check(() => db.execute(sql`select 1`)),
      check(() => files.check()),
    ])
    const ready = database === 'ok' && storage === 'ok'
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ready, database, storage })
  })
}
