import type { ListedCourse } from '../../../src/shared/contract/academics'
import type { SessionUser } from '../../../src/shared/contract/session'
import { ADA } from './fake-bridge'

// The signed-in user of a faculty's screens, and the courses of their list, as the renderer tests give
// them to renderApp.

/** Ada signed in as a Faculty (IsAdmin 2) or Department (IsAdmin 3) user of one faculty. */
export const facultyUser = (FacultyCode: string, IsAdmin: 2 | 3 = 2): SessionUser => ({
  ...ADA,
  IsAdmin,
  FacultyCode,
})

/** A course of the faculty's list, which says whether its About Course page is written. */
export const listedCourse = (
  FacultyCode: string,
  CourseCode: string,
  CourseName: string,
  AboutWritten: boolean,
): ListedCourse => ({
  // An id of its own for each code: a list keeps one row per id (two three-letter codes once shared one).
  EntryID: [...CourseCode].reduce((id, letter) => id * 31 + letter.charCodeAt(0), 0),
  CourseName,
  CourseCode,
  Duration: 4,
  DurationType: 'Years',
  Slug: CourseName.toLowerCase(),
  FacultyCode,
  AboutWritten,
})
