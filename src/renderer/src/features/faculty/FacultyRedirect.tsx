import { Navigate } from 'react-router-dom'
import { FACULTY_TEXT } from '../../../../shared/rules/faculty'
import { facultyDashboardPath } from '../../../../shared/rules/menu'
import { LoadFailure } from '../../components/LoadFailure'
import { FacultyRequired } from '../../components/notices'
import { Spinner } from '../../components/Spinner'
import { useCurrentFaculty } from '../../state/content-mode'
import { useChooseOwnFaculty } from './useChooseOwnFaculty'
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
  // Choosing it gives the current faculty its slug, and this screen sends the user on.
  const { faculties, own } = useChooseOwnFaculty(code)
  if (faculties.status === 'loading' || own) return <Spinner label="Loading the faculty…" />
  if (faculties.status === 'failed')
    return <LoadFailure what="the faculties" failure={faculties.failure} retry={faculties.retry} />
  return <FacultyNotice text={FACULTY_TEXT.noSuchFaculty} />
}
