import { useCallback, useEffect } from 'react'
import { Navigate } from 'react-router-dom'
import type { FacultyMenuItem } from '../../../../shared/contract/academics'
import { FACULTY_TEXT } from '../../../../shared/rules/faculty'
import { facultyDashboardPath } from '../../../../shared/rules/menu'
import { useBridge } from '../../app/BridgeProvider'
import { LoadFailure } from '../../components/LoadFailure'
import { FacultyRequired } from '../../components/notices'
import { Spinner } from '../../components/Spinner'
import { useLoad } from '../../components/useLoad'
import { useCurrentFaculty } from '../../state/content-mode'
import { useFaculty } from '../../state/faculty'
import { FacultyNotice } from './FacultyNotice'

/**
 * SPEC §2.11 faculty redirect (`/faculty`): on to the current faculty's dashboard. A Faculty or Department
 * user lands on their own faculty even before choosing it in the side menu; others on the one they chose.
 */
export function FacultyRedirect() {
  const current = useCurrentFaculty()
  if (!current) return <FacultyRequired />
  if (current.slug) return <Navigate to={facultyDashboardPath(current.slug)} replace />
  return <FindOwnFaculty code={current.code} />
}

function FindOwnFaculty({ code }: { code: string }) {
  const bridge = useBridge()
  const choose = useFaculty((state) => state.choose)
  const faculties = useLoad(
    useCallback(() => bridge.api.academics.facultyList({}), [bridge]),
    'academics.facultyList',
  )
  const own: FacultyMenuItem | undefined =
    faculties.status === 'ready' ? faculties.data.find((item) => item.FacultyCode === code) : undefined
  // Choosing it gives the current faculty its slug, and this screen sends the user on.
  useEffect(() => {
    if (own) choose(own)
  }, [own, choose])
  if (faculties.status === 'loading' || own) return <Spinner label="Loading the faculty…" />
  if (faculties.status === 'failed')
    return <LoadFailure what="the faculties" failure={faculties.failure} retry={faculties.retry} />
  return <FacultyNotice text={FACULTY_TEXT.noSuchFaculty} />
}
