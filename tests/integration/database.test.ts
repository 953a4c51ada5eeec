import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSuperAdmin } from '../../src/server/admin'
import { setHashCostForTests } from '../../src/server/auth/password'
import { buildServer } from '../../src/server/app'
import { openDatabase } from '../../src/server/db/client'
import { rowsOf } from '../../src/server/db/rows'
import { appliedMigrations, migrate, MIGRATIONS } from '../../src/server/db/migrate'
import {
  alumni_student,
  course,
  event,
  faculty,
  gallery_category,
  gallery_subcategory,
  home_content,
  modules,
  news,
  published,
  staff,
} from '../../src/server/db/schema'
import { DEMO_UNGROUPED_LOGIN } from '../../src/server/db/seed-permissions'
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/server/db/seed'
import { rebuildPublished } from '../../src/server/public/rebuild'
import { folderStore } from '../../src/server/storage/folder-store'
import { TEST_HASH_N } from './hash-cost'
import { createPostgresDatabase, openEmptyTestDatabase, openTestDatabase, type TestDatabase } from './helpers'

// Migrations, the demo seed, and the command-line Super Admin.

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database?.close())

describe('migrations', () => {
  it('are bundled, recorded, and run once', async () => {
    expect(MIGRATIONS.length).toBeGreaterThan(0)
    expect(MIGRATIONS[0].statements.length).toBeGreaterThan(10)
    expect(await migrate(database.db)).toEqual([])
    expect(await appliedMigrations(database.db)).toEqual(MIGRATIONS.map((migration) => migration.name))
  })

  // Two server processes starting on one new PostgreSQL database take turns (an advisory lock).
  if (!process.env.TEST_DATABASE_URL) {
    console.log(
      'Skipping the concurrent-migration and the connection tests: they need PostgreSQL (TEST_DATABASE_URL); .ci/run runs them.',
    )
  }
  it.runIf(process.env.TEST_DATABASE_URL)(
    'run once when two servers open a new database at once',
    async () => {
      const created = await createPostgresDatabase()
      try {
        const both = await Promise.all([
          openDatabase({ url: created.url }),
          openDatabase({ url: created.url }),
        ])
        expect(await appliedMigrations(both[0].db)).toEqual(MIGRATIONS.map((migration) => migration.name))
        await Promise.all(both.map((opened) => opened.close()))
      } finally {
        await created.drop()
      }
    },
  )
})

// A server closing its PostgreSQL database, or losing a connection the database ended (a restart, a dropped
// database), must neither leave sessions behind nor crash on an unheard connection error.
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL database’s connections', () => {
  /** Runs `work` on a connection of its own to the server's administrative database. */
  async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    try {
      return await work(admin)
    } finally {
      await admin.end()
    }
  }
  /** The sessions on database `name` (of one backend, `pid`). */
  async function sessionsOf(admin: pg.Client, name: string, pid?: number): Promise<number> {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1 and ($2::int is null or pid = $2)',
      [name, pid ?? null],
    )
    return rows[0].n
  }

  it('has none of its sessions left once closed', async () => {
    const created = await createPostgresDatabase()
    const name = new URL(created.url).pathname.slice(1)
    try {
      const opened = await openDatabase({ url: created.url })
      // Several queries at once: several connections in the pool.
      await Promise.all(Array.from({ length: 6 }, () => opened.db.execute(sql`select pg_sleep(0.05)`)))
      await withAdmin(async (admin) => {
        expect(await sessionsOf(admin, name)).toBeGreaterThan(1)
        // Asked the moment close answers, on a connection already open: a drop now would end no session.
        await opened.close()
        expect(await sessionsOf(admin, name)).toBe(0)
      })
    } finally {
      await created.drop()
    }
  })

  it('fails the transaction whose connection the database ended, and goes on with a new connection', async () => {
    const created = await createPostgresDatabase()
    const name = new URL(created.url).pathname.slice(1)
    const opened = await openDatabase({ url: created.url })
    try {
      const transaction = opened.db.transaction(async (tx) => {
        const [{ pid }] = await rowsOf(tx, sql`select pg_backend_pid() as pid`, z.object({ pid: z.number() }))
        // Ended while this transaction holds its connection between two queries: the connection's error comes
        // with no query waiting for it.
        await withAdmin(async (admin) => {
          await admin.query('select pg_terminate_backend($1)', [pid])
          while ((await sessionsOf(admin, name, pid)) > 0)
            await new Promise((resolve) => setTimeout(resolve, 20))
        })
        await new Promise((resolve) => setImmediate(resolve))
        await tx.execute(sql`select 1`)
      })
      await expect(transaction).rejects.toThrow()
      expect(await rowsOf(opened.db, sql`select 1 as one`, z.object({ one: z.number() }))).toEqual([
        { one: 1 },
      ])
    } finally {
      await opened.close()
      await created.drop()
    }
  })
})

