import { LEADERSHIP_PATHS, LEADERSHIP_TEXT as T } from '../../../../shared/rules/leadership'
import { AddButton } from '../../components/AddButton'
import { ListShell } from '../../components/ListShell'
import { LeadershipTable } from './LeadershipTable'

const ADD = { label: T.add, path: LEADERSHIP_PATHS.add }

/** SPEC §2.6 Board List (`/leadership/boardlist`): heading Leadership / Board List, card 'BOARD LIST'. */
export function BoardList() {
  return (
    <ListShell title={T.boardList} trail={[T.area]} context={T.boardCard}>
      <LeadershipTable
        which="boardList"
        exportName={T.boardExportName}
        empty={{ things: T.things.board, add: ADD }}
        actions={<AddButton add={ADD} />}
      />
    </ListShell>
  )
}
