import { useCallback, useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { facultyDashboardPath } from '../../../shared/rules/menu'
import { LoadFailure } from '../components/LoadFailure'
import { Spinner } from '../components/Spinner'
import { useLoad } from '../components/useLoad'
import { useFaculty } from '../state/faculty'
import { useBridge } from './BridgeProvider'
import { MenuLink, MenuSection } from './MenuSection'

/** SPEC §2.2 Faculty: one entry per faculty from the API; choosing one remembers it. */
export function FacultyMenuSection({ label }: { label: string }) {
  const bridge = useBridge()
  const { pathname } = useLocation()
  const choose = useFaculty((state) => state.choose)
  const renew = useFaculty((state) => state.renew)
  // Read again whenever a window of the user changes the faculties (issue 45): University Records, an import.
  const faculties = useLoad(
    useCallback(() => bridge.api.academics.facultyList({}), [bridge]),
    'academics.facultyList',
  )
  const read = faculties.status === 'ready' ? faculties.data : null
  useEffect(() => {
    if (read) renew(read)
  }, [read, renew])

  return (
    <MenuSection label={label} holdsActive={pathname.startsWith('/faculty/')}>
      {faculties.status === 'loading' && (
        <li className="menu-note">
          <Spinner label="Loading faculties…" />
        </li>
      )}
      {faculties.status === 'failed' && (
        <li className="menu-note">
          <LoadFailure what="the faculties" failure={faculties.failure} retry={faculties.retry} />
        </li>
      )}
      {faculties.status === 'ready' && faculties.data.length === 0 && (
        <li className="menu-note">No Faculty</li>
      )}
      {faculties.status === 'ready' &&
        faculties.data.map((faculty) => (
          <li key={faculty.Slug}>
            <MenuLink
              to={facultyDashboardPath(faculty.Slug)}
              label={faculty.FacultyName}
              onClick={() => choose(faculty)}
            />
          </li>
        ))}
    </MenuSection>
  )
}
