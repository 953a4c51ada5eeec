import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { DASHBOARD_PATH, menuScreensFor } from '../../../../shared/rules/menu'
import { useSession } from '../../state/session'
import './not-found.css'

/** SPEC §2.13. The search finds the menu's screens this user may open, by any word of their names. */
export function NotFound() {
  const level = useSession((state) => state.user?.IsAdmin ?? 0)
  const [query, setQuery] = useState('')
  const searchId = useId()
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const matches = menuScreensFor(level).filter((screen) => {
    const name = screen.trail.join(' ').toLowerCase()
    return words.every((word) => name.includes(word))
  })

  return (
    <section className="not-found card" aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`}>Page not found!</h2>
      <p className="not-found-hint">The address does not lead to a screen. Search for the one you want:</p>
      <label htmlFor={searchId} className="visually-hidden">
        Search screens
      </label>
      <input
        id={searchId}
        className="input"
        type="search"
        placeholder="Search screens"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {words.length > 0 &&
        (matches.length > 0 ? (
          <ul className="not-found-results">
            {matches.map((screen) => (
              <li key={screen.to}>
                <Link to={screen.to}>{screen.trail.join(' › ')}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="not-found-hint">No screen matches “{query.trim()}”.</p>
        ))}
      <Link to={DASHBOARD_PATH} className="button button-secondary not-found-home">
        Go to the dashboard
      </Link>
    </section>
  )
}
