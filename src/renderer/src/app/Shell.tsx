import { useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { MAIN_CONTENT_ID, SKIP_TO_CONTENT } from '../../../shared/rules/shell'
import { SessionExpiredDialog } from '../features/login/SessionExpiredDialog'
import { useSession } from '../state/session'
import { hideSearch, showSearch, useSearchDialog } from '../state/search-dialog'
import { hideShortcuts, showShortcuts, useShortcutsDialog } from '../state/shortcuts-dialog'
import { SearchDialog } from '../features/search/SearchDialog'
import { useBridge } from './BridgeProvider'
import { ShortcutsDialog } from './ShortcutsDialog'
import { useShortcuts } from './useShortcuts'
import { useDesktopNotices } from './useDesktopNotices'
import { FacultyHeaderMenu } from './FacultyHeaderMenu'
import { Header } from './Header'
import { COPYRIGHT_YEAR, PRODUCT_NAME } from './product'
import { SideMenu } from './SideMenu'
import './shell.css'

const SHOW = { shortcuts: showShortcuts, search: showSearch }

/** SPEC §2.2: side menu, header with the user menu, the screen, footer. */
export function Shell() {
  const expired = useSession((state) => state.expired)
  const shortcutsOpen = useShortcutsDialog((state) => state.open)
  const searchOpen = useSearchDialog((state) => state.open)
  const bridge = useBridge()
  useShortcuts(SHOW)
  useDesktopNotices()
  useEffect(() => bridge.menu.onShowShortcuts(showShortcuts), [bridge])
  useEffect(() => bridge.menu.onShowSearch(showSearch), [bridge])
  // The two dialogs belong to the screen they were opened over: a new address (a link, Back, a menu's
  // screen) closes them, as leaving the screen would.
  const { key: address } = useLocation()
  useEffect(() => {
    hideSearch()
    hideShortcuts()
  }, [address])
  const main = useRef<HTMLElement>(null)
  return (
    <>
      {/* While the session is over the screen stays mounted (what was typed survives) but cannot be used. */}
      <div className="shell" inert={expired}>
        {/* The first Tab stop: past the side menu to the screen. A plain '#id' address would be read as a
            route by the hash router, so the click moves the focus itself. */}
        <a
          className="skip-link"
          href={`#${MAIN_CONTENT_ID}`}
          onClick={(event) => {
            event.preventDefault()
            main.current?.focus()
          }}
        >
          {SKIP_TO_CONTENT}
        </a>
        <SideMenu />
        <div className="shell-body">
          <Header />
          <FacultyHeaderMenu />
          <main className="shell-content" id={MAIN_CONTENT_ID} tabIndex={-1} ref={main}>
            <Outlet />
          </main>
          <footer className="shell-footer">
            © {COPYRIGHT_YEAR} {PRODUCT_NAME}
          </footer>
        </div>
      </div>
      <SessionExpiredDialog />
      {shortcutsOpen && <ShortcutsDialog onClose={hideShortcuts} />}
      {searchOpen && <SearchDialog onClose={hideSearch} />}
    </>
  )
}
