import type { academics } from '../contract/academics'
import { errorAlert, type AnswerAlerts } from './alerts'
import { isBlank, type Check } from './forms'
import { facultyDashboardPath } from './menu'
import { successAlert } from './names'
import { NEWS_PATHS, newsAddAnswers } from './news'
import { isRichTextEmpty } from './rich-text'
import { photoRule } from './uploads'
import type { AltValues } from './a11y/alt-text'

// The faculty area (SPEC §2.11, §5, §8): the faculty dashboard, the course list, the about page of a
// course and the faculty's own content; their words, checks, answers and images.

/** The 404 of a faculty page's read-one, history and lease (by its code). */
export const FACULTY_PAGE_NOT_FOUND = 'No faculty with this code'
/** The 404 of a course page's read-one, history and lease: the course has no about page until its first save. */
export const COURSE_PAGE_NOT_FOUND = 'This course has no about page yet'

export const FACULTY_PATHS = {
  redirect: '/faculty',
  content: '/faculty/content',
  courses: '/faculty/course',
  courseAbout: '/faculty/course/about',
} as const

/** The address parameter naming the course the about page opens (a search hit's address, issue 28). */
export const COURSE_PARAM = 'course'

/** A course's about page, chosen by its address as the course list's button chooses it. */
export const courseAboutAddress = (courseCode: string) =>
  `${FACULTY_PATHS.courseAbout}?${new URLSearchParams({ [COURSE_PARAM]: courseCode }).toString()}`

/** What the faculty screens say. */
export const FACULTY_TEXT = {
  area: 'Faculty',
  dashboard: 'Dashboard',
  courses: 'Courses',
  news: 'News',
  event: 'Event',
  dean: 'Dean',
  editContent: 'Edit Content',
  /** Issue 47: said once, beside Edit Content, to who may edit the page; never after the dean's name. */
  deanNotice: 'What the public website shows of this faculty. Keep it up to date with Edit Content.',
  email: 'Email',
  phone: 'Phone',
  noSuchFaculty: 'There is no faculty at this address. Choose one in the side menu.',
  notYours: 'This faculty is not yours: you may open only your own faculty’s pages.',
  // Course list (SPEC §2.11)
  course: 'Course',
  courseList: 'Course List',
  courseName: 'Course Name',
  courseCode: 'Course Code',
  duration: 'Duration',
  /** The course list's records, for 'No courses yet' (issue 23): courses come from the university records. */
  courseThings: 'courses',
  courseEmptyHint: 'Courses come from the university records.',
  addAbout: 'Add About Course',
  /** Issue 47: the action once the course's about page is written. */
  editAbout: 'Edit About Course',
  // A Department editor's dashboard (issue 47): their faculty's courses and which pages are written.
  yourCourses: 'Your courses',
  pagesWritten: (written: number, all: number) =>
    `${written.toLocaleString()} of ${all.toLocaleString()} course ${all === 1 ? 'page' : 'pages'} written`,
  aboutWritten: 'Page written',
  aboutMissing: 'No page yet',
  searchCourse: 'Search Course',
  goToCourses: 'Go to the course list',
  // Course about form
  courseAbout: 'About Course',
  changeImage: 'Change Image',
  courseHod: 'Course HOD',
  courseHodHint: 'The head of department’s name, as the course page shows it.',
  aboutDepartment: 'About the Department',
  hodContent: 'HOD Content',
  // Faculty content form: SPEC's title is 'Faculty' or 'General' plus 'Content'.
  facultyContent: 'Faculty Content',
  facultyImage: 'Faculty Image',
  facultyName: 'Faculty Name',
  facultyCode: 'Faculty Code',
  colour: 'Faculty Colour',
  content: 'Content',
} as const

/** Duration as the list shows it: the number and its type ('4 Years'). */
export const durationLabel = (row: { Duration: number; DurationType: string }) =>
  `${row.Duration} ${row.DurationType}`

// --- Course about -------------------------------------------------------------------------------

/** With its image's alternative text (issue 27). */
export interface CourseAboutValues extends AltValues<'course_about'> {
  CourseHOD: string
  content: string
  HODContent: string
}

/** SPEC §5 gives the course about form no checks. */
export const COURSE_ABOUT_CHECKS: readonly Check<CourseAboutValues>[] = []

/**
 * SPEC §8 "Course about". SPEC goes back to the course list after any alert; an error here keeps the form
 * with what was typed (docs/spec-deviations.md), success goes to the list.
 */
export const COURSE_ABOUT_ANSWERS: AnswerAlerts<'success' | 'failed'> = {
  answers: {
    success: successAlert('ABOUT COURSE ADDED SUCCESSFULLY', FACULTY_PATHS.courses),
    failed: errorAlert('Something went wrong adding the about department. Please try again!'),
  },
  other: errorAlert('Failed to add the about course details!'),
}

// The contract's folder, held to it by the type: the login screen's script carries no contract.
export const COURSE_IMAGE = photoRule<typeof academics.uploadCoursePhoto.folder>('standard', 'course')

// --- Faculty content ----------------------------------------------------------------------------

/** With its image's alternative text (issue 27). */
export interface FacultyContentValues extends AltValues<'faculty'> {
  FacultyColor: string
  FacultyEmail: string
  FacultyPhone: string
  FacultyDetail: string
}

/** An address an email input of type email accepts (the contract checks it again). */
export const isEmailAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

/**
 * SPEC §5 "Faculty content" checks a news title and a news content that the form does not have, so they
 * never fire. We check what the form has (docs/spec-deviations.md): a given email must be an address and the
 * content must not be empty (the phone input keeps only digits, so it needs no check).
 */
export const FACULTY_CONTENT_CHECKS: readonly Check<FacultyContentValues>[] = [
  {
    message: 'Please enter a valid email address',
    field: 'FacultyEmail',
    fails: (values) => !isBlank(values.FacultyEmail) && !isEmailAddress(values.FacultyEmail),
  },
  {
    message: 'Please enter faculty content',
    field: 'FacultyDetail',
    required: true,
    fails: (values) => isRichTextEmpty(values.FacultyDetail),
  },
]

/**
 * SPEC §8 "Faculty content and home content": one table for both forms (its texts are the news add's),
 * success leading where the form says.
 */
export function contentSaveAnswers(redirect: string): AnswerAlerts<'success' | 'news exist' | 'failed'> {
  const news = newsAddAnswers(NEWS_PATHS.general).answers
  return {
    answers: {
      success: successAlert(RECORD_ADDED, redirect),
      'news exist': news['news exist'],
      failed: news.failed,
    },
    other: errorAlert('Failed to add the faculty content!'),
  }
}

/** Faculty content: success goes to the faculty's dashboard (SPEC §2.11). */
export const facultyContentAnswers = (slug: string) => contentSaveAnswers(facultyDashboardPath(slug))

/** SPEC §8: the success text of the faculty content and the home content. */
export const RECORD_ADDED = 'RECORD WAS ADDED SUCCESSFULLY'

export const FACULTY_IMAGE = photoRule<typeof academics.uploadFacultyPhoto.folder>('standard', 'faculty')

/** Keeps the digits of what is typed into the numeric phone input. */
export const digitsOnly = (value: string) => value.replace(/[^0-9]/g, '')
