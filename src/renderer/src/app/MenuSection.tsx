import { useId, useState, type ReactNode } from 'react'
import { NavLink } from 'react-router-dom'

export function MenuLink({ to, label, onClick }: { to: string; label: string; onClick?: () => void }) {
  // `end`: the Dashboard ('/') is active on '/' only, not on every path below it.
  return (
    <NavLink to={to} end className="menu-link" onClick={onClick}>
      {label}
    </NavLink>
  )
}

/** A collapsible section; open at first when it holds the current screen. */
export function MenuSection({
  label,
  holdsActive,
  children,
}: {
  label: string
  holdsActive: boolean
  children: ReactNode
}) {
  const [toggled, setToggled] = useState<boolean | null>(null)
  const open = toggled ?? holdsActive
  const id = useId()
  return (
    <>
      <button
        type="button"
        className="menu-section-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setToggled(!open)}
      >
        {label}
      </button>
      {/* Hidden rather than unmounted: the faculty list loads when the menu appears (SPEC §2.2). */}
      <ul id={id} className="menu-list menu-sublist" hidden={!open}>
        {children}
      </ul>
    </>
  )
}
