// A few tasks at a time over a list, in the list's order, that stop when told to: the page hands files to
// main this way (in browser mode each is a request to the host, so not all at once).

export interface PoolOptions<T, R> {
  /** At most this many tasks run at once. */
  limit: number
  task(item: T, index: number): Promise<R>
  /** No new task starts once this aborts; the answer is then null. */
  signal?: AbortSignal
  /** After each task that ended while the pool was still wanted. */
  onProgress?(done: number, total: number): void
}

/**
 * Every item's result, in the items' order; null when `signal` aborted. The first task that throws stops
 * the others from starting and its error is thrown once the running ones have ended.
 */
export async function runPool<T, R>(items: readonly T[], options: PoolOptions<T, R>): Promise<R[] | null> {
  const results: R[] = new Array(items.length)
  const wanted = () => !options.signal?.aborted
  let next = 0
  let done = 0
  let failed: { error: unknown } | null = null
  async function worker() {
    while (next < items.length && wanted() && failed === null) {
      const at = next++
      try {
        results[at] = await options.task(items[at], at)
      } catch (error) {
        failed ??= { error }
        return
      }
      if (wanted()) options.onProgress?.(++done, items.length)
    }
  }
  await Promise.all(Array.from({ length: Math.min(options.limit, items.length) }, worker))
  if (failed !== null) throw (failed as { error: unknown }).error
  return wanted() ? results : null
}
