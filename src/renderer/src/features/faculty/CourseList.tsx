import { useCallback, useMemo } from 'react'
import type { ListedCourse } from '../../../../shared/contract/academics'
import { durationLabel, FACULTY_PATHS, FACULTY_TEXT } from '../../../../shared/rules/faculty'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn, textColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { FacultyRequired } from '../../components/notices'
import { useCarryRow } from '../../components/useCarryRow'
import { useLoad } from '../../components/useLoad'
import { useCurrentFaculty } from '../../state/content-mode'
import { FacultyBanner } from './FacultyBanner'
import { FacultyLoadFailure } from './FacultyNotice'
import { useFacultyRecord } from './useFacultyRecord'
import { useReviewBadges, WithReviewBadge } from '../../components/review/useReviewBadges'
import type { ReviewRow } from '../../../../shared/contract/review'
import './faculty.css'

/** A course page's review names its course by the course's code (the list's rows are courses). */
const courseOfReview = (review: ReviewRow) => review.section

/** The selected-row area of the course an 'Add About Course' button carries to the about form. */
export const COURSE_ROW = 'course'

/** SPEC §2.11 course list (`/faculty/course`): the faculty's heading and banner, its courses. */
export function CourseList() {
  const current = useCurrentFaculty()
  if (!current) return <FacultyRequired />
  return (
    <ListShell title={FACULTY_TEXT.courseList} trail={[FACULTY_TEXT.course]}>
      <CourseHeading key={current.code} facultyCode={current.code} />
    </ListShell>
  )
}

function CourseHeading({ facultyCode }: { facultyCode: string }) {
  const record = useFacultyRecord(facultyCode)
  if (record.status === 'failed')
    return <FacultyLoadFailure what="the faculty" failure={record.failure} retry={record.retry} />
  const faculty = record.status === 'ready' ? record.data[0] : undefined
  return (
    <>
      {faculty && (
        <div className="course-heading">
          <h2 className="faculty-title" style={{ borderColor: faculty.FacultyColor || undefined }}>
            {faculty.FacultyName}
          </h2>
          <FacultyBanner name={faculty.FacultyName} image={faculty.FacultyImage} />
        </div>
      )}
      <CourseTable facultyCode={facultyCode} />
    </>
  )
}

function CourseTable({ facultyCode }: { facultyCode: string }) {
  const bridge = useBridge()
  const carry = useCarryRow()
  const list = useLoad(
    useCallback(() => bridge.api.academics.courseList({ facultyCode }), [bridge, facultyCode]),
    'academics.courseList',
  )
  // Issue 48: a course page waiting for review, or sent back, says so beside the course's name.
  const reviews = useReviewBadges('course_about', courseOfReview)
  const columns = useMemo<Column<ListedCourse>[]>(
    () => [
      {
        field: 'CourseName',
        header: FACULTY_TEXT.courseName,
        grow: 1,
        render: (row) => (
          <WithReviewBadge text={reviews.text(row.CourseCode)}>{row.CourseName}</WithReviewBadge>
        ),
        exportValue: (row) => row.CourseName,
      },
      { field: 'CourseCode', header: FACULTY_TEXT.courseCode },
      textColumn('Duration', FACULTY_TEXT.duration, durationLabel),
      // Add until the course's about page is written, then Edit (issue 47).
      actionsColumn<ListedCourse>(
        (row) => row.CourseName,
        [
          {
            label: FACULTY_TEXT.addAbout,
            shown: (row) => !row.AboutWritten,
            onClick: carry(COURSE_ROW, FACULTY_PATHS.courseAbout),
          },
          {
            label: FACULTY_TEXT.editAbout,
            shown: (row) => row.AboutWritten,
            onClick: carry(COURSE_ROW, FACULTY_PATHS.courseAbout),
          },
        ],
      ),
    ],
    [carry, reviews],
  )
  return (
    <DataTable
      list={list}
      what="the courses"
      columns={columns}
      searchPlaceholder={FACULTY_TEXT.searchCourse}
      exportName="courses.csv"
      empty={{ things: FACULTY_TEXT.courseThings, hint: FACULTY_TEXT.courseEmptyHint }}
    />
  )
}
