import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { academics, Course, CourseAbout, Faculty, FacultyMenuItem } from '../../shared/contract/academics'
import { COURSE_PAGE_NOT_FOUND, FACULTY_PAGE_NOT_FOUND } from '../../shared/rules/faculty'
import { ACCESS, mayAccess } from '../../shared/rules/permissions'
import { versionColumn } from '../audit-log'
import { columnsFor } from '../db/columns'
import { course, course_about, event, faculty, news } from '../db/schema'
import { HttpError } from '../errors'
import { submitterName } from './records'
import { registerArea, requireFaculty, uploadInto, type HandlerContext } from './define'
import { openedRecordHandlers } from './history'
import { readOne } from './read-one'
import { altColumns } from './alt-text'

// Faculties and courses (SPEC §2.11, §7 "Faculty, courses, content"). registerArea has checked the level
// and any faculty code the input names; calls that name a course or a faculty slug instead are checked
// here against the faculty the course or slug belongs to, so a Faculty or Department user stays in theirs.
//
// Image columns are written only by the uploads; the bodies' FacultyImage and ImagePath are not stored.

export const FACULTY_NOT_FOUND = 'No faculty with this code'
export const FACULTY_SLUG_NOT_FOUND = 'No faculty with this slug'
export const COURSE_NOT_FOUND = 'No course with this code'

const coursesOf = (ctx: HandlerContext, FacultyCode: string) =>
  ctx.db
    .select(columnsFor(course, Course))
    .from(course)
    .where(eq(course.FacultyCode, FacultyCode))
    .orderBy(asc(course.CourseName))

/** The faculty of a course, after checking the caller may touch it (404 for an unknown course). */
async function courseFaculty(
  ctx: Pick<HandlerContext, 'db' | 'actor' | 'access'>,
  CourseCode: string,
): Promise<string> {
  const [found] = await ctx.db
    .select({ FacultyCode: course.FacultyCode })
    .from(course)
    .where(eq(course.CourseCode, CourseCode))
  if (!found) throw new HttpError(404, COURSE_NOT_FOUND, 'CourseCode')
  requireFaculty(ctx, found.FacultyCode)
  return found.FacultyCode
}

/** The faculty a course-about record belongs to: its course's (uploads check it against the caller). */
const courseAboutFaculty = sql<
  string | null
>`(select ${course.FacultyCode} from ${course} where ${course.CourseCode} = ${course_about.CourseCode})`

/** A faculty's page by its code: its versions and who has it open (issue 25). */
const facultyPage = openedRecordHandlers(
  readOne<Faculty, 'FacultyCode', string>({
    key: 'FacultyCode',
    id: faculty.FacultyCode,
    notFound: FACULTY_PAGE_NOT_FOUND,
    rows: (db, where) => db.select(columnsFor(faculty, Faculty)).from(faculty).where(where),
    facultyOf: (row) => row.FacultyCode,
    recordId: (row) => row.EntryID,
  }),
)

/**
 * A course's page by its course: refused by the course's faculty before it is looked up, so another
 * faculty's course is refused whether or not its page exists yet (issue 25).
 */
const coursePage = openedRecordHandlers(
  readOne<CourseAbout, 'CourseCode', string>({
    key: 'CourseCode',
    id: course_about.CourseCode,
    notFound: COURSE_PAGE_NOT_FOUND,
    rows: (db, where) => db.select(columnsFor(course_about, CourseAbout)).from(course_about).where(where),
    reach: (ctx) => courseFaculty(ctx, ctx.input.CourseCode),
    recordId: (row) => row.EntryID,
  }),
)

