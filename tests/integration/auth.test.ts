import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decoyHash, hashPassword, verifyPassword } from '../../src/server/auth/password'
import { createLoginLimiter, LOGIN_FAILURES_ALLOWED, LOGIN_WINDOW_MS } from '../../src/server/auth/rate-limit'
import {
  createSession,
  findSession,
  fullName,
  hashToken,
  revokeStaffSessions,
  SESSION_IDLE_MS,
} from '../../src/server/auth/sessions'
import { sessions, staff } from '../../src/server/db/schema'
import { openTestDatabase, type TestDatabase } from './helpers'

// The pieces of signing in, without HTTP: password hashes, session expiry, the login throttle.

describe('password hashes', () => {
  it('verify the right password only', async () => {
    const hash = await hashPassword('correct horse')
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(await verifyPassword('correct horse', hash)).toBe(true)
    expect(await verifyPassword('correct horse ', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  it('are salted: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')])
    expect(a).not.toBe(b)
    expect(await verifyPassword('same', b)).toBe(true)
  })

  it('refuse anything that is not one of ours', async () => {
    for (const stored of ['', 'plain', 'md5$abc', 'scrypt$0$8$1$c2FsdA$a2V5', 'scrypt$x$y$z$a$b'])
      expect(await verifyPassword('plain', stored)).toBe(false)
    expect(await verifyPassword('anything', await decoyHash())).toBe(false)
  })
})

describe('sessions', () => {
  let database: TestDatabase
  let StaffID: number
  beforeAll(async () => {
    database = await openTestDatabase()
    const [admin] = await database.db.select().from(staff).where(eq(staff.username, 'admin'))
    StaffID = admin.StaffID
  })
  afterAll(() => database?.close())

  const hour = 60 * 60 * 1000
  const at = (start: Date, ms: number) => new Date(start.getTime() + ms)

  it('store only the hash of the token', async () => {
    const token = await createSession(database.db, StaffID, '127.0.0.1')
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token)))
    expect(rows).toHaveLength(1)
    const all = await database.db.select({ token_hash: sessions.token_hash }).from(sessions)
    expect(all.map((row) => row.token_hash)).not.toContain(token)
  })

  it('end after 12 hours without use, and each use slides the expiry', async () => {
    const start = new Date()
    const token = await createSession(database.db, StaffID, '127.0.0.1', start)
    const found = await findSession(database.db, token, at(start, 11 * hour))
    expect(found?.user).toMatchObject({ StaffID, IsAdmin: 1, FirstName: 'Amina' })
    expect(fullName(found!.user)).toBe('Amina Halima Bello')
    // 22 hours after sign-in, but only 11 after the last use.
    expect(await findSession(database.db, token, at(start, 22 * hour))).not.toBeNull()
    expect(await findSession(database.db, token, at(start, 22 * hour + SESSION_IDLE_MS + 1))).toBeNull()
    // An expired session is removed, not only refused.
    expect(await database.db.$count(sessions, eq(sessions.token_hash, hashToken(token)))).toBe(0)
  })

  it('never accept an unknown token', async () => {
    expect(await findSession(database.db, 'made-up-token')).toBeNull()
  })

  it('stop for a deactivated account and when revoked', async () => {
    const [other] = await database.db
      .insert(staff)
      .values({ FirstName: 'Test', Surname: 'User', IsAdmin: 4, username: 'session-test' })
      .returning()
    const token = await createSession(database.db, other.StaffID, '127.0.0.1')
    expect(await findSession(database.db, token)).not.toBeNull()
    await database.db.update(staff).set({ Active: false }).where(eq(staff.StaffID, other.StaffID))
    expect(await findSession(database.db, token)).toBeNull()
    await database.db.update(staff).set({ Active: true }).where(eq(staff.StaffID, other.StaffID))
    expect(await findSession(database.db, token)).not.toBeNull()
    await revokeStaffSessions(database.db, other.StaffID)
    expect(await findSession(database.db, token)).toBeNull()
  })
})

describe('the login throttle', () => {
  it('allows 5 failures a minute per username and address, then waits for the oldest to age', () => {
    let now = 1_000_000
    const limiter = createLoginLimiter(() => now)
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++) {
      expect(limiter.allows('Admin', '10.0.0.1')).toBe(true)
      limiter.recordFailure('admin', '10.0.0.1')
      now += 1000
    }
    expect(limiter.allows('admin', '10.0.0.1')).toBe(false)
    expect(limiter.allows('admin', '10.0.0.2')).toBe(true)
    expect(limiter.allows('dssd', '10.0.0.1')).toBe(true)
    now = 1_000_000 + LOGIN_WINDOW_MS + 1
    expect(limiter.allows('admin', '10.0.0.1')).toBe(true)
  })

  it('forgets failures after a success', () => {
    const limiter = createLoginLimiter(() => 0)
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED - 1; i++) limiter.recordFailure('dssd', '::1')
    limiter.recordSuccess('dssd', '::1')
    limiter.recordFailure('dssd', '::1')
    expect(limiter.allows('dssd', '::1')).toBe(true)
  })
})
