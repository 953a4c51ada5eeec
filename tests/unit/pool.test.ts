import { describe, expect, it } from 'vitest'
import { runPool } from '../../src/renderer/src/components/pool'

// Handing a batch of files to main a few at a time: all of them in order, never more at once than
// allowed, and nothing more once the user stops it or one fails.

const later = <T>(value: T, ms = 1) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

describe('runPool', () => {
  it('answers every result in the order of the items, at most `limit` running at once', async () => {
    let running = 0
    let most = 0
    const items = Array.from({ length: 23 }, (_, i) => i)
    const progress: number[] = []
    const results = await runPool(items, {
      limit: 4,
      onProgress: (done) => progress.push(done),
      async task(item) {
        most = Math.max(most, ++running)
        await later(null, (item * 7) % 5)
        running--
        return `file-${item}`
      },
    })
    expect(results).toEqual(items.map((i) => `file-${i}`))
    expect(most).toBe(4)
    expect(progress).toEqual(items.map((i) => i + 1))
  })

  it('starts nothing more once stopped, and answers null', async () => {
    const controller = new AbortController()
    const started: number[] = []
    const results = await runPool([1, 2, 3, 4, 5, 6], {
      limit: 2,
      signal: controller.signal,
      async task(item) {
        started.push(item)
        if (item === 2) controller.abort()
        return later(item)
      },
    })
    expect(results).toBeNull()
    expect(started).toEqual([1, 2])
  })

  it('throws the first failure after the running tasks end, and starts no new one', async () => {
    const started: number[] = []
    const run = runPool([1, 2, 3, 4, 5], {
      limit: 2,
      async task(item) {
        started.push(item)
        if (item === 2) throw new Error('no path for photo 2')
        return later(item, 5)
      },
    })
    await expect(run).rejects.toThrow('no path for photo 2')
    expect(started).toEqual([1, 2])
  })

  it('answers an empty list at once', async () => {
    expect(await runPool([], { limit: 3, task: async () => 1 })).toEqual([])
  })
})
