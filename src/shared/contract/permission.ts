import { z } from 'zod'
import { ACCESS, GROUPS } from '../rules/permissions'
import { answer, call, none, type Area, readAll } from './define'
import { id } from './fields'

// Permission groups and their members (SPEC §2.12, §6, §7). The groups are fixed (rules/permissions.ts
// GROUPS); a staff member's IsAdmin is their group, 0 for none.

export const PermissionStaffRow = z.object({
  StaffID: z.number().int(),
  staff_name: z.string(),
  designation: z.string(),
  /** The group id, 0 when the staff member is in no group. */
  IsAdmin: z.number().int(),
  /** The staff record's version (issue 25): a grant or revoke sends it back, and is refused if it is stale. */
  version: z.number().int().nonnegative(),
  /** Their faculty, null when none: a group bound to a faculty asks for one first (issue 47). */
  FacultyCode: z.string().nullable(),
})
export type PermissionStaffRow = z.infer<typeof PermissionStaffRow>

const StaffID = id

/** Granting sets the staff member's IsAdmin to the group id. */
export const PermissionAddBody = z.object({
  permission: z.literal(GROUPS.map((g) => g.GroupID)),
  StaffID,
  /**
   * Ours (issue 47): the faculty given, with a group bound to one, to a staff member who has none; ignored
   * for one who has a faculty (their faculty is changed on University Records or Accounts). Not named
   * FacultyCode: that names the faculty a call is about (docs/permissions.md), and a grant is about none.
   */
  StaffFaculty: z.string().trim().min(1).max(50).optional(),
})
/** Revoking sets it to 0. */
export const PermissionRemoveBody = z.object({ permission: z.literal(0), StaffID })

/** One grant or revoke as the server recorded it (ours; SPEC keeps none). Levels: 0 is no group. */
export const PermissionChangeRow = z.object({
  id: z.number().int(),
  /** When, ISO 8601. */
  at: z.string(),
  ByStaffID: z.number().int().nullable(),
  by_name: z.string(),
  StaffID: z.number().int().nullable(),
  staff_name: z.string(),
  from_level: z.number().int(),
  to_level: z.number().int(),
})
export type PermissionChangeRow = z.infer<typeof PermissionChangeRow>

/** The newest changes first, at most this many. */
export const PERMISSION_CHANGES_LIMIT = 1000

export const permission = {
  list: readAll('staff/permission/list/active', none, PermissionStaffRow, ACCESS.permissionView),
  /** SPEC reads `success` and treats anything else as a failure; `failed` is that other value. */
  add: call(
    'PATCH',
    'staff/permission/add',
    PermissionAddBody,
    answer(['success', 'failed']),
    ACCESS.permissionGrant,
  ),
  remove: call(
    'PATCH',
    'staff/permission/remove',
    PermissionRemoveBody,
    answer(['success', 'failed']),
    ACCESS.permissionGrant,
  ),
  /** Ours: every grant and revoke, for a Super Admin (the members screen shows its group's). */
  changes: readAll('staff/permission/changes', none, PermissionChangeRow, ACCESS.permissionGrant),
} satisfies Area
