import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import {
  facultyDashboardPath,
  facultyHeaderMenuFor,
  facultyTabOf,
  isMenuGroup,
  type MenuLink,
} from '../../../shared/rules/menu'
import { FACULTY_PATHS } from '../../../shared/rules/faculty'
import { FORM_TEXT, isFacultyPath } from '../../../shared/rules/names'
import { useCurrentFaculty } from '../state/content-mode'
import { useSession } from '../state/session'
import { ChooseOwnFaculty } from '../features/faculty/useChooseOwnFaculty'

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
              <HeaderGroup label={item.label} links={item.links} active={item.key === tab} />
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

/** News (Add/List), Event (Add/List): a button that opens its links below it. */
function HeaderGroup({
  label,
  links,
  active,
}: {
  label: string
  links: readonly MenuLink[]
  /** The screen shown is one of this section's (its list, add or update screen). */
  active: boolean
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('mousedown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('mousedown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div className="faculty-bar__group" ref={root}>
      <button
        type="button"
        className={`faculty-bar__link faculty-bar__toggle${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <ul id={id} className="faculty-bar__menu" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className="faculty-bar__menu-link" onClick={() => setOpen(false)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
