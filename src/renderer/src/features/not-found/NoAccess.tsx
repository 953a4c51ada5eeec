import { Link } from 'react-router-dom'
import { DASHBOARD_PATH } from '../../../../shared/rules/menu'
import { NO_ACCESS_TEXT } from '../../../../shared/rules/shell'
import { useScreenTrail } from '../../app/screen-trail'
import './not-found.css'

/** In place of a screen the user's level may not open: they stay signed in and find their way back. */
export function NoAccess() {
  // The header's heading (which takes the focus on a screen change) says it, so a screen reader hears it first.
  useScreenTrail([NO_ACCESS_TEXT.title])
  return (
    <section className="not-found card" aria-label={NO_ACCESS_TEXT.title}>
      <p className="not-found-hint">{NO_ACCESS_TEXT.hint}</p>
      <Link to={DASHBOARD_PATH} className="button button-secondary not-found-home">
        {NO_ACCESS_TEXT.back}
      </Link>
    </section>
  )
}
