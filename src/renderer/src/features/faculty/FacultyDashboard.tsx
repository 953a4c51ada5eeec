import { useCallback, useEffect } from 'react'
import { Link, useParams } from 'react-router-dom'
import type { Faculty, FacultyMenuItem } from '../../../../shared/contract/academics'
import { FACULTY_PATHS, FACULTY_TEXT } from '../../../../shared/rules/faculty'
import { FACULTY_MENU, isFacultyBound } from '../../../../shared/rules/permissions'
import { richTextToPlain } from '../../../../shared/rules/rich-text'
import { useBridge } from '../../app/BridgeProvider'
import { LoadFailure } from '../../components/LoadFailure'
import { Spinner } from '../../components/Spinner'
import { useLoad } from '../../components/useLoad'
import { useFaculty } from '../../state/faculty'
import { useSession } from '../../state/session'
import { FacultyBanner } from './FacultyBanner'
import { FacultyLoadFailure, FacultyNotice } from './FacultyNotice'
import { useFacultyRecord } from './useFacultyRecord'
import '../dashboard/dashboard.css'
import './faculty.css'

/** SPEC §2.11 faculty dashboard (`/faculty/dashboard/{slug}`): the faculty the slug names, if any. */
export function FacultyDashboard() {
  const { slug = '' } = useParams()
  const bridge = useBridge()
  const faculties = useLoad(
    useCallback(() => bridge.api.academics.facultyList({}), [bridge]),
    'academics.facultyList',
  )
  if (faculties.status === 'loading') return <Spinner label="Loading the faculty…" />
  if (faculties.status === 'failed')
    return <LoadFailure what="the faculties" failure={faculties.failure} retry={faculties.retry} />
  const item = faculties.data.find((faculty) => faculty.Slug === slug)
  if (!item) return <UnlistedFaculty key={slug} slug={slug} />
  return <FacultyBoard key={item.FacultyCode} item={item} />
}

/**
 * A slug the user's faculty list does not hold: a faculty-bound user's list holds their own faculty only, so
 * the server says whether the slug names another faculty (refused) or none.
 */
function UnlistedFaculty({ slug }: { slug: string }) {
  const bridge = useBridge()
  const bound = useSession((state) => isFacultyBound(state.user?.IsAdmin ?? 0))
  const asked = useLoad(
    useCallback(
      () =>
        bound
          ? bridge.api.academics.courseListBySlug({ slug })
          : Promise.resolve({ ok: true as const, data: [] }),
      [bridge, bound, slug],
    ),
  )
  if (asked.status === 'loading') return <Spinner label="Loading the faculty…" />
  if (asked.status === 'failed' && asked.failure.reason === 'forbidden')
    return <FacultyNotice text={FACULTY_TEXT.notYours} />
  return <FacultyNotice text={FACULTY_TEXT.noSuchFaculty} />
}

function FacultyBoard({ item }: { item: FacultyMenuItem }) {
  const choose = useFaculty((state) => state.choose)
  const record = useFacultyRecord(item.FacultyCode)
  // Reached by its address (a restart, a link) as well as from the side menu: it is the chosen faculty.
  const allowed = record.status === 'ready'
  useEffect(() => {
    if (allowed) choose(item)
  }, [allowed, choose, item])

  if (record.status === 'loading') return <Spinner label="Loading the faculty…" />
  if (record.status === 'failed')
    return <FacultyLoadFailure what="the faculty" failure={record.failure} retry={record.retry} />
  const [faculty] = record.data
  if (!faculty) return <FacultyNotice text={FACULTY_TEXT.noSuchFaculty} />
  return (
    <div className="faculty-dashboard">
      <h2 className="faculty-title" style={{ borderColor: faculty.FacultyColor || undefined }}>
        {faculty.FacultyName}
      </h2>
      <FacultyBanner name={faculty.FacultyName} image={faculty.FacultyImage} />
      <FacultyCounts facultyCode={faculty.FacultyCode} />
      <DeanNotice faculty={faculty} />
    </div>
  )
}

function FacultyCounts({ facultyCode }: { facultyCode: string }) {
  const bridge = useBridge()
  const counts = useLoad(
    useCallback(() => bridge.api.academics.facultyDashboardCount({ facultyCode }), [bridge, facultyCode]),
    'academics.facultyDashboardCount',
  )
  if (counts.status === 'loading') return <Spinner label="Loading the counts…" />
  if (counts.status === 'failed')
    return <LoadFailure what="the counts" failure={counts.failure} retry={counts.retry} />
  const cards = [
    [FACULTY_TEXT.courses, counts.data.CoursesCount.CourseCount],
    [FACULTY_TEXT.news, counts.data.NewsCount.NewsCount],
    [FACULTY_TEXT.event, counts.data.EventCount.EventCount],
  ] as const
  return (
    <dl className="count-cards faculty-counts">
      {cards.map(([label, count]) => (
        <div key={label} className="count-card">
          <dt>{label}</dt>
          <dd>{count.toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The dean notice: the faculty's page as the public site shows it, and 'Edit Content' for who may. */
function DeanNotice({ faculty }: { faculty: Faculty }) {
  const level = useSession((state) => state.user?.IsAdmin ?? 0)
  const mayEdit = (FACULTY_MENU.facultyContent as readonly number[]).includes(level)
  return (
    <section className="card dean-notice" aria-label={FACULTY_TEXT.dean}>
      <p className="dean-notice__lead">
        <strong>
          {FACULTY_TEXT.dean}: {faculty.FacultyDean || '—'}
        </strong>
      </p>
      <p className="dean-notice__detail">{richTextToPlain(faculty.FacultyDetail)}</p>
      <dl className="dean-notice__contacts">
        <dt>{FACULTY_TEXT.email}</dt>
        <dd>{faculty.FacultyEmail || '—'}</dd>
        <dt>{FACULTY_TEXT.phone}</dt>
        <dd>{faculty.FacultyPhone || '—'}</dd>
      </dl>
      {mayEdit && (
        <>
          <p className="dean-notice__edit">{FACULTY_TEXT.deanNotice}</p>
          <Link to={FACULTY_PATHS.content} className="button button-primary">
            {FACULTY_TEXT.editContent}
          </Link>
        </>
      )}
    </section>
  )
}
