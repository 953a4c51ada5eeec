import { useLocation } from 'react-router-dom'
import { isMenuGroup, sideMenuFor, type MenuEntry, type SideMenuItem } from '../../../shared/rules/menu'
import { Logo } from '../components/Logo'
import { useSession } from '../state/session'
import { FacultyMenuSection } from './FacultyMenuSection'
import { MenuLink, MenuSection } from './MenuSection'

/** The side menu of SPEC §2.2, filtered by the user's level (SPEC §6). */
export function SideMenu() {
  const level = useSession((state) => state.user?.IsAdmin ?? 0)
  return (
    <aside className="side-menu">
      <div className="side-menu-brand">
        <Logo />
        <span>Content Console</span>
      </div>
      <nav aria-label="Main menu">
        <ul className="menu-list">
          {sideMenuFor(level).map((item) => (
            <li key={item.label}>
              <SideMenuEntry item={item} />
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  )
}

function SideMenuEntry({ item }: { item: SideMenuItem }) {
  const { pathname } = useLocation()
  switch (item.kind) {
    case 'link':
      return <MenuLink to={item.to} label={item.label} />
    case 'faculties':
      return <FacultyMenuSection label={item.label} />
    case 'section':
      return (
        <MenuSection label={item.label} holdsActive={item.entries.some((e) => leadsTo(e, pathname))}>
          {item.entries.map((entry) => (
            <li key={entry.label}>
              {isMenuGroup(entry) ? (
                <>
                  <span className="menu-group-label">{entry.label}</span>
                  <ul className="menu-list">
                    {entry.links.map((l) => (
                      <li key={l.to}>
                        <MenuLink to={l.to} label={l.label} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <MenuLink to={entry.to} label={entry.label} />
              )}
            </li>
          ))}
        </MenuSection>
      )
  }
}

const leadsTo = (entry: MenuEntry, pathname: string): boolean =>
  isMenuGroup(entry) ? entry.links.some((l) => leadsTo(l, pathname)) : entry.to === pathname
