import type { FastifyInstance } from 'fastify'

// Work a server does by itself while it is up (the scheduler, the version pruner): one round at a time, the
// next `everyMs` after the last ended; a failed round is logged, never fatal (the next tries again); when the
// server closes, no new round starts and the one running is awaited.

export interface RepeatingWork {
  /** The first round: once the server is ready, or this many ms after it is built. */
  first: 'ready' | number
  everyMs: number
  /** One round; what it answers is logged with `done` when it did something (truthy). */
  round(): Promise<object | null>
  /** The log lines of a round that did something, and of one that failed. */
  done: string
  failed: string
}

export function repeatWhileUp(app: FastifyInstance, work: RepeatingWork): void {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | null = null
  let closed = false
  const run = () => {
    running = work
      .round()
      .then((result) => {
        if (result) app.log.info(result, work.done)
      })
      .catch((error: unknown) => app.log.error({ err: error }, work.failed))
      .finally(() => {
        running = null
        if (!closed) after(work.everyMs)
      })
  }
  const after = (ms: number) => {
    timer = setTimeout(run, ms)
    timer.unref()
  }
  if (work.first === 'ready') app.addHook('onReady', async () => void after(0))
  else after(work.first)
  app.addHook('onClose', async () => {
    closed = true
    clearTimeout(timer)
    await running
  })
}
