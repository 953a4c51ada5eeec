import { NavLink, useLocation } from 'react-router-dom'
import { facultyDashboardPath, facultyHeaderMenuFor, isMenuGroup } from '../../../shared/rules/menu'
import { FACULTY_PATHS } from '../../../shared/rules/faculty'
import { FORM_TEXT, isFacultyPath } from '../../../shared/rules/names'
import { useCurrentFaculty } from '../state/content-mode'
import { useSession } from '../state/session'
import { MenuButton } from './MenuButton'

const FACULTY_REDIRECT_PATH = FACULTY_PATHS.redirect

/**
 * SPEC §2.2 faculty-mode header menu, on every /faculty screen: Dashboard, Course, News, Event and
 * Faculty Content, as far as the user's level sees them (SPEC §6), beside the current faculty's name.
 */
export function FacultyHeaderMenu() {
  const { pathname } = useLocation()
  const level = useSession((state) => state.user?.IsAdmin ?? 0)
  const faculty = useCurrentFaculty()
  if (!isFacultyPath(pathname)) return null

  return (
    <nav className="faculty-bar" aria-label="Faculty menu">
      <span className="faculty-bar__name">{faculty?.name ?? 'No faculty chosen'}</span>
      <ul className="faculty-bar__items">
        {facultyHeaderMenuFor(level).map((item) => (
          <li key={item.key}>
            {isMenuGroup(item) ? (
              <MenuButton label={item.label} links={item.links} />
            ) : item.key === 'dashboard' ? (
              faculty ? (
                // A Faculty or Department user's own faculty may not be chosen yet: /faculty finds it.
                <NavLink
                  to={faculty.slug ? facultyDashboardPath(faculty.slug) : FACULTY_REDIRECT_PATH}
                  className="faculty-bar__link"
                >
                  {item.label}
                </NavLink>
              ) : (
                <span
                  className="faculty-bar__link is-disabled"
                  aria-disabled="true"
                  title={FORM_TEXT.chooseFacultyFirst}
                >
                  {item.label}
                </span>
              )
            ) : (
              <NavLink to={item.to} end className="faculty-bar__link">
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
