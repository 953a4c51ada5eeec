import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/server/db/client'
import { seedDemoData } from '../../src/server/db/seed'

// PGlite's first open runs initdb (seconds, most of a gigabyte). It happens once here: one migrated,
// seeded database is dumped to a file, and every test file loads its own copy of it (helpers.ts).
// Against real PostgreSQL (TEST_DATABASE_URL) each test file makes its own database instead.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The gzipped PGlite data folder of a migrated, seeded database; '' when TEST_DATABASE_URL is set. */
    pgliteDump: string
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteDump', '')
    return
  }
  const folder = await mkdtemp(join(tmpdir(), 'console-test-db-'))
  const pglite = await PGlite.create()
  const database = await openDatabase({ pglite })
  await seedDemoData(database.db)
  const dump = await pglite.dumpDataDir('gzip')
  await database.close()
  const file = join(folder, 'seeded.tar.gz')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteDump', file)
  return () => rm(folder, { recursive: true, force: true })
}
