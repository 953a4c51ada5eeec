import type { ReactNode } from 'react'
import { useScreenTrail } from '../app/screen-trail'
import './form.css'

/** The frame of a list screen: its heading (in the header), a card saying whose list it is, the table. */
export function ListShell({
  title,
  trail,
  context,
  children,
}: {
  title: string
  trail: readonly string[]
  context?: string
  children: ReactNode
}) {
  useScreenTrail([...trail, title])
  return (
    <section className="card list-shell" aria-label={title}>
      {context && <p className="screen-context">{context}</p>}
      {children}
    </section>
  )
}
