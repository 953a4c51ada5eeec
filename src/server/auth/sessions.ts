import { createHash, randomBytes } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { SessionUser } from '../../shared/contract/session'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../shared/rules/session-limits'
import type { Database } from '../db/client'
import { sessions, staff } from '../db/schema'

// Bearer-token sessions. The token is shown once, in the login answer; the database keeps only its
// sha256, so a copy of the table does not let anyone in. A session ends after SESSION_IDLE_MS without use
// and SESSION_ABSOLUTE_MS after sign-in (shared/rules/session-limits.ts).

export { SESSION_IDLE_MS }
/** Sliding the expiry on every call would write on every read; once a minute is precise enough. */
const TOUCH_EVERY_MS = 60 * 1000

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

export async function createSession(
  db: Database,
  StaffID: number,
  ip: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.delete(sessions).where(lt(sessions.expires_at, now.toISOString()))
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    StaffID,
    ip,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
  })
  // Every way of signing in makes a session here: the accounts list shows when each person last did.
  await db.update(staff).set({ LastSignInAt: now.toISOString() }).where(eq(staff.StaffID, StaffID))
  return token
}

export interface FoundSession {
  tokenHash: string
  user: SessionUser
}

/**
 * The signed-in staff member behind a token, read fresh from the staff table so that a changed group
 * or a deactivated account takes effect at once; null when unknown, expired or inactive.
 */
export async function findSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<FoundSession | null> {
  const tokenHash = hashToken(token)
  const [row] = await db
    .select({
      created_at: sessions.created_at,
      last_seen_at: sessions.last_seen_at,
      expires_at: sessions.expires_at,
      Active: staff.Active,
      user: {
        StaffID: staff.StaffID,
        FirstName: staff.FirstName,
        MiddleName: staff.MiddleName,
        Surname: staff.Surname,
        IsAdmin: staff.IsAdmin,
        FacultyCode: staff.FacultyCode,
      },
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.StaffID, sessions.StaffID))
    .where(eq(sessions.token_hash, tokenHash))
  if (!row) return null
  const ended =
    Date.parse(row.expires_at) <= now.getTime() ||
    now.getTime() - Date.parse(row.created_at) >= SESSION_ABSOLUTE_MS
  if (ended) {
    await revokeSession(db, tokenHash)
    return null
  }
  if (!row.Active) return null
  if (now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
      })
      .where(eq(sessions.token_hash, tokenHash))
  }
  return { tokenHash, user: row.user }
}

export async function revokeSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, tokenHash))
}

/** Ends every session of one staff member (a password change, a removed account). */
export async function revokeStaffSessions(db: Database, StaffID: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.StaffID, StaffID))
}

/** SPEC §1: the submitter is recorded as first, middle and last name joined into one text. */
export function fullName(user: Pick<SessionUser, 'FirstName' | 'MiddleName' | 'Surname'>): string {
  return [user.FirstName, user.MiddleName, user.Surname].filter((part) => part.trim() !== '').join(' ')
}
