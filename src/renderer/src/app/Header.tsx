import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import {
  FACULTY_HEADER_MENU,
  isMenuGroup,
  menuScreens,
  type MenuEntry,
  type MenuScreen,
} from '../../../shared/rules/menu'
import { isFacultyPath } from '../../../shared/rules/names'
import { keysOf } from '../../../shared/rules/shortcuts'
import { SEARCH_TEXT } from '../../../shared/rules/search'
import { useCurrentFaculty } from '../state/content-mode'
import { showSearch } from '../state/search-dialog'
import { PRODUCT_NAME } from './product'
import { useDeclaredTrail } from './screen-trail'
import { UserMenu } from './UserMenu'
import { ConnectionBanner } from './ConnectionBanner'
import { ReviewCountLink } from './ReviewCountLink'
import { ReviewNotices } from './ReviewNotices'

const MENU_SCREENS = menuScreens()

const screensOf = (entries: readonly MenuEntry[], trail: readonly string[] = []): MenuScreen[] =>
  entries.flatMap((entry) =>
    isMenuGroup(entry)
      ? screensOf(entry.links, [...trail, entry.label])
      : [{ trail: [...trail, entry.label], to: entry.to }],
  )

/** The faculty header menu's screens ('News', 'Add News'); the dashboard is named after the faculty. */
const FACULTY_SCREENS = screensOf(FACULTY_HEADER_MENU.filter((item) => item.key !== 'dashboard'))

/** Where the user is, as the menus name it: ['News', 'Add News'], ['Faculty', 'Science', 'News', ...]. */
function useTrail(): readonly string[] {
  const { pathname } = useLocation()
  const faculty = useCurrentFaculty()
  const declared = useDeclaredTrail()
  const path = pathname.toLowerCase()
  if (isFacultyPath(pathname)) {
    if (pathname.startsWith('/faculty/dashboard/')) return ['Faculty', faculty?.name ?? 'Dashboard']
    const within = faculty ? ['Faculty', faculty.name] : ['Faculty']
    const screen = declared ?? FACULTY_SCREENS.find((s) => s.to === path)?.trail
    return screen ? [...within, ...screen] : within
  }
  return declared ?? MENU_SCREENS.find((screen) => screen.to.toLowerCase() === path)?.trail ?? []
}

/**
 * After sign-in and on each screen change the focus goes to the page's heading, so a screen reader says where
 * the user now is (and Tab goes on from the top of the page). A dialog that holds the focus keeps it.
 */
function useFocusOnScreenChange() {
  const { pathname } = useLocation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return
    heading.current?.focus()
  }, [pathname])
  return heading
}

export function Header() {
  const trail = useTrail()
  const title = trail.at(-1) ?? PRODUCT_NAME
  const heading = useFocusOnScreenChange()

  useEffect(() => {
    document.title = title === PRODUCT_NAME ? PRODUCT_NAME : `${title} · ${PRODUCT_NAME}`
  }, [title])

  return (
    <header className="shell-header">
      <div>
        {trail.length > 1 && <p className="breadcrumb">{trail.slice(0, -1).join(' / ')}</p>}
        <h1 className="page-title" tabIndex={-1} ref={heading}>
          {title}
        </h1>
      </div>
      {/* Issue 28: the search of everything, here and on Ctrl/Cmd+K; it opens the dialog. */}
      <button
        type="button"
        className="header-search"
        onClick={showSearch}
        aria-keyshortcuts="Control+K Meta+K"
      >
        {/* Its name is what it shows (axe: label-content-name-mismatch), the keys included. */}
        <span>{SEARCH_TEXT.label}</span>
        <kbd>{keysOf('everything')}</kbd>
      </button>
      <ReviewCountLink />
      <ReviewNotices />
      <UserMenu />
      <ConnectionBanner />
    </header>
  )
}
