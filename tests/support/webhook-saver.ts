import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '../../src/server/db/schema'
import { recordPublicChanges, type PublicChange } from '../../src/server/public/changes'
import { deliverDue } from '../../src/server/webhooks/deliver'

// One API server's part in the crash test (tests/integration/webhooks-crash.test.ts), in a process of its own
// so the test can SIGKILL it: it commits a save's public changes (`count` news published) on the database at
// DATABASE_URL, says `committed`, and then, when its mode is `hold`, takes the deliveries as its delivery worker
// does and says `holding` before it sends any, holding them until it is killed. Run with `node --import tsx`.

const [mode, count] = [process.argv[2], Number(process.argv[3])]
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
const db = drizzle({ client: pool, schema })
const changes: PublicChange[] = Array.from({ length: count }, (_, n) => ({
  area: 'news',
  recordId: 1000 + n,
  slug: `crash-${n}`,
  faculty: 'General',
  kind: 'published',
  scheduled: false,
}))
await db.transaction((tx) => recordPublicChanges(tx, changes))
console.log('committed')
if (mode === 'hold')
  await deliverDue(db, {
    allowPrivate: true,
    rules: { timeoutMs: 500 },
    pauseHolding: () => {
      console.log('holding')
      return new Promise<void>(() => {})
    },
  })
// Killed here, whatever the mode: a server that dies after the commit.
await new Promise<void>(() => {})
