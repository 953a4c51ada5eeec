import { eq } from 'drizzle-orm'
import type { SsoAnswer } from '../../shared/contract/sso'
import { isLevel } from '../../shared/rules/permissions'
import { SSO_TEXT } from '../../shared/rules/sso'
import { grantFor, type AccessMap } from '../../shared/rules/sso-access'
import type { Database } from '../db/client'
import { permission_changes, staff } from '../db/schema'
import { HttpError } from '../errors'
import { createSession, fullName } from './sessions'

// A person the identity provider vouched for, turned into a staff row and a session: the same answer as
// the password login, so the rest of the console does not know how they signed in.

export interface ProvenPerson {
  /** `oidc:<issuer> <sub>` or `saml:<issuer> <NameID>`: the provider's lasting name for them. */
  externalId: string
  FirstName: string
  Surname: string
  email: string | null
  groups: readonly string[]
}

/**
 * Finds the staff row by ExternalID, or makes one. The row is never matched by e-mail: an address can be
 * given to someone else, and not every provider proves it, so binding on it could hand a stranger an
 * existing account with its group. A person who also had a password account gets a second row, which a
 * Super Admin can deactivate.
 *
 * The group comes from ACCESS_MAP when the provider's groups name one (the provider is then the source of
 * truth, and a changed group applies at the next sign-in). Otherwise the row keeps what a Super Admin
 * granted it; a row with no group is marked as asking for access and gets no session.
 */
export async function signInPerson(
  db: Database,
  accessMap: AccessMap,
  person: ProvenPerson,
  ip: string,
  now = new Date(),
): Promise<SsoAnswer> {
  const grant = grantFor(accessMap, person.groups)
  return db.transaction(async (on) => {
    const [found] = await on.select().from(staff).where(eq(staff.ExternalID, person.externalId))
    const names = { FirstName: person.FirstName, Surname: person.Surname, Email: person.email }
    const access = grant ? { IsAdmin: grant.level, FacultyCode: grant.faculty } : {}
    // Two first sign-ins at once: the unique ExternalID makes the second insert do nothing, then it reads.
    if (!found)
      await on
        .insert(staff)
        .values({ ...names, ...access, ExternalID: person.externalId, designation: '' })
        .onConflictDoNothing({ target: staff.ExternalID })
    else
      await on
        .update(staff)
        .set({ ...names, ...access })
        .where(eq(staff.StaffID, found.StaffID))
    const [user] = await on.select().from(staff).where(eq(staff.ExternalID, person.externalId))
    if (!user.Active) throw new HttpError(403, SSO_TEXT.deactivated)
    // A group the provider gave or took is recorded like a Super Admin's grant (docs/permissions.md).
    const before = found ? found.IsAdmin : 0
    if (user.IsAdmin !== before)
      await on.insert(permission_changes).values({
        at: now.toISOString(),
        ByStaffID: null,
        by_name: SSO_TEXT.mappingChanger,
        StaffID: user.StaffID,
        staff_name: fullName(user),
        from_level: before,
        to_level: user.IsAdmin,
      })
    if (!isLevel(user.IsAdmin)) {
      await on
        .update(staff)
        .set({ AccessRequestedAt: now.toISOString() })
        .where(eq(staff.StaffID, user.StaffID))
      return { message: 'access_requested' as const }
    }
    const token = await createSession(on, user.StaffID, ip, now)
    const { StaffID, FirstName, MiddleName, Surname, IsAdmin, FacultyCode } = user
    return {
      message: 'success' as const,
      userData: [{ StaffID, FirstName, MiddleName, Surname, IsAdmin, FacultyCode }],
      token,
    }
  })
}

/** First and last name from what the provider gave, never empty (the columns are required). */
export function namesOf(given: unknown, family: unknown, whole: unknown, fallback: string) {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  let FirstName = text(given)
  let Surname = text(family)
  if (!FirstName && !Surname && text(whole)) {
    const parts = text(whole).split(/\s+/)
    FirstName = parts[0]
    Surname = parts.slice(1).join(' ')
  }
  return { FirstName: FirstName || fallback, Surname }
}
