import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { menuScreens } from '../../../shared/rules/menu'
import { useFaculty } from '../state/faculty'
import { PRODUCT_NAME } from './product'
import { UserMenu } from './UserMenu'

const MENU_SCREENS = menuScreens()

/** Where the user is, as the menu names it: ['News', 'Add News']. */
function useTrail(): readonly string[] {
  const { pathname } = useLocation()
  const faculty = useFaculty((state) => state.faculty)
  if (pathname.startsWith('/faculty/dashboard/')) return ['Faculty', faculty?.FacultyName ?? 'Dashboard']
  const path = pathname.toLowerCase()
  return MENU_SCREENS.find((screen) => screen.to.toLowerCase() === path)?.trail ?? []
}

export function Header() {
  const trail = useTrail()
  const title = trail.at(-1) ?? PRODUCT_NAME

  useEffect(() => {
    document.title = title === PRODUCT_NAME ? PRODUCT_NAME : `${title} · ${PRODUCT_NAME}`
  }, [title])

  return (
    <header className="shell-header">
      <div>
        {trail.length > 1 && <p className="breadcrumb">{trail.slice(0, -1).join(' / ')}</p>}
        <h1 className="page-title">{title}</h1>
      </div>
      <UserMenu />
    </header>
  )
}
