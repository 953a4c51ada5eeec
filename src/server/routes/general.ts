import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { HomeContent } from '../../shared/contract/content'
import { general } from '../../shared/contract/general'
import { countScope, type CountField, type CountScope } from '../../shared/rules/dashboard'
import { ACCESS, GENERAL_CODE, mayAny, type Actor } from '../../shared/rules/permissions'
import { versionColumn } from '../audit-log'
import type { Database } from '../db/client'
import { columnsFor } from '../db/columns'
import { countWhere } from '../db/count'
import { course, event, faculty, home_content, modules, news, staff } from '../db/schema'
import { registerArea } from './define'

// The general dashboard (SPEC §2.4): counts of what the caller may see, each as the list it opens shows it
// (rules/dashboard.ts), and the website home content for who may edit it.

type Scoped = (scope: CountScope, actor: Actor) => SQL | undefined

/** Rows with a FacultyCode: the general site's, or the actor's own faculty's. */
const byFaculty =
  (column: typeof news.FacultyCode | typeof event.FacultyCode | typeof course.FacultyCode): Scoped =>
  (scope, actor) =>
    scope === 'all' ? undefined : eq(column, scope === 'general' ? GENERAL_CODE : (actor.FacultyCode ?? ''))

/** The Accounts list's rows: staff with a username; a Faculty user's own faculty's Department editors. */
const accounts: Scoped = (scope, actor) =>
  and(
    isNotNull(staff.username),
    ...(scope === 'own' ? [eq(staff.IsAdmin, 3), eq(staff.FacultyCode, actor.FacultyCode ?? '')] : []),
  )

const COUNTED: Record<CountField, { table: PgTable; where: Scoped }> = {
  UserCount: { table: staff, where: accounts },
  FacultyCount: { table: faculty, where: () => undefined },
  CoursesCount: { table: course, where: byFaculty(course.FacultyCode) },
  ModuleCount: { table: modules, where: () => undefined },
  NewsCount: { table: news, where: byFaculty(news.FacultyCode) },
  EventCount: { table: event, where: byFaculty(event.FacultyCode) },
}

async function countFor(db: Database, actor: Actor, field: CountField): Promise<number | null> {
  const scope = countScope(field, actor.IsAdmin)
  if (scope === null) return null
  const { table, where } = COUNTED[field]
  return countWhere(db, table, where(scope, actor))
}

export function registerGeneralRoutes(app: FastifyInstance) {
  registerArea(app, general, {
    async dashboardCount({ db, actor }) {
      const [UserCount, FacultyCount, CoursesCount, NewsCount, EventCount, ModuleCount, [home]] =
        await Promise.all([
          countFor(db, actor, 'UserCount'),
          countFor(db, actor, 'FacultyCount'),
          countFor(db, actor, 'CoursesCount'),
          countFor(db, actor, 'NewsCount'),
          countFor(db, actor, 'EventCount'),
          countFor(db, actor, 'ModuleCount'),
          mayAny(actor, ACCESS.siteAdmin)
            ? db
                .select({ ...columnsFor(home_content, HomeContent), version: versionColumn(home_content) })
                .from(home_content)
                .orderBy(asc(home_content.EntryID))
                .limit(1)
            : [],
        ])
      return {
        UserCount,
        FacultyCount,
        CoursesCount,
        NewsCount,
        EventCount,
        ModuleCount,
        HomeContent: home ?? null,
      }
    },
  })
}
