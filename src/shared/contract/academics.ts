import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import {
  answer,
  byCode,
  call,
  entryId,
  none,
  upload,
  added,
  readAll,
  openedRecord,
  versioned,
} from './define'
import { id, optionalText, requiredRichText, requiredText, richText, submitter } from './fields'
import { a11yFieldsOf, altColumnsOfRow } from './a11y'

const code = requiredText(50)

/** A side-menu faculty entry; FacultyCode and EntryID ride along so the faculty area knows its code. */
export const FacultyMenuItem = z.object({
  EntryID: z.number().int(),
  FacultyName: z.string(),
  Slug: z.string(),
  FacultyCode: z.string(),
})
export type FacultyMenuItem = z.infer<typeof FacultyMenuItem>

export const Faculty = z.object({
  EntryID: z.number().int(),
  FacultyCode: z.string(),
  FacultyName: z.string(),
  FacultyDean: z.string().nullable(),
  FacultyColor: z.string().nullable(),
  Slug: z.string(),
  FacultyImage: z.string().nullable(),
  ...altColumnsOfRow('faculty'),
  FacultyDetail: z.string().nullable(),
  FacultyEmail: z.string().nullable(),
  FacultyPhone: z.string().nullable(),
})
export type Faculty = z.infer<typeof Faculty>

export const Course = z.object({
  EntryID: z.number().int(),
  CourseName: z.string(),
  CourseCode: z.string(),
  Duration: z.number().int(),
  DurationType: z.string(),
  Slug: z.string(),
  FacultyCode: z.string(),
})
export type Course = z.infer<typeof Course>

/** A course as its faculty's course list shows it (issue 47): with whether its about page is written. */
export const ListedCourse = Course.extend({ AboutWritten: z.boolean() })
export type ListedCourse = z.infer<typeof ListedCourse>

export const CourseAbout = z.object({
  EntryID: z.number().int(),
  CourseCode: z.string(),
  Description: z.string().nullable(),
  ImagePath: z.string().nullable(),
  ...altColumnsOfRow('course_about'),
  CourseHOD: z.string().nullable(),
  HODContent: z.string().nullable(),
})
export type CourseAbout = z.infer<typeof CourseAbout>

export const FacultyDashboardCount = z.object({
  CoursesCount: z.object({ CourseCount: z.number().int() }),
  NewsCount: z.object({ NewsCount: z.number().int() }),
  EventCount: z.object({ EventCount: z.number().int() }),
})

export const CourseAboutBody = z.object({
  id: id.optional(),
  courseCode: code,
  courseName: z.string().max(300),
  slug: z.string().max(300),
  content: richText,
  photo: z.string().optional(),
  CourseHOD: optionalText(100).optional().default(''),
  HODContent: richText.optional().default(''),
  ImagePath: z.string().max(500).optional(),
  submittedBy: submitter,
  updatedBy: z.string().max(300).optional(),
  ...a11yFieldsOf('course_about'),
})

export const FacultyDetailsBody = z.object({
  id: id.optional(),
  FacultyName: z.string().max(300),
  /** Required, as the form requires it ('Please enter faculty content'): by the same rule, isRichTextEmpty. */
  FacultyDetail: requiredRichText,
  /** Left out, the dean is kept: the faculty content screen does not edit it (the Records area does). */
  FacultyDean: optionalText(300).optional(),
  FacultyColor: z.string().max(20).optional().default(''),
  Slug: z.string().max(300),
  FacultyCode: code,
  FacultyImage: z.string().max(500).optional(),
  FacultyEmail: z
    .union([z.email(), z.literal('')])
    .optional()
    .default(''),
  FacultyPhone: z
    .string()
    .regex(/^[0-9]*$/, 'FacultyPhone must be digits')
    .max(20)
    .optional()
    .default(''),
  InsertedBy: submitter,
  ...a11yFieldsOf('faculty'),
})

/**
 * Issue 25: a faculty's page and a course's page as their screens open them, their versions and who has
 * them open; named by the codes those screens hold (a course's page may not exist before its first save).
 */
const facultyPage = openedRecord('academics/faculty', Faculty, ACCESS.facultyContent, byCode('FacultyCode'))
const coursePage = openedRecord('academics/course/about', CourseAbout, ACCESS.courses, byCode('CourseCode'))

export const academics = {
  facultyList: readAll('academics/faculty/academic/list', none, FacultyMenuItem, ACCESS.signedIn),
  courseList: readAll(
    'academics/course/list/:facultyCode',
    z.object({ facultyCode: code }),
    ListedCourse,
    ACCESS.courses,
  ),
  /**
   * Defined by SPEC; the faculty dashboard asks it of an address its faculty list does not hold, to tell a
   * faculty-bound user another faculty's address (refused) from none (not found).
   */
  courseListBySlug: readAll('course/list/all/:slug', z.object({ slug: code }), Course, ACCESS.courses),
  /** With each row's version (issue 25): the faculty content screen opens its record from here. */
  facultyDetails: readAll(
    'academics/details/:facultyCode',
    z.object({ facultyCode: code }),
    versioned(Faculty),
    ACCESS.courses,
  ),
  facultyGet: facultyPage.get,
  facultyHistory: facultyPage.history,
  facultyVersion: facultyPage.version,
  facultyLease: facultyPage.lease,
  facultyRestore: facultyPage.restore,
  facultyDashboardCount: call(
    'GET',
    'general/faculty/dashboard/count/:facultyCode',
    z.object({ facultyCode: code }),
    FacultyDashboardCount,
    ACCESS.courses,
  ),
  /** With its version (issue 25): the course about screen opens its record from here (none before its first save). */
  courseDetails: readAll(
    'academics/list/all/:CourseCode',
    z.object({ CourseCode: code }),
    versioned(CourseAbout),
    ACCESS.courses,
  ),
  courseAboutGet: coursePage.get,
  courseAboutHistory: coursePage.history,
  courseAboutVersion: coursePage.version,
  courseAboutLease: coursePage.lease,
  courseAboutRestore: coursePage.restore,
  courseAboutAdd: call(
    'POST',
    'academics/course/details/add',
    CourseAboutBody,
    answer(['success', 'failed'], entryId),
    ACCESS.courses,
  ),
  uploadCoursePhoto: upload('PATCH', 'academics/course/uploadCoursePhoto', {
    folder: 'course',
    access: ACCESS.courses,
  }),
  facultyDetailsAdd: call(
    'POST',
    'academics/faculty/details/add',
    FacultyDetailsBody,
    added('news exist'),
    ACCESS.facultyContent,
  ),
  uploadFacultyPhoto: upload('PATCH', 'academics/faculty/uploadPhoto', {
    folder: 'faculty',
    column: 'FacultyImage',
    access: ACCESS.facultyContent,
  }),
}
