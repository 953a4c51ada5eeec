import { readFile } from 'node:fs/promises'
import { photoPool } from '../../src/server/storage/photo-pool'

// A server's process as far as its photo workers see it: a pool that has started a worker (one job done), then
// waits to be killed (tests/unit/photo-pool.test.ts: its worker must not outlive it).

const pool = photoPool({ workers: 1 })
await pool.likenessOfStored(await readFile(process.argv[2]))
process.stdout.write('ready\n')
setInterval(() => {}, 60_000)
