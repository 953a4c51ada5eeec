import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import { courseAboutAddress, FACULTY_TEXT as T } from '../../../../shared/rules/faculty'
import { LIST_TEXT } from '../../../../shared/rules/names'
import { useBridge } from '../../app/BridgeProvider'
import { LoadFailure } from '../../components/LoadFailure'
import { Spinner } from '../../components/Spinner'
import { useLoad } from '../../components/useLoad'

/**
 * Issue 47: a Department editor's courses on their dashboard, which about pages are written and which are
 * not, each with Add or Edit About Course.
 */
export function CoursePages({ facultyCode }: { facultyCode: string }) {
  const bridge = useBridge()
  const courses = useLoad(
    useCallback(() => bridge.api.academics.courseList({ facultyCode }), [bridge, facultyCode]),
    'academics.courseList',
  )
  if (courses.status === 'loading') return <Spinner label="Loading the courses…" />
  if (courses.status === 'failed')
    return <LoadFailure what="the courses" failure={courses.failure} retry={courses.retry} />
  const written = courses.data.filter((course) => course.AboutWritten).length
  return (
    <section className="card course-pages" aria-labelledby="course-pages-title">
      <h2 id="course-pages-title">{T.yourCourses}</h2>
      <p>{T.pagesWritten(written, courses.data.length)}</p>
      <ul className="course-pages__list">
        {courses.data.map((course) => {
          const action = course.AboutWritten ? T.editAbout : T.addAbout
          return (
            <li key={course.CourseCode}>
              <span className="course-pages__name">
                {course.CourseName} ({course.CourseCode})
              </span>
              <span className={course.AboutWritten ? 'course-pages__done' : 'course-pages__missing'}>
                {course.AboutWritten ? T.aboutWritten : T.aboutMissing}
              </span>
              <Link
                to={courseAboutAddress(course.CourseCode)}
                aria-label={LIST_TEXT.actionName(action, course.CourseName)}
              >
                {action}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
