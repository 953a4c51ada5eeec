import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decoyHash, hashPassword, setHashCostForTests, verifyPassword } from '../../src/server/auth/password'
import { createLoginLimiter, LOGIN_LIMITS, type LoginLimiter } from '../../src/server/auth/rate-limit'
import {
  createSession,
  findSession,
  fullName,
  hashToken,
  revokeStaffSessions,
  SESSION_IDLE_MS,
} from '../../src/server/auth/sessions'
import { sessions, staff } from '../../src/server/db/schema'
import { openTestDatabase, startTestServer, useRealHashCost, type TestDatabase } from './helpers'

// The pieces of signing in, without HTTP: password hashes, session expiry, the login throttle.

describe('password hashes', () => {
  // At the cost a deployment hashes with, not the suite's low one.
  useRealHashCost()

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

  it("keep their cost outside the test runner: the suite's low one cannot be set there", async () => {
    const runner = process.env.VITEST
    delete process.env.VITEST
    try {
      expect(() => setHashCostForTests(2 ** 10)).toThrow(/test suite only/)
    } finally {
      process.env.VITEST = runner
    }
    expect(await hashPassword('still slow')).toMatch(/^scrypt\$131072\$/)
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
  let database: TestDatabase
  let now = Date.parse('2026-11-23T08:00:00Z')
  let limiter: LoginLimiter
  beforeAll(async () => {
    database = await openTestDatabase()
    limiter = createLoginLimiter(database.db, () => now)
  })
  afterAll(() => database?.close())
  const fail = async (username: string, ip: string, times = 1) => {
    for (let i = 0; i < times; i++) await limiter.recordFailure(username, ip)
  }

  it('allows 5 failures a minute per username and address, then waits for the oldest to age', async () => {
    const { usernameAndAddress } = LOGIN_LIMITS
    for (let i = 0; i < usernameAndAddress.failures; i++) {
      expect(await limiter.allows('Admin', '10.0.0.1')).toBe(true)
      await fail('admin', '10.0.0.1')
      now += 1000
    }
    expect(await limiter.allows('admin', '10.0.0.1')).toBe(false)
    expect(await limiter.allows('admin', '10.0.0.2')).toBe(true)
    expect(await limiter.allows('dssd', '10.0.0.1')).toBe(true)
    now += usernameAndAddress.windowMs
    expect(await limiter.allows('admin', '10.0.0.1')).toBe(true)
  })

  it('forgets failures after a success', async () => {
    await fail('dssd', '::1', LOGIN_LIMITS.usernameAndAddress.failures - 1)
    await limiter.recordSuccess('dssd', '::1')
    await fail('dssd', '::1')
    expect(await limiter.allows('dssd', '::1')).toBe(true)
  })

  it('stops one username guessed from many addresses', async () => {
    now += 60 * 60_000
    const { username } = LOGIN_LIMITS
    for (let i = 0; i < username.failures; i++) await fail('faculty', `10.1.${i}.1`)
    expect(await limiter.allows('faculty', '10.9.9.9')).toBe(false)
    expect(await limiter.allows('department', '10.9.9.9')).toBe(true)
  })

  it('stops one address trying many usernames (spraying)', async () => {
    now += 60 * 60_000
    const { address } = LOGIN_LIMITS
    for (let i = 0; i < address.failures; i++) await fail(`user${i}`, '10.2.0.1')
    expect(await limiter.allows('someone-new', '10.2.0.1')).toBe(false)
    expect(await limiter.allows('someone-new', '10.2.0.2')).toBe(true)
  })

  it('has a ceiling over everyone together', async () => {
    now += 60 * 60_000
    const { everyone } = LOGIN_LIMITS
    for (let i = 0; i < everyone.failures; i++) await fail(`flood${i % 50}`, `10.3.${i % 200}.${i % 7}`)
    expect(await limiter.allows('admin', '192.0.2.1')).toBe(false)
    now += everyone.windowMs
    expect(await limiter.allows('admin', '192.0.2.1')).toBe(true)
  })
})

describe('the login throttle behind a trusted proxy', () => {
  it('counts each caller by the address the proxy names, not the proxy', async () => {
    const server = await startTestServer({ trustProxy: '127.0.0.1' })
    try {
      const attempt = (forwardedFor: string) =>
        server.api('login/staff_login', {
          method: 'POST',
          json: { username: 'admin', password: 'wrong password' },
          headers: { 'x-forwarded-for': forwardedFor },
        })
      for (let i = 0; i < LOGIN_LIMITS.usernameAndAddress.failures; i++)
        expect((await attempt('203.0.113.7')).status).toBe(200)
      expect((await attempt('203.0.113.7')).status).toBe(429)
      // Another editor behind the same proxy is not locked out by the first one's mistakes.
      expect((await attempt('203.0.113.8')).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
