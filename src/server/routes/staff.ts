import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { staff } from '../../shared/contract/staff'
import { staff as staffTable } from '../db/schema'
import { registerArea } from './define'

// The active staff list (SPEC §2.6, §3 "Staff row"), from which Senate and Management are enrolled.

/** SPEC §1: first, middle and last name as one text, empty parts skipped. */
export const staffName = sql<string>`concat_ws(' ', nullif(btrim(${staffTable.FirstName}), ''), nullif(btrim(${staffTable.MiddleName}), ''), nullif(btrim(${staffTable.Surname}), ''))`

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
