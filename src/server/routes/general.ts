import { asc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { HomeContent } from '../../shared/contract/content'
import { general } from '../../shared/contract/general'
import { columnsFor } from '../db/columns'
import { course, event, faculty, home_content, modules, news, staff } from '../db/schema'
import { registerArea } from './define'

// The general dashboard (SPEC §2.4): counts of the whole site and the website home content.

export function registerGeneralRoutes(app: FastifyInstance) {
  registerArea(app, general, {
    async dashboardCount({ db }) {
      const [UserCount, FacultyCount, CoursesCount, NewsCount, EventCount, ModuleCount, [home]] =
        await Promise.all([
          db.$count(staff),
          db.$count(faculty),
          db.$count(course),
          db.$count(news),
          db.$count(event),
          db.$count(modules),
          db
            .select(columnsFor(home_content, HomeContent))
            .from(home_content)
            .orderBy(asc(home_content.EntryID))
            .limit(1),
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
