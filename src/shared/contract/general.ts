import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { call, none, versioned } from './define'
import { HomeContent } from './content'

/** A count of what the caller may see (rules/dashboard.ts); null when their level gets none. */
const count = z.number().int().nullable()

/** SPEC §7 names the course count CoursesCount (one note says CourseCount); we answer CoursesCount. */
export const DashboardCount = z.object({
  FacultyCount: count,
  UserCount: count,
  CoursesCount: count,
  NewsCount: count,
  EventCount: count,
  ModuleCount: count,
  /**
   * Null too for a level that may not open the university content screen (siteAdmin). With its version
   * (issue 25): the home content screen opens it from here, and its save sends the version back.
   */
  HomeContent: versioned(HomeContent).nullable(),
})
export type DashboardCount = z.infer<typeof DashboardCount>

export const general = {
  dashboardCount: call('GET', 'general/dashboard/count', none, DashboardCount, ACCESS.signedIn),
}
