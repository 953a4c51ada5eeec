import { useEffect, useId, useRef, useState } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import {
  facultyDashboardPath,
  facultyHeaderMenuFor,
  isMenuGroup,
  type MenuLink,
} from '../../../shared/rules/menu'
import { FACULTY_PATHS } from '../../../shared/rules/faculty'
import { FORM_TEXT, isFacultyPath } from '../../../shared/rules/names'
import { useCurrentFaculty } from '../state/content-mode'
import { useSession } from '../state/session'

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
              <HeaderGroup label={item.label} links={item.links} />
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

/** News (Add/List), Event (Add/List): a button that opens its links below it. */
function HeaderGroup({ label, links }: { label: string; links: readonly MenuLink[] }) {
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const holdsActive = links.some((link) => link.to === pathname)

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
        className={`faculty-bar__link faculty-bar__toggle${holdsActive ? ' active' : ''}`}
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
