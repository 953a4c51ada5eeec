import { parentPort } from 'node:worker_threads'

// A photo worker that answers nothing until it holds two jobs at once, then answers both (a likeness of
// none): a pool that sends each worker one job at a time never hears from it (tests/unit/photo-pool.test.ts).

const held: number[] = []
parentPort?.on('message', (message: { type?: unknown; id?: unknown }) => {
  if (message.type !== 'job' || typeof message.id !== 'number') return
  held.push(message.id)
  if (held.length < 2) return
  for (const id of held.splice(0)) parentPort?.postMessage({ type: 'done', id, value: null })
})
