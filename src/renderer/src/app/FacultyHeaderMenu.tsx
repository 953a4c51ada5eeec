import { Link, useLocation } from 'react-router-dom'
import {
  facultyDashboardPath,
  facultyHeaderMenuFor,
  facultyTabOf,
  isMenuGroup,
} from '../../../shared/rules/menu'
import { FACULTY_PATHS } from '../../../shared/rules/faculty'
import { FORM_TEXT, isFacultyPath } from '../../../shared/rules/names'
import { useCurrentFaculty } from '../state/content-mode'
import { useSession } from '../state/session'
import { ChooseOwnFaculty } from '../features/faculty/useChooseOwnFaculty'
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
  const tab = facultyTabOf(pathname)
  const linkClass = (key: string) => `faculty-bar__link${key === tab ? ' active' : ''}`
  const current = (key: string) => (key === tab ? 'page' : undefined)

  return (
    <nav className="faculty-bar" aria-label="Faculty menu">
      {/* Opened by its address, a Faculty or Department user's own faculty is known by its code until then. */}
      {faculty && !faculty.slug && <ChooseOwnFaculty code={faculty.code} />}
      <span className="faculty-bar__name">{faculty?.name ?? 'No faculty chosen'}</span>
      <ul className="faculty-bar__items">
        {facultyHeaderMenuFor(level).map((item) => (
          <li key={item.key}>
            {isMenuGroup(item) ? (
              <MenuButton label={item.label} links={item.links} active={item.key === tab} />
            ) : item.key === 'dashboard' ? (
              faculty ? (
                // A Faculty or Department user's own faculty may not be chosen yet: /faculty finds it.
                <Link
                  to={faculty.slug ? facultyDashboardPath(faculty.slug) : FACULTY_REDIRECT_PATH}
                  className={linkClass(item.key)}
                  aria-current={current(item.key)}
                >
                  {item.label}
                </Link>
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
              <Link to={item.to} className={linkClass(item.key)} aria-current={current(item.key)}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
