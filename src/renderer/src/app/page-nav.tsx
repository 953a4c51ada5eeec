import {
  createContext,
  useContext,
  useMemo,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react'

// How the signed-out pages move between addresses (issue 24). The login screen runs without React Router,
// so its script stays small; once the router is there (signed in, or a page that needs it) AppRoutes gives
// the same pages its own location and navigate through this context. The pages never know which it is.

export interface PageNav {
  pathname: string
  search: string
  /** `state` is what React Router would keep with the entry (the address to return to after sign-in). */
  go(to: string, options?: { replace?: boolean; state?: unknown }): void
}

export const PageNavContext = createContext<PageNav | null>(null)

export function usePageNav(): PageNav {
  const nav = useContext(PageNavContext)
  if (!nav) throw new Error('usePageNav is used outside a PageNavContext')
  return nav
}

/** A link to an address of this app, moved to without reloading the page. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  const { go } = usePageNav()
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window (modifier keys, middle button) is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    go(to)
  }
  return (
    <a href={`#${to}`} onClick={follow}>
      {children}
    </a>
  )
}

// The hash location without the router: what the address bar holds, followed through Back and Forward.

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  window.addEventListener('hashchange', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
    window.removeEventListener('hashchange', listener)
  }
}

const currentHash = () => window.location.hash

/**
 * Writes the entry the way React Router's hash history does ({ usr, key, idx }), so the router, started
 * later on this entry, finds its state there: after sign-in it still knows the address asked for.
 */
function hashGo(to: string, { replace = false, state = null }: { replace?: boolean; state?: unknown } = {}) {
  const held: unknown = window.history.state
  const index =
    typeof held === 'object' && held !== null && 'idx' in held && typeof held.idx === 'number' ? held.idx : 0
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx: replace ? index : index + 1 }
  if (replace) window.history.replaceState(entry, '', `#${to}`)
  else window.history.pushState(entry, '', `#${to}`)
  listeners.forEach((listener) => listener())
}

/** The address's path and query as the hash holds them ('/' for an address without one). */
export function splitHash(hash: string): { pathname: string; search: string } {
  const path = hash.replace(/^#/, '') || '/'
  const at = path.indexOf('?')
  return at < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, at), search: path.slice(at) }
}

/** The signed-out pages' navigation before the router is loaded. */
export function useHashNav(): PageNav {
  const hash = useSyncExternalStore(subscribe, currentHash)
  return useMemo(() => ({ ...splitHash(hash), go: hashGo }), [hash])
}
