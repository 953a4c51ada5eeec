import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { session } from '../../shared/contract/session'
import { isLevel } from '../../shared/rules/permissions'
import { SSO_TEXT } from '../../shared/rules/sso'
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../auth/password'
import { createLoginLimiter, RATE_LIMITED_MESSAGE, type LoginLimiter } from '../auth/rate-limit'
import { createSession, revokeSession } from '../auth/sessions'
import type { Database } from '../db/client'
import { staff } from '../db/schema'
import { HttpError } from '../errors'
import { registerArea } from './define'

// Sign in, sign out, and the health check (SPEC §7 "Session and general").

/** A Super Admin with a password who never signed in through the identity provider. */
const isRecoveryAccount = (user: { IsAdmin: number; ExternalID: string | null }) =>
  user.IsAdmin === 1 && user.ExternalID === null

/**
 * The session of a sign-in whose password was checked against `checked`, made only if the staff row still
 * holds that hash and is active, with the row locked: a reset (or deactivation) that committed while scrypt
 * ran must not be outlived by a session made from the old password. `rehashed`: today's hash of it.
 */
async function sessionIfPasswordStands(
  db: Database,
  StaffID: number,
  checked: string | null,
  rehashed: string | null,
  ip: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [now] = await tx
      .select({ PasswordHash: staff.PasswordHash, Active: staff.Active })
      .from(staff)
      .where(eq(staff.StaffID, StaffID))
      .for('update')
    if (!now?.Active || now.PasswordHash !== checked) return null
    if (rehashed) await tx.update(staff).set({ PasswordHash: rehashed }).where(eq(staff.StaffID, StaffID))
    return createSession(tx, StaffID, ip)
  })
}

export function registerSessionRoutes(app: FastifyInstance, given?: LoginLimiter) {
  const limiter = given ?? createLoginLimiter(app.services.db)
  registerArea(app, session, {
    async login({ input, db, ip }) {
      const username = input.username.toLowerCase()
      if (!(await limiter.allows(username, ip))) throw new HttpError(429, RATE_LIMITED_MESSAGE)
      const [user] = await db.select().from(staff).where(eq(staff.username, username))
      // Hash even for an unknown username, so timing does not tell which usernames exist.
      const passwordOk = await verifyPassword(input.password, user?.PasswordHash ?? (await decoyHash()))
      // Staff outside the four groups (IsAdmin 0) have no screen to use: they cannot sign in.
      if (!user || !passwordOk || !user.Active || !isLevel(user.IsAdmin)) {
        await limiter.recordFailure(username, ip)
        return { message: 'invalid_login' }
      }
      // LOCAL_PASSWORDS=0: the identity provider is the way in. A Super Admin never bound to it (made by
      // create-admin or the first-run screen) keeps the password, to recover when the provider fails.
      // Said only once the password is right, so the answer tells nobody which accounts are which.
      if (!app.services.sso.localPasswords && !isRecoveryAccount(user))
        throw new HttpError(403, SSO_TEXT.passwordsOff)
      // A hash made with an older, cheaper cost is replaced now that the password is known to be right.
      const rehashed =
        user.PasswordHash && needsRehash(user.PasswordHash) ? await hashPassword(input.password) : null
      const token = await sessionIfPasswordStands(db, user.StaffID, user.PasswordHash, rehashed, ip)
      if (!token) return { message: 'invalid_login' }
      await limiter.recordSuccess(username, ip)
      const { StaffID, FirstName, MiddleName, Surname, IsAdmin, FacultyCode } = user
      return {
        message: 'success',
        userData: [{ StaffID, FirstName, MiddleName, Surname, IsAdmin, FacultyCode }],
        token,
      }
    },
    async logout({ db, tokenHash }) {
      if (tokenHash) await revokeSession(db, tokenHash)
      return { message: 'logged_out' }
    },
    health: () => ({ status: 'ok' }),
  })
}
