import { useCallback, useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Course, CourseAbout as CourseAboutRow } from '../../../../shared/contract/academics'
import {
  COURSE_ABOUT_ANSWERS,
  COURSE_ABOUT_CHECKS,
  COURSE_IMAGE,
  COURSE_PARAM,
  FACULTY_PATHS,
  FACULTY_TEXT,
  type CourseAboutValues,
} from '../../../../shared/rules/faculty'
import { useBridge } from '../../app/BridgeProvider'
import { bind, RichTextField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { DraftImageField } from '../../components/DraftImageField'
import { NothingSelected } from '../../components/notices'
import { Spinner } from '../../components/Spinner'
import { useDraft } from '../../components/useDraft'
import { openedForm, openRecord, type OpenedForm } from '../../components/opened-record'
import { useLoad } from '../../components/useLoad'
import { useSubmitter } from '../../components/record-form'
import { useSaveForm } from '../../components/useSaveForm'
import { useCurrentFaculty } from '../../state/content-mode'
import { useSelectedRow, useSelectedRowOf } from '../../state/selected-row'
import { COURSE_ROW } from './CourseList'
import { FacultyLoadFailure } from './FacultyNotice'
import { altValuesOf } from '../../../../shared/rules/a11y/alt-text'
import { CHECKED_AREAS } from '../../../../shared/rules/a11y/areas'

/** SPEC §2.11 course about (`/faculty/course/about`), for the course whose button led here. */
export function CourseAbout() {
  const [params] = useSearchParams()
  const named = params.get(COURSE_PARAM)
  const course = useSelectedRowOf(COURSE_ROW, Course)
  if (named && course?.CourseCode !== named) return <ChooseCourse key={named} courseCode={named} />
  if (!course) return <NothingCourse />
  return <LoadCourseAbout key={course.CourseCode} course={course} />
}

const NothingCourse = () => (
  <NothingSelected listPath={FACULTY_PATHS.courses} listLabel={FACULTY_TEXT.goToCourses} />
)

/**
 * An address naming its course (a search hit's, issue 28) chooses it as the course list's button does: the
 * current faculty's course of that code becomes the selected row.
 */
function ChooseCourse({ courseCode }: { courseCode: string }) {
  const faculty = useCurrentFaculty()
  if (!faculty) return <NothingCourse />
  return <ChooseFacultyCourse key={faculty.code} facultyCode={faculty.code} courseCode={courseCode} />
}

function ChooseFacultyCourse({ facultyCode, courseCode }: { facultyCode: string; courseCode: string }) {
  const bridge = useBridge()
  const select = useSelectedRow((state) => state.select)
  const list = useLoad(
    useCallback(() => bridge.api.academics.courseList({ facultyCode }), [bridge, facultyCode]),
  )
  const found = list.status === 'ready' ? list.data.find((c) => c.CourseCode === courseCode) : undefined
  useEffect(() => {
    if (found) select(COURSE_ROW, found)
  }, [found, select])
  if (list.status === 'failed')
    return <FacultyLoadFailure what="the course" failure={list.failure} retry={list.retry} />
  if (list.status === 'ready' && !found) return <NothingCourse />
  return <Spinner label="Loading the course…" />
}

/** What is saved for the course (`academics/list/all/{CourseCode}`) fills the form. */
function LoadCourseAbout({ course }: { course: Course }) {
  const bridge = useBridge()
  const saved = useLoad(
    useCallback(
      () => bridge.api.academics.courseDetails({ CourseCode: course.CourseCode }),
      [bridge, course.CourseCode],
    ),
  )
  if (saved.status === 'loading') return <Spinner label="Loading the course…" />
  if (saved.status === 'failed')
    return <FacultyLoadFailure what="the course" failure={saved.failure} retry={saved.retry} />
  const about = saved.data[0]
  const { CourseCode } = course
  // Issue 25: a course's page, once saved, is a record with a version, a history and a lease.
  const record =
    about &&
    openRecord({
      answer: about,
      id: about.EntryID,
      schema: CourseAboutRow,
      get: () => bridge.api.academics.courseAboutGet({ CourseCode }),
      reload: saved.retry,
      photoFolder: COURSE_IMAGE.folder,
      calls: {
        history: () => bridge.api.academics.courseAboutHistory({ CourseCode }),
        version: ({ version }) => bridge.api.academics.courseAboutVersion({ CourseCode, version }),
        lease: ({ EntryID: _, ...lease }) => bridge.api.academics.courseAboutLease({ CourseCode, ...lease }),
        restore: ({ EntryID: _, ...restore }) =>
          bridge.api.academics.courseAboutRestore({ CourseCode, ...restore }),
      },
    })
  const opened = record ? openedForm(record, aboutValuesOf) : undefined
  return <CourseAboutForm key={opened?.version ?? ''} course={course} about={about} opened={opened} />
}

const aboutValuesOf = (about: CourseAboutRow | undefined): CourseAboutValues => ({
  CourseHOD: about?.CourseHOD ?? '',
  content: about?.Description ?? '',
  HODContent: about?.HODContent ?? '',
  ...altValuesOf('course_about', about),
})

function CourseAboutForm({
  course,
  about,
  opened,
}: {
  course: Course
  about: CourseAboutRow | undefined
  opened?: OpenedForm<CourseAboutValues>
}) {
  const submitter = useSubmitter()
  const draft = useDraft(`course.about.${course.CourseCode}`, aboutValuesOf(about), opened?.version)
  const form = useSaveForm(draft, {
    a11y: { table: 'course_about' },
    // The course's page on the site is the course's, with this about page: a course exists before its page.
    preview: { area: 'courses', id: course.EntryID },
    review: { area: 'courses', id: about?.EntryID },
    opened,
    target: { area: 'academics', save: 'courseAboutAdd', upload: 'uploadCoursePhoto' },
    recordName: 'about course',
    checks: COURSE_ABOUT_CHECKS,
    answers: COURSE_ABOUT_ANSWERS,
    rule: COURSE_IMAGE.rule,
    body: (values, file) => ({
      ...(about ? { id: about.EntryID } : {}),
      courseCode: course.CourseCode,
      courseName: course.CourseName,
      // SPEC §3: a course slug with its slashes replaced by dashes.
      slug: course.Slug.replaceAll('/', '-'),
      content: values.content,
      photo: file?.name ?? '',
      CourseHOD: values.CourseHOD,
      HODContent: values.HODContent,
      ImagePath: about?.ImagePath ?? '',
      submittedBy: submitter,
      updatedBy: submitter,
    }),
  })
  const noChange = () => undefined
  return (
    <FormShell
      title={FACULTY_TEXT.courseAbout}
      trail={[FACULTY_TEXT.course]}
      context={course.CourseName}
      draft={draft}
      form={form}
    >
      <TextField label={FACULTY_TEXT.courseCode} value={course.CourseCode} onChange={noChange} readOnly />
      <TextField label={FACULTY_TEXT.courseName} value={course.CourseName} onChange={noChange} readOnly />
      <DraftImageField
        label={FACULTY_TEXT.changeImage}
        image={COURSE_IMAGE}
        draft={draft}
        existing={about?.ImagePath}
        described={CHECKED_AREAS.course_about.images[0]}
      />
      <TextField
        label={FACULTY_TEXT.courseHod}
        hint={FACULTY_TEXT.courseHodHint}
        {...bind(draft, 'CourseHOD')}
      />
      <RichTextField label={FACULTY_TEXT.aboutDepartment} {...bind(draft, 'content')} />
      <RichTextField label={FACULTY_TEXT.hodContent} {...bind(draft, 'HODContent')} />
    </FormShell>
  )
}
