import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import S3rver from 's3rver'
import type { TestProject } from 'vitest/node'
import { setHashCostForTests } from '../../src/server/auth/password'
import { openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/client'
import { seedDemoData } from '../../src/server/db/seed'
import { TEST_HASH_N } from './hash-cost'

// PGlite's first open runs initdb (seconds, most of a gigabyte). It happens once here: one migrated,
// seeded database is dumped to a file, and every test file loads its own copy of it (helpers.ts). The dump is
// a plain tar, not gzipped: each copy loaded from it took 0.3 s less processor time here (about 1.4 s against
// 1.7 in the suite, of which 45 MB written into PGlite's in-memory files is most), paid by every test server.
// Against real PostgreSQL (TEST_DATABASE_URL) each test file makes its own database instead.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite data folder of a migrated, seeded database, as a tar; '' when TEST_DATABASE_URL is set. */
    pgliteDump: string
    /** The address of an S3-protocol server on loopback when TEST_STORAGE=bucket; '' for the folder. */
    s3Endpoint: string
  }
}

export default async function setup(project: TestProject) {
  const stopS3 = await startS3(project)
  // The demo accounts' passwords at the suite's low cost, as the tests set theirs (setup.ts).
  setHashCostForTests(TEST_HASH_N)
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteDump', '')
    return stopS3
  }
  const folder = await mkdtemp(join(tmpdir(), 'console-test-db-'))
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
  const database = await openDatabase({ pglite })
  await seedDemoData(database.db)
  const dump = await pglite.dumpDataDir('none')
  await database.close()
  const file = join(folder, 'seeded.tar')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteDump', file)
  return async () => {
    await stopS3()
    await rm(folder, { recursive: true, force: true })
  }
}

/**
 * With TEST_STORAGE=bucket every test server keeps its uploads in a bucket of its own on one S3-protocol
 * server (s3rver, on loopback), so the whole suite proves the bucket store as it proves the folder one.
 */
async function startS3(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_STORAGE !== 'bucket') {
    project.provide('s3Endpoint', '')
    return async () => undefined
  }
  const folder = await mkdtemp(join(tmpdir(), 'console-test-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: folder, silent: true })
  const { port } = await server.run()
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`)
  return async () => {
    await server.close()
    await rm(folder, { recursive: true, force: true })
  }
}
