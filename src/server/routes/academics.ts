import { asc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { academics, FacultyMenuItem } from '../../shared/contract/academics'
import { columnsFor } from '../db/columns'
import { faculty } from '../db/schema'
import { pick, registerArea } from './define'

// Faculties and courses (SPEC §2.11). Served so far: the side menu's faculty list.

export function registerAcademicsRoutes(app: FastifyInstance) {
  registerArea(app, pick(academics, ['facultyList']), {
    facultyList: ({ db }) =>
      db.select(columnsFor(faculty, FacultyMenuItem)).from(faculty).orderBy(asc(faculty.FacultyName)),
  })
}
