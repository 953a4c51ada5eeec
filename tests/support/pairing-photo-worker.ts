import { poolChannel } from '../../src/server/storage/photo-process'

// A photo worker that answers nothing until it holds two jobs at once, then answers both (a likeness of
// none): a pool that sends each worker one job at a time never hears from it (tests/unit/photo-pool.test.ts).

const pool = poolChannel()
const held: number[] = []
pool.onMessage((data) => {
  const message = data as { type?: unknown; id?: unknown }
  if (message.type !== 'job' || typeof message.id !== 'number') return
  held.push(message.id)
  if (held.length < 2) return
  for (const id of held.splice(0)) pool.send({ type: 'done', id, value: null })
})