describe('the demo seed', () => {
  it('holds the demo university', async () => {
    const { db } = database
    expect(await db.$count(staff)).toBe(30)
    expect(await db.$count(faculty)).toBeGreaterThanOrEqual(5)
    expect(await db.$count(course)).toBe(20)
    expect(await db.$count(alumni_student)).toBe(50)
    expect(await db.$count(modules)).toBe(12)
    expect(await db.$count(news)).toBeGreaterThan(0)
    expect(await db.$count(event)).toBeGreaterThan(0)
    expect(await db.$count(home_content)).toBe(1)
    expect(await db.$count(gallery_category)).toBe(3)
    expect(await db.$count(gallery_subcategory)).toBeGreaterThanOrEqual(3)
    const accounts = await db.select({ username: staff.username, IsAdmin: staff.IsAdmin }).from(staff)
    for (const account of DEMO_ACCOUNTS)
      expect(accounts).toContainEqual({ username: account.username, IsAdmin: account.level })
    // One login of a staff member in no group, for granting a group to someone who can then sign in.
    expect(accounts).toContainEqual({ username: DEMO_UNGROUPED_LOGIN.username, IsAdmin: 0 })
    expect(accounts.filter((row) => row.username !== null)).toHaveLength(DEMO_ACCOUNTS.length + 1)
  })

  it('leaves a database that has staff alone, without hashing the demo passwords again', async () => {
    // A cost no hash can be made at (scrypt refuses it at once): a seed that hashed would fail. A restart of a
    // demo console pays no second of processor time per demo account.
    setHashCostForTests(2 ** 40)
    try {
      expect(await seedDemoData(database.db)).toBe(false)
    } finally {
      setHashCostForTests(TEST_HASH_N)
    }
    expect(await database.db.$count(staff)).toBe(30)
  })

  it("gives readers the demo's records when seeded into a database whose empty projection was built", async () => {
    // A server started once without the demo built the projection of nothing and kept its fingerprint; started
    // again with the demo, it seeds, and its rebuild must make the readers' copies of what it seeded.
    const empty = await openEmptyTestDatabase()
    const uploads = await mkdtemp(join(tmpdir(), 'console-seed-projection-'))
    try {
      const files = folderStore(uploads)
      expect(await rebuildPublished(empty.db, files)).toEqual({ records: 0 })
      expect(await seedDemoData(empty.db)).toBe(true)
      expect((await rebuildPublished(empty.db, files))?.records).toBeGreaterThan(0)
      const faculties = await empty.db.$count(published, eq(published.area, 'faculties'))
      expect(faculties).toBe(await empty.db.$count(faculty))
    } finally {
      await empty.close()
      await rm(uploads, { recursive: true, force: true })
    }
  })

  it('stores event dates as YYYY-MM-DD and times as text', async () => {
    const [first] = await database.db.select().from(event).limit(1)
    expect(first.EventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(first.StartTime).toMatch(/^\d{2}:\d{2}$/)
    expect(first.InsertedDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })
})

describe('create-admin', () => {
  it('a deployment server never offers the first-run call, even with no account', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'console-empty-'))
    const opened = await openDatabase({ dataDir: join(empty, 'db') })
    const app = await buildServer({ db: opened.db, uploadsDir: join(empty, 'uploads'), logger: false })
    try {
      const status = await app.inject({ method: 'GET', url: '/api/setup/status' })
      expect(status.json()).toEqual({ needsFirstAdmin: false })
      const made = await app.inject({
        method: 'POST',
        url: '/api/setup/first_admin',
        payload: { FirstName: 'Eve', Surname: 'Mallory', username: 'eve', password: 'a long pass phrase' },
      })
      expect(made.statusCode).toBe(404)
      expect(await opened.db.$count(staff)).toBe(0)
    } finally {
      await app.close()
      await opened.close()
      await rm(empty, { recursive: true, force: true })
    }
  })

  it('makes a Super Admin who can sign in, and refuses a taken name or a short password', async () => {
    await createSuperAdmin(database.db, {
      username: 'Web.Lead',
      password: 'long enough pass',
      FirstName: 'Web',
    })
    await expect(
      createSuperAdmin(database.db, { username: 'web.lead', password: 'long enough pass' }),
    ).rejects.toThrow(/taken/)
    await expect(createSuperAdmin(database.db, { username: 'other', password: 'short' })).rejects.toThrow(
      /12/,
    )
    await expect(
      createSuperAdmin(database.db, { username: 'no spaces', password: 'long enough pass' }),
    ).rejects.toThrow()

    const uploadsDir = await mkdtemp(join(tmpdir(), 'console-test-uploads-'))
    const app = await buildServer({ db: database.db, uploadsDir, logger: false })
    const response = await app.inject({
      method: 'POST',
      url: '/api/login/staff_login',
      payload: { username: 'web.lead', password: 'long enough pass' },
    })
    await app.close()
    await rm(uploadsDir, { recursive: true })
    expect(response.json()).toMatchObject({
      message: 'success',
      userData: [{ IsAdmin: 1, FirstName: 'Web' }],
    })
  })
})
