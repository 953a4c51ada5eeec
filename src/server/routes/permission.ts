import { and, asc, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { SessionUser } from '../../shared/contract/session'
import { permission, PERMISSION_CHANGES_LIMIT } from '../../shared/contract/permission'
import { PERMISSION_REFUSALS as REFUSED } from '../../shared/rules/permission-groups'
import { isFacultyBound } from '../../shared/rules/permissions'
import { versionColumn } from '../audit-log'
import type { Database } from '../db/client'
import { faculty, permission_changes, sessions, staff } from '../db/schema'
import { HttpError } from '../errors'
import { submitterName } from './records'
import { registerArea } from './define'
import { lockedStaff, staffName } from './staff'

// Permission groups (SPEC §2.12, §6, §7): a staff member's IsAdmin is their group. What the server
// enforces is written in docs/permissions.md: Super Admins only grant and revoke (the access policy), nobody
// changes their own group, the last Super Admin stays, Faculty and Department need a faculty. Every change
// is recorded in permission_changes, and ends the staff member's sessions so that their next call signs
// them in again with the new group's menu, never the old one.

/**
 * Locks the active Super Admins' rows, so two Super Admins removing (or deactivating) each other at once
 * cannot both pass the check, and answers whether a staff member is the last of them. Used by a change of
 * group here and by deactivating an account (routes/accounts.ts).
 */
export async function lockSuperAdmins(tx: Database): Promise<(StaffID: number) => boolean> {
  const superAdmins = await tx
    .select({ StaffID: staff.StaffID })
    .from(staff)
    .where(and(eq(staff.IsAdmin, 1), eq(staff.Active, true)))
    // Always in the same order, so two transactions locking them never wait on each other in a circle.
    .orderBy(asc(staff.StaffID))
    .for('update')
  return (StaffID) => superAdmins.every((admin) => admin.StaffID === StaffID)
}

/** Sets a staff member's group, checked and recorded in one transaction. */
export async function changeLevel(
  db: Database,
  actor: SessionUser,
  StaffID: number,
  to: number,
  /** The faculty given to a staff member who has none, with a group bound to one (issue 47). */
  FacultyCode?: string,
) {
  if (StaffID === actor.StaffID) throw new HttpError(403, REFUSED.ownLevel)
  await db.transaction(async (tx) => {
    const lastSuperAdmin = await lockSuperAdmins(tx)
    const target = await lockedStaff(tx, StaffID, REFUSED.unknownStaff)
    if (!target.Active) throw new HttpError(403, REFUSED.inactive)
    const givenFaculty = isFacultyBound(to) && !target.FacultyCode ? FacultyCode : undefined
    if (isFacultyBound(to) && !target.FacultyCode && !givenFaculty)
      throw new HttpError(403, REFUSED.noFaculty)
    if (givenFaculty) {
      const [known] = await tx
        .select({ FacultyCode: faculty.FacultyCode })
        .from(faculty)
        .where(eq(faculty.FacultyCode, givenFaculty))
      if (!known) throw new HttpError(400, REFUSED.unknownFaculty, 'FacultyCode')
    }
    if (target.IsAdmin === to) return
    if (target.IsAdmin === 1 && lastSuperAdmin(StaffID)) throw new HttpError(403, REFUSED.lastSuperAdmin)
    await tx
      .update(staff)
      .set(givenFaculty ? { IsAdmin: to, FacultyCode: givenFaculty } : { IsAdmin: to })
      .where(eq(staff.StaffID, StaffID))
    await tx.insert(permission_changes).values({
      ByStaffID: actor.StaffID,
      by_name: submitterName(actor),
      StaffID,
      staff_name: target.name,
      from_level: target.IsAdmin,
      to_level: to,
    })
    await tx.delete(sessions).where(eq(sessions.StaffID, StaffID))
  })
  return { message: 'success' as const }
}

export function registerPermissionRoutes(app: FastifyInstance) {
  // The audit log keeps the staff row before and after a change (its password hash left out, audit-log.ts).
  registerArea(
    app,
    permission,
    {
      list: ({ db }) =>
        db
          .select({
            StaffID: staff.StaffID,
            staff_name: staffName,
            designation: staff.designation,
            IsAdmin: staff.IsAdmin,
            version: versionColumn(staff),
            FacultyCode: staff.FacultyCode,
          })
          .from(staff)
          .where(eq(staff.Active, true))
          .orderBy(asc(staff.Surname), asc(staff.FirstName)),
      add: ({ input, actor, db }) =>
        changeLevel(db, actor, input.StaffID, input.permission, input.StaffFaculty),
      remove: ({ input, actor, db }) => changeLevel(db, actor, input.StaffID, input.permission),
      changes: ({ db }) =>
        db
          .select()
          .from(permission_changes)
          .orderBy(desc(permission_changes.id))
          .limit(PERMISSION_CHANGES_LIMIT),
    },
    { records: { add: staff, remove: staff } },
  )
}
