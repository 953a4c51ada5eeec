import { useLocation } from 'react-router-dom'
import { modeOfPath, type PathsByMode, type ScreenPaths } from '../../../shared/rules/names'
import { GENERAL_CODE, isFacultyBound } from '../../../shared/rules/permissions'
import { useFaculty } from './faculty'
import { useSession } from './session'

// The news and event screens serve the general site and one faculty (SPEC §1 "faculty-mode flag"). The
// mode comes from the path; the faculty from the user (Faculty and Department staff are held to their
// own, SPEC §2.2) or, for everyone else, from the faculty chosen in the side menu.

export interface CurrentFaculty {
  code: string
  name: string
  /** For the faculty dashboard link; unknown until the faculty is chosen in the side menu. */
  slug: string | null
}

export function useCurrentFaculty(): CurrentFaculty | null {
  const user = useSession((state) => state.user)
  const chosen = useFaculty((state) => state.faculty)
  const own = user && isFacultyBound(user.IsAdmin) ? user.FacultyCode : null
  if (own) {
    return chosen?.FacultyCode === own
      ? { code: own, name: chosen.FacultyName, slug: chosen.Slug }
      : { code: own, name: own, slug: null }
  }
  return chosen ? { code: chosen.FacultyCode, name: chosen.FacultyName, slug: chosen.Slug } : null
}

export interface ContentMode {
  faculty: boolean
  /** `General`, the faculty's code, or null in faculty mode with no faculty chosen yet. */
  facultyCode: string | null
  /** The faculty's name in faculty mode. */
  facultyName: string | null
  /** The add, list and update screens of this mode. */
  paths: ScreenPaths
}

export function useContentMode(pathsByMode: PathsByMode): ContentMode {
  const { pathname } = useLocation()
  const current = useCurrentFaculty()
  const mode = modeOfPath(pathname)
  if (mode === 'general')
    return { faculty: false, facultyCode: GENERAL_CODE, facultyName: null, paths: pathsByMode.general }
  return {
    faculty: true,
    facultyCode: current?.code ?? null,
    facultyName: current?.name ?? null,
    paths: pathsByMode.faculty,
  }
}
