import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { staff } from '../../shared/contract/staff'
import type { Database } from '../db/client'
import { staff as staffTable } from '../db/schema'
import { HttpError } from '../errors'
import { registerArea } from './define'

// The active staff list (SPEC §2.6, §3 "Staff row"), from which Senate and Management are enrolled.

/** SPEC §1: first, middle and last name as one text, empty parts skipped. */
export const staffName = sql<string>`concat_ws(' ', nullif(btrim(${staffTable.FirstName}), ''), nullif(btrim(${staffTable.MiddleName}), ''), nullif(btrim(${staffTable.Surname}), ''))`

/**
 * A staff member as an account or group change reads them, locked until the transaction ends (two changes
 * of one person take turns); 404 with `notFound` when there is none.
 */
export async function lockedStaff(db: Database, StaffID: number, notFound: string) {
  const [row] = await db
    .select({
      StaffID: staffTable.StaffID,
      IsAdmin: staffTable.IsAdmin,
      FacultyCode: staffTable.FacultyCode,
      Active: staffTable.Active,
      username: staffTable.username,
      name: staffName,
    })
    .from(staffTable)
    .where(eq(staffTable.StaffID, StaffID))
    .for('update')
  if (!row) throw new HttpError(404, notFound, 'StaffID')
  return row
}

export function registerStaffRoutes(app: FastifyInstance) {
  registerArea(app, staff, {
    activeList: ({ db }) =>
      db
        .select({
          StaffID: staffTable.StaffID,
          staff_name: staffName,
          designation: staffTable.designation,
        })
        .from(staffTable)
        .where(eq(staffTable.Active, true))
        .orderBy(asc(staffTable.Surname), asc(staffTable.FirstName)),
  })
}
