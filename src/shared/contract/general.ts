import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { call, none } from './define'
import { HomeContent } from './content'

/** SPEC §7 names the course count CoursesCount (one note says CourseCount); we answer CoursesCount. */
export const DashboardCount = z.object({
  FacultyCount: z.number().int(),
  UserCount: z.number().int(),
  CoursesCount: z.number().int(),
  NewsCount: z.number().int(),
  EventCount: z.number().int(),
  ModuleCount: z.number().int(),
  HomeContent: HomeContent.nullable(),
})
export type DashboardCount = z.infer<typeof DashboardCount>

export const general = {
  dashboardCount: call('GET', 'general/dashboard/count', none, DashboardCount, ACCESS.signedIn),
}
