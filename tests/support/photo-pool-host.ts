import { readFile } from 'node:fs/promises'
import { photoPool } from '../../src/server/storage/photo-pool'

// A server's process as far as its photo workers see it (tests/unit/photo-pool.test.ts): a pool that has
// started a worker (one job done), then either closes it and has nothing left to do (`close`: the process must
// still wait for the close), or waits to be killed (its worker must not outlive it).

const [photo, then] = process.argv.slice(2)
const pool = photoPool({ workers: 1 })
await pool.likenessOfStored(await readFile(photo))
if (then === 'close') {
  await pool.close()
  process.stdout.write('closed\n')
} else {
  process.stdout.write('ready\n')
  setInterval(() => {}, 60_000)
}
