import { Link } from 'react-router-dom'
import { LEADERSHIP_PATHS, LEADERSHIP_TEXT as T } from '../../../../shared/rules/leadership'
import { ListShell } from '../../components/ListShell'
import { LeadershipTable } from './LeadershipTable'

/** SPEC §2.6 Leadership List (all categories), `/leadership/leadershiplist`. */
export function LeadershipList() {
  return (
    <ListShell title={T.list} trail={[T.area]}>
      <LeadershipTable
        which="list"
        exportName={T.exportName}
        empty={{
          things: T.things.leadership,
          add: { label: T.addLink, path: LEADERSHIP_PATHS.add },
        }}
        actions={
          <Link to={LEADERSHIP_PATHS.add} className="button button-primary">
            {T.addLink}
          </Link>
        }
      />
    </ListShell>
  )
}
