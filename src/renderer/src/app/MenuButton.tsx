import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { NavLink } from 'react-router-dom'
import type { MenuLink } from '../../../shared/rules/menu'

// The faculty bar's News and Event menus (issue 47) as the WAI-ARIA menu button pattern: Enter, Space or
// ArrowDown opens the menu on its first item (ArrowUp on its last), the arrows move through the items and
// wrap, Home and End go to the ends, Escape closes it and gives the focus back to the button, and Tab or a
// click elsewhere closes it. The items are links: Enter follows one.

type Focus = 'first' | 'last'

/** News (Add/List), Event (Add/List): a button that opens its links below it. */
export function MenuButton({
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
  /** Which item takes the focus once the menu has opened. */
  const focusOnOpen = useRef<Focus | null>(null)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  const focusItem = (focus: Focus) => {
    const all = items()
    ;(focus === 'first' ? all[0] : all[all.length - 1])?.focus()
  }
  const openOn = (focus: Focus) => {
    if (open) return focusItem(focus)
    focusOnOpen.current = focus
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }

  useEffect(() => {
    if (!open || focusOnOpen.current === null) return
    focusItem(focusOnOpen.current)
    focusOnOpen.current = null
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the opening moves the focus
  }, [open])

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', closeOutside)
    return () => document.removeEventListener('mousedown', closeOutside)
  }, [open])

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    const focus: Focus | null =
      event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown'
        ? 'first'
        : event.key === 'ArrowUp'
          ? 'last'
          : null
    if (focus === null) {
      if (event.key === 'Escape' && open) close(true)
      return
    }
    // Enter and Space would click the button too, toggling the menu shut again.
    event.preventDefault()
    openOn(focus)
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const all = items()
    const at = all.indexOf(document.activeElement as HTMLElement)
    const move: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }
    const next = move[event.key]
    if (next !== undefined) {
      event.preventDefault()
      all[next]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') close(false)
  }

  return (
    <div className="faculty-bar__group" ref={root}>
      <button
        ref={button}
        type="button"
        className={`faculty-bar__link faculty-bar__toggle${active ? ' active' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onKeyDown={onButtonKey}
        onClick={() => (open ? close(false) : openOn('first'))}
      >
        {label}
      </button>
      <ul
        id={id}
        role="menu"
        aria-label={label}
        className="faculty-bar__menu"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {links.map((link) => (
          <li key={link.to} role="none">
            <NavLink
              to={link.to}
              end
              role="menuitem"
              tabIndex={-1}
              className="faculty-bar__menu-link"
              onClick={() => setOpen(false)}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
