import { and, count, eq, gt, lt } from 'drizzle-orm'
import type { Database } from '../db/client'
import { login_failures } from '../db/schema'

// Login throttle, kept in the database so every server of a deployment counts the same failures (issue 13).
// Four limits, each over failed sign-ins in its window: one username from one address (a mistyped
// password), one username from any address (guessing spread over many addresses), one address over any
// usernames (password spraying), and everyone together (a ceiling no flood passes). A success forgets
// that username's failures from that address. The caller's address is the socket's, or with TRUST_PROXY
// the one the trusted proxy names.

export const RATE_LIMITED_MESSAGE = 'Too many failed sign-in attempts. Wait a minute and try again.'

const MINUTE = 60_000

export const LOGIN_LIMITS = {
  usernameAndAddress: { failures: 5, windowMs: MINUTE },
  username: { failures: 20, windowMs: 15 * MINUTE },
  address: { failures: 15, windowMs: 15 * MINUTE },
  everyone: { failures: 300, windowMs: MINUTE },
} as const

/** The longest window: older failures no longer count and are removed. */
const KEEP_MS = Math.max(...Object.values(LOGIN_LIMITS).map((limit) => limit.windowMs))

export interface LoginLimiter {
  /** True when this username and address may try now. */
  allows(username: string, ip: string): Promise<boolean>
  recordFailure(username: string, ip: string): Promise<void>
  recordSuccess(username: string, ip: string): Promise<void>
}

export function createLoginLimiter(db: Database, now: () => number = Date.now): LoginLimiter {
  const since = (windowMs: number) => gt(login_failures.at, new Date(now() - windowMs).toISOString())
  const failures = async (...where: Parameters<typeof and>) => {
    const [row] = await db
      .select({ n: count() })
      .from(login_failures)
      .where(and(...where))
    return row.n
  }
  const name = (username: string) => username.trim().toLowerCase()
  return {
    async allows(username, ip) {
      const user = eq(login_failures.username, name(username))
      const address = eq(login_failures.address, ip)
      const { usernameAndAddress, username: perUser, address: perAddress, everyone } = LOGIN_LIMITS
      const counts = await Promise.all([
        failures(user, address, since(usernameAndAddress.windowMs)),
        failures(user, since(perUser.windowMs)),
        failures(address, since(perAddress.windowMs)),
        failures(since(everyone.windowMs)),
      ])
      const limits = [usernameAndAddress, perUser, perAddress, everyone]
      return counts.every((n, i) => n < limits[i].failures)
    },
    async recordFailure(username, ip) {
      await db
        .insert(login_failures)
        .values({ at: new Date(now()).toISOString(), username: name(username), address: ip })
      await db.delete(login_failures).where(lt(login_failures.at, new Date(now() - KEEP_MS).toISOString()))
    },
    async recordSuccess(username, ip) {
      await db
        .delete(login_failures)
        .where(and(eq(login_failures.username, name(username)), eq(login_failures.address, ip)))
    },
  }
}
