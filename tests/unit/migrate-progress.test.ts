import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/server/db/client'
import { migrate, type Migration } from '../../src/server/db/migrate'
import * as schema from '../../src/server/db/schema'
import type { MigrationProgress } from '../../src/shared/rules/server-start'

// Issue 45: the migrator tells how far it is, so the window can say "step 3 of 5" while an update's migration
// runs, and a migration that fails is named, so the failure screen says which one.

let client: PGlite
let db: Database
beforeAll(async () => {
  client = await PGlite.create()
  db = drizzle({ client, schema })
  // A new PGlite runs initdb: seconds, more on a busy machine.
}, 120_000)
afterAll(() => client.close())

const table = (name: string): Migration => ({ name, statements: [`create table ${name} (id int)`] })

async function migrateReporting(migrations: Migration[]) {
  const heard: MigrationProgress[] = []
  const applied = await migrate(db, migrations, (progress) => void heard.push(progress))
  return { applied, heard }
}

describe('the migrator reports its progress', () => {
  it('counts a new database through every migration, then an update through only the new ones', async () => {
    const first = await migrateReporting([table('m1'), table('m2')])
    expect(first.applied).toEqual(['m1', 'm2'])
    expect(first.heard).toEqual([
      { done: 0, total: 2, firstRun: true },
      { done: 1, total: 2, firstRun: true },
      { done: 2, total: 2, firstRun: true },
    ])

    const update = await migrateReporting([table('m1'), table('m2'), table('m3')])
    expect(update.applied).toEqual(['m3'])
    expect(update.heard).toEqual([
      { done: 0, total: 1, firstRun: false },
      { done: 1, total: 1, firstRun: false },
    ])

    // Nothing to do: nothing to tell.
    expect((await migrateReporting([table('m1'), table('m2'), table('m3')])).heard).toEqual([])
  })

  it('names the migration that failed, and keeps none of it', async () => {
    const broken: Migration = {
      name: 'm5_broken',
      statements: ['create table m5 (id int)', 'select nonsense()'],
    }
    const failed = migrateReporting([table('m1'), table('m2'), table('m3'), table('m4'), broken])
    await expect(failed).rejects.toThrow(/^Migration m5_broken failed: .*nonsense/)
    const left = await client.query<{ name: string }>(`select to_regclass('m5')::text as name`)
    expect(left.rows[0]?.name).toBeNull()
    // The next start goes on from the one that failed.
    const again = await migrateReporting([table('m1'), table('m2'), table('m3'), table('m4'), table('m5')])
    expect(again.applied).toEqual(['m5'])
  })
})
