import { afterAll } from 'vitest'
import { createApiClient, type ClientOptions } from '../../src/main/api/client'
import { createUploadQueue, type QueueOptions, type UploadQueue } from '../../src/main/uploads/queue'
import { queueTotals, type QueueView } from '../../src/shared/uploads-queue'

// Main's bulk-upload queue against a test server, as the upload-queue tests drive it: each test file opens
// queues through `useUploadQueues`, which closes them when the file ends.

export interface QueueSettings {
  /** The API's origin (the server's, or a fault proxy's in front of it). */
  origin: string
  /** The bearer token of the editor the queue sends as. */
  token: () => string
  /** Where the queue keeps its jobs. */
  file: string
  /** Uploads side by side (3, as main's default). */
  concurrency?: number
  /** The wait before a retry (150 ms, short for tests). */
  backoffMs?: number
  client?: Partial<ClientOptions>
  queue?: Partial<QueueOptions>
}

/** Opens started queues; every one opened is closed after the file's tests. */
export function useUploadQueues(): (settings: QueueSettings) => Promise<UploadQueue> {
  const queues: UploadQueue[] = []
  afterAll(async () => {
    for (const queue of queues) await queue.close()
  })
  return async ({ origin, token, file, concurrency = 3, backoffMs = 150, client, queue }) => {
    const api = createApiClient({ baseUrl: `${origin}/api/`, token, ...client })
    const opened = await createUploadQueue({
      send: api.send,
      file,
      concurrency: () => concurrency,
      onChange: () => {},
      backoffMs: () => backoffMs,
      ...queue,
    })
    queues.push(opened)
    opened.start()
    return opened
  }
}

/** Waits until the queue's view is `done`; fails with its totals after `timeoutMs`. */
export async function untilQueue(
  queue: UploadQueue,
  done: (view: QueueView) => boolean,
  timeoutMs = 60_000,
): Promise<void> {
  const start = Date.now()
  while (!done(queue.view())) {
    if (Date.now() - start > timeoutMs)
      throw new Error(`queue stuck: ${JSON.stringify(queueTotals(queue.view()))}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Nothing left to send: every job done, failed or cancelled. */
export const settled = (view: QueueView) => queueTotals(view).pending === 0
