import { LEADERSHIP_PATHS, LEADERSHIP_TEXT as T } from '../../../../shared/rules/leadership'
import { AddButton } from '../../components/AddButton'
import { ListShell } from '../../components/ListShell'
import { LeadershipTable } from './LeadershipTable'

const ADD = { label: T.addLink, path: LEADERSHIP_PATHS.add }

/** SPEC §2.6 Leadership List (all categories), `/leadership/leadershiplist`. */
export function LeadershipList() {
  return (
    <ListShell title={T.list} trail={[T.area]}>
      <LeadershipTable
        which="list"
        exportName={T.exportName}
        empty={{ things: T.things.leadership, add: ADD }}
        actions={<AddButton add={ADD} link />}
      />
    </ListShell>
  )
}