export function registerAcademicsRoutes(app: FastifyInstance) {
  registerArea(
    app,
    academics,
    {
      // The faculties this user may open: every one, or a Faculty or Department user's own (SPEC lists all to
      // all, whose other entries led only to refusals; docs/spec-deviations.md).
      async facultyList({ db, actor }) {
        const rows = await db
          .select(columnsFor(faculty, FacultyMenuItem))
          .from(faculty)
          .orderBy(asc(faculty.FacultyName))
        return rows.filter((row) => mayAccess(actor, ACCESS.courses, row.FacultyCode))
      },

      // Issue 47: with whether each course's about page is written, for its Add or Edit.
      courseList: (ctx) =>
        ctx.db
          .select({
            ...columnsFor(course, Course),
            // Qualified by hand: inside the subquery an unqualified "CourseCode" would be the about page's own.
            AboutWritten: sql<boolean>`exists (select 1 from "course_about" a where a."CourseCode" = "course"."CourseCode")`,
          })
          .from(course)
          .where(eq(course.FacultyCode, ctx.input.facultyCode))
          .orderBy(asc(course.CourseName)),

      async courseListBySlug(ctx) {
        const [found] = await ctx.db
          .select({ FacultyCode: faculty.FacultyCode })
          .from(faculty)
          .where(eq(faculty.Slug, ctx.input.slug))
        if (!found) throw new HttpError(404, FACULTY_SLUG_NOT_FOUND, 'slug')
        requireFaculty(ctx, found.FacultyCode)
        return coursesOf(ctx, found.FacultyCode)
      },

      facultyDetails: ({ input, db }) =>
        db
          .select({ ...columnsFor(faculty, Faculty), version: versionColumn(faculty) })
          .from(faculty)
          .where(eq(faculty.FacultyCode, input.facultyCode)),

      facultyGet: facultyPage.get,
      facultyHistory: facultyPage.history,
      facultyVersion: facultyPage.version,
      facultyLease: facultyPage.lease,
      facultyRestore: facultyPage.restore,

      async facultyDashboardCount({ input, db }) {
        const [CourseCount, NewsCount, EventCount] = await Promise.all([
          db.$count(course, eq(course.FacultyCode, input.facultyCode)),
          db.$count(news, eq(news.FacultyCode, input.facultyCode)),
          db.$count(event, eq(event.FacultyCode, input.facultyCode)),
        ])
        return {
          CoursesCount: { CourseCount },
          NewsCount: { NewsCount },
          EventCount: { EventCount },
        }
      },

      async courseDetails(ctx) {
        await courseFaculty(ctx, ctx.input.CourseCode)
        return ctx.db
          .select({ ...columnsFor(course_about, CourseAbout), version: versionColumn(course_about) })
          .from(course_about)
          .where(eq(course_about.CourseCode, ctx.input.CourseCode))
      },

      courseAboutGet: coursePage.get,
      courseAboutHistory: coursePage.history,
      courseAboutVersion: coursePage.version,
      courseAboutLease: coursePage.lease,
      courseAboutRestore: coursePage.restore,

      // One about page per course (course_about.CourseCode is unique): a save adds it or updates it.
      async courseAboutAdd(ctx) {
        const { input, actor, db } = ctx
        await courseFaculty(ctx, input.courseCode)
        const by = submitterName(actor)
        const fields = {
          Description: input.content,
          CourseHOD: input.CourseHOD,
          HODContent: input.HODContent,
          ...altColumns('course_about', input),
        }
        const [saved] = await db
          .insert(course_about)
          .values({ CourseCode: input.courseCode, ...fields, InsertedBy: by })
          .onConflictDoUpdate({
            target: course_about.CourseCode,
            set: { ...fields, UpdatedBy: by, UpdatedDate: sql`now()` },
          })
          .returning({ EntryID: course_about.EntryID })
        return { message: 'success', entry_id: saved.EntryID }
      },

      uploadCoursePhoto: uploadInto(course_about, { faculty: courseAboutFaculty }),

      // The faculty's page content. Its name, code and slug are not changed here (read-only on the form);
      // the dean is stored when the body has one (blank as ''), kept when it has none.
      async facultyDetailsAdd({ input, db }) {
        const [saved] = await db
          .update(faculty)
          .set({
            FacultyDetail: input.FacultyDetail,
            FacultyColor: input.FacultyColor,
            FacultyEmail: input.FacultyEmail,
            FacultyPhone: input.FacultyPhone,
            ...altColumns('faculty', input),
            ...(input.FacultyDean === undefined ? {} : { FacultyDean: input.FacultyDean }),
          })
          .where(eq(faculty.FacultyCode, input.FacultyCode))
          .returning({ EntryID: faculty.EntryID })
        if (!saved) throw new HttpError(404, FACULTY_NOT_FOUND, 'FacultyCode')
        return { message: 'success', entry_id: saved.EntryID }
      },

      uploadFacultyPhoto: uploadInto(faculty, { faculty: faculty.FacultyCode }),
    },
    {
      records: { courseAboutAdd: course_about, facultyDetailsAdd: faculty },
      // Both saves name their record by its code, so a form opened before the record existed is checked too.
      recordWhere: {
        courseAboutAdd: (input) => eq(course_about.CourseCode, input.courseCode),
        facultyDetailsAdd: (input) => eq(faculty.FacultyCode, input.FacultyCode),
      },
    },
  )
}
