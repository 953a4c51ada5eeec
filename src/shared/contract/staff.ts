import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { none, type Area, readAll } from './define'

/**
 * An active staff member, as the Senate and Management lists show them for enrolment (SPEC §3 "Staff row").
 * StaffID is ours: the grids sort by id.
 */
export const ActiveStaffRow = z.object({
  StaffID: z.number().int(),
  staff_name: z.string(),
  designation: z.string(),
})
export type ActiveStaffRow = z.infer<typeof ActiveStaffRow>

export const staff = {
  activeList: readAll('staff/list/active', none, ActiveStaffRow, ACCESS.generalContent),
} satisfies Area
